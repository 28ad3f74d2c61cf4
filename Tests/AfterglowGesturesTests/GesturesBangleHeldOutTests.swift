import Foundation
import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing

/// Where the held-out recordings that are not committed live once converted (out/ is git-ignored).
enum HeldOutWear {
    static let out = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../out/real").standardized.path
    static let bangleDir = out + "/bangle-step-count"
    static let pydometerFile = out + "/pydometer/pydometer-geneactiv.csv"
    static var banglePresent: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: bangleDir)) ?? []).contains { $0.hasSuffix(".csv") }
    }
    static var pydometerPresent: Bool { FileManager.default.fileExists(atPath: pydometerFile) }
}

/// Issue 26's goals on held-out worn-watch days nobody on the team recorded or tuned on: 36
/// Bangle.js recordings (16.7 h at 12.5 Hz — desk work, a day of lunch break and desk, housework,
/// a train, driving, walks) from github.com/gfwilliams/step-count, converted into
/// out/real/bangle-step-count by scripts/real-data/fetch-bangle-step-count.sh. Upstream states no
/// licence and fetched material is not committed, so a fresh clone lacks them: the suite is then
/// skipped, saying how to get them (docs/SENSORS.md › Bangle.js worn days). The committed
/// material's tests (GesturesWornMaterialTests, GesturesWornTests) still fail if the behaviour breaks.
@Suite(.enabled(if: HeldOutWear.banglePresent,
                "out/real/bangle-step-count is absent (not committed: upstream states no licence) — run scripts/real-data/fetch-bangle-step-count.sh [OUTDIR] [SRC] to convert it"))
struct GesturesBangleHeldOutTests {
    static func traces() throws -> [IMUTrace] {
        let dir = HeldOutWear.bangleDir
        return try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".csv") }.sorted().map { f in
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + f))
            return try data.withUnsafeBytes { try TraceCSV.read(bytes: $0.bindMemory(to: UInt8.self), file: f).trace }
        }
    }

    @Test func aWornWatchNeverLocksAtADeskThroughTheDayOnATrainOrDriving() throws {
        // Goal: ≤ 1 face-up (or any lock) per hour of desk work and of daily life. Every recording
        // is of a worn watch (the wearer's own words in the upstream commits: "3 hrs sat at desk",
        // "2hr housework log", "train journey"), so every face-up or face-down is a false lock.
        // The hours are the recordings' own spans (the converter's table: desk work 0.95 + 1.07 h,
        // daily life 3.17 + 0.95 h) — the set the manifest describes, not a subset.
        let traces = try Self.traces()
        #expect(traces.count == 36)
        let r = GestureEvaluation.evaluate(traces, kind: .watch)
        let hours = Dictionary(uniqueKeysWithValues: r.falseTriggers.map { ($0.activity, $0.hours) })
        #expect(abs((hours["desk-work"] ?? 0) - 2.02) < 0.01 && abs((hours["daily-life"] ?? 0) - 4.13) < 0.01, "\(hours)")
        for n in r.falseTriggers {
            let locks = (n.triggers[.faceUp] ?? 0) + (n.triggers[.faceDown] ?? 0)
            #expect(Double(locks) <= n.hours, "\(n.activity): \(locks) locks in \(n.hours) h")
        }
    }

    @Test func walkingRaisesStayUnderFivePerHourAndHeldLooksScoreAlikeOnEverySetting() throws {
        // Goals: ≤ 5 false raises per hour of walking on each wrist and crown setting, and raises on
        // held looks within 5 points across the four. Each walk is rewore from its own setting
        // (the converter reads it off the hanging arm and the resting roll) into each of the four.
        let walks = try Self.traces().filter { $0.metadata("activity") == "walking" }
        #expect(walks.count == 21)   // 6 of Hugh B.'s walks and 3 of his 150-step ones, 12 of other wearers
        var raisedShare: [Double] = []
        for w in GesturesWornTests.settings {
            let set = walks.map { $0.rewore(from: $0.wearing ?? .standard, to: w) }
            let r = GestureEvaluation.evaluate(set, kind: .watch, wearing: w, raiseHolds: true)
            let walking = try #require(r.falseTriggers.first { $0.activity == "walking" })
            let notHeld = walking.triggers[.wristRaise] ?? 0
            #expect(walking.hours > 6 && Double(notHeld) / walking.hours <= 5, "\(w): \(notHeld) in \(walking.hours) h")
            #expect(r.probableGlances > 20, "\(w): \(r.probableGlances) held visits")
            raisedShare.append(Double(r.probableGlancesRaised) / Double(max(r.probableGlances, 1)) * 100)
        }
        #expect((raisedShare.max() ?? 0) - (raisedShare.min() ?? 0) <= 5, "\(raisedShare)")
    }
}

/// A GENEActiv on a right wrist (its header), 0.93 h at 100 Hz, shipped in the PyPI package
/// `pydometer` 2019.2.8 (licence not stated, so not committed): `scripts/real-data/fetch-pypi.sh`
/// downloads it with pip into out/real/pydometer. Held out; what the wearer did is not stated.
@Suite(.enabled(if: HeldOutWear.pydometerPresent,
                "out/real/pydometer is absent (PyPI pydometer states no licence; not committed) — run scripts/real-data/fetch-pypi.sh"))
struct GesturesPydometerHeldOutTests {
    @Test func theRightWristNeverLocksAtTheRecordedRateOrAtTwelveAndAHalfHertz() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: HeldOutWear.pydometerFile))
        let trace = try data.withUnsafeBytes { try TraceCSV.read(bytes: $0.bindMemory(to: UInt8.self), file: "pydometer-geneactiv.csv").trace }
        // 336,300 samples at 100 Hz = 3363 s (the converter's count: 1121 pages of 300).
        #expect(trace.samples.count == 336_300 && trace.metadata("wrist") == "right")
        for t in [trace, trace.resampled(toHz: 12.5)] {
            let r = GestureEvaluation.evaluate([t], kind: .watch)
            let locks = r.falseTriggers.reduce(0) { $0 + ($1.triggers[.faceUp] ?? 0) + ($1.triggers[.faceDown] ?? 0) }
            #expect(locks == 0, "\(t.metadata("rate_hz") ?? "?") Hz: \(r.falseTriggers)")
        }
    }
}
