import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// A locked phone that is dark only because Always On was unavailable shows Always On again when
/// it becomes available (Apple Support, "Use the Always-On display with your iPhone": Always On is
/// off in Low Power Mode and when turned off in Settings — nothing else keeps it off). Each way
/// of having gone dark, undone (issue 30: mutation pass, seed 13 — only some were exercised).
@Suite struct AlwaysOnReturnTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Locked at 5 s: the 1 s dim, then settled at 8 s.
    func locked(_ settings: [DisplaySettingsChange]) -> DisplayPowerModel {
        var m = DisplayPowerModel(device: PowerFixtures.phone)
        for s in settings { m.handle(.settings(s), at: t(2)) }
        m.handle(.lock, at: t(5))
        m.advance(to: t(8), motionAtRest: true)
        return m
    }

    @Test func lockedInLowPowerModeThenLeavingItShowsAlwaysOn() {
        var m = locked([.lowPowerMode(true)])
        #expect(m.state == .off)
        m.handle(.settings(.lowPowerMode(false)), at: t(10))
        #expect(m.state == .alwaysOn)
    }

    @Test func lockedWithAlwaysOnOffThenTurningItOnShowsAlwaysOn() {
        var m = locked([.alwaysOnEnabled(false)])
        #expect(m.state == .off)
        m.handle(.settings(.alwaysOnEnabled(true)), at: t(10))
        #expect(m.state == .alwaysOn)
    }

    @Test func alwaysOnTurnedOffWhileShowingThenOnAgainComesBack() {
        var m = locked([])
        #expect(m.state == .alwaysOn)
        m.handle(.settings(.alwaysOnEnabled(false)), at: t(10))
        #expect(m.state == .off && m.offCause == .alwaysOnDisabled)
        m.handle(.settings(.alwaysOnEnabled(true)), at: t(11))
        #expect(m.state == .alwaysOn)
    }

    @Test func lowPowerModeWhileShowingAlwaysOnThenOffAgainComesBack() {
        var m = locked([])
        m.handle(.settings(.lowPowerMode(true)), at: t(10))
        #expect(m.state == .off && m.offCause == .lowPowerMode)
        m.handle(.settings(.lowPowerMode(false)), at: t(11))
        #expect(m.state == .alwaysOn)
    }
}
