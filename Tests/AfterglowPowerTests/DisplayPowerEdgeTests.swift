import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// The display-power state machine at the edges its rules state (DisplayPowerModel's doc comment,
/// docs/POWER.md's table), read from mutants no test pinned (issue 30, session 15). The phone is
/// the iPhone 14 Pro profile: Auto-Lock 30 s, a 1 s dim ramp, 0.25 s wake ramp, 2 s settle limit.
@Suite struct DisplayPowerEdgeTests {
    typealias F = PowerFixtures
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Auto-Lock fires at exactly 30 s after the last interaction (t = 0), not a tick later; the
    /// inactivity timer runs only while the screen is in use (nil in Always On and off).
    @Test func autoLockFiresAtTheTimeoutExactly() {
        var m = DisplayPowerModel(device: F.phone)
        #expect(m.inactivityDeadline == t(30))
        m.advance(to: t(30), motionAtRest: true)
        #expect(m.state == .dimming && m.log.last?.timestamp == t(30) && m.log.last?.cause == .inactivity)
        #expect(m.inactivityDeadline == nil)
        m.advance(to: t(31), motionAtRest: true)
        #expect(m.state == .alwaysOn && m.inactivityDeadline == nil)
        m.handle(F.gesture(.faceDown), at: t(32))
        #expect(m.state == .off && m.inactivityDeadline == nil)
    }

    /// Dimming ends when its ramp ends with motion at rest — at exactly 11 s for a lock at 10 s —
    /// and with motion in flight at exactly the settle limit, 10 + 2 = 12 s.
    @Test func dimmingEndsExactlyAtTheRampsEndOrTheSettleLimit() {
        var resting = DisplayPowerModel(device: F.phone)
        resting.handle(.lock, at: t(10))
        resting.advance(to: t(11), motionAtRest: true)
        #expect(resting.state == .alwaysOn && resting.log.last?.timestamp == t(11))
        var moving = DisplayPowerModel(device: F.phone)
        moving.handle(.lock, at: t(10))
        moving.advance(to: t(12), motionAtRest: false)
        #expect(moving.state == .alwaysOn && moving.log.last?.timestamp == t(12))
    }

    /// Dimming to off (Low Power Mode) ramps to 0 nits and does not wait for motion: off at the
    /// ramp's end, 11 s, though motion is still in flight (nothing is shown to finish).
    @Test func dimmingToOffRampsToDarkAndDoesNotWaitForMotion() {
        var m = DisplayPowerModel(device: F.phone)
        #expect(m.targetNits(for: .off) == 0)
        m.handle(.settings(.lowPowerMode(true)), at: t(1))
        m.handle(.lock, at: t(10))
        #expect(m.nits(at: t(11)) == 0)
        m.advance(to: t(11), motionAtRest: false)
        #expect(m.state == .off && m.log.last?.timestamp == t(11))
    }

    /// Low Power Mode switched on while dimming towards Always On retargets the dim to dark from
    /// where it is: a new 1 s ramp from 10.5 s ends at 0 nits at 11.5 s, and the screen is off then.
    @Test func lowPowerModeWhileDimmingRetargetsToDark() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.lock, at: t(10))
        m.handle(.settings(.lowPowerMode(true)), at: t(10.5))
        #expect(m.state == .dimming && m.dimTarget == .off)
        #expect(m.nits(at: t(11.5)) == 0 && m.nits(at: t(11)) > 0)
        m.advance(to: t(11.4), motionAtRest: true)
        #expect(m.state == .dimming)
        m.advance(to: t(11.5), motionAtRest: true)
        #expect(m.state == .off && m.log.last?.timestamp == t(11.5))
    }

    /// Brightness scales the interactive luminance (typicalNits × brightness, docs/POWER.md): set
    /// at start or changed in use it applies at once; changed in Always On it leaves Always On's
    /// own luminance alone.
    @Test func brightnessScalesTheLitScreenOnly() {
        let typical = F.phone.panel.typicalNits
        let half = DisplayPowerModel(device: F.phone, settings: DisplaySettings(inactivityTimeoutS: 30, brightness: 0.5))
        #expect(half.nits(at: t(0)) == typical * 0.5)
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.settings(.brightness(0.25)), at: t(5))
        #expect(m.nits(at: t(5)) == typical * 0.25)
        m.handle(.lock, at: t(6))
        m.advance(to: t(8), motionAtRest: true)
        let ao = m.nits(at: t(8))
        m.handle(.settings(.brightness(1)), at: t(9))
        #expect(m.state == .alwaysOn && m.nits(at: t(9)) == ao && ao == m.alwaysOnNits)
    }

    /// An iPad has no Always On display (its profile: `alwaysOn.supported` false), so even with
    /// the setting switched on it locks to dark.
    @Test func aPanelWithoutAlwaysOnLocksToDarkWhateverTheSetting() throws {
        let ipad = try #require(F.catalog.profile(named: "ipad-air-3rd-gen"))
        #expect(!ipad.alwaysOn.supported)
        var m = DisplayPowerModel(device: ipad)
        m.handle(.settings(.alwaysOnEnabled(true)), at: t(1))
        #expect(!m.alwaysOnAvailable)
        m.handle(.lock, at: t(2))
        m.advance(to: t(5), motionAtRest: true)
        #expect(m.state == .off)
    }

    /// Lifted after lying face down — picked up, or laid face up — the phone is no longer face
    /// down: a notification then lights it (face down it would be suppressed). Woken from off, it
    /// is no longer off for a reason (`offCause` nil).
    @Test func liftedAPhoneIsNoLongerFaceDown() {
        var up = DisplayPowerModel(device: F.phone)
        up.handle(F.gesture(.faceDown), at: t(1))
        up.handle(F.gesture(.faceUp), at: t(3))
        #expect(up.state == .alwaysOn && !up.faceDown)
        up.handle(.notification(title: "x"), at: t(4))
        #expect(up.state == .waking && up.suppressedWakes == 0)
        var picked = DisplayPowerModel(device: F.phone)
        picked.handle(F.gesture(.faceDown), at: t(1))
        #expect(picked.offCause == .faceDown)
        picked.handle(F.gesture(.pickUp), at: t(3))
        #expect(!picked.faceDown && picked.state == .waking && picked.offCause == nil)
    }
}
