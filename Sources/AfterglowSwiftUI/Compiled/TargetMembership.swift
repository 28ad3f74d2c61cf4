import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Which of a folder's files belong to the widget extension. Target membership lives in the Xcode
/// project, which afterglow does not read, and folders of React Native, Expo or Flutter apps often
/// hold the app target's files beside the widget's: a bridge module subclassing an SDK class, or
/// placeholder copies of the widget's intents (`invalid redeclaration of 'PauseIntent'`). The
/// compile leaves out, after the other rewrites:
/// - a file every one of whose top-level types is also declared by an earlier file (paths in
///   order): the two could not be in one target, so the later is another target's copy;
/// - a file that nothing the widget uses reaches: starting from the files with a widget, a
///   preview, an `@main` or extensions (which can add members used anywhere) or no named
///   declaration, a file joins when one of its top-level names is used by a file already in.
/// Private and fileprivate declarations are not names other files can use (nor clash with).
enum TargetMembership {
    struct Excluded: Equatable {
        var path: String
        var reason: String
    }

    /// The files to leave out of the compile, with why. `widgets`: the widget types (roots).
    static func excluded(_ files: [(path: String, text: String)], widgets: [String]) -> [Excluded] {
        let facts = files.map { Facts(path: $0.path, text: $0.text) }
        var out: [Excluded] = []
        var kept: [Facts] = []
        // Duplicates first: a later file whose every public type an earlier file declares.
        for f in facts {
            let earlier = Set(kept.flatMap(\.types))
            if !f.types.isEmpty, f.types.allSatisfy(earlier.contains), !f.isRoot(widgets) {
                out.append(Excluded(path: f.path, reason: "declares only types another file declares too (\(f.types.sorted().joined(separator: ", "))): another target's copy"))
            } else {
                kept.append(f)
            }
        }
        // Then reachability from the roots.
        var inside = kept.filter { $0.isRoot(widgets) }
        var outside = kept.filter { !$0.isRoot(widgets) }
        guard !inside.isEmpty else { return out }
        var used = inside.reduce(into: Set<String>()) { $0.formUnion($1.uses) }
        var changed = true
        while changed {
            changed = false
            for (i, f) in outside.enumerated().reversed() where !f.names.isDisjoint(with: used) {
                inside.append(f); used.formUnion(f.uses); outside.remove(at: i); changed = true
            }
        }
        for f in outside {
            out.append(Excluded(path: f.path, reason: "nothing the widget uses is declared there (\(f.names.sorted().joined(separator: ", "))): another target's file"))
        }
        return out
    }

    /// What one file declares at its top level and which names it uses.
    struct Facts {
        let path: String
        var types: [String] = []
        var names: Set<String> = []
        var uses: Set<String> = []
        var hasExtension = false, hasMain = false, hasPreview = false, hasOperator = false

        init(path: String, text: String) {
            self.path = path
            let tree = Parser.parse(source: text)
            for item in tree.statements {
                guard let decl = item.item.as(DeclSyntax.self) else { continue }
                collect(decl, inIfConfig: false)
            }
            hasPreview = text.contains("__afterglowPreview") || text.contains("_AfterglowPreview(")
            let visitor = UseCollector(viewMode: .sourceAccurate)
            visitor.walk(tree)
            uses = visitor.uses
        }

        private mutating func collect(_ decl: DeclSyntax, inIfConfig: Bool) {
            if let ifc = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifc.clauses {
                    // At a file's top level a clause holds statements (declarations among them).
                    switch clause.elements {
                    case .statements(let items)?: for i in items { if let d = i.item.as(DeclSyntax.self) { collect(d, inIfConfig: true) } }
                    case .decls(let items)?: for i in items { collect(i.decl, inIfConfig: true) }
                    default: break
                    }
                }
                return
            }
            if decl.is(ExtensionDeclSyntax.self) { hasExtension = true; return }
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }) == true { return }
            if let attrs = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
               attrs.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) { hasMain = true }
            var typeName: String?
            if let d = decl.as(StructDeclSyntax.self) { typeName = d.name.text }
            else if let d = decl.as(ClassDeclSyntax.self) { typeName = d.name.text }
            else if let d = decl.as(EnumDeclSyntax.self) { typeName = d.name.text }
            else if let d = decl.as(ActorDeclSyntax.self) { typeName = d.name.text }
            else if let d = decl.as(ProtocolDeclSyntax.self) { typeName = d.name.text }
            else if let d = decl.as(TypeAliasDeclSyntax.self) { names.insert(d.name.text) }
            else if let d = decl.as(FunctionDeclSyntax.self) {
                if case .binaryOperator = d.name.tokenKind { hasOperator = true } else { names.insert(d.name.text) }
            } else if let d = decl.as(VariableDeclSyntax.self) {
                for b in d.bindings { if let p = b.pattern.as(IdentifierPatternSyntax.self) { names.insert(p.identifier.text) } }
            } else if let d = decl.as(MacroDeclSyntax.self) { names.insert(d.name.text) }
            else if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { hasOperator = true }
            if let typeName {
                names.insert(typeName)
                // A duplicate under `#if` may be the other branch of one declaration: not a clash.
                if !inIfConfig { types.append(typeName) }
            }
        }

        /// Kept whatever uses it: the widget's own files, the program's entry, extensions, operators,
        /// and files that declare no name others could use.
        func isRoot(_ widgets: [String]) -> Bool {
            hasExtension || hasMain || hasPreview || hasOperator || names.isEmpty
                || widgets.contains { names.contains(String($0.split(separator: ".").first ?? "")) }
        }
    }

    /// Every identifier a file uses: references, type names, member names (`.x` might be a
    /// top-level name's use only as a base, but over-counting only keeps a file in).
    final class UseCollector: SyntaxVisitor {
        var uses: Set<String> = []
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { uses.insert(node.baseName.text); return .visitChildren }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { uses.insert(node.name.text); return .visitChildren }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { uses.insert(node.name.text); return .visitChildren }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            // Property wrappers and result builders declared in the folder (`@Clamped`, `@MyBuilder`).
            uses.insert(node.attributeName.trimmedDescription); return .visitChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { uses.insert(node.macroName.text); return .visitChildren }
    }
}
