import Testing
@testable import AfterglowPayloads

/// docs/CONTENT.md › Notifications: a notification lights the screen "unless `passive`" (Apple's
/// `UNNotificationInterruptionLevel.passive`: added to the list without lighting the screen);
/// active, time-sensitive and critical ones do (issue 30: the rule inverted passed every test).
@Suite struct PassiveLightsTests {
    @Test func onlyPassiveLeavesTheScreenDark() {
        #expect(!InterruptionLevel.passive.lightsScreen)
        for level in [InterruptionLevel.active, .timeSensitive, .critical] { #expect(level.lightsScreen, "\(level)") }
        #expect(InterruptionLevel.allCases.count == 4, "a new level needs its rule here")
    }
}
