import AfterglowPayloads
import AfterglowContent
import Foundation
internal import SwiftSyntax

/// Builds one `ImportedActivity` from an `ActivityConfiguration(for:)` call: the Lock Screen
/// closure, the `DynamicIsland` regions and compact/minimal closures, the configuration's
/// modifiers, and preview data.
struct ActivityBuilder {
    let interpreter: ViewInterpreter
    let call: FunctionCallExprSyntax
    let typeName: String

    var simpleType: String { typeName.split(separator: ".").last.map(String.init) ?? typeName }

    /// The type declaring `node` (the widget struct around the configuration, the preview
    /// provider around a `previewContext`), so its helper functions and properties resolve.
    func enclosingType(_ node: some SyntaxProtocol) -> DeclarationIndex.TypeInfo? {
        var names: [String] = []
        var cur: Syntax? = Syntax(node).parent
        while let c = cur {
            if let d = c.as(StructDeclSyntax.self) { names.insert(d.name.text, at: 0) }
            else if let d = c.as(ClassDeclSyntax.self) { names.insert(d.name.text, at: 0) }
            else if let d = c.as(EnumDeclSyntax.self) { names.insert(d.name.text, at: 0) }
            else if let d = c.as(ExtensionDeclSyntax.self) { names.insert(d.extendedType.trimmedDescription, at: 0) }
            cur = c.parent
        }
        guard !names.isEmpty else { return nil }
        return index.type(names.joined(separator: ".")) ?? index.type(names.last)
    }

