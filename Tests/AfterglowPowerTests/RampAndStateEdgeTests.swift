import Testing
@testable import AfterglowPower
import AfterglowTime

/// The luminance ramp's ends and the display states' order (issue 30, session 15: read from the
/// mutants no test pinned). The state machine compares luminance with `==` against the profile's
/// figures, so a ramp must start exactly at its first level and end exactly at its last — not at
/// the cube of a cube root, which binary arithmetic puts a hair off (∛7³ = 7.000000000000003,
/// ∛100³ = 99.99999999999997).
@Suite struct RampAndStateEdgeTests {
    static func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test func aRampStartsAndEndsExactlyOnItsLevels() {
        let r = LuminanceRamp(fromNits: 100, toNits: 7, start: Self.t(1), duration: .seconds(1))
        #expect(r.nits(at: Self.t(1)) == 100 && r.nits(at: Self.t(0.5)) == 100)
        #expect(r.nits(at: Self.t(2)) == 7 && r.nits(at: Self.t(3)) == 7)
        // Smoothstep at a quarter: 0.25² × (3 − 0.5) = 0.15625.
        #expect(r.progress(at: Self.t(1.25)) == 0.15625)
        // Complete from its end on, not before.
        #expect(r.isComplete(at: Self.t(2)) && !r.isComplete(at: Timestamp(nanoseconds: 1_999_999_999)))
    }

    /// A ramp of no length is already at its target (a ramp retargeted exactly at its end).
    @Test func aRampOfNoLengthIsAtItsTarget() {
        let r = LuminanceRamp(fromNits: 100, toNits: 7, start: Self.t(1), duration: .zero)
        #expect(r.progress(at: Self.t(1)) == 1 && r.nits(at: Self.t(1)) == 7 && r.isComplete(at: Self.t(1)))
    }

    /// States order as the cycle docs/POWER.md draws (interactive → dimming → Always On → off →
    /// waking), strictly: no state comes before itself. Only off is dark.
    @Test func statesOrderStrictlyAndOnlyOffIsDark() {
        let all = DisplayState.allCases
        #expect(all == [.interactive, .dimming, .alwaysOn, .off, .waking])
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() { #expect((a < b) == (i < j), "\(a) < \(b)") }
            #expect(a.isLit == (a != .off))
        }
        #expect(!DisplayState.off.isLit && DisplayState.alwaysOn.isLit)
    }
}
