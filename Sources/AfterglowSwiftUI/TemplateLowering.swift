import AfterglowDisplay
import AfterglowContent

/// Turns the importer's view tree into the core's template nodes: inherited modifiers (font,
/// colour, line limit, privacySensitive) flow down as SwiftUI's environment does, layout
/// modifiers apply in source order, wrapping the node in a one-child ZStack when an earlier
/// one would otherwise be reordered (SwiftUI's `.padding().frame()` ≠ `.frame().padding()`).
struct TemplateLowering {
    struct Environment {
        var sizePt = 17.0
        var weight: FontWeight = .regular
        var monospacedDigits = false
        var lineLimit = 3
        var alignment: TextAlignment = .leading
        /// The `.animation(_:value:)` in scope: its timing applies to transitions below it.
        var animation: TemplateNode.AnimationSpec?
    }

    var sourcePath: String

    func lower(_ v: ViewNode, _ env: Environment = Environment(), parentAxis: TemplateNode.Axis? = nil) -> [TemplateNode] {
        var env = env
        // Inner modifiers win: apply outermost first so inner ones overwrite.
        for m in v.modifiers.reversed() {
            switch m {
            case .font(let size, let weight):
                if let size { env.sizePt = size }
                env.weight = weight ?? .regular
            case .weight(let w): env.weight = w
            case .monospacedDigit: env.monospacedDigits = true
            case .lineLimit(let n): env.lineLimit = max(1, n)
            case .textAlignment(let a): env.alignment = a
            case .animation(let a): env.animation = a
            default: break
            }
        }
        if v.modifiers.contains(where: { if case .hidden = $0 { return true }; return false }) { return [] }
        var nodes: [TemplateNode]
        switch v.kind {
        case .empty: return []
        case .group(let children):
            nodes = children.flatMap { lower($0, env, parentAxis: parentAxis) }
            if v.modifiers.isEmpty { return nodes }
            nodes = [stack(.vertical, nodes, spacing: nil, alignment: .center)]
        case .conditional(let branches):
            nodes = branches.flatMap { b in
                b.views.flatMap { lower($0, env, parentAxis: parentAxis) }.map { n -> TemplateNode in
                    var n = n
                    n.predicate = TemplatePredicate.and(b.predicate, n.predicate)
                    return n
                }
            }
            if v.modifiers.isEmpty { return nodes }
            nodes = [stack(.depth, nodes, spacing: 0, alignment: .center)]
        default:
            nodes = [core(v, env, parentAxis: parentAxis)]
        }
        guard var n = nodes.first, nodes.count == 1 else { return nodes }
        for m in v.modifiers { apply(m, to: &n, env) }
        return [n]
    }

    private func node(_ kind: TemplateNode.Kind) -> TemplateNode { TemplateNode(kind: kind, sourcePath: sourcePath) }

    private func stack(_ axis: TemplateNode.Axis, _ children: [TemplateNode], spacing: Double?, alignment: TemplateNode.Alignment) -> TemplateNode {
        node(.stack(axis: axis, children: children, spacing: spacing, alignment: alignment))
    }

    private func textSpec(_ env: Environment) -> TemplateNode.TextSpec {
        TemplateNode.TextSpec(sizePt: env.sizePt, weight: env.weight, monospacedDigits: env.monospacedDigits,
                              lineLimit: env.lineLimit, alignment: env.alignment)
    }

    private func core(_ v: ViewNode, _ env: Environment, parentAxis: TemplateNode.Axis?) -> TemplateNode {
        switch v.kind {
        case .stack(let axis, let children, let spacing, let alignment):
            let kids = children.flatMap { lower($0, env, parentAxis: axis) }
            let a = alignment ?? .center
            // SwiftUI's default stack spacing is about 8 pt between most views.
            return stack(axis, kids, spacing: spacing ?? 8, alignment: a)
        case .text(let src): return node(.text(src, textSpec(env)))
        case .timer(let src):
            var spec = textSpec(env)
            spec.monospacedDigits = true
            return node(.timer(src, spec))
        case .symbol(let src): return node(.symbol(src, sizePt: (env.sizePt * 1.1).rounded()))
        case .image(let path, let name): return node(.image(path: path, name: name, sizePt: max(20, env.sizePt * 1.5)))
        case .shape(let s): return node(.shape(s))
        case .progress(let src, let ring):
            return node(.progress(src, style: ring ? .ring : .bar, thicknessPt: ring ? 4 : 4, sizePt: ring ? 28 : 4))
        case .spacer(let m): return node(.spacer(minLength: m))
        case .divider:
            var d = node(.shape(ShapeSpec(form: .rectangle, fill: .semantic(.track))))
            d.frame = parentAxis == .horizontal ? .init(width: 1, maxHeight: .infinity) : .init(height: 1, maxWidth: .infinity)
            return d
        case .placeholder:
            var p = node(.shape(ShapeSpec(form: .roundedRectangle(cornerRadius: 4), fill: .semantic(.track))))
            p.frame = .init(width: 24, height: 16)
            return p
        case .conditional, .group, .empty:
            return node(.spacer(minLength: 0))
        }
    }

