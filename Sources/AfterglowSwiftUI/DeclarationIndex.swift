import Foundation
internal import SwiftSyntax

/// The type declarations of the imported files that interpretation needs: structs (views,
/// attributes, content states) with their stored and computed properties and functions, enums
/// with their cases, and static members added in extensions (preview values).
final class DeclarationIndex {
    struct Property {
        var name: String
        var type: String?
        var initializer: ExprSyntax?
        /// A computed property's getter.
        var getter: CodeBlockItemListSyntax?
        var isStatic: Bool
        /// `@Environment(\.isLuminanceReduced)` → "isLuminanceReduced".
        var environmentKey: String?
        var file: Int
    }
    struct Function {
        var name: String
        var parameters: [(label: String?, name: String, type: String, defaultValue: ExprSyntax?)]
        var body: CodeBlockItemListSyntax
        var file: Int
        /// The declared result type (`-> LiveActivityPalette`), the context of an implicit member it returns.
        var returnType: String? = nil
    }
    final class TypeInfo {
        var name: String
        var qualifiedName: String
        var inherits: [String] = []
        /// Stored properties in declaration order (the memberwise initializer's order).
        var stored: [Property] = []
        var computed: [String: Property] = [:]
        var statics: [String: Property] = [:]
        var functions: [String: [Function]] = [:]
        var enumCases: [(name: String, rawValue: String?)] = []
        var isEnum = false
        var rawType: String?
        var initializers: [InitializerDeclSyntax] = []
        var file: Int
        init(name: String, qualifiedName: String, file: Int) { self.name = name; self.qualifiedName = qualifiedName; self.file = file }
    }

    private(set) var types: [String: TypeInfo] = [:]
    private var bySimpleName: [String: [TypeInfo]] = [:]
    /// Top-level functions and @ViewBuilder helpers.
    private(set) var globalFunctions: [String: [Function]] = [:]

    init(files: [SwiftSourceSet.File]) {
        for (i, f) in files.enumerated() { collect(f.tree.statements.map(\.item), parent: nil, file: i) }
    }

    /// A type by name as written at a use site: qualified ("A.ContentState") or simple.
    func type(_ written: String?) -> TypeInfo? {
        guard var w = written?.trimmingCharacters(in: .whitespaces), !w.isEmpty else { return nil }
        if w.hasSuffix("?") || w.hasSuffix("!") { w.removeLast() }
        if let t = types[w] { return t }
        let last = w.split(separator: ".").last.map(String.init) ?? w
        return bySimpleName[last]?.first
    }

    func attributesTypes() -> [TypeInfo] {
        types.values.filter { $0.inherits.contains { $0.hasSuffix("ActivityAttributes") } }.sorted { $0.qualifiedName < $1.qualifiedName }
    }

    private func register(_ t: TypeInfo) {
        if let existing = types[t.qualifiedName] { merge(t, into: existing); return }
        types[t.qualifiedName] = t
        bySimpleName[t.name, default: []].append(t)
    }

    private func merge(_ t: TypeInfo, into e: TypeInfo) {
        e.inherits += t.inherits; e.stored += t.stored
        e.computed.merge(t.computed) { a, _ in a }; e.statics.merge(t.statics) { a, _ in a }
        e.functions.merge(t.functions) { $0 + $1 }; e.enumCases += t.enumCases; e.initializers += t.initializers
    }

    private func collect(_ items: [CodeBlockItemSyntax.Item], parent: String?, file: Int) {
        for item in items {
            guard case .decl(let d) = item else { continue }
            collectDecl(d, parent: parent, file: file)
        }
    }

