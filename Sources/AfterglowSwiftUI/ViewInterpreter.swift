import AfterglowContent
import Foundation
internal import SwiftSyntax

/// Interprets SwiftUI view-builder code into the importer's `ViewNode` tree: constructors of
/// the supported views, user `View` structs with the values passed at the call site, helper
/// functions and computed properties, `if`/`switch`, `ForEach`, and modifiers. What it cannot
/// draw becomes a diagnostic and a visible fallback, never a failure.
final class ViewInterpreter {
    let index: DeclarationIndex
    let files: [SwiftSourceSet.File]
    let attributesType: String
    let contentStateType: String
    let assetImages: [String: String]
    let assetColors: [String: ColorSpec]
    let synthesizer: ValueSynthesizer
    /// Seconds since 2001-01-01 at the preview's "now" (Swift `Date`'s Codable form).
    let referenceNow: Double
    var diagnostics: [ImportDiagnostic] = []
    var mappedViews = 0
    var totalViews = 0
    var depth = 0
    /// Custom views being expanded, to stop recursion.
    var expanding: [String] = []
    var activityBackground: ColorSpec?
    var keylineTint: ColorSpec?

    init(index: DeclarationIndex, files: [SwiftSourceSet.File], attributesType: String, assets: AssetCatalog.Contents, referenceNow: Double) {
        self.index = index; self.files = files; self.attributesType = attributesType
        self.contentStateType = attributesType + ".ContentState"
        self.assetImages = assets.images; self.assetColors = assets.colors; self.referenceNow = referenceNow
        self.synthesizer = ValueSynthesizer(index: index, referenceNow: referenceNow)
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        guard let fileID = fileIndex(of: Syntax(node)) else { return SourcePosition(file: "?", line: 0, column: 0) }
        let loc = node.startLocation(converter: files[fileID].converter)
        return SourcePosition(file: files[fileID].path, line: loc.line, column: loc.column)
    }

    /// The file a node is in: the one whose tree is its root. (A syntax collection filtered as a
    /// collection — `RangeReplaceableCollection.filter` returns `Self` — is a new copy of the
    /// whole file with a new root; the interpreter filters into arrays so its nodes stay in
    /// their file, and a node outside every file is placed nowhere rather than in the wrong one.)
    func fileIndex(of node: Syntax) -> Int? {
        let root = node.root
        return files.firstIndex { $0.tree.id == root.id }
    }

