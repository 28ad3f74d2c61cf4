import AfterglowDisplay
import AfterglowContent
import Foundation
internal import SwiftSyntax

/// The supported modifiers (docs/SWIFTUI.md). Anything else: a diagnostic, drawn without it.
extension ViewInterpreter {
    /// Modifiers with no visual effect in a still frame, or ones the system handles elsewhere:
    /// accepted quietly.
    static let quietModifiers: Set<String> = [
        "widgetURL", "id", "accessibilityLabel", "accessibilityHint", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityValue", "accessibilityIdentifier",
        "minimumScaleFactor", "layoutPriority", "fixedSize", "allowsTightening", "truncationMode", "resizable",
        "scaledToFit", "scaledToFill", "aspectRatio", "symbolRenderingMode", "imageScale", "italic", "kerning", "tracking",
        "textCase", "activitySystemActionForegroundColor", "contentMargins", "dynamicIsland", "invalidatableContent",
        "environment", "symbolEffect", "numericTransition", "redacted", "unredacted", "labelStyle", "buttonStyle",
        "containerBackground", "widgetAccentable", "interpolation", "renderingMode", "compositingGroup", "drawingGroup",
        "multilineTextAlignmentGuide", "monospaced", "fontDesign", "baselineOffset", "onAppear", "task", "help",
        "contentShape", "tag", "zIndex", "alignmentGuide", "dynamicTypeSize", "lineSpacing", "privacySensitive",
    ]

