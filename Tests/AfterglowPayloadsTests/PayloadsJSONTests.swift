@testable import AfterglowKit
@testable import AfterglowPayloads
import AfterglowTestSupport
import Testing

@Suite("Payloads: JSON parser")
struct PayloadsJSONTests {
    @Test("values, escapes and surrogate pairs")
    func values() throws {
        let v = try JSONParser.parse(#" {"a":[1,-2.5e3,true,false,null],"s":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"} "#)
        #expect(v.value(atPath: "a[1]") == .number(-2500))
        #expect(v.value(atPath: "a[4]") == .null)
        #expect(v.value(atPath: "s") == .string("\"\\/\u{08}\u{0C}\n\r\té😀"))
        #expect(v.compactJSON == #"{"a":[1,-2500,true,false,null],"s":"\"\\/\u0008\u000c\n\r\té😀"}"#)
    }

    @Test("syntax errors name the byte offset, line and column", arguments: [
        ("{\"a\":1,}", 7), ("[1 2]", 3), ("\"abc", 0), ("{\"a\" 1}", 5), ("01", 1), ("-", 1), ("1.", 2), ("1e", 2),
        ("\"\\x\"", 1), ("\"\\ud800\"", 7), ("tru", 0), ("\"a\u{01}\"", 2), ("{\"a\":1}x", 7), ("[", 1),
    ])
    func errors(input: String, offset: Int) {
        do { _ = try JSONParser.parse(input); Issue.record("accepted \(input)") } catch {
            #expect(error.offset == offset, "\(input): \(error)")
        }
    }

    @Test("invalid UTF-8 and deep nesting are rejected, not crashed on")
    func hostile() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let line2 = try? JSONParser.parse("{\n  \"a\": ]")
        #expect(line2 == nil)
        do { _ = try JSONParser.parse("{\n  \"a\": ]") } catch { #expect(error.line == 2 && error.column == 8) }
    }
}
