@testable import AfterglowPayloads
import Testing

/// An exponent may carry a sign: RFC 8259 › Numbers, `exp = e [ minus / plus ] 1*DIGIT` (from the
/// seed-173 sample's Payloads survivor, issue 30, session 16: a sign never read passed every test).
@Suite struct JSONExponentSignTests {
    @Test func exponentsWithASignAreNumbers() throws {
        let v = try JSONParser.parse("[1e+2, 2.5E-3, 4E2, -1e-0]")
        #expect(v == .array([.number(100), .number(0.0025), .number(400), .number(-1)]))
    }
}

/// From the seed-173 sample's other Payloads survivors (issue 30, session 16).
@Suite struct Seed173SurvivorPayloadsTests {
    func jsonError(_ text: String) -> JSONSyntaxError? { PayloadsMistakeTests().jsonError(text) }

    /// Columns count from 1 on the first line as on every other: "[1 2]" stops at byte 3, the
    /// fourth character of line 1.
    @Test func aFirstLineErrorNamesItsColumnFromOne() throws {
        let e = try #require(jsonError("[1 2]"))
        #expect(e.offset == 3 && e.line == 1 && e.column == 4, "\(e)")
    }

    /// A word after a comma is a key without quotes only inside an object; the strings before it
    /// are skipped whole, escaped quotes included. `[{"a": 1}, b]`: the object has closed, so `b`
    /// is a value that lacks its quotes, not a key — which a string that never ended, or ended at
    /// its first letter, would make it. `[{"a\"": 1}, b]` the same with an escaped quote in the key.
    @Test func aWordAfterAClosedObjectIsAValueNotAKey() {
        for text in ["[{\"a\": 1}, b]", "[{\"a\\\"\": 1}, b]"] {
            let m = jsonError(text)?.message ?? ""
            #expect(m.hasPrefix("an unquoted word, b, where a value belongs"), "\(text): \(m)")
        }
    }

    /// And the other way: brackets inside a string are text, so in `{"k": "a[[", b: 1}` the word
    /// after the comma is still in the object — a key without quotes — however many `[` the string
    /// holds (a scanner that ended the string at its first letter would count them).
    @Test func bracketsInsideAStringDoNotOpenAnything() {
        let m = jsonError("{\"k\": \"a[[\", b: 1}")?.message ?? ""
        #expect(m.hasPrefix("a key without quotes"), "\(m)")
    }
}