    private func wrap(_ n: inout TemplateNode) {
        var inner = n
        let predicate = inner.predicate
        inner.predicate = nil
        var outer = stack(.depth, [inner], spacing: 0, alignment: .center)
        outer.predicate = predicate
        outer.role = inner.role
        n = outer
    }

    private func hasDecorations(_ n: TemplateNode) -> Bool {
        n.background != nil || !n.underlays.isEmpty || !n.overlays.isEmpty || n.opacity != nil || n.clipCornerRadius != nil
    }

    private func apply(_ m: ViewNode.Modifier, to n: inout TemplateNode, _ env: Environment) {
        switch m {
        case .padding(let e):
            if n.frame != nil || hasDecorations(n) { wrap(&n) }
            n.padding = .init(top: n.padding.top + e.top, leading: n.padding.leading + e.leading,
                              bottom: n.padding.bottom + e.bottom, trailing: n.padding.trailing + e.trailing)
        case .frame(let f):
            if n.frame != nil || n.padding != .zero || hasDecorations(n) { wrap(&n) }
            n.frame = f
        case .background(let c, let r):
            if n.background == nil && n.underlays.isEmpty && n.opacity == nil && n.clipCornerRadius == nil {
                n.background = .init(color: c, cornerRadiusPt: r)
            } else {
                wrap(&n); n.background = .init(color: c, cornerRadiusPt: r)
            }
        case .backgroundView(let v):
            if n.opacity != nil || n.clipCornerRadius != nil { wrap(&n) }
            n.underlays += lower(v, env)
        case .overlay(let v):
            if n.opacity != nil || n.clipCornerRadius != nil { wrap(&n) }
            n.overlays += lower(v, env)
        case .opacity(let o): n.opacity = (n.opacity ?? 1) * o
        case .clip(let r):
            if n.clipCornerRadius != nil { wrap(&n) }
            n.clipCornerRadius = r
        case .foreground(let c), .tint(let c):
            if case .shape(var s) = n.kind, s.fill == nil, !s.strokeOnly { s.fill = c; n.kind = .shape(s) }
            if n.color == nil { n.color = c }
        case .fill(let c):
            if case .shape(var s) = n.kind { s.fill = c; s.strokeOnly = false; n.kind = .shape(s) }
        case .ringFillsFrame:
            if case .progress(let src, let style, let t, _) = n.kind { n.kind = .progress(src, style: style, thicknessPt: t, sizePt: 0) }
        case .stroke(let c, let w):
            if case .progress(let src, let style, _, let size) = n.kind {
                // A trimmed ring's stroke: its colour and line width.
                n.kind = .progress(src, style: style, thicknessPt: w, sizePt: size)
                if let c { n.color = c }
            }
            if case .shape(var s) = n.kind {
                s.stroke = c ?? s.fill; s.lineWidth = w
                if s.fill == nil { s.strokeOnly = true }
                n.kind = .shape(s)
            }
        case .progressStyle(let ring):
            if case .progress(let src, _, _, _) = n.kind {
                n.kind = .progress(src, style: ring ? .ring : .bar, thicknessPt: 4, sizePt: ring ? 28 : 4)
            }
        case .sensitive: n.role = .sensitive
        case .animation(let a):
            // A transition on the node keeps its kind (it took this timing from `env`).
            if n.animation == nil { n.animation = a }
        case .transition(let kind):
            // The kind is the transition's, the timing the animation's in scope (SwiftUI's
            // `.animation(_:value:)` or the default); none at all under `.animation(nil)`.
            let timing = env.animation
            n.animation = timing?.kind == "identity" ? timing
                : TemplateNode.AnimationSpec(kind: kind, durationS: timing?.durationS ?? ItemTransition.defaultDurationS)
        case .control(let c):
            if n.control != nil { wrap(&n) }
            n.control = c
        case .font, .weight, .monospacedDigit, .lineLimit, .textAlignment, .hidden: break
        }
    }
}
