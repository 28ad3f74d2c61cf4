/// Names the usual hand-editing mistake behind a JSON syntax error — an empty file, a trailing
/// comma, a `//` or `/* */` comment, single quotes, an unquoted key — so the message says what
/// to fix rather than only what the parser expected. Real payloads do all of these (the expo
/// README's `//` comment, Home Assistant's trailing commas: Examples/payloads/real/MANIFEST.md).
enum JSONMistake {
    /// The mistake at `offset` (where the parser stopped), or nil when it is none of the known ones.
    static func describe(_ bytes: [UInt8], at offset: Int, bodyStart: Int) -> String? {
        if bytes[bodyStart...].allSatisfy({ whitespace.contains($0) }) {
            // The parser also reads templates, scenarios and catalogs: say what is missing, not what a payload is.
            return bytes.count == bodyStart ? "the file is empty: there is no JSON in it (0 bytes)"
                                            : "the file holds only whitespace: there is no JSON in it"
        }
        guard offset < bytes.count else { return nil }
        let b = bytes[offset]
        if b == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") {
            let kind = bytes[offset + 1] == UInt8(ascii: "/") ? "a // comment" : "a /* */ comment"
            return "\(kind): JSON has no comments (APNs and `simctl push` reject a payload with one); remove it"
        }
        if b == UInt8(ascii: "}") || b == UInt8(ascii: "]"), let comma = previousNonSpace(bytes, before: offset), bytes[comma] == UInt8(ascii: ",") {
            let (line, column) = position(bytes, comma)
            return "a trailing comma after the last \(b == UInt8(ascii: "}") ? "member of an object" : "element of an array"): JSON allows none; remove the ',' at line \(line), column \(column)"
        }
        if b == UInt8(ascii: "'") { return "a single quote: JSON strings and keys take double quotes (\")" }
        if let previous = previousNonSpace(bytes, before: offset), bytes[previous] == UInt8(ascii: "{") || bytes[previous] == UInt8(ascii: ","),
           isIdentifierStart(b), insideObject(bytes, before: offset) {
            return "a key without quotes: JSON keys are strings in double quotes (\"key\": …)"
        }
        if isIdentifierStart(b), let previous = previousNonSpace(bytes, before: offset), [UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: ",")].contains(bytes[previous]) {
            var end = offset
            while end < bytes.count, isIdentifierStart(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[offset..<min(end, offset + 40)], as: UTF8.self)
            // A misspelt literal ("tru") keeps the parser's "expected 'true'".
            if !["true", "false", "null"].contains(where: { $0.hasPrefix(word) || word.hasPrefix($0) }) {
                return "an unquoted word, \(word), where a value belongs (a placeholder left in?): a JSON value is a \"string\", a number, true, false or null"
            }
        }
        return nil
    }

    static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    static func previousNonSpace(_ bytes: [UInt8], before offset: Int) -> Int? {
        var j = offset - 1
        while j >= 0, whitespace.contains(bytes[j]) { j -= 1 }
        return j >= 0 ? j : nil
    }

    static func position(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for b in bytes[0..<offset] { if b == 0x0A { line += 1; column = 1 } else { column += 1 } }
        return (line, column)
    }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || b == UInt8(ascii: "_")
    }

    /// Whether the innermost open bracket before `offset` is `{` (strings skipped), so a bare word
    /// after `,` is a key and not an array element such as `[1, x]`.
    static func insideObject(_ bytes: [UInt8], before offset: Int) -> Bool {
        var stack: [UInt8] = [], inString = false, escaped = false
        for b in bytes[0..<offset] {
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): stack.append(b)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            default: break
            }
        }
        return stack.last == UInt8(ascii: "{")
    }
}
