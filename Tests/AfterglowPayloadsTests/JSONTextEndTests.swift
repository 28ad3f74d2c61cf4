@testable import AfterglowPayloads
import Testing

/// A payload cut off in the middle of an escape is refused with the reason, never read past its
/// end (a truncated APNs payload is a real input: the 4 KB limit cuts text anywhere).
@Suite struct JSONTextEndTests {
    /// A high surrogate needs a `\uDC00…\uDFFF` after it (RFC 8259 § 7): text ending right after
    /// `\ud800` (7 bytes), or after the `\` of the expected pair (8 bytes), has no low half.
    @Test(arguments: [#""\ud800"#, #""\ud800\"#])
    func aHighSurrogateAtTheEndIsUnpaired(text: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains("unpaired high surrogate"), "\(text): \(error)")
        }
    }
}
