import Foundation

/// What a PebbleOS step-counter recording shows, read from its test name — the only label the
/// source gives (`PebbleOSFixture`; the table is in Examples/real/MANIFEST.md). Activity names
/// are what `sensors evaluate --real` counts false triggers by; names starting `walking` count
/// toward the ≤ 2 false wrist raises per hour of walking goal.
public struct PebbleOSActivity: Hashable, Sendable {
    public var name: String
    /// The name says the watch lay still for the whole recording (`watch_on_table`,
    /// `not_moving`): one rest period, which must get exactly one face-up or face-down.
    public var restsThroughout: Bool

    public init(testName n: String) {
        func has(_ p: String) -> Bool { n.hasPrefix(p) }
        switch true {
        case n == "watch_on_table": (name, restsThroughout) = ("rest-on-table", true)
        case n == "not_moving": (name, restsThroughout) = ("rest-not-moving", true)
        case has("walk_") && n.contains("in_pocket"): (name, restsThroughout) = ("walking-hand-in-pocket", false)
        case has("walk_"): (name, restsThroughout) = ("walking", false)
        case has("run_") || has("running_"): (name, restsThroughout) = ("running", false)
        case has("non_walk_"): (name, restsThroughout) = ("not-walking", false)   // Pebble bug-report captures: only "not walking" is known
        case has("driving_"): (name, restsThroughout) = ("driving", false)
        case n == "working_at_desk": (name, restsThroughout) = ("desk-work", false)
        case has("washing_up"): (name, restsThroughout) = ("washing-up", false)
        case n == "reading_paper": (name, restsThroughout) = ("reading", false)
        case n == "taking_vitamins": (name, restsThroughout) = ("taking-vitamins", false)
        case n == "hand_swings_at_side": (name, restsThroughout) = ("arm-swings", false)
        case has("hand_movements_"): (name, restsThroughout) = ("hand-movements", false)
        case n == "raise_arm": (name, restsThroughout) = ("arm-raises", false)
        default: (name, restsThroughout) = (n.replacingOccurrences(of: "_", with: "-"), false)
        }
    }
}
