import AfterglowTime

/// The phases of one frame, measured separately against the frame budget.
/// - input: queued events applied to the display-power model and the scene's content
/// - update: timers, motion, refresh and cadence decisions
/// - layout: the scene builds its display list
/// - render: damage is computed and the renderer redraws the damaged rects
/// - present: the panel-power estimate reads the new pixels and the presenter gets the frame
public enum FramePhase: String, CaseIterable, Codable, Sendable {
    case input, update, layout, render, present
}

/// Durations of one frame's phases, nanoseconds.
public struct PhaseTimes: Hashable, Sendable {
    public var ns: [FramePhase: UInt64] = [:]
    public init() {}
    public var total: UInt64 { ns.values.reduce(0, +) }
    public subscript(_ p: FramePhase) -> UInt64 {
        get { ns[p] ?? 0 }
        set { ns[p] = newValue }
    }
}
