@testable import AfterglowKit
@testable import AfterglowPayloads
import AfterglowTestSupport
import Testing

/// The content-state limit at its edge (issue 30: `>` → `>=` in `PayloadParser` survived, the only
/// test being 117 bytes over). ActivityKit's documentation, as `PayloadParser` cites it: the
/// content state "can't exceed 4 KB" — 4096 bytes is allowed, 4097 is not. The sizes are counted
/// by hand, not by the parser's `compactByteCount`: `{"note":""}` is 11 bytes, so a note of n
/// characters (ASCII, nothing to escape) is a content state of 11 + n bytes.
@Suite struct ContentStateLimitTests {
    static func update(noteLength n: Int) -> String {
        #"{"aps":{"event":"update","timestamp":1,"content-state":{"note":"\#(String(repeating: "z", count: n))"}}}"#
    }

    /// `limit: nil`: an in-app update, so the 4096-byte payload limit does not hide this one.
    @Test func aContentStateOfExactly4096BytesIsAccepted() throws {
        let payload = try PayloadParser.parse(Self.update(noteLength: 4096 - 11), limit: nil)
        let push = try #require(payload.aps.liveActivity)
        #expect(push.contentState?.objectValue?["note"]?.stringValue?.count == 4085)
    }

    @Test func oneByteOverIsRefusedWithTheSizeAndTheLimit() {
        do {
            _ = try PayloadParser.parse(Self.update(noteLength: 4097 - 11), limit: nil)
            Issue.record("a 4097-byte content state was accepted")
        } catch {
            #expect(error.errors == [PayloadError(path: "aps.content-state", rule: .tooLarge(bytes: 4097, limit: 4096))])
        }
    }
}
