import Testing
@testable import AfterglowGestures

/// docs/SENSORS.md › Real recordings: every `rest` period should get "exactly one" face-up or
/// face-down. The goal is met when all of them do (3 of 3) and missed when one does not (2 of 3).
@Suite struct RestGoalTests {
    @Test func everyPeriodWithExactlyOneMeetsTheGoal() {
        var r = GestureEvaluation.Report(gestures: [], noise: [])
        r.rest.periods = 3
        r.rest.exactlyOne = 3
        #expect(r.realFailures.isEmpty)
        r.rest.exactlyOne = 2
        r.rest.none = 1
        #expect(r.realFailures.count == 1 && r.realFailures.first?.hasPrefix("rest: 2/3") == true)
    }
}
