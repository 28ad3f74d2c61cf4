import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// From the seed-97 sample's Power survivor (issue 30, session 15): the refresh ladder's default
/// hold is 0.5 s per rung (docs/POWER.md › Refresh rate: "once static it walks down
/// `refresh.ladderHz`, 0.5 s per rung").
@Suite struct Seed97SurvivorPowerTests {
    @Test func theDefaultHoldIsHalfASecondPerRung() {
        let p = RefreshPolicy(refresh: PowerFixtures.phone.refresh)
        let still = Timestamp(seconds: 10), l = p.ladder
        #expect(l.count >= 3, "\(l)")
        // The first rung is held 500 ms: the top rate up to 499.999999 ms, the next from 500 ms.
        #expect(p.hz(state: .interactive, lastMotion: still, now: still + .nanoseconds(499_999_999)) == l[0])
        #expect(p.hz(state: .interactive, lastMotion: still, now: still + .milliseconds(500)) == l[1])
        // The third rung from 1 s, and the step announced at 0.5 s intervals.
        #expect(p.hz(state: .interactive, lastMotion: still, now: still + .seconds(1)) == l[2])
        #expect(p.nextStep(lastMotion: still, now: still) == still + .milliseconds(500))
        #expect(p.nextStep(lastMotion: still, now: still + .milliseconds(500)) == still + .seconds(1))
    }

    /// A rung at the panel's minimum rate is a rung: the iPad Pro 11-inch (4th gen.) steps
    /// 120 → 60 → 24 Hz and its minimum is 24 Hz (Devices/ipad-pro-11-4th-gen.json: "ProMotion
    /// steps 120/60/24 Hz"), so a static screen ends at 24 Hz, not 60.
    @Test func aRungAtTheMinimumRateIsKept() throws {
        let ipad = try #require(PowerFixtures.catalog.profile(named: "ipad-pro-11-4th-gen"))
        let p = RefreshPolicy(refresh: ipad.refresh)
        #expect(ipad.refresh.minHz == 24 && p.ladder.last == 24, "\(p.ladder)")
        #expect(p.hz(state: .interactive, lastMotion: Timestamp(seconds: 0), now: Timestamp(seconds: 60)) == 24)
    }
}
