import AfterglowScheduler
import AfterglowTime
import Testing

/// An LTPO panel at a slow rate repeats its frame on its base clock (its fastest rate): new content
/// starts on that clock's next tick, not at the end of the long frame.
@Suite struct FramePacerBaseClockTests {
    /// Hand-worked: a 1 Hz grid from 10 s, whose next vsync after 10.3 s is 11 s. The 120 Hz base
    /// clock ticks every 1/120 s from the same epoch: 0.3 s × 120 = 36, so 10.3 s is itself a tick,
    /// and the first tick after it is 10 + 37/120 s.
    @Test func theNextBaseTickIsOnTheSlowGridsEpoch() {
        let pacer = FramePacer(hz: 1, epoch: Timestamp(seconds: 10))
        #expect(pacer.nextVsync(atOrAfter: Timestamp(seconds: 10.3)) == Timestamp(seconds: 11))
        #expect(pacer.nextTick(atOrAfter: Timestamp(seconds: 10.3), baseHz: 120) == Timestamp(seconds: 10.3))
        let justAfter = Timestamp(nanoseconds: Timestamp(seconds: 10.3).nanoseconds + 1)
        #expect(pacer.nextTick(atOrAfter: justAfter, baseHz: 120) == Timestamp(nanoseconds: 10_000_000_000 + Int64((37.0 * 1e9 / 120).rounded())))
    }

    @Test func atTheFastestRateATickIsAVsync() {
        let pacer = FramePacer(hz: 120, epoch: .zero)
        let t = Timestamp(seconds: 0.004)
        #expect(pacer.nextTick(atOrAfter: t, baseHz: 120) == pacer.nextVsync(atOrAfter: t))
    }

    /// Leaving 1 Hz for 120 Hz at 10.3 s: the 120 Hz grid starts at 10.3 s (the base tick), not at 11 s
    /// (the slow grid's next vsync), so the first fast frame is not held back by up to a second.
    @Test func risingFromASlowRateRestartsOnTheBaseClock() {
        var rising = FramePacer(hz: 1, epoch: Timestamp(seconds: 10))
        rising.setRate(120, at: Timestamp(seconds: 10.3), baseHz: 120)
        #expect(rising.epoch == Timestamp(seconds: 10.3))
        var falling = FramePacer(hz: 120, epoch: .zero)
        falling.setRate(1, at: Timestamp(seconds: 0.004), baseHz: 120)
        #expect(falling.epoch == Timestamp(nanoseconds: Int64((1e9 / 120).rounded())))   // the current vsync: 1/120 s
        var plain = FramePacer(hz: 1, epoch: Timestamp(seconds: 10))
        plain.setRate(120, at: Timestamp(seconds: 10.3))
        #expect(plain.epoch == Timestamp(seconds: 11))   // without a base clock: the slow grid's next vsync
    }
}