    private func collectDecl(_ d: DeclSyntax, parent: String?, file: Int) {
        func qualified(_ n: String) -> String { parent.map { "\($0).\(n)" } ?? n }
        if let s = d.as(StructDeclSyntax.self) {
            let t = TypeInfo(name: s.name.text, qualifiedName: qualified(s.name.text), file: file)
            t.inherits = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            members(s.memberBlock, into: t, file: file)
            register(t)
        } else if let e = d.as(EnumDeclSyntax.self) {
            let t = TypeInfo(name: e.name.text, qualifiedName: qualified(e.name.text), file: file)
            t.isEnum = true
            t.inherits = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            t.rawType = t.inherits.first { ["String", "Int", "Double"].contains($0) }
            members(e.memberBlock, into: t, file: file)
            register(t)
        } else if let c = d.as(ClassDeclSyntax.self) {
            let t = TypeInfo(name: c.name.text, qualifiedName: qualified(c.name.text), file: file)
            t.inherits = c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            members(c.memberBlock, into: t, file: file)
            register(t)
        } else if let x = d.as(ExtensionDeclSyntax.self) {
            let name = x.extendedType.trimmedDescription
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            let t = TypeInfo(name: simple, qualifiedName: name, file: file)
            t.inherits = x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            members(x.memberBlock, into: t, file: file)
            // An extension of "A.ContentState" or of "ContentState": attach to the declared type.
            if let existing = type(name) { merge(t, into: existing) } else { register(t) }
        } else if let f = d.as(FunctionDeclSyntax.self), let fn = function(f, file: file) {
            globalFunctions[fn.name, default: []].append(fn)
        } else if let ic = d.as(IfConfigDeclSyntax.self) {
            // `#if canImport(ActivityKit)`: every branch is read (the target is unknown).
            for clause in ic.clauses {
                if case .statements(let s)? = clause.elements { collect(s.map(\.item), parent: parent, file: file) }
                if case .decls(let ds)? = clause.elements { for m in ds { collectDecl(m.decl, parent: parent, file: file) } }
            }
        }
    }

    private func function(_ f: FunctionDeclSyntax, file: Int) -> Function? {
        guard let body = f.body?.statements else { return nil }
        let params = f.signature.parameterClause.parameters.map { p -> (String?, String, String, ExprSyntax?) in
            let first = p.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.text ?? first
            return (label, name, p.type.trimmedDescription, p.defaultValue?.value)
        }
        return Function(name: f.name.text, parameters: params, body: body, file: file,
                        returnType: f.signature.returnClause?.type.trimmedDescription)
    }

    private func members(_ block: MemberBlockSyntax, into t: TypeInfo, file: Int) {
        for m in block.members {
            let d = m.decl
            if let v = d.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                var envKey: String?
                for a in v.attributes {
                    guard case .attribute(let attr) = a, attr.attributeName.trimmedDescription == "Environment",
                          case .argumentList(let args)? = attr.arguments, let first = args.first else { continue }
                    envKey = first.expression.trimmedDescription.split(separator: ".").last.map(String.init)
                }
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    var getter: CodeBlockItemListSyntax?
                    if let acc = b.accessorBlock {
                        switch acc.accessors {
                        case .getter(let g): getter = g
                        case .accessors(let list):
                            getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                        @unknown default: break
                        }
                    }
                    let p = Property(name: id, type: b.typeAnnotation?.type.trimmedDescription, initializer: b.initializer?.value,
                                     getter: getter, isStatic: isStatic, environmentKey: envKey, file: file)
                    if isStatic { t.statics[id] = p } else if getter != nil { t.computed[id] = p } else { t.stored.append(p) }
                }
            } else if let f = d.as(FunctionDeclSyntax.self), let fn = function(f, file: file) {
                t.functions[fn.name, default: []].append(fn)
            } else if let c = d.as(EnumCaseDeclSyntax.self) {
                for e in c.elements {
                    var raw: String?
                    if let rv = e.rawValue?.value {
                        if let s = rv.as(StringLiteralExprSyntax.self) { raw = s.segments.trimmedDescription } else { raw = rv.trimmedDescription }
                    }
                    t.enumCases.append((e.name.text, raw))
                }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                t.initializers.append(i)
            } else if d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ClassDeclSyntax.self) {
                collectDecl(d, parent: t.qualifiedName, file: file)
            } else if let ta = d.as(TypeAliasDeclSyntax.self) {
                // `typealias Status = ContentState`: reachable under both names.
                if let target = type(ta.initializer.value.trimmedDescription) {
                    types[t.qualifiedName + "." + ta.name.text] = target
                }
            }
        }
    }

    /// The JSON key an enum case encodes as (its String raw value, else its name).
    func encodedCase(_ name: String, in t: TypeInfo?) -> String {
        guard let t, t.rawType == "String", let c = t.enumCases.first(where: { $0.name == name }) else { return name }
        return c.rawValue ?? name
    }
}
