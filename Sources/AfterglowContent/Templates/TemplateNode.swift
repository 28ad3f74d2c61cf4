import AfterglowDisplay

/// One node of a template's declarative view tree (a small subset of what a SwiftUI Live
/// Activity view uses: stacks, text, symbols, progress, timers, spacers) plus its modifiers.
public struct TemplateNode: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical, depth }

    /// Cross-axis alignment of a stack's children (and the alignment inside a `frame`).
    public enum Alignment: String, Hashable, Sendable {
        case leading, center, trailing, top, bottom
    }

    public enum ProgressStyle: String, Hashable, Sendable { case bar, ring }

    public indirect enum Kind: Hashable, Sendable {
        case stack(axis: Axis, children: [TemplateNode], spacing: Double?, alignment: Alignment)
        case text(TextSource, TextSpec)
        case symbol(TextSource, sizePt: Double)
        case progress(ProgressSource, style: ProgressStyle, thicknessPt: Double, sizePt: Double)
        /// A timer counting down to (or up from) a date, like SwiftUI's `Text(timerInterval:)`.
        case timer(TimerSource, TextSpec)
        case spacer(minLength: Double)
        /// A filled and/or stroked shape (SwiftUI's Rectangle, RoundedRectangle, Capsule, Circle,
        /// Ellipse, and a `Color` used as a view); it takes the space it is offered.
        case shape(ShapeSpec)
        /// A picture from a PNG file (an asset catalog image beside imported sources); nil path
        /// draws a placeholder. Takes its frame, or `sizePt` square.
        case image(path: String?, name: String, sizePt: Double)
    }

    public struct TextSpec: Hashable, Sendable {
        public var sizePt: Double
        public var weight: FontWeight
        public var monospacedDigits: Bool
        public var lineLimit: Int
        public var alignment: TextAlignment
        /// SwiftUI's `.minimumScaleFactor`: text that does not fit its width is set smaller, down to
        /// this share of its size, before it is truncated (1: never scaled).
        public var minimumScaleFactor: Double
        public init(sizePt: Double = 15, weight: FontWeight = .regular, monospacedDigits: Bool = false,
                    lineLimit: Int = 1, alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1) {
            self.sizePt = sizePt; self.weight = weight; self.monospacedDigits = monospacedDigits
            self.lineLimit = lineLimit; self.alignment = alignment; self.minimumScaleFactor = minimumScaleFactor
        }
    }

    /// The axes a node keeps its ideal size on (`fixedSize`).
    public struct FixedAxes: Hashable, Sendable {
        public var horizontal: Bool, vertical: Bool
        public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }
        public static let none = FixedAxes(horizontal: false, vertical: false)
        public static let both = FixedAxes(horizontal: true, vertical: true)
        public var isNone: Bool { !horizontal && !vertical }
    }

    public struct EdgeInsets: Hashable, Sendable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
        public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
        public static let zero = EdgeInsets()
        public var horizontal: Double { leading + trailing }
        public var vertical: Double { top + bottom }
    }

    /// A `frame` modifier: fixed sizes, or `maxWidth`/`maxHeight` of infinity to fill.
    public struct FrameSpec: Hashable, Sendable {
        public var width: Double?, height: Double?
        public var maxWidth: Double?, maxHeight: Double?
        public var alignment: Alignment
        public init(width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil,
                    alignment: Alignment = .center) {
            self.width = width; self.height = height; self.maxWidth = maxWidth; self.maxHeight = maxHeight
            self.alignment = alignment
        }
    }

    public struct BackgroundSpec: Hashable, Sendable {
        public var color: ColorSpec
        public var cornerRadiusPt: Double
        public init(color: ColorSpec, cornerRadiusPt: Double) { self.color = color; self.cornerRadiusPt = cornerRadiusPt }
    }

    /// A content transition or animation; the HIG caps them at two seconds (seeds/001).
    public struct AnimationSpec: Hashable, Sendable {
        public var kind: String
        public var durationS: Double
        public init(kind: String, durationS: Double) { self.kind = kind; self.durationS = durationS }
    }

    /// Shows the node only in some activity states (`stale-date` passed, ended, …).
    public enum Condition: String, Hashable, Sendable, CaseIterable {
        case stale, fresh, active, ended
    }

    public var kind: Kind
    /// A stable name for the node's items (otherwise its index path is used).
    public var id: String?
    public var padding: EdgeInsets
    public var frame: FrameSpec?
    public var background: BackgroundSpec?
    public var color: ColorSpec?
    public var role: ContentRole?
    public var animation: AnimationSpec?
    public var condition: Condition?
    /// A richer visibility rule (SwiftUI `if`/`switch` on state, attributes and environment);
    /// both it and `condition` must hold for the node to show.
    public var predicate: TemplatePredicate?
    /// Drawn at this opacity (SwiftUI `.opacity`).
    public var opacity: Double?
    /// Views drawn behind and in front of this one, in its rect (SwiftUI `.background(view)`,
    /// `.overlay(view)`); they never change its size.
    public var underlays: [TemplateNode] = []
    public var overlays: [TemplateNode] = []
    /// Clips the node's content to a rounded rectangle of this radius (SwiftUI `.clipShape`, `.cornerRadius`).
    public var clipCornerRadius: Double?
    /// The node is the label of a button, toggle or link (see `ControlSpec`).
    public var control: ControlSpec?
    /// SwiftUI's `.widgetURL(_:)` on this view: the URL a tap on the activity outside its controls
    /// opens the app with, for the presentation whose tree holds it (HIG Live Activities, seeds/001:
    /// "Make sure tapping the Live Activity opens your app at the right location").
    public var widgetURL: String?
    /// SwiftUI's `.fixedSize(horizontal:vertical:)`: on each axis set, the node takes its ideal
    /// size whatever it is offered ("the view's ideal size", SwiftUI's `fixedSize` documentation),
    /// so a label is not truncated to fit and may overflow its parent.
    public var fixedSize: FixedAxes = .none
    /// SwiftUI's `.layoutPriority(_:)`: a stack short of space offers it to its higher-priority
    /// children first, keeping only the minimum sizes of the others ("the parent layout should
    /// offer the child the space first"); 0 by default.
    public var layoutPriority: Double = 0
    /// Where the node sits in the template file ("layouts.lockScreen.children[1]"), for issues.
    public var sourcePath: String

    public init(kind: Kind, id: String? = nil, padding: EdgeInsets = .zero, frame: FrameSpec? = nil,
                background: BackgroundSpec? = nil, color: ColorSpec? = nil, role: ContentRole? = nil,
                animation: AnimationSpec? = nil, condition: Condition? = nil, sourcePath: String = "") {
        self.kind = kind; self.id = id; self.padding = padding; self.frame = frame; self.background = background
        self.color = color; self.role = role; self.animation = animation; self.condition = condition
        self.sourcePath = sourcePath
    }

    /// This node and all its descendants, depth first.
    public var allNodes: [TemplateNode] {
        let layers = underlays.flatMap(\.allNodes) + overlays.flatMap(\.allNodes)
        if case .stack(_, let children, _, _) = kind { return [self] + children.flatMap(\.allNodes) + layers }
        return [self] + layers
    }

    /// Every binding this node reads (not its children's).
    public var bindings: [FieldBinding] {
        switch kind {
        case .text(let s, _), .symbol(let s, _): return s.bindings
        case .progress(let p, _, _, _):
            switch p {
            case .value(let b): return [b]
            case .interval(let a, let b): return [a, b]
            case .constant: return []
            case .ratio(let v, let t): return [v] + (t.map { [$0] } ?? [])
            case .scaled(let v, _): return [v]
            }
        case .timer(let t, _): return [t.start, t.end].compactMap { $0 }
        case .stack, .spacer, .shape, .image: return []
        }
    }
}

/// Where a progress value comes from.
public enum ProgressSource: Hashable, Sendable {
    case constant(Double)
    /// A number 0…1 in the state or attributes.
    case value(FieldBinding)
    /// Elapsed fraction of a date interval, e.g. from order time to ETA.
    case interval(FieldBinding, FieldBinding)
    /// A number divided by a total: a field (`total` nil means the constant in `constantTotal`)
    /// or another field, like `ProgressView(value:total:)`.
    case ratio(FieldBinding, FieldBinding?)
    /// A number divided by a constant total (`ProgressView(value: x, total: 100)`).
    case scaled(FieldBinding, total: Double)
}

/// A timer's dates: counts down to `end`, or up from `start` when there is no end.
public struct TimerSource: Hashable, Sendable {
    public var start: FieldBinding?
    public var end: FieldBinding?
    public var countsDown: Bool
    public init(start: FieldBinding?, end: FieldBinding?, countsDown: Bool) { self.start = start; self.end = end; self.countsDown = countsDown }
}