    func contextScope(_ closure: ClosureExprSyntax) -> Scope {
        let s = Scope(parent: nil, selfType: enclosingType(call))
        s.values["context"] = .context
        // `ActivityConfiguration(for: A.self) { LockView($0) } dynamicIsland: { island($0) }`.
        if closure.signature == nil { s.values["$0"] = .context }
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): if let n = list.first?.name.text, n != "_" { s.values[n] = .context }
            case .parameterClause(let p): if let n = p.parameters.first.map({ ($0.secondName ?? $0.firstName).text }), n != "_" { s.values[n] = .context }
            @unknown default: break
            }
        }
        return s
    }

    /// The expression with its modifier chain peeled off, and the modifiers (innermost first).
    func peel(_ e: ExprSyntax) -> (ExprSyntax, [(String, FunctionCallExprSyntax)]) {
        var mods: [(String, FunctionCallExprSyntax)] = []
        var cur = e
        while let c = cur.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base {
            mods.append((m.declName.baseName.text, c)); cur = b
        }
        return (cur, mods.reversed())
    }

    /// The closure's result: the `return`ed expression when there is one (other statements are
    /// ordinary code; its `let`s are bound into `scope`), else its first expression.
    func resultExpression(_ items: CodeBlockItemListSyntax, binding scope: Scope) -> ExprSyntax? {
        for item in items {
            guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
            for b in v.bindings {
                if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let i = b.initializer?.value {
                    scope.values[id] = .lazy(i, Scope(parent: scope))
                }
            }
        }
        for item in items { if let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression { return e } }
        for item in items {
            if let e = item.item.as(ExprSyntax.self) { return e }
            if let es = item.item.as(ExpressionStmtSyntax.self) { return es.expression }
        }
        return nil
    }

    /// `helper(a, b)` calling a function of the widget type (or a global one): its body's result
    /// with the parameters bound, so `dynamicIsland: { island(for: $0) }` and
    /// `@DynamicIslandExpandedContentBuilder` helpers are followed.
    func inlineCall(_ e: ExprSyntax, _ scope: Scope) -> (CodeBlockItemListSyntax, Scope)? {
        guard let c = e.as(FunctionCallExprSyntax.self) else { return nil }
        let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? c.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        guard let name, name.first?.isLowercase == true,
              let fn = (scope.selfType?.functions[name] ?? index.globalFunctions[name])?.first else { return nil }
        let fs = Scope(parent: scope)
        let args = Array(c.arguments)
        for (i, p) in fn.parameters.enumerated() {
            if let a = args.first(where: { $0.label?.text == p.label && p.label != nil }) ?? (i < args.count && args[i].label == nil ? args[i] : nil) {
                fs.values[p.name] = interpreter.value(a.expression, scope).asArgument(a.expression, scope)
            } else if let d = p.defaultValue { fs.values[p.name] = .lazy(d, scope) }
        }
        return (fn.body, fs)
    }

    func closureArg(_ c: FunctionCallExprSyntax, _ label: String) -> ClosureExprSyntax? {
        c.additionalTrailingClosures.first { $0.label.text == label }?.closure
            ?? c.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
    }

    func build(previews: [PreviewMacro], previewContexts: [FunctionCallExprSyntax] = []) -> ImportedActivity {
        let i = interpreter
        let lowering = TemplateLowering(sourcePath: typeName)
        var layouts: [ActivityTemplate.Slot: TemplateNode] = [:]
        var presentations: [String] = []
        func node(_ views: [ViewNode]) -> TemplateNode? {
            let nodes = views.flatMap { lowering.lower($0) }
            if nodes.isEmpty { return nil }
            if nodes.count == 1, nodes[0].predicate == nil { return nodes[0] }
            return TemplateNode(kind: .stack(axis: .vertical, children: nodes, spacing: 8, alignment: .center), sourcePath: typeName)
        }
        // Lock Screen (and banner, StandBy): the content closure.
        let lockClosure = call.trailingClosure ?? closureArg(call, "content")
        if let lc = lockClosure {
            if let n = node(i.closureViews(lc, contextScope(lc))) { layouts[.lockScreen] = n; presentations.append("lockScreen") }
        }
        // The Dynamic Island.
        if let dc = closureArg(call, "dynamicIsland"), var scope = Optional(contextScope(dc)), var e = resultExpression(dc.statements, binding: scope) {
            var (islandExpr, mods) = peel(e)
            for _ in 0..<4 {
                guard !(islandExpr.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription.hasSuffix("DynamicIsland") ?? false),
                      let (body, fs) = inlineCall(islandExpr, scope), let r = resultExpression(body, binding: fs) else { break }
                let (inner, innerMods) = peel(r)
                e = r; scope = fs; islandExpr = inner; mods = innerMods + mods
            }
            for (name, m) in mods where name == "keylineTint" {
                if let a = m.arguments.first?.expression, let c = i.colorValue(a, scope) { i.keylineTint = c }
            }
            if let island = islandExpr.as(FunctionCallExprSyntax.self), island.calledExpression.trimmedDescription.hasSuffix("DynamicIsland") {
                if let expanded = island.trailingClosure ?? closureArg(island, "expanded") {
                    var regions: [ActivityTemplate.Slot: [ViewNode]] = [:]
                    func collect(_ items: CodeBlockItemListSyntax, _ scope: Scope, depth: Int) {
                        for item in items {
                            guard let re = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                            let (regionExpr, _) = peel(re)
                            guard let rc = regionExpr.as(FunctionCallExprSyntax.self),
                                  rc.calledExpression.trimmedDescription.hasSuffix("DynamicIslandExpandedRegion") else {
                                // A `@DynamicIslandExpandedContentBuilder` helper holding the regions.
                                if depth < 4, let (body, fs) = inlineCall(regionExpr, scope) { collect(body, fs, depth: depth + 1); continue }
                                i.warn(re, construct: i.short(re.trimmedDescription), "`\(i.short(re.trimmedDescription))` outside a DynamicIslandExpandedRegion is not supported; drawn in the bottom region")
                                regions[.expandedBottom, default: []].append(i.view(re, scope))
                                continue
                            }
                            let which = rc.arguments.first?.expression.trimmedDescription ?? ".bottom"
                            let slot: ActivityTemplate.Slot = which.hasSuffix("leading") ? .expandedLeading : which.hasSuffix("trailing") ? .expandedTrailing
                                : which.hasSuffix("center") ? .expandedCenter : .expandedBottom
                            if let content = rc.trailingClosure ?? closureArg(rc, "content") {
                                regions[slot, default: []] += i.closureViews(content, scope)
                            }
                        }
                    }
                    collect(expanded.statements, scope, depth: 0)
                    for (slot, views) in regions { if let n = node(views) { layouts[slot] = n; presentations.append(slot.rawValue) } }
                }
                for (label, slot) in [("compactLeading", ActivityTemplate.Slot.compactLeading), ("compactTrailing", .compactTrailing), ("minimal", .minimal)] {
                    if let c = closureArg(island, label), let n = node(i.closureViews(c, scope)) { layouts[slot] = n; presentations.append(label) }
                }
            } else {
                i.warn(e, construct: i.short(e.trimmedDescription), "dynamicIsland closure without a DynamicIsland(…) is not supported; the island is left empty")
            }
        }
        // Modifiers on the configuration itself.
        var families: [String] = []
        var parent: Syntax? = Syntax(call).parent
        while let p = parent, let m = p.as(MemberAccessExprSyntax.self), let c = m.parent?.as(FunctionCallExprSyntax.self) {
            if m.declName.baseName.text == "supplementalActivityFamilies" {
                families = c.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.map { $0.expression.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")) } ?? []
            }
            parent = c.parent
        }
        if families.contains("small"), let lock = layouts[.lockScreen] { layouts[.smartStack] = lock; presentations.append("smartStack") }

        // Preview data.
        let (attributes, states, source) = previewData(previews, previewContexts)
        presentations = presentations.sorted()
        var background: ColorSpec?
        if let bg = i.activityBackground { background = bg }
        let template = ActivityTemplate(activityType: simpleType, displayName: simpleType, placeholder: "--", dateEncoding: .reference,
                                        tint: i.keylineTint ?? .semantic(.label), background: background, layouts: layouts,
                                        previewAttributes: attributes, previewState: states.first)
        let pos = i.position(call)
        if layouts.isEmpty {
            i.diagnostics.append(ImportDiagnostic(file: pos.file, line: pos.line, column: pos.column, severity: .error,
                                                  message: "ActivityConfiguration(for: \(typeName).self) has no view the importer can draw"))
        }
        if index.type(typeName) == nil {
            i.diagnostics.append(ImportDiagnostic(file: pos.file, line: pos.line, column: pos.column,
                                                  message: "\(typeName) is not declared in the given files; its fields are read as written and previews use placeholders"))
        }
        return ImportedActivity(attributesType: simpleType, file: pos.file, line: pos.line, presentations: presentations, template: template,
                                previewStates: states, previewSource: source, mappedViews: i.mappedViews, totalViews: i.totalViews,
                                diagnostics: i.diagnostics, supplementalFamilies: families)
    }

    var index: DeclarationIndex { interpreter.index }

    /// Attributes and content states from `#Preview(…, using:) {…} contentStates: {…}` blocks or
    /// static preview values, completed with synthesized values for any field they lack.
    func previewData(_ previews: [PreviewMacro], _ previewContexts: [FunctionCallExprSyntax] = []) -> (JSONValue, [JSONValue], ImportedActivity.PreviewSource) {
        let i = interpreter
        let attrsInfo = index.type(typeName)
        let stateInfo = index.type(typeName + ".ContentState") ?? attrsInfo.flatMap { index.type($0.qualifiedName + ".ContentState") }
        let synthAttrs = attrsInfo.map { i.synthesizer.object(for: $0) } ?? .object(JSONObject())
        let synthState = stateInfo.map { i.synthesizer.object(for: $0) } ?? .object(JSONObject())
        var attributes: JSONValue?
        var states: [JSONValue] = []
        let empty = Scope(parent: nil)
        for p in previews {
            guard let using = p.arguments.first(where: { $0.label?.text == "using" })?.expression else { continue }
            let head = using.trimmedDescription.split(whereSeparator: { $0 == "." || $0 == "(" }).first.map(String.init) ?? ""
            guard head == simpleType || head == typeName || (i.files.count > 0 && head.isEmpty) else { continue }
            if attributes == nil { attributes = i.jsonValue(using, empty, type: attrsInfo?.qualifiedName) }
            if let cs = p.additional.first(where: { $0.label.text == "contentStates" })?.closure {
                for item in cs.statements {
                    guard let e = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                    if let j = i.jsonValue(e, empty, type: stateInfo?.qualifiedName), case .object = j { states.append(j) }
                }
            }
        }
        if states.isEmpty {
            // iOS 16 `PreviewProvider`s: `attributes.previewContext(state, viewKind: …)`, where
            // either side may be a static of the provider.
            for c in previewContexts {
                guard let base = c.calledExpression.as(MemberAccessExprSyntax.self)?.base, let stateExpr = c.arguments.first?.expression else { continue }
                let ps = Scope(parent: nil, selfType: enclosingType(c))
                guard previewBase(base, ps) else { continue }
                if attributes == nil, let a = i.jsonValue(base, ps, type: attrsInfo?.qualifiedName), case .object = a { attributes = a }
                if let j = i.jsonValue(stateExpr, ps, type: stateInfo?.qualifiedName), case .object = j, !states.contains(j) { states.append(j) }
            }
        }
        if states.isEmpty, let stateInfo {
            // Static sample values (`static let preview = ContentState(…)`).
            for (_, p) in stateInfo.statics.sorted(by: { $0.key < $1.key }) {
                if let v = p.initializer ?? p.getter.flatMap(i.singleExpression), let j = i.jsonValue(v, empty, type: stateInfo.qualifiedName),
                   case .object = j { states.append(j) }
            }
        }
        if attributes == nil, let attrsInfo, let p = attrsInfo.statics.values.first(where: { $0.type == nil || $0.type == attrsInfo.name || $0.type == attrsInfo.qualifiedName }),
           let v = p.initializer ?? p.getter.flatMap(i.singleExpression) {
            attributes = i.jsonValue(v, empty, type: attrsInfo.qualifiedName)
        }
        let source: ImportedActivity.PreviewSource = states.isEmpty ? .synthesized : .previews
        let fullAttributes = merge(synthAttrs, attributes)
        let fullStates = states.isEmpty ? [synthState] : states.map { merge(synthState, $0) }
        return (fullAttributes, fullStates, source)
    }

    /// Whether a `previewContext` receiver is a value of this activity's attributes type:
    /// `A(…)`, or a static of the provider declared or initialised as `A`.
    func previewBase(_ base: ExprSyntax, _ s: Scope) -> Bool {
        func isOurs(_ text: String) -> Bool {
            let head = text.split(whereSeparator: { $0 == "(" || $0 == "." || $0 == "<" }).first.map(String.init) ?? ""
            return head == simpleType || head == typeName
        }
        if isOurs(base.trimmedDescription) { return true }
        if let r = base.as(DeclReferenceExprSyntax.self), let t = s.selfType {
            let p = t.statics[r.baseName.text] ?? t.stored.first { $0.name == r.baseName.text }
            if let p { return (p.type.map(isOurs) ?? false) || (p.initializer.map { isOurs($0.trimmedDescription) } ?? false) }
        }
        return false
    }

    /// `base` with the keys of `over` replacing its own.
    func merge(_ base: JSONValue, _ over: JSONValue?) -> JSONValue {
        guard case .object(var b) = base, case .object(let o)? = over else { return over ?? base }
        for m in o.members where m.value != .null { b[m.key] = m.value }
        return .object(b)
    }
}
