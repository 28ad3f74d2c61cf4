import Testing
@testable import AfterglowPayloads

/// RFC 8259 § 7: "\u" is followed by four hexadecimal digits, "HEXDIG" — upper or lower case
/// alike (RFC 5234's HEXDIG is case-insensitive). "\u00C9" and "\u00c9" are both É (U+00C9),
/// "\u00E9" é; "\uABCD" and "\uabcd" the same code point; each digit A–F is 10–15.
@Suite struct UnicodeEscapeCaseTests {
    func string(_ json: String) throws -> String? {
        if case .string(let s) = try JSONParser.parse(json) { return s }
        return nil
    }

    @Test func upperAndLowerCaseHexDigitsAreTheSame() throws {
        #expect(try string(#""\u00C9\u00c9\u00E9""#) == "ÉÉé")
        #expect(try string(#""\uABCD""#) == "\u{ABCD}")
        #expect(try string(#""\uabcd""#) == "\u{ABCD}")
        #expect(try string(#""\u00AF\u00BF\u00CF\u00DF\u00EF\u00FF""#) == "\u{AF}\u{BF}\u{CF}\u{DF}\u{EF}\u{FF}")
    }
}
