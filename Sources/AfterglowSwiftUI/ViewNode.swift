import AfterglowDisplay
import AfterglowContent

/// The importer's own view tree: what the SwiftUI source builds, with its modifiers in source
/// order (innermost first). `TemplateLowering` turns it into the core's `TemplateNode`s, which
/// is where the order of modifiers (padding then background, …) is resolved.
struct ViewNode {
    indirect enum Kind {
        case stack(TemplateNode.Axis, [ViewNode], spacing: Double?, alignment: TemplateNode.Alignment?)
        case text(TextSource)
        case timer(TimerSource)
        case symbol(TextSource)
        case image(path: String?, name: String)
        case shape(ShapeSpec)
        case progress(ProgressSource, ring: Bool)
        case spacer(Double)
        case divider
        /// `if`/`switch`: each branch shows when its predicate holds.
        case conditional([Branch])
        /// An unsupported view, drawn as a visible placeholder box.
        case placeholder(String)
        /// A `Group` or a view builder's several results: the parent stack takes them as children.
        case group([ViewNode])
        case empty
    }
    struct Branch {
        var predicate: TemplatePredicate
        var views: [ViewNode]
    }
    enum Modifier {
        case font(size: Double?, weight: FontWeight?)
        case weight(FontWeight)
        case monospacedDigit
        case foreground(ColorSpec)
        case tint(ColorSpec)
        case lineLimit(Int)
        case textAlignment(TextAlignment)
        case sensitive
        case padding(TemplateNode.EdgeInsets)
        case frame(TemplateNode.FrameSpec)
        case background(ColorSpec, cornerRadius: Double)
        case backgroundView(ViewNode)
        case overlay(ViewNode)
        case opacity(Double)
        case clip(cornerRadius: Double)
        case fill(ColorSpec)
        case stroke(ColorSpec?, lineWidth: Double)
        case progressStyle(ring: Bool)
        /// A ring drawn by `.trim`: as large as offered, like the shape it came from.
        case ringFillsFrame
        case animation(TemplateNode.AnimationSpec)
        /// `.transition(…)` or `.contentTransition(…)`: the transition's SwiftUI expression text.
        case transition(String)
        case hidden
        /// The view is a button's, toggle's or link's label.
        case control(ControlSpec)
    }
    var kind: Kind
    var modifiers: [Modifier] = []
    var position: SourcePosition?

    init(_ kind: Kind, at position: SourcePosition? = nil) { self.kind = kind; self.position = position }
}
