@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// The state a rig reads is true at the instant the transition happens: after a tap in Always On,
/// `/v1/state` says interactive from the moment the log says the wake ended, not a refresh later.
@Suite struct TapTimingTests {
    @Test func aTapInAlwaysOnIsInteractiveAtTheLoggedTime() throws {
        let (s, e, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        s.runLoop(clock, until: Timestamp(seconds: 1))
        s.input(.lock)
        s.runLoop(clock, until: Timestamp(seconds: 10))
        #expect(e.state().displayState == "always-on")
        let tapAt = Timestamp(seconds: 10.3)   // between two 1 Hz Always On refreshes
        s.runLoop(clock, until: tapAt)
        s.input(.tap(nil))
        // Watch the state the way a rig polls it: every millisecond of the emulator's clock.
        var sawInteractive: Timestamp?
        var t = tapAt
        while sawInteractive == nil && t < tapAt + .seconds(1.5) {
            t = t + .milliseconds(1)
            s.runLoop(clock, until: t)
            if e.state().displayState == "interactive" { sawInteractive = t }
        }
        let seen = try #require(sawInteractive)
        let log = s.transitions(since: 0)
        let woke = try #require(log.last { $0.transition.to == .interactive }).transition
        let waking = try #require(log.last { $0.transition.to == .waking }).transition
        // The wake starts at the tap and ends when its ramp does (the log's own timestamps) …
        #expect(abs((waking.timestamp - tapAt).seconds) < 0.0005, "waking at \(waking.timestamp.seconds), tap at \(tapAt.seconds)")
        // … and the state reads interactive within a frame (120 Hz: 8.3 ms) of the logged time.
        #expect(abs((seen - woke.timestamp).seconds) <= 1.0 / 120 + 0.001, "state interactive at \(seen.seconds) s, log says \(woke.timestamp.seconds) s")
    }
}
