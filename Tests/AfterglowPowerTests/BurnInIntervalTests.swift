import Testing
@testable import AfterglowPower
import AfterglowTime

/// Burn-in intervals of any length, worked by hand (issue 30, session 15: read from mutants no
/// test pinned). `record` adds an interval [t0, t1): an empty one contains no time, so it adds
/// nothing — not even the start of a lit run — and a short one counts like any other.
@Suite struct BurnInIntervalTests {
    static func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Half a second at 50 % of 100 nits is 50 nit × 0.5 s = 25 nit-seconds.
    @Test func aShortIntervalCounts() {
        var b = BurnInTracker(tilesX: 1, tilesY: 1)
        b.record(tileLuminance: [0.5], nits: 100, from: Self.t(0), to: Self.t(0.5))
        #expect(b.exposure == [25] && b.peakExposure == 25)
    }

    /// An empty lit interval at 0 s does not start the run: lit from 100 s to 650 s is a 550 s run,
    /// under the 600 s limit — the same as without the empty interval. (Counted from 0 s it would
    /// be 650 s and flagged at 600 s.)
    @Test func anEmptyIntervalStartsNoRun() {
        var with = BurnInTracker(tilesX: 1, tilesY: 1), without = with
        with.record(tileLuminance: [1], nits: 100, from: Self.t(0), to: Self.t(0))
        for var b in [with, without] {
            b.record(tileLuminance: [1], nits: 100, from: Self.t(100), to: Self.t(650))
            #expect(b.flagged.isEmpty && b.exposure == [55_000])
        }
    }

    /// A map with no tiles has no peak exposure: 0.
    @Test func noTilesNoPeak() {
        #expect(BurnInTracker(tilesX: 0, tilesY: 0).peakExposure == 0)
    }
}
