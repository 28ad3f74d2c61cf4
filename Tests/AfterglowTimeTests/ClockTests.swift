import AfterglowKit
import AfterglowTestSupport
import Testing

@Suite struct ClockTests {
    @Test func virtualClockMovesOnlyForwardAndSleepJumps() {
        let c = VirtualClock()
        #expect(c.now == .zero && c.isVirtual)
        c.advance(by: .milliseconds(8.33))
        #expect(c.now.nanoseconds == 8_330_000)
        c.sleep(until: Timestamp(seconds: 8 * 3600))
        #expect(c.now.seconds == 8 * 3600)
        c.advance(to: Timestamp(seconds: 1))
        #expect(c.now.seconds == 8 * 3600, "never backwards")
        c.advance(by: .seconds(-5))
        #expect(c.now.seconds == 8 * 3600)
    }

    @Test func timestampArithmetic() {
        let t = Timestamp(seconds: 1.5)
        #expect((t + .seconds(0.5)).seconds == 2)
        #expect((Timestamp(seconds: 3) - t).milliseconds == 1500)
        #expect(Duration.seconds(2).nanoseconds == 2_000_000_000)
    }

    @Test func realClockIsMonotonicAndSleepsToAnAbsoluteDeadline() {
        let c = RealClock()
        let a = c.now
        c.sleep(until: a + .milliseconds(2))
        #expect(c.now >= a + .milliseconds(2), "woke before the deadline")
        #expect(!c.isVirtual)
    }
}
