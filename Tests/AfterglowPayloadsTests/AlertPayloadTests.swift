@testable import AfterglowPayloads
import Testing

/// A notification built by title and body is the payload the parser reads from the same JSON.
@Suite struct AlertPayloadTests {
    @Test func aBuiltAlertIsWhatTheParserReads() throws {
        let built = APNsPayload.alert(title: "Lunch?", body: "At noon")
        let parsed = try PayloadParser.parse(#"{"aps":{"alert":{"title":"Lunch?","body":"At noon"}}}"#)
        #expect(built == parsed)
        #expect(built.aps.alert?.title?.resolved == "Lunch?" && built.aps.alert?.body?.resolved == "At noon")
    }
}