    func applyModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ syntax: ExprSyntax, to node: inout ViewNode, _ s: Scope) {
        let args = call.map { Array($0.arguments) } ?? []
        func first() -> ExprSyntax? { args.first?.expression }
        func labelled(_ l: String) -> ExprSyntax? { args.first { $0.label?.text == l }?.expression }
        func add(_ m: ViewNode.Modifier) { node.modifiers.append(m) }
        switch name {
        case "font":
            if let f = first() { add(font(f, s)) }
        case "fontWeight":
            if let w = first().flatMap({ weight($0.trimmedDescription) }) { add(.weight(w)) }
        case "bold": add(.weight(.bold))
        case "monospacedDigit": add(.monospacedDigit)
        case "monospaced": add(.monospacedDigit)
        case "foregroundStyle", "foregroundColor", "tint", "accentColor":
            guard let f = first() else { return }
            // A colour chosen by a condition keeps every alternative (colorValue alone takes the first).
            let isChoice: Bool = { if case .choice = value(f, s) { return true }; return false }()
            if !isChoice, let c = colorValue(f, s) { add(name == "tint" ? .tint(c) : .foreground(c)); return }
            let base = node
            if let made = choiceView(value(f, s), node.position, { v in
                if case .color(let c) = v { return base.with(.foreground(c)) }
                if case .enumCase(let n) = v, let c = self.namedColor(n) { return base.with(.foreground(c)) }
                return nil
            }) { node = made; return }
            if let c = colorValue(f, s) { add(name == "tint" ? .tint(c) : .foreground(c)); return }
            // An app colour the importer cannot resolve: a neutral grey that reads on light and dark
            // cards alike, never the default text colour (black text on the app's own black card
            // made a blank card).
            if name != "tint" { add(.foreground(Self.unresolvedForeground)) }
            unsupported(syntax, ".\(name)(\(short(f.trimmedDescription)))", name == "tint" ? "drawn in the default colour" : "drawn in a neutral grey")
        case "padding":
            var amount = 16.0
            var edges = "all"
            for a in args {
                if let n = number(a.expression, s) { amount = n }
                else { edges = a.expression.trimmedDescription }
            }
            var e = TemplateNode.EdgeInsets()
            let all = edges == "all" || edges == ".all"
            if all || edges.contains("horizontal") || edges.contains("leading") { e.leading = amount }
            if all || edges.contains("horizontal") || edges.contains("trailing") { e.trailing = amount }
            if all || edges.contains("vertical") || edges.contains("top") { e.top = amount }
            if all || edges.contains("vertical") || edges.contains("bottom") { e.bottom = amount }
            if let f = first(), f.is(FunctionCallExprSyntax.self) || f.trimmedDescription.hasPrefix("EdgeInsets") {
                if let c = f.as(FunctionCallExprSyntax.self) {
                    e = .init(top: number(arg(c, "top"), s) ?? 0, leading: number(arg(c, "leading"), s) ?? 0,
                              bottom: number(arg(c, "bottom"), s) ?? 0, trailing: number(arg(c, "trailing"), s) ?? 0)
                }
            }
            add(.padding(e))
        case "frame":
            var f = TemplateNode.FrameSpec()
            // Inside a GeometryReader, a shape as wide as a fraction of the reader
            // (`.frame(width: proxy.size.width * progress)`) is a progress bar filled to it.
            if let we = labelled("width"), let fraction = proxyWidthFraction(we, s), let bar = progressBar(node, fraction) {
                node = bar
                f.height = number(labelled("height"), s)
                if f.height != nil { add(.frame(f)) }
                return
            }
            f.width = number(labelled("width"), s); f.height = number(labelled("height"), s)
            // SwiftUI rejects a fixed width/height that is infinite or negative at run time
            // ("Invalid frame dimension") and lays the view out as if it were absent.
            for (label, v) in [("width", f.width), ("height", f.height)] {
                guard let v, !v.isFinite || v < 0, let e = labelled(label) else { continue }
                warn(e, construct: ".frame(\(label): \(e.trimmedDescription))",
                     ".frame(\(label): \(e.trimmedDescription)) is not supported (SwiftUI: invalid frame dimension); ignored, as SwiftUI does")
                if label == "width" { f.width = nil } else { f.height = nil }
            }
            f.maxWidth = number(labelled("maxWidth"), s); f.maxHeight = number(labelled("maxHeight"), s)
            if f.width == nil, let m = number(labelled("minWidth"), s), m > 0 { f.width = f.maxWidth == nil ? m : nil }
            if f.height == nil, let m = number(labelled("minHeight"), s), m > 0 { f.height = f.maxHeight == nil ? m : nil }
            if let a = labelled("alignment")?.trimmedDescription {
                f.alignment = a.contains("leading") ? .leading : a.contains("trailing") ? .trailing : a.contains("top") ? .top : a.contains("bottom") ? .bottom : .center
            }
            add(.frame(f))
        case "background", "overlay":
            var content: ViewNode?
            if let c = call?.trailingClosure { content = group(closureViews(c, s), at: node.position) }
            else if let f = first() {
                if let c = colorValue(f, s), name == "background" { add(.background(c, cornerRadius: 0)); return }
                content = view(f, s)
            }
            if let content { add(name == "background" ? .backgroundView(content) : .overlay(content)) }
        case "clipShape", "mask":
            let t = first()?.trimmedDescription ?? ""
            if t.contains("Circle") || t.contains("Capsule") || t.contains("circle") || t.contains("capsule") { add(.clip(cornerRadius: 1000)) }
            else if t.contains("RoundedRectangle"), let c = first()?.as(FunctionCallExprSyntax.self) { add(.clip(cornerRadius: number(arg(c, "cornerRadius"), s) ?? 8)) }
            else if t.contains("ContainerRelativeShape") { add(.clip(cornerRadius: 12)) }
            else { add(.clip(cornerRadius: 0)) }
        case "cornerRadius":
            add(.clip(cornerRadius: number(first(), s) ?? 0))
        case "opacity":
            if let n = number(first(), s) { add(.opacity(n)) } else {
                if let f = first(), let p = predicate(f.as(TernaryExprSyntax.self)?.condition ?? f, s), let t = f.as(TernaryExprSyntax.self),
                   let a = number(t.thenExpression, s), let b = number(t.elseExpression, s) {
                    node = ViewNode(.conditional([.init(predicate: p, views: [node.with(.opacity(a))]),
                                                  .init(predicate: .not(p), views: [node.with(.opacity(b))])]), at: node.position)
                    return
                }
                unsupported(syntax, ".opacity(\(short(first()?.trimmedDescription ?? "")))", "drawn opaque")
            }
        case "lineLimit":
            if let n = number(first(), s) { add(.lineLimit(Int(n))) }
        case "multilineTextAlignment":
            let t = first()?.trimmedDescription ?? ""
            add(.textAlignment(t.contains("center") ? .center : t.contains("trailing") ? .trailing : .leading))
        case "fill", "foregroundStyleShape":
            let base = node
            if let f = first(), let c = colorValue(f, s), { if case .choice = value(f, s) { return false }; return true }() { add(.fill(c)) }
            else if let f = first(), case .choice = value(f, s), let made = choiceView(value(f, s), node.position, { v in
                if case .color(let c) = v { return base.with(.fill(c)) }
                if case .enumCase(let n) = v, let c = self.namedColor(n) { return base.with(.fill(c)) }
                return nil
            }) { node = made }
            else if let f = first(), let c = colorValue(f, s) { add(.fill(c)) }
            else if first() != nil {
                unsupported(syntax, ".fill(\(short(first()!.trimmedDescription)))", "filled with the foreground colour")
            }
        case "stroke", "strokeBorder":
            let c = first().flatMap { colorValue($0, s) }
            var w = number(labelled("lineWidth"), s) ?? 1
            if let st = labelled("style")?.as(FunctionCallExprSyntax.self), let lw = number(arg(st, "lineWidth"), s) { w = lw }
            // On a ring made by `.trim` (maybe one per alternative), each ring takes the stroke.
            node = pushDown(.stroke(c, lineWidth: w), into: node)
        case "trim":
            // `Circle().trim(from: 0, to: x)`: a progress ring filled to `x` (a field, a constant, or
            // one of them per alternative), as large as it is offered.
            guard case .shape(let spec) = node.kind, spec.form == .circle || spec.form == .ellipse,
                  number(labelled("from"), s) ?? 0 == 0, let to = labelled("to") else {
                unsupported(syntax, ".trim(…)", "drawn whole"); return
            }
            let base = node
            let made = choiceView(value(to, s), node.position) { v in
                var n = base
                switch v {
                case .literal(.number(let x)): n.kind = .progress(.constant(min(max(x, 0), 1)), ring: true)
                case .field(let r, let p, _) where !p.isEmpty: n.kind = .progress(.value(FieldBinding(root: r, path: p)), ring: true)
                default: return nil
                }
                if let f = spec.fill { n.modifiers.append(.foreground(f)) }
                n.modifiers.append(.ringFillsFrame)
                return n
            }
            if let made { node = made } else { unsupported(syntax, ".trim(to: \(short(to.trimmedDescription)))", "drawn whole") }
        case "rotationEffect":
            // A trimmed ring starts at 12 o'clock here; SwiftUI's starts at 3 o'clock and is turned
            // back a quarter by the usual `.rotationEffect(.degrees(-90))`, which is therefore implied.
            let t = first()?.trimmedDescription.replacingOccurrences(of: " ", with: "") ?? ""
            if isRing(node), t == ".degrees(-90)" || t == "Angle(degrees:-90)" || t == "Angle.degrees(-90)" { return }
            unsupported(syntax, ".rotationEffect(\(short(t)))", "drawn without it")
        case "progressViewStyle", "gaugeStyle":
            let t = first()?.trimmedDescription ?? ""
            add(.progressStyle(ring: t.lowercased().contains("circular")))
        case "privacySensitive":
            if first()?.trimmedDescription != "false" { add(.sensitive) }
        case "activityBackgroundTint":
            if let f = first(), let c = colorValue(f, s) { activityBackground = c }
        case "keylineTint":
            if let f = first(), let c = colorValue(f, s) { keylineTint = c }
        case "animation":
            // `.animation(_:value:)`: the timing of every change in this view and its subtree;
            // `.animation(nil, value:)` turns animation off there.
            let curve = first()?.trimmedDescription ?? "default"
            let d = animationDuration(first())
            if d > ItemTransition.maxDurationS, let call {
                // HIG Live Activities: "a maximum duration of two seconds" (seeds/001_611357925a2c2c41.txt).
                warn(call.calledExpression, construct: ".animation(\(short(curve)))",
                     ".animation(\(short(curve))) lasts \(formatSeconds(d)) s; Live Activity animations last at most 2 s: cut to 2 s")
            }
            add(.animation(.init(kind: curve == "nil" ? "identity" : curve, durationS: d)))
        case "transition", "contentTransition":
            // What changes look like (`.opacity`, `.scale`, `.move(edge:)`, `.push(from:)`,
            // combinations, `.numericText(…)`); the timing comes from the `.animation` in scope.
            if let f = first() { add(.transition(f.trimmedDescription)) }
        case "hidden":
            add(.hidden)
        default:
            if Self.quietModifiers.contains(name) { return }
            unsupported(syntax, ".\(name)(\(short(args.map(\.trimmedDescription).joined(separator: ", "))))", "drawn without it")
        }
    }

    /// A shape (or a choice between shapes, a colour picked by the data) turned into a progress
    /// bar filled to `fraction`; its fill becomes the bar's colour.
    func progressBar(_ node: ViewNode, _ fraction: SymbolicValue) -> ViewNode? {
        if case .conditional(let branches) = node.kind {
            var out: [ViewNode.Branch] = []
            for b in branches {
                var views: [ViewNode] = []
                for v in b.views { guard let bar = progressBar(v, fraction) else { return nil }; views.append(bar) }
                out.append(ViewNode.Branch(predicate: b.predicate, views: views))
            }
            var n = node
            n.kind = .conditional(out)
            return n
        }
        guard case .shape(let spec) = node.kind else { return nil }
        return choiceView(fraction, node.position) { v in
            var n = node
            switch v {
            case .literal(.number(let x)): n.kind = .progress(.constant(min(max(x, 0), 1)), ring: false)
            case .field(let r, let p, _) where !p.isEmpty: n.kind = .progress(.value(FieldBinding(root: r, path: p)), ring: false)
            default: return nil
            }
            n.modifiers = n.modifiers.map { if case .fill(let c) = $0 { return .foreground(c) }; return $0 }
            if let c = spec.fill { n.modifiers.insert(.foreground(c), at: 0) }
            return n
        }
    }

    /// `proxy.size.width * x` (or `x * proxy.size.width`, inside `max(12, …)` / `min(…)`): `x`.
    func proxyWidthFraction(_ e: ExprSyntax, _ s: Scope) -> SymbolicValue? {
        if let c = e.as(FunctionCallExprSyntax.self), ["max", "min"].contains(c.calledExpression.trimmedDescription) {
            for a in c.arguments { if let v = proxyWidthFraction(a.expression, s) { return v } }
            return nil
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return proxyWidthFraction(only.expression, s) }
        guard let mul = e.as(InfixOperatorExprSyntax.self), mul.operator.trimmedDescription == "*" else { return nil }
        func isWidth(_ x: ExprSyntax) -> Bool {
            guard let m = x.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "width",
                  let size = m.base?.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size", size.base != nil else { return false }
            return true
        }
        if isWidth(mul.leftOperand) { return value(mul.rightOperand, s) }
        if isWidth(mul.rightOperand) { return value(mul.leftOperand, s) }
        return nil
    }

    /// `m` on the node, or on every alternative's views when the node is a choice between them.
    func pushDown(_ m: ViewNode.Modifier, into node: ViewNode) -> ViewNode {
        guard case .conditional(let branches) = node.kind, node.modifiers.isEmpty else { return node.with(m) }
        var n = node
        n.kind = .conditional(branches.map { b in ViewNode.Branch(predicate: b.predicate, views: b.views.map { pushDown(m, into: $0) }) })
        return n
    }

    /// A ring made by `.trim`, or a choice between such rings.
    func isRing(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .progress(_, let ring): return ring
        case .conditional(let bs): return !bs.isEmpty && bs.allSatisfy { $0.views.allSatisfy(isRing) }
        default: return false
        }
    }

    func unsupported(_ syntax: ExprSyntax, _ construct: String, _ fallback: String) {
        // Point at the modifier's name, not the start of the whole chain.
        if let m = syntax.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) {
            warn(m.declName, construct: construct, "\(construct) is not supported; \(fallback)")
        } else if let m = syntax.as(MemberAccessExprSyntax.self) {
            warn(m.declName, construct: construct, "\(construct) is not supported; \(fallback)")
        } else {
            warn(syntax, construct: construct, "\(construct) is not supported; \(fallback)")
        }
    }

    /// An animation's length: its `duration:` (`.easeInOut(duration: 0.5)`, `.spring(duration:)`),
    /// a spring's `response:`, looked for along a chain (`.linear(duration: 1).delay(0.2)`); else
    /// SwiftUI's default, 0.35 s.
    func animationDuration(_ e: ExprSyntax?) -> Double {
        var next = e
        while let c = next?.as(FunctionCallExprSyntax.self) {
            if let d = number(arg(c, "duration"), Scope(parent: nil)) ?? number(arg(c, "response"), Scope(parent: nil)) { return d }
            next = c.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return ItemTransition.defaultDurationS
    }

    func formatSeconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }

    /// SwiftUI text styles at the default Dynamic Type size (Large), and `.system(size:weight:)`.
    static let textStyles: [String: (Double, FontWeight)] = [
        "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
    ]

    func font(_ e: ExprSyntax, _ s: Scope) -> ViewNode.Modifier {
        var base = e
        var weightOverride: FontWeight?
        // `.title.bold()`, `.system(size: 14).weight(.semibold)`
        // (`Font.system(…)` is a constructor on the type, not a modifier of `Font`.)
        while let c = base.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base,
              b.trimmedDescription != "Font", b.trimmedDescription != "SwiftUI.Font" {
            let n = m.declName.baseName.text
            if n == "weight", let w = c.arguments.first.flatMap({ weight($0.expression.trimmedDescription) }) { weightOverride = weightOverride ?? w }
            if n == "bold" { weightOverride = weightOverride ?? .bold }
            base = b
        }
        if let m = base.as(MemberAccessExprSyntax.self), let st = Self.textStyles[m.declName.baseName.text] {
            return .font(size: st.0, weight: weightOverride ?? st.1)
        }
        if let c = base.as(FunctionCallExprSyntax.self) {
            let n = c.calledExpression.trimmedDescription
            if n.hasSuffix("system") || n.hasSuffix("custom") {
                if let first = c.arguments.first, first.label == nil, let m = first.expression.as(MemberAccessExprSyntax.self),
                   let st = Self.textStyles[m.declName.baseName.text] {
                    let w = c.arguments.first { $0.label?.text == "weight" }.flatMap { weight($0.expression.trimmedDescription) }
                    return .font(size: st.0, weight: weightOverride ?? w ?? st.1)
                }
                let size = number(arg(c, "size") ?? c.arguments.dropFirst(n.hasSuffix("custom") ? 1 : 0).first?.expression, s)
                let w = arg(c, "weight").flatMap { weight($0.trimmedDescription) }
                return .font(size: size, weight: weightOverride ?? w ?? .regular)
            }
        }
        unsupported(e, ".font(\(short(e.trimmedDescription)))", "drawn in the body font")
        return .font(size: nil, weight: weightOverride)
    }

    func weight(_ t: String) -> FontWeight? {
        let n = t.split(separator: ".").last.map(String.init) ?? t
        switch n {
        case "ultraLight", "thin", "light", "regular": return .regular
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy", "black": return .heavy
        default: return nil
        }
    }
}

extension ViewNode {
    func with(_ m: Modifier) -> ViewNode { var c = self; c.modifiers.append(m); return c }
}

extension ViewInterpreter {
    /// iOS's systemGray (#8E8E93): 6.4:1 against black and 3.3:1 against white (WCAG), so a text
    /// whose colour could not be read stays legible on any card.
    static let unresolvedForeground = ColorSpec.fixed(Color(r: 0x8E / 255.0, g: 0x8E / 255.0, b: 0x93 / 255.0))
}
