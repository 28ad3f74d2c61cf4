import AfterglowGeometry

/// The places a Live Activity is shown (HIG Live Activities › Presentation).
public enum Presentation: String, Codable, Sendable, CaseIterable {
    case compactLeading, compactTrailing
    case minimalAttached, minimalDetached
    case expanded
    case lockScreen
    case standBy
    case smartStack
    case carPlay
}

/// A computed frame for a presentation, with the rule's allowed size range and whether a
/// requested height had to be clamped into it.
public struct PresentationFrame: Hashable, Codable, Sendable {
    public var presentation: Presentation
    public var frame: Rect
    /// Allowed widths and heights in points (equal bounds when the size is fixed).
    public var widthRange: ClosedRange<Double>
    public var heightRange: ClosedRange<Double>
    public var clamped: Bool
    /// Content inset from the frame's edges (14 pt on the Lock Screen).
    public var marginPt: Double
    public var cornerRadiusPt: Double
    /// Presentation scale relative to its layout size (2× in StandBy).
    public var scale: Double
}