    func warn(_ node: some SyntaxProtocol, construct: String?, _ message: String) {
        let p = position(node)
        let d = ImportDiagnostic(file: p.file, line: p.line, column: p.column, construct: construct, message: message)
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    func short(_ s: String) -> String {
        let one = s.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return one.count > 60 ? String(one.prefix(57)) + "…" : one
    }

    // MARK: View builders

    func views(_ items: CodeBlockItemListSyntax, _ scope: Scope) -> [ViewNode] {
        let s = Scope(parent: scope)
        var out: [ViewNode] = []
        // An explicit `return` turns the result builder off: the other statements are ordinary
        // code (`var range …; if a <= b { range = a...b }`), not views.
        let returns = items.contains { $0.item.is(ReturnStmtSyntax.self) }
        for item in items {
            if returns, !item.item.is(ReturnStmtSyntax.self), !item.item.is(DeclSyntax.self) { continue }
            switch item.item {
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let i = b.initializer?.value {
                            s.values[id] = .lazy(i, Scope(parent: s))
                        }
                    }
                }
            case .expr(let e):
                out.append(view(e, s))
            case .stmt(let st):
                if let es = st.as(ExpressionStmtSyntax.self) { out.append(view(es.expression, s)) }
                else if let r = st.as(ReturnStmtSyntax.self), let e = r.expression { out.append(view(e, s)) }
            @unknown default: break
            }
        }
        return out
    }

    func closureViews(_ c: ClosureExprSyntax, _ scope: Scope, bind values: [SymbolicValue] = []) -> [ViewNode] {
        let s = Scope(parent: scope)
        if let sig = c.signature, let clause = sig.parameterClause {
            var names: [String] = []
            switch clause {
            case .simpleInput(let list): names = list.map { $0.name.text }
            case .parameterClause(let p): names = p.parameters.map { ($0.secondName ?? $0.firstName).text }
            @unknown default: break
            }
            for (n, v) in zip(names, values) where n != "_" { s.values[n] = v }
        }
        return views(c.statements, s)
    }

    func group(_ nodes: [ViewNode], at pos: SourcePosition?) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(.group(nodes), at: pos)
    }

    /// A view expression: a constructor, a custom view, a reference to a view property or
    /// argument, a conditional, with its modifier chain.
    func view(_ e: ExprSyntax, _ s: Scope) -> ViewNode {
        depth += 1
        defer { depth -= 1 }
        guard depth < 96 else { return ViewNode(.empty) }
        // Peel the modifier chain: `base.m1(…).m2(…)`.
        var chain: [(name: String, call: FunctionCallExprSyntax?, syntax: ExprSyntax)] = []
        var cur = e
        while true {
            if let call = cur.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = m.base, !isTypeName(base) {
                chain.append((m.declName.baseName.text, call, cur)); cur = base; continue
            }
            if let m = cur.as(MemberAccessExprSyntax.self), let base = m.base, !isTypeName(base), base.is(FunctionCallExprSyntax.self) {
                chain.append((m.declName.baseName.text, nil, cur)); cur = base; continue
            }
            break
        }
        var node = baseView(cur, s)
        for (name, call, syntax) in chain.reversed() { applyModifier(name, call, syntax, to: &node, s) }
        return node
    }

    func isTypeName(_ e: ExprSyntax) -> Bool {
        guard let r = e.as(DeclReferenceExprSyntax.self) else { return false }
        return r.baseName.text.first?.isUppercase == true
    }

    func baseView(_ e: ExprSyntax, _ s: Scope) -> ViewNode {
        let pos = position(e)
        if let i = e.as(IfExprSyntax.self) { return ifView(i, s) }
        if let sw = e.as(SwitchExprSyntax.self) { return switchView(sw, s) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return view(only.expression, s) }
        // `cond ? Image("a") : Image("b")` in view position: one branch per case.
        if let t = e.as(TernaryExprSyntax.self), let p = predicate(t.condition, s) {
            return ViewNode(.conditional([.init(predicate: p, views: [view(t.thenExpression, s)]),
                                          .init(predicate: .not(p), views: [view(t.elseExpression, s)])]), at: pos)
        }
        if let inf = e.as(InfixOperatorExprSyntax.self), inf.operator.trimmedDescription == "+" {
            // Text + Text: one line of runs.
            let l = view(inf.leftOperand, s), r = view(inf.rightOperand, s)
            return ViewNode(.stack(.horizontal, [l, r], spacing: 0, alignment: .center), at: pos)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return constructor(call, s) }
        if let m = e.as(MemberAccessExprSyntax.self) {
            // `Color.red`, `.red` used as a view.
            if let c = colorValue(e, s) { totalViews += 1; mappedViews += 1; return ViewNode(.shape(ShapeSpec(form: .rectangle, fill: c)), at: pos) }
            if m.base.map({ $0.trimmedDescription == "self" }) == true { return referencedView(m.declName.baseName.text, s, e) }
        }
        if let r = e.as(DeclReferenceExprSyntax.self) { return referencedView(r.baseName.text, s, e) }
        totalViews += 1
        warn(e, construct: short(e.trimmedDescription), "`\(short(e.trimmedDescription))` is not supported; drawn as a placeholder box")
        return ViewNode(.placeholder(e.trimmedDescription), at: pos)
    }

    /// A name in view position: a view argument (closure or value), a computed view property.
    func referencedView(_ name: String, _ s: Scope, _ e: ExprSyntax) -> ViewNode {
        if let v = s.lookup(name) {
            switch v {
            case .closure(let c, let sc): return group(closureViews(c, sc), at: position(e))
            case .lazy(let x, let sc): return view(x, sc)
            case .color(let c): totalViews += 1; mappedViews += 1; return ViewNode(.shape(ShapeSpec(form: .rectangle, fill: c)))
            default: break
            }
        }
        if let t = s.selfType, let p = t.computed[name], let g = p.getter, !expanding.contains(t.qualifiedName + "." + name) {
            expanding.append(t.qualifiedName + "." + name)
            defer { expanding.removeLast() }
            return group(views(g, s), at: position(e))
        }
        if let t = s.selfType, let p = t.stored.first(where: { $0.name == name }), let i = p.initializer { return view(i, s) }
        totalViews += 1
        warn(e, construct: name, "`\(name)` is not supported (not a view the importer can follow); drawn as a placeholder box")
        return ViewNode(.placeholder(name), at: position(e))
    }

    func ifView(_ i: IfExprSyntax, _ s: Scope) -> ViewNode {
        var branches: [ViewNode.Branch] = []
        var previous: [TemplatePredicate] = []
        var cur: IfExprSyntax? = i
        while let c = cur {
            let bs = Scope(parent: s)
            var parts: [TemplatePredicate] = []
            for cond in c.conditions {
                switch cond.condition {
                case .expression(let x):
                    if let p = predicate(x, bs) { parts.append(p) } else {
                        warn(x, construct: "if \(short(x.trimmedDescription))", "condition `\(short(x.trimmedDescription))` is not supported; drawn as its first branch")
                        parts.append(.constant(branches.isEmpty))
                    }
                case .optionalBinding(let ob):
                    let name = ob.pattern.trimmedDescription
                    let v = ob.initializer.map { value($0.value, bs) } ?? s.lookup(name).map(force) ?? reference(name, s, syntax: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
                    bs.values[name] = v
                    if let b = v.binding { parts.append(.truthy(b)) }
                    else if case .unknown = v {
                        warn(ob, construct: "if let \(name)", "optional binding of `\(short(ob.trimmedDescription))` is not supported; drawn as its first branch")
                        parts.append(.constant(branches.isEmpty))
                    }
                default:
                    warn(cond, construct: short(cond.trimmedDescription), "condition `\(short(cond.trimmedDescription))` is not supported; drawn as its first branch")
                    parts.append(.constant(branches.isEmpty))
                }
            }
            let p: TemplatePredicate = parts.count == 1 ? parts[0] : .all(parts)
            let guarded: TemplatePredicate = previous.isEmpty ? p : .all([.not(.any(previous)), p])
            branches.append(.init(predicate: guarded, views: views(c.body.statements, bs)))
            previous.append(p)
            switch c.elseBody {
            case .ifExpr(let next)?: cur = next
            case .codeBlock(let block)?:
                branches.append(.init(predicate: .not(.any(previous)), views: views(block.statements, s)))
                cur = nil
            case nil: cur = nil
            @unknown default: cur = nil
            }
        }
        return ViewNode(.conditional(branches), at: position(i))
    }

    func switchView(_ sw: SwitchExprSyntax, _ s: Scope) -> ViewNode {
        let subject = value(sw.subject, s)
        var branches: [ViewNode.Branch] = []
        var previous: [TemplatePredicate] = []
        for c in sw.cases {
            guard case .switchCase(let sc) = c else { continue }
            switch sc.label {
            case .default:
                branches.append(.init(predicate: previous.isEmpty ? .constant(true) : .not(.any(previous)), views: views(sc.statements, s)))
            case .case(let label):
                var parts: [TemplatePredicate] = []
                for item in label.caseItems {
                    let pat = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    if let pat, let p = comparison(subject, .equal, value(pat, s)) { parts.append(p) } else {
                        warn(item, construct: "case \(short(item.trimmedDescription))", "switch case `\(short(item.trimmedDescription))` is not supported; drawn as its first branch")
                        parts.append(.constant(branches.isEmpty))
                    }
                }
                let p: TemplatePredicate = parts.count == 1 ? parts[0] : .any(parts)
                branches.append(.init(predicate: p, views: views(sc.statements, s)))
                previous.append(p)
            @unknown default: break
            }
        }
        return ViewNode(.conditional(branches), at: position(sw))
    }
}
