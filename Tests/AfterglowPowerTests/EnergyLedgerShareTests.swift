import Testing
@testable import AfterglowPower

/// The ledger behind the report's per-state seconds, lit-pixel share and refresh count, and its
/// totals (issue 30, session 15: read from the mutants no test pinned — the lit share and the
/// total time reached the report unchecked). Figures chosen exact in binary, worked in the test.
@Suite struct EnergyLedgerShareTests {
    /// 2 s interactive at 500 mW, half the pixels lit, 120 Hz: 1000 mJ, 1 lit-share-second, an
    /// average share of 1 / 2 = 0.5, 240 refreshes. 0.5 s in Always On at 80 mW, 0.2 lit, no rate
    /// given (0 Hz, the default): 40 mJ, 0.1 share-seconds, average 0.1 / 0.5 = 0.2, 0 refreshes
    /// (an interval under a second counts like any other). Totals: 2.5 s and 1040 mJ.
    @Test func sharesAndTotalsAreTimeWeighted() {
        var l = EnergyLedger()
        l.add(state: .interactive, seconds: 2, milliwatts: 500, litShare: 0.5, hz: 120)
        l.add(state: .alwaysOn, seconds: 0.5, milliwatts: 80, litShare: 0.2)
        let i = try! #require(l.entries[.interactive]), a = try! #require(l.entries[.alwaysOn])
        #expect(i.seconds == 2 && i.millijoules == 1000 && i.litShareSeconds == 1 && i.averageLitShare == 0.5 && i.refreshes == 240)
        #expect(a.seconds == 0.5 && a.millijoules == 40 && a.litShareSeconds == 0.1 && a.averageLitShare == 0.2 && a.refreshes == 0)
        #expect(a.averageMilliwatts == 80)
        #expect(l.totalSeconds == 2.5 && l.totalMillijoules == 1040)
    }

    /// An interval of no time adds nothing — not even an empty row for its state — and a state
    /// with no time averages to 0, not 0 / 0.
    @Test func noTimeAddsNoRow() {
        var l = EnergyLedger()
        l.add(state: .off, seconds: 0, milliwatts: 5, litShare: 0, hz: 0)
        l.add(state: .off, seconds: -1, milliwatts: 5, litShare: 0, hz: 0)
        #expect(l.entries.isEmpty && l.totalSeconds == 0 && l.totalMillijoules == 0)
        let empty = EnergyLedger.Entry()
        #expect(empty.averageMilliwatts == 0 && empty.averageLitShare == 0)
        #expect(empty.seconds == 0 && empty.millijoules == 0 && empty.litShareSeconds == 0 && empty.refreshes == 0)
    }
}
