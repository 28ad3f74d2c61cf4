import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDevices
@testable import AfterglowGeometry
@testable import AfterglowPower
@testable import AfterglowTime

@Suite("Display-power state machine")
struct PowerStateMachineTests {
    typealias F = PowerFixtures
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Advances the model to `s` seconds with motion at rest.
    func run(_ m: inout DisplayPowerModel, to s: Double, atRest: Bool = true) { m.advance(to: t(s), motionAtRest: atRest) }

    func lockedToAlwaysOn(_ device: DeviceProfile = F.phone) -> DisplayPowerModel {
        var m = DisplayPowerModel(device: device)
        m.handle(.lock, at: t(1))
        run(&m, to: 3)
        #expect(m.state == .alwaysOn)
        return m
    }

    @Test("inactivity: iPhone Auto-Lock 30 s dims to Always On, with cause and timestamps")
    func inactivityPhone() {
        var m = DisplayPowerModel(device: F.phone)
        run(&m, to: 29.9)
        #expect(m.state == .interactive)
        run(&m, to: 30.5)
        #expect(m.state == .dimming)
        run(&m, to: 31.0)
        #expect(m.state == .alwaysOn)
        #expect(m.log == [
            DisplayTransition(from: .interactive, to: .dimming, cause: .inactivity, timestamp: t(30)),
            DisplayTransition(from: .dimming, to: .alwaysOn, cause: .settled, timestamp: t(31)),
        ])
    }

    @Test("inactivity: the watch's wake duration, 15 s or 70 s")
    func inactivityWatch() {
        var m = DisplayPowerModel(device: F.watch)
        run(&m, to: 15.2)
        #expect(m.log.first?.timestamp == t(15) && m.log.first?.cause == .inactivity)
        var long = DisplayPowerModel(device: F.watch)
        long.handle(.settings(.inactivityTimeout(seconds: 70)), at: t(0))
        run(&long, to: 69)
        #expect(long.state == .interactive)
        run(&long, to: 71.5)
        #expect(long.state == .alwaysOn && long.log.first?.timestamp == t(70))
    }

    @Test("a touch resets the inactivity timer")
    func tapResetsTimer() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.tap(Point(x: 1, y: 1)), at: t(20))
        run(&m, to: 45)
        #expect(m.state == .interactive)
        run(&m, to: 50)
        #expect(m.log.first?.timestamp == t(50))
    }

    @Test("wrist-drop dims the watch to Always On; wrist-raise wakes it")
    func wrist() {
        var m = DisplayPowerModel(device: F.watch)
        m.handle(F.gesture(.wristDrop), at: t(5))
        #expect(m.state == .dimming && m.log.last?.cause == .wristDrop)
        run(&m, to: 6.5)
        #expect(m.state == .alwaysOn)
        m.handle(F.gesture(.wristRaise), at: t(10))
        #expect(m.state == .waking && m.log.last?.cause == .wristRaise)
        run(&m, to: 10.25)
        #expect(m.state == .interactive)
    }

    @Test("face up and stationary: the phone goes to Always On, and from off back to Always On")
    func faceUp() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(F.gesture(.faceUp), at: t(3))
        #expect(m.state == .dimming && m.log.last?.cause == .faceUpStationary)
        run(&m, to: 4)
        #expect(m.state == .alwaysOn)
        m.handle(F.gesture(.faceDown), at: t(5))
        #expect(m.state == .off && m.log.last?.cause == .faceDown)
        m.handle(F.gesture(.faceUp), at: t(8))
        #expect(m.state == .alwaysOn && m.log.last?.cause == .faceUpStationary)
    }

    @Test("face down or in a pocket: off at once, from any lit state")
    func offTriggers() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(F.gesture(.faceDown), at: t(1))
        #expect(m.state == .off && m.nits(at: t(1)) == 0)
        var p = lockedToAlwaysOn()
        p.handle(.proximity(covered: true), at: t(4))
        #expect(p.state == .off && p.log.last?.cause == .pocket)
        // Covered: a tap or a notification does not light it.
        p.handle(.tap(.zero), at: t(5))
        p.handle(.notification(title: "x"), at: t(6))
        #expect(p.state == .off && p.suppressedWakes == 1)
    }

    @Test("tap exits Always On; pick-up and the side button wake")
    func wakes() {
        for (event, cause) in [(DeviceEvent.tap(Point(x: 10, y: 10)), TransitionCause.tap), (F.gesture(.pickUp), .pickUp), (.sideButton, .sideButton)] {
            var m = lockedToAlwaysOn()
            m.handle(event, at: t(5))
            #expect(m.state == .waking && m.log.last?.cause == cause)
            #expect(m.nits(at: t(5)) == m.device.panel.alwaysOnNits)
            run(&m, to: 5.25)
            #expect(m.state == .interactive && m.nits(at: t(5.25)) == m.device.panel.typicalNits)
        }
    }

    @Test("a notification or a Live Activity alert lights the screen; face down it does not")
    func alerts() {
        var m = lockedToAlwaysOn()
        m.handle(.notification(title: "Messages"), at: t(5))
        #expect(m.state == .waking && m.log.last?.cause == .notification)
        var a = lockedToAlwaysOn()
        a.handle(.activityAlert(activityID: "food"), at: t(5))
        #expect(a.state == .waking && a.log.last?.cause == .activityAlert)
        var d = DisplayPowerModel(device: F.phone)
        d.handle(F.gesture(.faceDown), at: t(1))
        d.handle(.activityAlert(activityID: "food"), at: t(2))
        #expect(d.state == .off && d.suppressedWakes == 1)
    }

    @Test("Always On disabled: locking turns the screen off; disabling while in Always On turns it off")
    func alwaysOnDisabled() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.settings(.alwaysOnEnabled(false)), at: t(0))
        run(&m, to: 31.5)
        #expect(m.state == .off)
        #expect(m.log.map(\.to) == [.dimming, .off])
        var a = lockedToAlwaysOn()
        a.handle(.settings(.alwaysOnEnabled(false)), at: t(5))
        #expect(a.state == .off && a.log.last?.cause == .alwaysOnDisabled)
        a.handle(.settings(.alwaysOnEnabled(true)), at: t(6))
        #expect(a.state == .alwaysOn && a.log.last?.cause == .alwaysOnEnabled)
    }

    @Test("Low Power Mode turns Always On off; a dim in progress retargets to off")
    func lowPower() {
        var a = lockedToAlwaysOn()
        a.handle(.settings(.lowPowerMode(true)), at: t(5))
        #expect(a.state == .off && a.log.last?.cause == .lowPowerMode)
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.lock, at: t(1))
        m.handle(.settings(.lowPowerMode(true)), at: t(1.5))
        #expect(m.dimTarget == .off)
        run(&m, to: 3)
        #expect(m.state == .off)
    }

    @Test("a device without Always On goes off")
    func unsupported() {
        var d = F.phone
        d.alwaysOn.supported = false
        var m = DisplayPowerModel(device: d)
        run(&m, to: 32)
        #expect(m.state == .off)
    }

    @Test("dimming waits for motion to settle, at most 2 s")
    func dimmingWaitsForMotion() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.lock, at: t(0))
        run(&m, to: 1.5, atRest: false)
        #expect(m.state == .dimming)
        run(&m, to: 1.9, atRest: false)
        #expect(m.state == .dimming)
        run(&m, to: 2.5, atRest: false)
        #expect(m.state == .alwaysOn && m.log.last?.timestamp == t(2))
    }

    @Test("luminance ramps perceptually between states")
    func luminance() {
        var m = DisplayPowerModel(device: F.phone)
        m.handle(.lock, at: t(0))
        let typical = m.device.panel.typicalNits, ao = m.device.panel.alwaysOnNits
        #expect(m.nits(at: t(0)) == typical)
        let mid = m.nits(at: t(0.5))
        // Halfway in cube-root space: ((∛1000 + ∛180) / 2)³.
        let expected = pow((cbrt(typical) + cbrt(ao)) / 2, 3)
        #expect(abs(mid - expected) < 1e-6)
        var last = typical
        for i in 1...20 { let n = m.nits(at: t(Double(i) * 0.05)); #expect(n <= last); last = n }
        #expect(m.nits(at: t(1)) == ao)
    }
}
