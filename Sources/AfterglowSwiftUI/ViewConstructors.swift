import AfterglowDisplay
import AfterglowContent
import Foundation
internal import SwiftSyntax

/// The supported SwiftUI views (docs/SWIFTUI.md has the table), and user `View` structs.
extension ViewInterpreter {
    func arg(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A view-builder closure: the trailing one, or a labelled argument / additional trailing closure.
    func closure(_ call: FunctionCallExprSyntax, _ label: String?) -> ClosureExprSyntax? {
        if let label {
            if let c = call.additionalTrailingClosures.first(where: { $0.label.text == label })?.closure { return c }
            if let e = arg(call, label)?.as(ClosureExprSyntax.self) { return e }
            if label == "content" || label == "label" { return call.trailingClosure }
            return nil
        }
        return call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    func number(_ e: ExprSyntax?, _ s: Scope) -> Double? {
        guard let e else { return nil }
        if case .literal(.number(let n)) = value(e, s) { return n }
        if e.trimmedDescription == ".infinity" || e.trimmedDescription == "CGFloat.infinity" || e.trimmedDescription == "Double.infinity" { return .infinity }
        return nil
    }

    func constructor(_ call: FunctionCallExprSyntax, _ s: Scope) -> ViewNode {
        let pos = position(call)
        var name = call.calledExpression.trimmedDescription
        if name.hasSuffix(".init") { name = String(name.dropLast(5)) }
        if name.hasPrefix("SwiftUI.") { name = String(name.dropFirst(8)) }
        totalViews += 1
        mappedViews += 1
        func content(_ label: String? = nil) -> [ViewNode] { closure(call, label ?? "content").map { closureViews($0, s) } ?? [] }
        switch name {
        case "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Grid", "GridRow":
            let axis: TemplateNode.Axis = name.contains("H") || name == "GridRow" ? .horizontal : name.contains("V") || name == "Grid" ? .vertical : .depth
            var alignment: TemplateNode.Alignment?
            if let a = arg(call, "alignment")?.trimmedDescription {
                if a.contains("leading") { alignment = .leading } else if a.contains("trailing") { alignment = .trailing }
                else if a.contains("top") { alignment = axis == .depth ? .top : .top } else if a.contains("bottom") { alignment = .bottom }
                else { alignment = .center }
            }
            if axis == .depth, alignment == nil { alignment = .center }
            let spacing = number(arg(call, "spacing") ?? arg(call, "horizontalSpacing") ?? arg(call, "verticalSpacing"), s)
            return ViewNode(.stack(axis, content(), spacing: spacing, alignment: alignment), at: pos)
        case "Group", "ViewThatFits", "ScrollView", "NavigationStack", "AnyView":
            if name == "AnyView", let first = call.arguments.first { mappedViews -= 1; totalViews -= 1; return view(first.expression, s) }
            let kids = content()
            return name == "ViewThatFits" ? (kids.first ?? ViewNode(.empty)) : group(kids, at: pos)
        case "Text":
            return text(call, s, pos)
        case "Image":
            if let sys = arg(call, "systemName") {
                let made = choiceView(value(sys, s), pos) { v in
                    switch v {
                    case .literal(.string(let n)): return ViewNode(.symbol(.literal(n)), at: pos)
                    case .field(let r, let p, _) where !p.isEmpty: return ViewNode(.symbol(TextSource(segments: [.binding(FieldBinding(root: r, path: p))])), at: pos)
                    case .text(let t): return ViewNode(.symbol(t), at: pos)
                    default: return nil
                    }
                }
                if let made { return made }
                warn(sys, construct: "Image(systemName: \(short(sys.trimmedDescription)))", "symbol name `\(short(sys.trimmedDescription))` is not supported; drawn as a placeholder symbol")
                return ViewNode(.symbol(.literal("questionmark.square.dashed")), at: pos)
            }
            if let first = call.arguments.first, first.label == nil {
                let made = choiceView(value(first.expression, s), pos) { v in
                    if case .literal(.string(let n)) = v { return ViewNode(.image(path: self.assetImages[n], name: n), at: pos) }
                    if case .field(let r, let p, _) = v, !p.isEmpty { return self.assetImageChoice(FieldBinding(root: r, path: p), pos) }
                    return nil
                }
                if let made { return made }
            }
            mappedViews -= 1
            warn(call, construct: short(call.trimmedDescription), "`\(short(call.trimmedDescription))` is not supported; drawn as a placeholder image")
            return ViewNode(.image(path: nil, name: short(call.trimmedDescription)), at: pos)
        case "Label":
            var icon: ViewNode?, title: ViewNode?
            if let t = call.arguments.first, t.label == nil {
                title = textNode(value(t.expression, s), pos)
            }
            if let sys = arg(call, "systemImage"), case .literal(.string(let n)) = value(sys, s) { icon = ViewNode(.symbol(.literal(n)), at: pos) }
            if let img = arg(call, "image"), case .literal(.string(let n)) = value(img, s) { icon = ViewNode(.image(path: assetImages[n], name: n), at: pos) }
            if let c = closure(call, "title") ?? (title == nil ? call.trailingClosure : nil) { title = group(closureViews(c, s), at: pos) }
            if let c = closure(call, "icon") { icon = group(closureViews(c, s), at: pos) }
            return ViewNode(.stack(.horizontal, [icon, title].compactMap { $0 }, spacing: 6, alignment: .center), at: pos)
        case "Button", "Link", "NavigationLink", "Toggle", "ShareLink":
            // Drawn as their label (Live Activities run the action elsewhere), marked as a control:
            // a tap target, deactivated in CarPlay (seeds/001).
            var label: ViewNode
            if let c = closure(call, "label") ?? (call.additionalTrailingClosures.isEmpty ? nil : call.trailingClosure).flatMap({ _ in closure(call, "label") }) {
                label = group(closureViews(c, s), at: pos)
            } else if let first = call.arguments.first, first.label == nil, let t = textNode(value(first.expression, s), pos) {
                label = t
            } else if let c = call.trailingClosure, name != "Button" || arg(call, "action") != nil || arg(call, "intent") != nil {
                label = group(closureViews(c, s), at: pos)
            } else {
                return ViewNode(.empty, at: pos)
            }
            if case .empty = label.kind { return label }
            label.modifiers.insert(.control(controlSpec(name, call)), at: 0)
            return label
        case "GeometryReader":
            // Takes all the space offered and lays its content out from the leading edge; the
            // proxy's size is known only as a fraction of it (`.frame(width: proxy.size.width * x)`).
            guard let c = closure(call, "content") ?? call.trailingClosure else { return ViewNode(.empty, at: pos) }
            var n = ViewNode(.stack(.depth, closureViews(c, s), spacing: 0, alignment: .leading), at: pos)
            n.modifiers.append(.frame(TemplateNode.FrameSpec(maxWidth: .infinity, maxHeight: .infinity)))
            return n
        case "Spacer":
            return ViewNode(.spacer(number(arg(call, "minLength"), s) ?? 0), at: pos)
        case "Divider":
            return ViewNode(.divider, at: pos)
        case "EmptyView":
            return ViewNode(.empty, at: pos)
        case "Color":
            if let c = colorCall(call, s) { return ViewNode(.shape(ShapeSpec(form: .rectangle, fill: c)), at: pos) }
            if let choice = assetColorChoice(call, s), let made = choiceView(choice, pos, { v in
                if case .color(let c) = v { return ViewNode(.shape(ShapeSpec(form: .rectangle, fill: c)), at: pos) }
                return nil
            }) { return made }
            warn(call, construct: short(call.trimmedDescription), "`\(short(call.trimmedDescription))` (an asset or computed colour) is not supported; drawn in the tint colour")
            return ViewNode(.shape(ShapeSpec(form: .rectangle, fill: .semantic(.tint))), at: pos)
        case "Rectangle": return ViewNode(.shape(ShapeSpec(form: .rectangle)), at: pos)
        case "Circle": return ViewNode(.shape(ShapeSpec(form: .circle)), at: pos)
        case "Ellipse": return ViewNode(.shape(ShapeSpec(form: .ellipse)), at: pos)
        case "Capsule": return ViewNode(.shape(ShapeSpec(form: .capsule)), at: pos)
        case "RoundedRectangle", "ContainerRelativeShape", "UnevenRoundedRectangle":
            return ViewNode(.shape(ShapeSpec(form: .roundedRectangle(cornerRadius: number(arg(call, "cornerRadius"), s) ?? 12))), at: pos)
        case "ProgressView":
            return progress(call, s, pos, ring: false)
        case "Gauge":
            return progress(call, s, pos, ring: false)
        case "ForEach":
            return forEach(call, s, pos)
        default:
            mappedViews -= 1
            totalViews -= 1
            return userView(name, call, s, pos)
        }
    }

    /// `Image(context.attributes.imageLeft)`: the image set the field names — one alternative per
    /// image set of the asset catalogs, each shown when the field holds its name — and the
    /// placeholder (with the layout's missing-image issue, as for a literal name whose PNG is
    /// absent) when it names none.
    func assetImageChoice(_ field: FieldBinding, _ pos: SourcePosition?) -> ViewNode {
        let names = assetImages.keys.sorted()
        let missing = ViewNode(.image(path: nil, name: field.path), at: pos)
        guard !names.isEmpty else { return missing }
        var branches = names.map { n in ViewNode.Branch(predicate: .compare(field, .equal, .string(n)), views: [ViewNode(.image(path: assetImages[n], name: n), at: pos)]) }
        branches.append(.init(predicate: .not(.any(branches.map(\.predicate))), views: [missing]))
        return ViewNode(.conditional(branches), at: pos)
    }

    /// A view for each alternative of a value that depends on the data (`cond ? a : b`, a
    /// `switch` in a computed property), each shown when its condition holds.
    func choiceView(_ v: SymbolicValue, _ pos: SourcePosition?, _ make: (SymbolicValue) -> ViewNode?) -> ViewNode? {
        guard case .choice(let p, let a, let b) = v else { return make(v) }
        guard let x = choiceView(a, pos, make), let y = choiceView(b, pos, make) else { return nil }
        return ViewNode(.conditional([.init(predicate: p, views: [x]), .init(predicate: .not(p), views: [y])]), at: pos)
    }

    func textNode(_ v: SymbolicValue, _ pos: SourcePosition?) -> ViewNode? {
        switch v {
        case .literal(let j): return ViewNode(.text(.literal(j.displayText)), at: pos)
        case .text(let t): return ViewNode(.text(t), at: pos)
        case .field(let r, let p, _) where !p.isEmpty: return ViewNode(.text(TextSource(segments: [.binding(FieldBinding(root: r, path: p))])), at: pos)
        case .enumCase(let c): return ViewNode(.text(.literal(c)), at: pos)
        case .choice(let p, let a, let b):
            guard let x = textNode(a, pos), let y = textNode(b, pos) else { return nil }
            return ViewNode(.conditional([.init(predicate: p, views: [x]), .init(predicate: .not(p), views: [y])]), at: pos)
        default: return nil
        }
    }

    func text(_ call: FunctionCallExprSyntax, _ s: Scope, _ pos: SourcePosition) -> ViewNode {
        if let r = arg(call, "timerInterval") {
            let countsDown = arg(call, "countsDown").map { $0.trimmedDescription != "false" } ?? true
            return ViewNode(.timer(timer(value(r, s), countsDown: countsDown)), at: pos)
        }
        guard let first = call.arguments.first else { return ViewNode(.text(.literal("")), at: pos) }
        var v = value(first.expression, s)
        if let style = arg(call, "style")?.trimmedDescription {
            if case .now = v, style.contains("timer") { return ViewNode(.timer(TimerSource(start: nil, end: nil, countsDown: false)), at: pos) }
            guard let b = v.binding else {
                if case .now = v { return ViewNode(.text(.literal(style.contains("time") ? "10:00" : "now")), at: pos) }
                mappedViews -= 1
                warn(first.expression, construct: "Text(\(short(first.expression.trimmedDescription)), style:)", "date `\(short(first.expression.trimmedDescription))` is not supported; drawn as \"--\"")
                return ViewNode(.text(.literal("--")), at: pos)
            }
            if style.contains("timer") { return ViewNode(.timer(TimerSource(start: nil, end: b, countsDown: true)), at: pos) }
            let format: ValueFormat = style.contains("relative") || style.contains("offset") ? .relative : .time
            return ViewNode(.text(TextSource(segments: [.binding(FieldBinding(root: b.root, path: b.path, format: format))])), at: pos)
        }
        if let f = arg(call, "format"), let b = v.binding {
            v = .field(b.root, b.path, type: nil)
            return ViewNode(.text(TextSource(segments: [.binding(FieldBinding(root: b.root, path: b.path, format: formatStyle(f)))])), at: pos)
        }
        if let t = textNode(v, pos) { return t }
        mappedViews -= 1
        warn(first.expression, construct: "Text(\(short(first.expression.trimmedDescription)))", "text `\(short(first.expression.trimmedDescription))` is not supported; drawn as \"…\"")
        return ViewNode(.text(.literal("…")), at: pos)
    }

    func timer(_ v: SymbolicValue, countsDown: Bool) -> TimerSource {
        var start: FieldBinding?, end: FieldBinding?
        var endless = false
        if case .range(let a, let b) = v {
            start = a.binding; end = b.binding
            if case .distantFuture = b { endless = true }
        } else if let b = v.binding {
            // A ClosedRange<Date> field encodes as [lower, upper].
            start = FieldBinding(root: b.root, path: b.path + "[0]"); end = FieldBinding(root: b.root, path: b.path + "[1]")
        }
        if endless || !countsDown { return TimerSource(start: start, end: nil, countsDown: false) }
        return TimerSource(start: start, end: end, countsDown: true)
    }

    func progress(_ call: FunctionCallExprSyntax, _ s: Scope, _ pos: SourcePosition, ring: Bool) -> ViewNode {
        if let r = arg(call, "timerInterval") {
            let t = timer(value(r, s), countsDown: true)
            // Counting down (the default) the bar empties: the interval from its end to its start.
            let down = arg(call, "countsDown").map { $0.trimmedDescription != "false" } ?? true
            if let a = t.start, let b = t.end { return ViewNode(.progress(down ? .interval(b, a) : .interval(a, b), ring: ring), at: pos) }
            return ViewNode(.progress(.constant(0.5), ring: ring), at: pos)
        }
        guard let ve = arg(call, "value") else {
            // An indeterminate spinner: a quarter ring.
            return ViewNode(.progress(.constant(0.25), ring: true), at: pos)
        }
        let v = value(ve, s)
        var total: SymbolicValue = .literal(.number(1))
        if let t = arg(call, "total") { total = value(t, s) }
        if let r = arg(call, "in"), case .range(let lo, let hi) = value(r, s) {
            if case .literal(.number(0)) = lo { total = hi }
        }
        // A field without a binding (the fuzzer found one) falls to the default: drawn at 50 %, said.
        switch (v, total, v.binding) {
        case (.literal(.number(let x)), .literal(.number(let t)), _): return ViewNode(.progress(.constant(t > 0 ? x / t : 0), ring: ring), at: pos)
        case (.field, .literal(.number(1)), let b?): return ViewNode(.progress(.value(b), ring: ring), at: pos)
        case (.field, .field, let b?): return ViewNode(.progress(.ratio(b, total.binding), ring: ring), at: pos)
        case (.field, .literal(.number(let t)), let b?):
            return ViewNode(.progress(.scaled(b, total: t), ring: ring), at: pos)
        default:
            mappedViews -= 1
            warn(ve, construct: "ProgressView(value: \(short(ve.trimmedDescription)))", "progress value `\(short(ve.trimmedDescription))` is not supported; drawn at 50 %")
            return ViewNode(.progress(.constant(0.5), ring: ring), at: pos)
        }
    }

    func forEach(_ call: FunctionCallExprSyntax, _ s: Scope, _ pos: SourcePosition) -> ViewNode {
        guard let data = call.arguments.first?.expression, let body = closure(call, "content") else {
            return ViewNode(.empty, at: pos)
        }
        var items: [SymbolicValue] = []
        var predicates: [TemplatePredicate?] = []
        switch value(data, s) {
        case .literal(.array(let arr)): items = arr.map { .literal($0) }; predicates = items.map { _ in nil }
        case .range(.literal(.number(let lo)), .literal(.number(let hi))):
            let closed = data.as(InfixOperatorExprSyntax.self)?.operator.trimmedDescription == "..."
            let upper = Int(min(hi, lo + 12)) + (closed ? 1 : 0)
            if Int(lo) < upper { items = (Int(lo)..<upper).map { .literal(.number(Double($0))) } }
            predicates = items.map { _ in nil }
        case .field(let r, let p, let type) where !p.isEmpty:
            // A collection in the content state: its first elements, each shown when present.
            let element = type.map { stripGenerics($0) }
            for i in 0..<4 {
                let b = FieldBinding(root: r, path: "\(p)[\(i)]")
                items.append(.field(r, b.path, type: element)); predicates.append(.truthy(b))
            }
        default:
            mappedViews -= 1
            warn(data, construct: "ForEach(\(short(data.trimmedDescription)))", "ForEach over `\(short(data.trimmedDescription))` is not supported; drawn once with an unknown element")
            items = [.unknown(data.trimmedDescription)]; predicates = [nil]
        }
        var out: [ViewNode] = []
        for (item, p) in zip(items, predicates) {
            let kids = closureViews(body, s, bind: [item])
            if let p { out.append(ViewNode(.conditional([.init(predicate: p, views: kids)]), at: pos)) } else { out += kids }
        }
        return ViewNode(.group(out), at: pos)
    }

    /// A `struct …: View` from the given files: its properties bound from the call's arguments
    /// (memberwise order, labels, defaults), then its `body`.
    func userView(_ name: String, _ call: FunctionCallExprSyntax, _ s: Scope, _ pos: SourcePosition) -> ViewNode {
        totalViews += 1
        let fnName = name.split(separator: ".").last.map(String.init) ?? name
        // A helper function of the current view or a global @ViewBuilder function.
        if let fns = s.selfType?.functions[fnName] ?? index.globalFunctions[fnName], let fn = fns.first,
           !expanding.contains("func " + fnName) {
            mappedViews += 1
            expanding.append("func " + fnName)
            defer { expanding.removeLast() }
            let fs = Scope(parent: s)
            let args = Array(call.arguments)
            for (i, p) in fn.parameters.enumerated() {
                if let a = args.first(where: { $0.label?.text == p.label && p.label != nil }) ?? (i < args.count && args[i].label == nil ? args[i] : nil) {
                    fs.values[p.name] = value(a.expression, s).asArgument(a.expression, s)
                } else if let d = p.defaultValue { fs.values[p.name] = .lazy(d, s) }
            }
            return group(views(fn.body, fs), at: pos)
        }
        guard let t = index.type(name), let body = t.computed["body"]?.getter, !expanding.contains(t.qualifiedName) else {
            warn(call, construct: "\(name)(…)", "`\(name)` is not supported; drawn as a placeholder box")
            return ViewNode(.placeholder(name), at: pos)
        }
        mappedViews += 1
        expanding.append(t.qualifiedName)
        defer { expanding.removeLast() }
        let vs = Scope(parent: nil, selfType: t)
        var args = Array(call.arguments).map { (label: $0.label?.text, expr: ExprSyntax($0.expression)) }
        if let tc = call.trailingClosure { args.append((nil, ExprSyntax(tc))) }
        for extra in call.additionalTrailingClosures { args.append((extra.label.text, ExprSyntax(extra.closure))) }
        let settable = t.stored.filter { $0.environmentKey == nil && !($0.initializer != nil && $0.type == nil && false) }
        var next = 0
        for a in args {
            let target: DeclarationIndex.Property?
            if let l = a.label { target = settable.first { $0.name == l } } else {
                target = next < settable.count ? settable[next] : nil
            }
            if let target {
                vs.values[target.name] = value(a.expr, s).asArgument(a.expr, s)
                if let i = settable.firstIndex(where: { $0.name == target.name }) { next = i + 1 }
            }
        }
        for p in t.stored where vs.values[p.name] == nil {
            if let k = p.environmentKey { vs.values[p.name] = .environment(k) }
            else if let i = p.initializer { vs.values[p.name] = .lazy(i, vs) }
        }
        return group(views(body, vs), at: pos)
    }

    /// What kind of control a `Button`/`Toggle`/`Link` is and what it runs: the App Intent's type
    /// (`Button(intent: PauseIntent())` → "PauseIntent"), a link's URL, or nil.
    func controlSpec(_ name: String, _ call: FunctionCallExprSyntax) -> ControlSpec {
        let kind: ControlSpec.Kind = name == "Toggle" ? .toggle : (name == "Button" ? .button : .link)
        var action: String?
        if let e = arg(call, "intent") {
            let t = e.trimmedDescription
            action = short(t.hasSuffix("()") ? String(t.dropLast(2)) : t)
        } else if let e = arg(call, "destination") ?? arg(call, "item") {
            // `URL(string: "…")!`: the literal inside the (force-unwrapped) call.
            let inner = e.as(ForceUnwrapExprSyntax.self)?.expression ?? e
            if let str = inner.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(StringLiteralExprSyntax.self),
               let url = str.representedLiteralValue { action = url } else { action = short(e.trimmedDescription) }
        }
        return ControlSpec(kind: kind, action: action)
    }
}

extension SymbolicValue {
    /// An argument keeps closures (view builders) and view expressions whole; plain values are evaluated.
    func asArgument(_ e: ExprSyntax, _ s: Scope) -> SymbolicValue {
        if let c = e.as(ClosureExprSyntax.self) { return .closure(c, s) }
        if case .unknown = self { return .lazy(e, s) }
        return self
    }
}
