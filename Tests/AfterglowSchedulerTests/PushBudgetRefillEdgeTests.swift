import Testing
@testable import AfterglowScheduler
@testable import AfterglowTime

/// The default Live Activity push budget refills 30 tokens an hour (docs/POWER.md): one token
/// every 3600 / 30 = 120 s. SchedulerBoundaryTests sees it back at 120 s; here it is not back
/// 1 s earlier — 119 s × 30/h = 0.992 tokens — so a faster refill (31/h: 1.025 tokens at 119 s)
/// is told apart. A priority-5 push spends nothing and is accepted even with the bucket empty.
@Suite struct PushBudgetRefillEdgeTests {
    @Test func theTokenIsNotBackBefore120Seconds() {
        var b = LiveActivityPushBudget()
        let t0 = Timestamp(nanoseconds: 1_000_000_000)
        for _ in 0..<10 { b.push(priority: 10, at: t0) }
        let early = b.push(priority: 10, at: t0 + .seconds(119)), low = b.push(priority: 5, at: t0 + .seconds(119))
        #expect(!early && low)
        #expect(b.accepted == 10 && b.overBudget == 1 && b.lowPriority == 1)
        // 119 s refilled 0.992; 2 s more add 0.017: 1.008, back.
        let back = b.push(priority: 10, at: t0 + .seconds(121))
        #expect(back)
    }
}
