import Testing
@testable import AfterglowPower
import AfterglowTime

/// `AppUpdateCadence.slot` is floor division, so a time before the clock's origin is in the slot
/// that starts at or before it: every t lies in [slotStart(k), slotStart(k + 1)), negative t
/// included (−1 ns is in slot −1 of a 60 ns grid, −60 ns too, −61 ns in slot −2), and
/// `nextSlot(after:)` is the first boundary at or after t (issue 30: `− n + 2` passed every test).
@Suite struct SlotFloorTests {
    @Test func everyTimeLiesInItsSlot() {
        let i = Duration.nanoseconds(60)
        #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: -1), interval: i) == -1)
        #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: -60), interval: i) == -1)
        #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: -61), interval: i) == -2)
        #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: 59), interval: i) == 0)
        #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: 60), interval: i) == 1)
        for ns in Int64(-200)...200 {
            let t = Timestamp(nanoseconds: ns), k = AppUpdateCadence.slot(of: t, interval: i)
            #expect(AppUpdateCadence.slotStart(k, interval: i) <= t && t < AppUpdateCadence.slotStart(k + 1, interval: i), "t = \(ns) ns")
        }
        for ns in Int64(0)...200 {
            let n = AppUpdateCadence.nextSlot(after: Timestamp(nanoseconds: ns), interval: i).nanoseconds
            #expect(n >= ns && n - ns < 60 && n % 60 == 0, "t = \(ns) ns")
        }
    }
}
