@testable import AfterglowPayloads
import Testing

/// The limits behind `APNsPayload.warnings`, each on both sides.
@Suite struct PayloadWarningBoundaryTests {
    static func update(_ dates: String) throws -> [PayloadWarning] {
        try PayloadParser.parse(#"{"aps":{"event":"update","content-state":{},\#(dates)}}"#).warnings
    }

    /// 10^11 s after 1970 is 10^11 / (365.2425 × 86 400) = 3168.8 years, the year 5138: a date
    /// above it is taken for milliseconds, one at it is not.
    @Test func theMillisecondsThresholdIsStrict() throws {
        #expect(PayloadWarning.millisecondsThreshold == 100_000_000_000)
        #expect(try Self.update(#""timestamp":100000000000"#).isEmpty)
        let w = try Self.update(#""timestamp":100000000001"#)
        #expect(w.map(\.path) == ["aps.timestamp"])
        // The suggested seconds: 100 000 000 001 ms / 1000, rounded down, is 100 000 000 s.
        #expect(w.first?.message.hasPrefix("100000000001 looks like milliseconds; APNs expects seconds since 1970 (100000000?)") == true, "\(w)")
    }

    /// One Live Activity key without `event` is named in the singular, and a payload with an
    /// alert is not said to have none.
    @Test func oneOrphanKeyIsSingularAndAnAlertIsNoted() throws {
        let one = try PayloadParser.parse(#"{"aps":{"timestamp":1763719200}}"#).warnings
        #expect(one.first?.message.hasPrefix(#"Live Activity key "timestamp" without "event": this is not a Live Activity push, so it is ignored and it is read as a notification with no alert;"#) == true, "\(one)")
        let withAlert = try PayloadParser.parse(#"{"aps":{"alert":"Hi","stale-date":1763719200,"attributes":{}}}"#).warnings
        #expect(withAlert.first?.message.hasPrefix(#"Live Activity keys "stale-date", "attributes" without "event": this is not a Live Activity push, so they are ignored and it is read as a notification;"#) == true, "\(withAlert)")
        #expect(withAlert.count == 1)
    }

    /// docs/CONTENT.md's near-miss rule: the same letters ignoring case, `-`, `_` and spaces, or at
    /// most 2 edits — 1 when either word has 4 letters or fewer.
    @Test func nearMissEditLimits() {
        #expect(KeyNearMiss.suggestion(for: "titxx", among: ["title"]) == "title")   // 5 letters, 2 edits
        #expect(KeyNearMiss.suggestion(for: "tixxx", among: ["title"]) == nil)       // 3 edits
        #expect(KeyNearMiss.suggestion(for: "boxy", among: ["body"]) == "body")      // 4 letters, 1 edit
        #expect(KeyNearMiss.suggestion(for: "boxx", among: ["body"]) == nil)         // 4 letters, 2 edits
        #expect(KeyNearMiss.suggestion(for: "titlexx", among: ["body", "title"]) == "title")  // the 5-letter word allows 2
        #expect(KeyNearMiss.suggestion(for: "Thread ID", among: ["thread-id"]) == "thread-id")
        #expect(KeyNearMiss.suggestion(for: "thread-id", among: ["thread-id"]) == nil)
        #expect(KeyNearMiss.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(KeyNearMiss.distance([], Array("abc")) == 3 && KeyNearMiss.distance(Array("abc"), []) == 3)
    }
}
