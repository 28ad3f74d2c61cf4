import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// The refresh ladder against the steps its own citation gives (issue 30: a profile losing its
/// 80 Hz rung passed every test). The expectation is read from the `refresh.ladderHz` source text
/// — "LTPO steps reported in panel analyses (120/80/60/24/10 Hz)" — never from `ladderHz` itself,
/// so editing the numbers without the citation (or the reverse) fails here.
@Suite struct RefreshLadderSourceTests {
    /// The first "a/b/c Hz" (or "60 Hz", "60 fps") run of numbers in a source text.
    static func citedSteps(_ text: String) -> [Double]? {
        guard let m = text.firstMatch(of: /(\d+(?:\/\d+)*) (?:Hz|fps)/) else { return nil }
        return m.1.split(separator: "/").compactMap { Double($0) }
    }

    @Test func everyLadderIsTheOneItsSourceCites() {
        var checked = 0
        for p in shippedCatalog.profiles {
            // The ladder's own source, else the refresh section's (CarPlay: "60 fps … one step").
            guard let text = p.sources["refresh.ladderHz"] ?? p.sources["refresh"] else { Issue.record("\(p.id): refresh.ladderHz has no source"); continue }
            guard let cited = Self.citedSteps(text) else { Issue.record("\(p.id): no steps in '\(text)'"); continue }
            #expect(p.refresh.ladderHz == cited, "\(p.id): ladder \(p.refresh.ladderHz), its source cites \(cited)")
            // The top of the cited ladder is the panel's maximum rate.
            #expect(p.refresh.maxHz == cited.max(), "\(p.id): maxHz \(p.refresh.maxHz), its source cites \(cited)")
            checked += 1
        }
        #expect(checked >= 20, "only \(checked) profiles checked")
    }

    /// Why a lost rung matters: a static iPhone 15 Pro screen steps 120 → 80 → 60 … one rung per
    /// 0.5 s (RefreshPolicy). Without the 80 Hz rung it would sit at 60 Hz from 0.5 s on, and the
    /// power model would charge (80 − 60) × 1.404 mW/Hz = 28 mW too little for that half second.
    @Test func aStaticProMotionScreenHoldsEachCitedRungInTurn() throws {
        let p = device("iphone-15-pro")
        let cited = try #require(Self.citedSteps(p.sources["refresh.ladderHz"] ?? ""))
        #expect(cited == [120, 80, 60, 24, 10])
        let policy = RefreshPolicy(refresh: p.refresh)
        for (rung, hz) in cited.enumerated() {
            // The middle of each 0.5 s hold.
            let now = Timestamp.zero + .milliseconds(250 + 500 * rung)
            #expect(policy.hz(state: .interactive, lastMotion: .zero, now: now) == hz, "rung \(rung)")
        }
    }
}
