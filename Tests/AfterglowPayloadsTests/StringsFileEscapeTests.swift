@testable import AfterglowPayloads
import Testing

/// The `.strings` reader's escapes, encodings and errors, each worked by hand: the old-style
/// property list rules its doc comment lists (`\n \t \r \Uxxxx`, unquoted words, UTF-8 or UTF-16
/// with a byte-order mark), and every error naming its line and column (1-based, counted in
/// characters, a newline inside a quoted value starting a new line).
@Suite struct StringsFileEscapeTests {
    private func parse(_ text: String) throws(StringsFileError) -> [String: String] {
        try StringsFileParser.parse(Array(text.utf8), file: "L.strings")
    }

    /// Hex digits in either case, in `\U` and `\u`: 0x00C9 = É, 0x00e9 = é, 0x00Ff = ÿ, 0x00aB = «
    /// (a digit's value is its number, a letter's 10 + its place after a/A). Any 16 → 17 or
    /// letter offset slip lands on another character: 0xC9 read with a 17 base is 12 × 17 + 9 = 213 = Õ.
    @Test func hexEscapesInBothCases() throws {
        let t = try parse(#""k" = "\U00C9\u00e9\U00Ff\u00aB";"#)
        #expect(t == ["k": "\u{C9}\u{E9}\u{FF}\u{AB}"])
        #expect(try parse(#""k" = "\u0041\u2014";"#) == ["k": "A\u{2014}"])
    }

    @Test func tabAndCarriageReturnEscapes() throws {
        #expect(try parse(#""k" = "a\tb\rc\\d\qe";"#) == ["k": "a\tb\rc\\dqe"])
    }

    /// A lone surrogate is no character: `\uD800` is refused at the column after its four digits
    /// ("k" = "\uD800"; — the `"` opening the value is column 7, `\` 8, `u` 9, the digits 10–13).
    @Test func aSurrogateEscapeIsRefusedWhereItEnds() {
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 14, message: "\\u escape is not a character")) {
            try parse(#""k" = "\uD800";"#)
        }
        // `g` is no hex digit: refused where it stands, column 12.
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 12, message: "expected 4 hex digits after \\u")) {
            try parse(#""k" = "\u00g1";"#)
        }
    }

    /// Unquoted words take letters, digits and `_ . $ : / -`, and stop at anything else.
    @Test func unquotedWordsTakeTheirPunctuation() throws {
        #expect(try parse("a.b-c/d:e$f_1 = v2;") == ["a.b-c/d:e$f_1": "v2"])
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 5, message: "expected a value for \"a\" in double quotes, found '+'")) {
            try parse("a = +;")
        }
    }

    /// Lines count from 1 and restart the column after each newline, including one inside a value.
    @Test func errorsNameLineAndColumn() {
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 5, message: "expected '=' after the key \"a\"")) {
            try parse(#""a" "b";"#)
        }
        // Line 1: "a" = "x<newline>; line 2: y"; line 3: "b" + — the `+` is column 5 of line 3.
        #expect(throws: StringsFileError(file: "L.strings", line: 3, column: 5, message: "expected '=' after the key \"b\"")) {
            try parse("\"a\" = \"x\ny\";\n\"b\" + \"c\";")
        }
        // The text ends where the value should begin: after `"a" = ` (6 characters), column 7.
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 7, message: "unexpected end of file, expected a value for \"a\"")) {
            try parse(#""a" = "#)
        }
        // An unclosed comment is reported where it opened: `/*` at column 12.
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 12, message: "unterminated /* comment")) {
            try parse(#""a" = "b"; /* no end"#)
        }
        // A closing `*` with no `/` after it, at the very end, leaves the comment open.
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 1, message: "unterminated /* comment")) {
            try parse("/* x *")
        }
    }

    /// A `//` comment may end the file without a newline; a lone `/` is no comment but a word
    /// (`/` is one of an unquoted word's characters), so a `/` ending the file is a key with no
    /// `=` after it: `"a" = "b";` is 10 characters, the `/` column 11, the end column 12.
    @Test func slashesAtTheEnd() throws {
        #expect(try parse("\"a\" = \"b\"; // last") == ["a": "b"])
        #expect(try parse("/ = \"c\";") == ["/": "c"])
        #expect(throws: StringsFileError(file: "L.strings", line: 1, column: 12, message: "expected '=' after the key \"/\"")) {
            try parse(#""a" = "b";/"#)
        }
    }

    /// Byte-order marks: UTF-16 big endian (FE FF) and UTF-8 (EF BB BF) as well as little endian;
    /// bytes that are none of them are refused naming the file.
    @Test func byteOrderMarks() throws {
        var be: [UInt8] = [0xFE, 0xFF]
        for u in "\"k\" = \"é\";".utf16 { be += [UInt8(u >> 8), UInt8(u & 0xFF)] }
        #expect(try StringsFileParser.parse(be, file: "L.strings") == ["k": "é"])
        let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"v\";".utf8)
        #expect(try StringsFileParser.parse(utf8BOM, file: "L.strings") == ["k": "v"])
        #expect(throws: StringsFileError(file: "L.strings", message: "not UTF-8 or UTF-16 text")) {
            try StringsFileParser.parse([0x22, 0xC3, 0x22], file: "L.strings")
        }
    }

    /// A Live Activity alert's body is looked up like its title (PayloadLocalization), reported at
    /// its own path; a format ending in `%` keeps it (no specifier follows).
    @Test func liveActivityAlertBodyIsLocalized() throws {
        let la = try PayloadParser.parse(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"title":"T","body":{"loc-key":"B","loc-args":["9"]}}}}"#)
        let table = LocalizedStrings(table: ["B": "%@ min, 50%"], source: "L.strings")
        #expect(la.localizing(with: table).payload.aps.liveActivity?.alert?.body == .plain("9 min, 50%"))
        let (bare, warnings) = la.localizing(with: nil)
        #expect(bare.aps.liveActivity?.alert?.body == .plain("[B: 9]"))
        #expect(warnings.map(\.path) == ["aps.alert.body.loc-key"])
    }
}
