import Testing
@testable import AfterglowScheduler
@testable import AfterglowTime

/// `AlwaysOnWorkBudget`'s hand-written `==` (its sample list is left out): Equatable's laws — a
/// budget equals itself and a copy — and two budgets differ when their limit or breach count does.
@Suite struct WorkBudgetEqualityTests {
    @Test func equalityIsReflexiveAndSeesLimitAndBreaches() {
        var a = AlwaysOnWorkBudget(limitMillisecondsPerSecond: 30, window: .seconds(60))
        #expect(a == a)
        let copy = a
        #expect(copy == a)
        #expect(AlwaysOnWorkBudget(limitMillisecondsPerSecond: 31) != a, "limits 31 and 30 ms/s")
        // 1.9 s of work in a 60 s window is 31.7 ms/s, over 30: one breach.
        a.record(work: 1_900_000_000, at: Timestamp(nanoseconds: 0))
        #expect(a.breaches == 1)
        #expect(a != copy && a == a)
    }
}
