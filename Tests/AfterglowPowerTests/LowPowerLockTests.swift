import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// Locking in Low Power Mode (issue 30: a model that ignored Low Power Mode when the display
/// locks passed every test — they only switched it on while already locked). Apple Support, "Use
/// the Always-On display with your iPhone": Always On turns off when Low Power Mode is on. So a
/// phone put in Low Power Mode while in use, then locked, must go dark — not dim to Always On,
/// which would charge the locked phone the Always On panel power it does not spend.
@Suite struct LowPowerLockTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    func inLowPowerMode() -> DisplayPowerModel {
        var m = DisplayPowerModel(device: PowerFixtures.phone)
        m.handle(.settings(.lowPowerMode(true)), at: t(2))
        #expect(m.state == .interactive, "Low Power Mode alone does not lock")
        return m
    }

    @Test(arguments: [DeviceEvent.lock, .sideButton])
    func lockingInLowPowerModeGoesDark(_ event: DeviceEvent) {
        var m = inLowPowerMode()
        m.handle(event, at: t(5))
        m.advance(to: t(8), motionAtRest: true)
        #expect(m.state == .off, "\(event): \(m.state)")
        #expect(m.nits(at: t(8)) == 0)
        #expect(!m.log.contains { $0.to == .alwaysOn })
    }

    @Test func autoLockInLowPowerModeGoesDark() {
        var m = inLowPowerMode()
        // iPhone Auto-Lock: 30 s after the last interaction (t = 0), then the 1 s dim.
        m.advance(to: t(40), motionAtRest: true)
        #expect(m.state == .off && m.nits(at: t(40)) == 0)
    }

    /// The control: without Low Power Mode the same lock reaches Always On.
    @Test func theSameLockWithoutLowPowerModeShowsAlwaysOn() {
        var m = DisplayPowerModel(device: PowerFixtures.phone)
        m.handle(.lock, at: t(5))
        m.advance(to: t(8), motionAtRest: true)
        #expect(m.state == .alwaysOn && m.nits(at: t(8)) > 0)
    }
}
