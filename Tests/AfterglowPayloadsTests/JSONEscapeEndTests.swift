@testable import AfterglowPayloads
import Testing

/// Text cut off right after a string's `\` (a truncated APNs payload: the 4 KB limit cuts text
/// anywhere) is refused as an unterminated escape, never read past its end (issue 30: `i <=
/// bytes.count` there read one byte past the text and passed every test — the parser trapped on
/// an input nobody tried).
@Suite struct JSONEscapeEndTests {
    @Test(arguments: [#""\"#, #"{"a": "x\"#, #"["ok", "b\"#])
    func aBackslashAtTheEndIsAnUnterminatedEscape(text: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains("unterminated escape"), "\(text): \(error)")
        }
    }
}
