import Testing
@testable import AfterglowPayloads

/// RFC 8259 § 2: "JSON-text = ws value ws", and a number is a value — so a number may be the
/// whole text, ending at its last byte. The parser looks past a number's digits for '.', 'e' or
/// 'E'; at the end of the text there is nothing to look at, and nothing may be read.
@Suite struct NumberAtEndOfTextTests {
    @Test(arguments: [("0", 0.0), ("12", 12), ("-7", -7), ("1.5", 1.5), ("2e3", 2000), ("2E-3", 0.002)])
    func aNumberMayEndTheText(_ text: String, _ value: Double) throws {
        #expect(try JSONParser.parse(text) == .number(value))
        #expect(try JSONParser.parse(text + " ") == .number(value))
    }
}
