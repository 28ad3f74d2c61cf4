import AfterglowDisplay
import AfterglowPayloads
import AfterglowContent
import Foundation
internal import SwiftSyntax

/// Evaluates expressions symbolically (fields stay bindings) and conditions into predicates.
extension ViewInterpreter {
    func value(_ e: ExprSyntax, _ s: Scope) -> SymbolicValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return .unknown(e.trimmedDescription) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return value(only.expression, s) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return value(f.expression, s) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return value(o.expression, s) }
        if let a = e.as(AwaitExprSyntax.self) { return value(a.expression, s) }
        if let t = e.as(TryExprSyntax.self) { return value(t.expression, s) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .literal(.bool(b.literal.tokenKind == .keyword(.true))) }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")).map { .literal(.number($0)) } ?? .unknown(i.trimmedDescription) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")).map { .literal(.number($0)) } ?? .unknown(f.trimmedDescription) }
        if e.is(NilLiteralExprSyntax.self) { return .literal(.null) }
        if let str = e.as(StringLiteralExprSyntax.self) { return stringValue(str, s) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return reference(r.baseName.text, s, syntax: e) }
        if let m = e.as(MemberAccessExprSyntax.self) { return member(m, s) }
        if let sub = e.as(SubscriptCallExprSyntax.self) { return subscriptValue(sub, s) }
        if let t = e.as(TernaryExprSyntax.self) {
            guard let p = predicate(t.condition, s) else { return value(t.thenExpression, s) }
            return .choice(p, value(t.thenExpression, s), value(t.elseExpression, s))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let v = value(p.expression, s)
            if p.operator.text == "-", case .literal(.number(let n)) = v { return .literal(.number(-n)) }
            if p.operator.text == "!", let q = predicate(e, s) { return .predicate(q) }
            return .unknown(e.trimmedDescription)
        }
        if let inf = e.as(InfixOperatorExprSyntax.self) { return infix(inf, s) }
        if let call = e.as(FunctionCallExprSyntax.self) { return callValue(call, s) }
        if let arr = e.as(ArrayExprSyntax.self) {
            var out: [JSONValue] = []
            for el in arr.elements {
                guard let j = json(value(el.expression, s)) else { return .unknown(e.trimmedDescription) }
                out.append(j)
            }
            return .literal(.array(out))
        }
        return .unknown(e.trimmedDescription)
    }

    func stringValue(_ str: StringLiteralExprSyntax, _ s: Scope) -> SymbolicValue {
        var segs: [TextSource.Segment] = []
        var percentTaken = false
        for seg in str.segments {
            switch seg {
            case .stringSegment(let t):
                var text = unescape(t.content.text)
                // `\(Int(p * 100))%` became a percent binding, which prints its own "%".
                if percentTaken, text.hasPrefix("%") { text.removeFirst() }
                percentTaken = false
                if !text.isEmpty { segs.append(.literal(text)) }
            case .expressionSegment(let x):
                guard let first = x.expressions.first else { continue }
                if x.expressions.count == 1, let f = percentField(first.expression, s) {
                    segs.append(.binding(FieldBinding(root: f.root, path: f.path, format: .percent)))
                    percentTaken = true
                    continue
                }
                var v = value(first.expression, s)
                var format = ValueFormat.automatic
                for extra in x.expressions.dropFirst() {
                    if extra.label?.text == "format" { format = formatStyle(extra.expression) }
                    if extra.label?.text == "specifier" { format = .automatic }
                    // `"\(date, style: .time)"`: Text's date styles inside a string.
                    if extra.label?.text == "style" {
                        let st = extra.expression.trimmedDescription
                        format = st.hasSuffix("time") || st.hasSuffix("date") ? .time : .relative
                    }
                }
                if case .choice(_, let a, _) = v { v = a }
                switch v {
                case .field(let root, let path, _) where !path.isEmpty: segs.append(.binding(FieldBinding(root: root, path: path, format: format)))
                case .literal(let j): segs.append(.literal(j.displayText))
                case .text(let t): segs += t.segments
                case .enumCase(let c): segs.append(.literal(c))
                default:
                    warn(first.expression, construct: "\\(\(first.expression.trimmedDescription))",
                         "interpolation of `\(first.expression.trimmedDescription)` is not supported; drawn as \"…\"")
                    segs.append(.literal("…"))
                }
            @unknown default: break
            }
        }
        if segs.allSatisfy({ if case .literal = $0 { return true }; return false }) {
            return .literal(.string(segs.map { if case .literal(let l) = $0 { return l }; return "" }.joined()))
        }
        return .text(TextSource(segments: segs))
    }

    /// `Int(x * 100)`, `Int((x * 100).rounded())`, `Int(100 * x)` with `x` a field: a fraction
    /// shown as a whole percentage (the template's percent format; it rounds where `Int` truncates).
    func percentField(_ e: ExprSyntax, _ s: Scope) -> FieldBinding? {
        guard let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == "Int",
              c.arguments.count == 1, var inner = c.arguments.first?.expression else { return nil }
        func unwrap(_ x: ExprSyntax) -> ExprSyntax {
            var x = x
            while true {
                if let t = x.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { x = only.expression; continue }
                if let r = x.as(FunctionCallExprSyntax.self), let m = r.calledExpression.as(MemberAccessExprSyntax.self),
                   m.declName.baseName.text == "rounded", r.arguments.isEmpty, let b = m.base { x = b; continue }
                return x
            }
        }
        inner = unwrap(inner)
        guard let mul = inner.as(InfixOperatorExprSyntax.self), mul.operator.trimmedDescription == "*" else { return nil }
        let (l, r) = (unwrap(mul.leftOperand), unwrap(mul.rightOperand))
        let other: ExprSyntax
        if r.trimmedDescription == "100" || r.trimmedDescription == "100.0" { other = l }
        else if l.trimmedDescription == "100" || l.trimmedDescription == "100.0" { other = r }
        else { return nil }
        return value(other, s).binding
    }

    func textSegments(_ v: SymbolicValue) -> [TextSource.Segment]? {
        switch v {
        case .literal(.string(let s)): return [.literal(s)]
        case .text(let t): return t.segments
        case .field(let r, let p, _) where !p.isEmpty: return [.binding(FieldBinding(root: r, path: p))]
        default: return nil
        }
    }

    func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    func formatStyle(_ e: ExprSyntax) -> ValueFormat {
        let t = e.trimmedDescription
        if t.hasPrefix(".percent") { return .percent }
        if t.hasPrefix(".number") { return .number }
        if t.contains("relative") { return .relative }
        if t.hasPrefix(".dateTime") { return .time }
        return .automatic
    }

    func reference(_ name: String, _ s: Scope, syntax: ExprSyntax) -> SymbolicValue {
        if let v = s.lookup(name) { return force(v) }
        if name == "self", let t = s.selfType { return .instance(t, s) }
        if let t = s.selfType {
            if let p = t.stored.first(where: { $0.name == name }) {
                if let key = p.environmentKey { return .environment(key) }
                if let i = p.initializer { return value(i, s) }
            }
            if let p = t.computed[name], let g = p.getter { return computedValue(g, s) }
            if let p = t.statics[name] { return staticValue(p, of: t) }
        }
        if let t = index.type(name) { return .instance(t, s) }
        return .unknown(name)
    }

    func force(_ v: SymbolicValue) -> SymbolicValue {
        if case .lazy(let e, let sc) = v { return value(e, sc) }
        return v
    }

    /// The value a computed property's getter returns, when it is one expression (or `return x`).
    func computedValue(_ body: CodeBlockItemListSyntax, _ s: Scope) -> SymbolicValue { computedValue(Array(body), s) }

    /// (Items as an array: a `CodeBlockItemListSyntax` built from some of them would be a new tree,
    /// and diagnostics in it could not name their file.)
    func computedValue(_ body: [CodeBlockItemSyntax], _ s: Scope) -> SymbolicValue {
        // Early returns: `if cond { return a }` followed by the rest is `cond ? a : rest`.
        var items = body
        if items.filter({ !$0.item.is(DeclSyntax.self) }).count > 1, let at = items.firstIndex(where: { !$0.item.is(DeclSyntax.self) }),
           let i = (items[at].item.as(ExpressionStmtSyntax.self)?.expression ?? items[at].item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
           i.elseBody == nil, i.conditions.count == 1, case .expression(let c) = i.conditions.first!.condition,
           let then = singleExpression(i.body.statements), let p = predicate(c, s) {
            items.remove(at: at)
            return .choice(p, value(then, s), computedValue(items, s))
        }
        guard let e = singleExpression(body) else { return .unknown("computed property") }
        if let sw = e.as(SwitchExprSyntax.self) { return switchValue(sw, s) }
        if let i = e.as(IfExprSyntax.self) { return ifValue(i, s) }
        return value(e, s)
    }

    /// `switch subject { case .a: x … default: y }` returning values: nested choices, so a Text,
    /// an Image or a colour can follow an enum in the content state.
    func switchValue(_ sw: SwitchExprSyntax, _ s: Scope) -> SymbolicValue {
        let subject = value(sw.subject, s)
        var arms: [(TemplatePredicate?, SymbolicValue)] = []
        for c in sw.cases {
            guard case .switchCase(let sc) = c, let e = singleExpression(sc.statements) else { continue }
            let v = value(e, s)
            switch sc.label {
            case .default: arms.append((nil, v))
            case .case(let label):
                var parts: [TemplatePredicate] = []
                for item in label.caseItems {
                    guard let pat = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                          let p = comparison(subject, .equal, operand(pat, s)) else { return .unknown(sw.trimmedDescription) }
                    parts.append(p)
                }
                arms.append((parts.count == 1 ? parts[0] : .any(parts), v))
            @unknown default: continue
            }
        }
        guard var result = arms.last?.1 else { return .unknown(sw.trimmedDescription) }
        for (p, v) in arms.dropLast().reversed() {
            guard let p else { continue }
            result = .choice(p, v, result)
        }
        return result
    }

    func ifValue(_ i: IfExprSyntax, _ s: Scope) -> SymbolicValue {
        guard i.conditions.count == 1, case .expression(let cond) = i.conditions.first!.condition, let p = predicate(cond, s),
              let thenE = singleExpression(i.body.statements) else { return .unknown(i.trimmedDescription) }
        let elseV: SymbolicValue
        switch i.elseBody {
        case .ifExpr(let next)?: elseV = ifValue(next, s)
        case .codeBlock(let b)?: elseV = singleExpression(b.statements).map { value($0, s) } ?? .unknown(i.trimmedDescription)
        default: return .unknown(i.trimmedDescription)
        }
        return .choice(p, value(thenE, s), elseV)
    }

    /// A value-returning helper (`func color(for state: …) -> Color`), called with its arguments bound.
    func functionValue(_ fn: DeclarationIndex.Function, _ args: [LabeledExprSyntax], _ s: Scope,
                       selfType: DeclarationIndex.TypeInfo? = nil, bind: [String: SymbolicValue] = [:]) -> SymbolicValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return .unknown(fn.name) }
        let fs = Scope(parent: nil, selfType: selfType ?? s.selfType)
        for (k, v) in bind { fs.values[k] = v }
        if selfType == nil { for (k, v) in s.values where fs.values[k] == nil { fs.values[k] = v } }
        for (i, p) in fn.parameters.enumerated() {
            if let a = args.first(where: { $0.label?.text == p.label && p.label != nil }) ?? (i < args.count && args[i].label == nil ? args[i] : nil) {
                fs.values[p.name] = value(a.expression, s)
            } else if let d = p.defaultValue { fs.values[p.name] = .lazy(d, s) }
        }
        // `-> Palette { .porcelain(accent: accent) }`: the implicit member is the result type's.
        if let rt = fn.returnType, let e = singleExpression(fn.body),
           let v = implicitMember(e, of: index.type(stripGenerics(rt == "Self" ? (selfType ?? s.selfType)?.qualifiedName ?? rt : rt)), fs) { return v }
        return computedValue(fn.body, fs)
    }

    /// The scope of a record's computed properties and methods: `self` and its members by name.
    func recordScope(_ t: DeclarationIndex.TypeInfo, _ me: SymbolicValue, _ members: [String: SymbolicValue]) -> Scope {
        let sc = Scope(parent: nil, selfType: t)
        for (k, v) in members { sc.values[k] = v }
        sc.values["self"] = me
        return sc
    }

    /// The declared type of a property or parameter named by `base` (`theme` in `theme.palette(…)`).
    func declaredType(of base: ExprSyntax, _ s: Scope) -> DeclarationIndex.TypeInfo? {
        guard let r = base.as(DeclReferenceExprSyntax.self), let t = s.selfType else { return nil }
        let name = r.baseName.text
        guard let p = t.stored.first(where: { $0.name == name }), let type = p.type else { return nil }
        return index.type(stripGenerics(type))
    }

    /// Applies `f` to every colour of a value that may be a choice between colours.
    func mapColors(_ v: SymbolicValue, _ f: (ColorSpec) -> SymbolicValue) -> SymbolicValue {
        switch v {
        case .color(let c): return f(c)
        case .choice(let p, let a, let b): return .choice(p, mapColors(a, f), mapColors(b, f))
        default: return v
        }
    }

    func singleExpression(_ body: some Sequence<CodeBlockItemSyntax>) -> ExprSyntax? {
        // Into an array: a syntax collection's own `filter` builds a new copy of the file.
        let items: [CodeBlockItemSyntax] = body.filter { !$0.item.is(DeclSyntax.self) }
        guard items.count == 1, let item = items.first?.item else { return nil }
        if let e = item.as(ExprSyntax.self) { return e }
        if let r = item.as(ReturnStmtSyntax.self) { return r.expression }
        if let es = item.as(ExpressionStmtSyntax.self) { return es.expression }
        return nil
    }

    /// A static property of `owner` (`static let mock: RaceOrder = .init(…)`, `static let sent: Self = .init(…)`,
    /// `static let landoNorris = Driver(…)`), evaluated in the owner's scope, so sample data built
    /// from other statics resolves.
    func staticValue(_ p: DeclarationIndex.Property, of owner: DeclarationIndex.TypeInfo) -> SymbolicValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return .unknown(p.name) }
        let sc = Scope(parent: nil, selfType: owner)
        let declared = p.type.flatMap { $0 == "Self" ? owner : index.type(stripGenerics($0)) } ?? owner
        if let i = p.initializer {
            return implicitMember(i, of: declared, sc) ?? labelledConstruction(i, as: declared, sc) ?? value(i, sc)
        }
        if let g = p.getter {
            if let e = singleExpression(g), let v = implicitMember(e, of: declared, sc) ?? labelledConstruction(e, as: declared, sc) { return v }
            return computedValue(g, sc)
        }
        return .unknown(p.name)
    }

    /// `Other.ContentState(emoji: "😀")` where `Other` is not in the given files but every label
    /// names a field of `t`, the type the context declares (tark1998-ntfy-emoji's previews): read
    /// as a `t`. Nil for anything else.
    func labelledConstruction(_ e: ExprSyntax, as t: DeclarationIndex.TypeInfo?, _ s: Scope) -> SymbolicValue? {
        guard let t, !t.isEnum, let c = e.as(FunctionCallExprSyntax.self), !c.arguments.isEmpty,
              c.arguments.allSatisfy({ a in a.label.map { l in t.stored.contains { $0.name == l.text } } ?? false }),
              case .unknown = value(c.calledExpression, s) else { return nil }
        return constructed(t, Array(c.arguments), s)
    }

    /// An implicit member expression whose type comes from the context: `.init(…)` (a memberwise
    /// construction) or `.name` naming a static of a struct (`team: .mercedes`). Nil for anything
    /// else, including enum cases (`.enumCase` handles those).
    func implicitMember(_ e: ExprSyntax, of t: DeclarationIndex.TypeInfo?, _ s: Scope) -> SymbolicValue? {
        guard let t, !t.isEnum else { return nil }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil {
            if m.declName.baseName.text == "init" { return constructed(t, Array(c.arguments), s) }
            // `.porcelain(accent:)`: a static function of the type.
            if let fn = t.functions[m.declName.baseName.text]?.first { return functionValue(fn, Array(c.arguments), s, selfType: t) }
            return nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil, let p = t.statics[m.declName.baseName.text] { return staticValue(p, of: t) }
        return nil
    }

    func member(_ m: MemberAccessExprSyntax, _ s: Scope) -> SymbolicValue {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else {
            if let c = namedColor(name) { return .color(c) }
            return .enumCase(name)
        }
        let baseText = baseExpr.trimmedDescription
        if baseText == "Color" || baseText == "UIColor" || baseText == "SwiftUI.Color", let c = namedColor(name) { return .color(c) }
        if baseText == "Date" && name == "now" { return .now(0) }
        if baseText == "Date" && name == "distantFuture" { return .distantFuture }
        if baseText == "Date" && name == "distantPast" { return .now(-1e9) }
        let base = value(baseExpr, s)
        switch base {
        case .context:
            switch name {
            case "state": return .field(.state, "", type: contentStateType)
            case "attributes": return .field(.attributes, "", type: attributesType)
            case "isStale": return .predicate(.status(.stale))
            case "activityID": return .literal(.string("preview"))
            default: return .unknown(m.trimmedDescription)
            }
        case .field(let root, let path, let type):
            let info = index.type(type.map(stripGenerics))
            if info?.computed[name] == nil,
               ["rawValue", "description", "localizedCapitalized", "capitalized", "uppercased", "lowercased"].contains(name) { return base }
            if let info, info.computed[name] != nil || (info.isEnum && info.computed[name] != nil) {
                let sc = Scope(parent: nil, selfType: info)
                sc.values["self"] = base
                for p in info.stored { sc.values[p.name] = .field(root, path.isEmpty ? p.name : path + "." + p.name, type: p.type) }
                return computedValue(info.computed[name]!.getter!, sc)
            }
            let t = info?.stored.first { $0.name == name }?.type
            return .field(root, path.isEmpty ? name : path + "." + name, type: t)
        case .instance(let t, let sc):
            if let c = t.enumCases.first(where: { $0.name == name }) { return .enumCase(t.rawType == "String" ? (c.rawValue ?? c.name) : c.name) }
            if let p = t.statics[name] { return staticValue(p, of: t) }
            if let p = t.computed[name], let g = p.getter { return computedValue(g, sc) }
            if let nested = index.type(t.qualifiedName + "." + name) { return .instance(nested, sc) }
            return .unknown(m.trimmedDescription)
        case .record(let t, let members):
            if let v = members[name] { return force(v) }
            if let p = t.computed[name], let g = p.getter { return computedValue(g, recordScope(t, base, members)) }
            return .unknown(m.trimmedDescription)
        case .literal(.object(let o)):
            if let v = o[name] { return .literal(v) }
            return .unknown(m.trimmedDescription)
        case .color(let c):
            return .color(c)
        case .now:
            return .unknown(m.trimmedDescription)
        default:
            return .unknown(m.trimmedDescription)
        }
    }

    /// `data["status"]`, `players[0]`: a literal key or index into the activity's data (a dictionary
    /// or array field, as SDKs' `[String: AnyCodable]` payloads are; the field path the payload is
    /// read by), or into a literal.
    func subscriptValue(_ sub: SubscriptCallExprSyntax, _ s: Scope) -> SymbolicValue {
        let args = Array(sub.arguments)
        guard args.count == 1, args[0].label == nil else { return .unknown(sub.trimmedDescription) }
        let base = value(sub.calledExpression, s), key = value(args[0].expression, s)
        switch (base, key) {
        case (.field(let root, let path, let type), .literal(.string(let k))) where Self.isPathKey(k):
            return .field(root, path.isEmpty ? k : path + "." + k, type: type.flatMap(Self.elementType))
        case (.field(let root, let path, let type), .literal(.number(let n))) where !path.isEmpty && n >= 0 && n == n.rounded():
            return .field(root, path + "[\(Int(n))]", type: type.flatMap(Self.elementType))
        case (.literal(.object(let o)), .literal(.string(let k))):
            return o[k].map(SymbolicValue.literal) ?? .unknown(sub.trimmedDescription)
        case (.literal(.array(let a)), .literal(.number(let n))) where n >= 0 && Int(n) < a.count:
            return .literal(a[Int(n)])
        default:
            return .unknown(sub.trimmedDescription)
        }
    }

    /// A key a field path can hold ("$state.data.status"): no separator of the path in it.
    static func isPathKey(_ k: String) -> Bool {
        !k.isEmpty && k.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The element type of a declared collection type: `[String: Leg]` → `Leg`, `[Leg]?` → `Leg`.
    static func elementType(_ t: String) -> String? {
        var x = Substring(t.trimmingCharacters(in: .whitespaces))
        while x.hasSuffix("?") || x.hasSuffix("!") { x = x.dropLast() }
        guard x.hasPrefix("["), x.hasSuffix("]") else { return nil }
        x = x.dropFirst().dropLast()
        if let colon = x.firstIndex(of: ":") { x = x[x.index(after: colon)...] }
        let e = x.trimmingCharacters(in: .whitespaces)
        return e.isEmpty ? nil : e
    }

    /// The typed reads SDKs' `AnyCodable` values offer (OneSignal's `DefaultLiveActivityAttributes`:
    /// `data["title"]?.asString()`): on a field of the payload, the field's own value. The compiled
    /// path's stand-ins offer the same names (`StandInPlan.anyCodableAccessors`).
    static let payloadAccessors: Set<String> = ["asString", "asInt", "asDouble", "asBool", "asDict", "asArray"]

    func stripGenerics(_ t: String) -> String {
        var s = t
        if let i = s.firstIndex(of: "<") { s = String(s[..<i]) }
        return s.trimmingCharacters(in: CharacterSet(charactersIn: "?! []"))
    }

    func infix(_ inf: InfixOperatorExprSyntax, _ s: Scope) -> SymbolicValue {
        let op = inf.operator.trimmedDescription
        switch op {
        case "...", "..<":
            return .range(value(inf.leftOperand, s), value(inf.rightOperand, s))
        case "==", "!=", "<", ">", "<=", ">=", "&&", "||":
            return predicate(ExprSyntax(inf), s).map(SymbolicValue.predicate) ?? .unknown(inf.trimmedDescription)
        case "??":
            let l = value(inf.leftOperand, s)
            if case .unknown = l { return value(inf.rightOperand, s) }
            return l
        case "+", "-", "*", "/":
            let l = value(inf.leftOperand, s), r = value(inf.rightOperand, s)
            switch (l, r) {
            case (.literal(.number(let a)), .literal(.number(let b))):
                return .literal(.number(op == "+" ? a + b : op == "-" ? a - b : op == "*" ? a * b : (b == 0 ? 0 : a / b)))
            case (.now(let t), .literal(.number(let b))) where op == "+" || op == "-":
                return .now(op == "+" ? t + b : t - b)
            case (.literal(.string(let a)), .literal(.string(let b))) where op == "+":
                return .literal(.string(a + b))
            case (_, _) where op == "+" && (textSegments(l) != nil && textSegments(r) != nil):
                return .text(TextSource(segments: textSegments(l)! + textSegments(r)!))
            default: return .unknown(inf.trimmedDescription)
            }
        default:
            return .unknown(inf.trimmedDescription)
        }
    }

    func callValue(_ call: FunctionCallExprSyntax, _ s: Scope) -> SymbolicValue {
        let callee = call.calledExpression
        let args = Array(call.arguments)
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            switch r.baseName.text {
            case "Date":
                if args.isEmpty { return .now(0) }
                if args.first?.label?.text == "timeIntervalSinceNow", case .literal(.number(let n)) = value(args[0].expression, s) { return .now(n) }
                return .unknown(call.trimmedDescription)
            case "Color", "UIColor", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
                // Gradients are drawn in their first colour (a flat fill, as the table says).
                return colorCall(call, s).map(SymbolicValue.color) ?? assetColorChoice(call, s) ?? .unknown(call.trimmedDescription)
            case "String", "Int", "Double", "Float", "CGFloat", "LocalizedStringKey":
                if let first = args.first { return value(first.expression, s) }
            case "URL": return .literal(.string("https://example.com"))
            default: break
            }
            let n = r.baseName.text
            if n.first?.isLowercase == true, let fn = (s.selfType?.functions[n] ?? index.globalFunctions[n])?.first { return functionValue(fn, args, s) }
            if let t = index.type(r.baseName.text) { return constructed(t, args, s) }
        }
        if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            let b = value(base, s)
            switch (name, b) {
            case ("addingTimeInterval", .now(let t)):
                if case .literal(.number(let n))? = args.first.map({ value($0.expression, s) }) { return .now(t + n) }
            case ("opacity", .color(let c)):
                if case .literal(.number(let a))? = args.first.map({ value($0.expression, s) }) { return .color(withAlpha(c, a)) }
                return .color(c)
            case ("formatted", _), ("uppercased", _), ("lowercased", _), ("capitalized", _):
                return b
            case ("init", .instance(let t, _)):
                return constructed(t, args, s)
            case ("opacity", .choice):
                // A colour chosen by the data, made translucent: every alternative.
                if case .literal(.number(let a))? = args.first.map({ value($0.expression, s) }) {
                    return mapColors(b) { .color(withAlpha($0, a)) }
                }
            case (_, .record(let t, let members)):
                if let fn = t.functions[name]?.first { return functionValue(fn, args, s, selfType: t, bind: recordScope(t, b, members).values) }
            case (_, .field(let root, let path, let type)):
                // A method of the field's type (`state.progress()`), with `self` bound to the field.
                if let info = index.type(type.map(stripGenerics)), let fn = info.functions[name]?.first {
                    let sc = Scope(parent: nil, selfType: info)
                    sc.values["self"] = b
                    for p in info.stored { sc.values[p.name] = .field(root, path.isEmpty ? p.name : path + "." + p.name, type: p.type) }
                    return functionValue(fn, args, sc)
                }
                if args.isEmpty, Self.payloadAccessors.contains(name) { return b }
            default: break
            }
            // A method of a property's declared type (`theme.palette(for:)` with `theme: LiveActivityTheme`,
            // an enum case or a value passed at the call site), or a static function (`Palette.make()`).
            if let t = declaredType(of: base, s), let fn = t.functions[name]?.first {
                return functionValue(fn, args, s, selfType: t, bind: ["self": b])
            }
            if case .instance(let t, _) = b, let fn = t.functions[name]?.first { return functionValue(fn, args, s, selfType: t) }
        }
        // `.make(…)`: an implicit static function call needs its type from the context (implicitMember).
        if case .instance(let t, _) = value(callee, s), !t.isEnum { return constructed(t, args, s) }
        return .unknown(call.trimmedDescription)
    }

    /// A memberwise initializer call of a user type, as a JSON object (preview data).
    func constructed(_ t: DeclarationIndex.TypeInfo, _ args: [LabeledExprSyntax], _ s: Scope) -> SymbolicValue {
        // Members that are not preview data (a colour, a binding to the activity's data) keep the
        // value symbolic, so `palette.accent` is still a colour where it is used.
        var members: [String: SymbolicValue] = [:]
        var symbolic = false
        for (i, a) in args.enumerated() {
            let key = a.label?.text ?? (i < t.stored.count ? t.stored[i].name : "_\(i)")
            let type = t.stored.first { $0.name == key }?.type
            let v = implicitMember(a.expression, of: index.type(type.map(stripGenerics)), s) ?? value(a.expression, s)
            switch v {
            case .color, .choice, .field, .text, .record: symbolic = true
            default: break
            }
            members[key] = v
        }
        if symbolic {
            // Stored properties with defaults that the call left out.
            for p in t.stored where members[p.name] == nil { if let i = p.initializer { members[p.name] = .lazy(i, Scope(parent: nil, selfType: t)) } }
            return .record(t, members)
        }
        var obj = JSONObject()
        for (i, a) in args.enumerated() {
            let key = a.label?.text ?? (i < t.stored.count ? t.stored[i].name : "_\(i)")
            let prop = t.stored.first { $0.name == key }
            obj[key] = jsonValue(a.expression, s, type: prop?.type) ?? .null
        }
        // Properties the call leaves to their defaults (`var id = UUID().uuidString…`): the default's
        // value, or one synthesized from the type, as Codable would encode them.
        for p in t.stored where obj[p.name] == nil && p.environmentKey == nil {
            if p.type?.hasSuffix("?") == true { continue }
            if let i = p.initializer, let j = jsonValue(i, Scope(parent: nil, selfType: t), type: p.type) { obj[p.name] = j; continue }
            obj[p.name] = synthesizer.value(forType: p.type ?? "String", name: p.name)
        }
        return .literal(.object(obj))
    }

    /// `Color(name)` with the name from the activity's data (`Color(team.colorName, bundle: .module)`):
    /// one alternative per colour set of the asset catalogs, each shown when the field holds its
    /// name; a name with no colour set draws nothing, as SwiftUI draws a missing named colour.
    func assetColorChoice(_ call: FunctionCallExprSyntax, _ s: Scope) -> SymbolicValue? {
        guard !assetColors.isEmpty, let first = call.arguments.first, first.label == nil,
              case .field(let root, let path, _) = value(first.expression, s), !path.isEmpty else { return nil }
        let field = FieldBinding(root: root, path: path)
        var result = SymbolicValue.color(.fixed(Color(r: 0, g: 0, b: 0, a: 0)))
        for name in assetColors.keys.sorted().reversed() {
            result = .choice(.compare(field, .equal, .string(name)), .color(assetColors[name]!), result)
        }
        return result
    }

    func withAlpha(_ c: ColorSpec, _ a: Double) -> ColorSpec {
        switch c {
        case .fixed(let x): return .fixed(x.withAlpha(x.a * a))
        case .adaptive(let l, let d): return .adaptive(light: l.withAlpha(l.a * a), dark: d.withAlpha(d.a * a))
        case .semantic(let sem): return sem == .label ? .semantic(.secondaryLabel) : c
        }
    }

    func namedColor(_ name: String) -> ColorSpec? {
        switch name {
        case "primary": return .semantic(.label)
        case "secondary", "gray2", "secondaryLabel", "tertiary", "tertiaryLabel": return .semantic(.secondaryLabel)
        case "accentColor", "accent", "tint": return .semantic(.tint)
        // iOS's system background: white in the light appearance, black in the dark (and on the island).
        case "systemBackground", "background": return .adaptive(light: .white, dark: .black)
        case "brown": return .fixed(Color(hex: "#AC8E68")!)
        default:
            var n = name
            if n.hasPrefix("system"), n.count > 6 { n = String(n.dropFirst(6)); n = n.prefix(1).lowercased() + n.dropFirst() }
            if n == "grey" { n = "gray" }
            return ColorSpec.namedColors[n].map(ColorSpec.fixed)
        }
    }

    func colorValue(_ e: ExprSyntax, _ s: Scope) -> ColorSpec? {
        switch value(e, s) {
        case .color(let c): return c
        case .enumCase(let n): return namedColor(n)
        case .choice(_, let a, _):
            if case .color(let c) = a { return c }
            return nil
        default: return nil
        }
    }

    func colorCall(_ call: FunctionCallExprSyntax, _ s: Scope) -> ColorSpec? {
        let name = call.calledExpression.trimmedDescription
        if name.contains("Gradient") {
            // A gradient is drawn in its first colour.
            for a in call.arguments {
                if let arr = a.expression.as(ArrayExprSyntax.self), let first = arr.elements.first {
                    if let c = colorValue(first.expression, s) { return c }
                    if let stop = first.expression.as(FunctionCallExprSyntax.self), let ce = arg(stop, "color") { return colorValue(ce, s) }
                }
                if let g = a.expression.as(FunctionCallExprSyntax.self), let c = colorCall(g, s) { return c }
            }
            return nil
        }
        var comps: [String: Double] = [:]
        for a in call.arguments {
            if let l = a.label?.text, case .literal(.number(let n)) = value(a.expression, s) { comps[l] = n }
        }
        if let r = comps["red"], let g = comps["green"], let b = comps["blue"] {
            return .fixed(Color(r: r, g: g, b: b, a: comps["opacity"] ?? comps["alpha"] ?? 1))
        }
        if let w = comps["white"] { return .fixed(Color(r: w, g: w, b: w, a: comps["opacity"] ?? 1)) }
        if let first = call.arguments.first {
            if let str = first.expression.as(StringLiteralExprSyntax.self) {
                let t = str.segments.trimmedDescription
                if let c = assetColors[t] { return c }
                if first.label?.text == "hex", let c = Color(hex: t.hasPrefix("#") ? t : "#" + t) { return .fixed(c) }
                return nil
            }
            switch value(first.expression, s) {
            case .color(let c): return c
            case .enumCase(let n): return namedColor(n)
            case .literal(.string(let n)): return assetColors[n]
            default: break
            }
        }
        return nil
    }

    // MARK: Conditions

    func predicate(_ e: ExprSyntax, _ s: Scope) -> TemplatePredicate? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return predicate(only.expression, s) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return predicate(p.expression, s).map { .not($0) }
        }
        if let inf = e.as(InfixOperatorExprSyntax.self) {
            let op = inf.operator.trimmedDescription
            if op == "&&" || op == "||" {
                guard let l = predicate(inf.leftOperand, s), let r = predicate(inf.rightOperand, s) else { return nil }
                return op == "&&" ? .all([l, r]) : .any([l, r])
            }
            if let cmp = TemplatePredicate.Comparison(rawValue: op) {
                let l = operand(inf.leftOperand, s), r = operand(inf.rightOperand, s)
                return comparison(l, cmp, r) ?? comparison(r, flip(cmp), l)
            }
            return nil
        }
        switch value(e, s) {
        case .predicate(let p): return p
        case .environment(let k):
            if k == "isLuminanceReduced" { return .luminanceReduced }
            return nil
        case .field(let root, let path, _) where !path.isEmpty: return .truthy(FieldBinding(root: root, path: path))
        case .literal(.bool(let b)): return .constant(b)
        default: return nil
        }
    }

    /// A comparison's operand or a `case` pattern: an implicit member is an enum case there
    /// (`case .blue:` of `enum Accent { case blue }` is not `Color.blue`).
    func operand(_ e: ExprSyntax, _ s: Scope) -> SymbolicValue {
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil { return .enumCase(m.declName.baseName.text) }
        return value(e, s)
    }

    func flip(_ c: TemplatePredicate.Comparison) -> TemplatePredicate.Comparison {
        switch c {
        case .less: return .greater
        case .greater: return .less
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        default: return c
        }
    }

    func comparison(_ l: SymbolicValue, _ op: TemplatePredicate.Comparison, _ r: SymbolicValue) -> TemplatePredicate? {
        func rhs(_ v: SymbolicValue) -> JSONValue? {
            switch v {
            case .literal(let j): return j
            case .enumCase(let c): return .string(c)
            default: return nil
            }
        }
        switch l {
        case .field(let root, let path, let type) where !path.isEmpty:
            guard var j = rhs(r) else { return nil }
            if case .string(let c) = j, let t = index.type(type.map(stripGenerics)), t.isEnum { j = .string(index.encodedCase(c, in: t)) }
            return .compare(FieldBinding(root: root, path: path), op, j)
        case .environment(let k):
            guard case .enumCase(let c) = r else { return nil }
            var p: TemplatePredicate?
            if k == "colorScheme" { p = c == "dark" ? .darkAppearance : c == "light" ? .not(.darkAppearance) : nil }
            if k == "activityFamily" { p = c == "small" ? .smallFamily : c == "medium" ? .not(.smallFamily) : nil }
            guard let p else { return nil }
            return op == .notEqual ? .not(p) : op == .equal ? p : nil
        case .literal(let a):
            guard let b = rhs(r) else { return nil }
            return .constant(TemplatePredicate.compareValues(a, op, b))
        default: return nil
        }
    }

    // MARK: JSON (preview data)

    func json(_ v: SymbolicValue) -> JSONValue? {
        switch v {
        case .literal(let j): return j
        case .enumCase(let c): return .string(c)
        case .now(let t): return .number((referenceNow + t).rounded())
        case .distantFuture: return .number(referenceNow + 86_400 * 365)
        case .range(let a, let b):
            guard let x = json(a), let y = json(b) else { return nil }
            return .array([x, y])
        case .text(let t): return .string(t.segments.map { if case .literal(let l) = $0 { return l }; return "" }.joined())
        case .choice(_, let a, _): return json(a)
        default: return nil
        }
    }

    /// A preview value: evaluated, or synthesized from the declared type when it cannot be.
    func jsonValue(_ e: ExprSyntax, _ s: Scope, type: String?) -> JSONValue? {
        // `.init(…)` and `.someStatic` take their type from the context.
        if let v = implicitMember(e, of: index.type(type.map(stripGenerics)), s) { return json(v) }
        if let v = labelledConstruction(e, as: index.type(type.map(stripGenerics)), s) { return json(v) }
        let v = value(e, s)
        if case .enumCase(let c) = v, let t = index.type(type.map(stripGenerics)) { return .string(index.encodedCase(c, in: t)) }
        if let j = json(v) { return j }
        if case .instance(let t, _) = v, t.isEnum, let first = t.enumCases.first { return .string(index.encodedCase(first.name, in: t)) }
        return type.map { synthesizer.value(forType: $0, name: "value") }
    }
}

extension JSONValue {
    /// How a literal reads in text.
    var displayText: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return ""
        default: return ""
        }
    }
}
