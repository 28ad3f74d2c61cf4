import Foundation
@testable import AfterglowPayloads
import AfterglowKit
import Testing

/// The wall-clock anchor (Unix seconds ↔ the simulation clock) and `sequence.json` loading.
@Suite struct WallClockAndSequenceTests {
    /// 2025-11-21 10:00:00 UTC is 1 763 719 200 s after 1970 (20 413 days × 86 400 s + 10 h).
    @Test func theExamplesAnchor() {
        #expect(WallClockAnchor.examples.unixSecondsAtZero == 20_413 * 86_400 + 10 * 3_600)
        #expect(WallClockAnchor.examples.timestamp(unixSeconds: 1_763_719_260) == Timestamp(seconds: 60))
        #expect(WallClockAnchor.examples.unixSeconds(Timestamp(seconds: -30)) == 1_763_719_170)
    }

    /// Offsets are clamped to ±4 × 10⁹ s (126.75 years of 365.2425 days): at the limit a date
    /// is kept, past it clamped, on either side.
    @Test func offsetsAreClampedAtFourBillionSeconds() {
        let a = WallClockAnchor(unixSecondsAtZero: 1000)
        #expect(a.timestamp(unixSeconds: 1000 + 4e9) == Timestamp(seconds: 4e9))
        #expect(a.timestamp(unixSeconds: 1000 + 5e9) == Timestamp(seconds: 4e9))
        #expect(a.timestamp(unixSeconds: 1000 - 4e9) == Timestamp(seconds: -4e9))
        #expect(a.timestamp(unixSeconds: -1e300) == Timestamp(seconds: -4e9))
        #expect(a.timestamp(unixSeconds: 1000 + 3.5e9) == Timestamp(seconds: 3.5e9))
    }

    static func sequence(_ steps: String, anchor: String = #""anchorUnixSeconds": 1763719200"#) throws -> Result<PayloadSequence, PayloadRejection> {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-seq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"aps":{"alert":"one"}}"#.utf8).write(to: dir.appendingPathComponent("a.apns"))
        try Data(#"{"aps":{"alert":"two"}}"#.utf8).write(to: dir.appendingPathComponent("b.apns"))
        let path = dir.appendingPathComponent("sequence.json").path
        try Data("{\(anchor), \"steps\": [\(steps)]}".utf8).write(to: URL(fileURLWithPath: path))
        do { return .success(try PayloadSequence.load(contentsOf: path)) } catch { return .failure(error) }
    }

    /// Steps in arrival order, two at the same second allowed; payload paths beside the file.
    @Test func stepsLoadInArrivalOrder() throws {
        guard case .success(let s) = try Self.sequence(#"{"at": 0, "payload": "a.apns"}, {"at": 5, "payload": "b.apns"}, {"at": 5, "payload": "a.apns"}"#)
        else { Issue.record("refused"); return }
        #expect(s.anchor == .examples)
        #expect(s.steps.map(\.at) == [0, 5, 5] && s.steps.map(\.file) == ["a.apns", "b.apns", "a.apns"])
        #expect(s.steps[1].payload.aps.alert?.body?.resolved == "two")
    }

    /// A step earlier than the one before it is refused naming it and the least time allowed;
    /// every bad step is reported, not only the first.
    @Test func anEarlierStepAndABadStepAreBothReported() throws {
        guard case .failure(let e) = try Self.sequence(#"{"at": 5, "payload": "a.apns"}, {"at": 4.5, "payload": "b.apns"}, {"at": 6}"#)
        else { Issue.record("accepted"); return }
        #expect(e.errors.map(\.path) == ["steps[1].at", "steps[2]"])
        #expect(e.errors[0].description.hasSuffix("steps[1].at: 4.5 is out of range, allowed 5 or more (steps in arrival order)"), "\(e)")
        #expect(e.errors.allSatisfy { $0.file?.hasSuffix("sequence.json") == true })
    }

    @Test func theAnchorIsRequiredAndANumber() throws {
        guard case .failure(let missing) = try Self.sequence("", anchor: #""anchor": 1"#) else { Issue.record("accepted"); return }
        #expect(missing.errors.map(\.path) == ["anchorUnixSeconds"])
        guard case .failure(let text) = try Self.sequence("", anchor: #""anchorUnixSeconds": "now""#) else { Issue.record("accepted"); return }
        #expect(text.description.hasSuffix("anchorUnixSeconds: must be a number, found string"), "\(text)")
    }
}
