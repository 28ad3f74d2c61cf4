/// A strict JSON parser (RFC 8259) over bytes that reports the byte offset, line and column of
/// every syntax error, rejects duplicate keys and bounds nesting depth, so hostile payloads
/// (the fuzz target feeds it anything) end in an error instead of a crash.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "byte \(offset) (line \(line), column \(column)): \(message)" }
}

public struct JSONParser {
    /// Deeper nesting is rejected; APNs payloads are shallow and recursion must stay bounded.
    public static let maxDepth = 64

    private let bytes: [UInt8]
    private var i = 0
    /// Where the JSON text starts (after a byte-order mark).
    private var bodyStart = 0

    public static func parse(_ data: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes: Array(data))
        // A UTF-8 byte-order mark is tolerated, as Xcode and editors sometimes write one.
        if p.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3; p.bodyStart = 3 }
        p.skipWhitespace()
        let v = try p.parseValue(depth: 0)
        p.skipWhitespace()
        if p.i < p.bytes.count { throw p.error("unexpected '\(p.printable(p.bytes[p.i]))' after the top-level value") }
        return v
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try parse(Array(text.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let o = min(offset ?? i, bytes.count)
        var line = 1, col = 1
        for b in bytes[0..<o] { if b == 0x0A { line += 1; col = 1 } else { col += 1 } }
        // A known hand-editing mistake is named instead of what the parser expected.
        return JSONSyntaxError(offset: o, line: line, column: col, message: JSONMistake.describe(bytes, at: o, bodyStart: bodyStart) ?? message)
    }

    private func printable(_ b: UInt8) -> String {
        (0x20..<0x7F).contains(b) ? String(UnicodeScalar(b)) : "\\x" + String(b, radix: 16)
    }

    private mutating func skipWhitespace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw error("unexpected end of input, expected a value") }
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected '\(printable(bytes[i]))', expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw error("invalid literal, expected '\(word)'") }
        i += w.count
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var object = JSONObject()
        var seen = Set<String>()
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error(i < bytes.count ? "expected a string key" : "unexpected end of input in an object") }
            let keyOffset = i
            let key = try parseString()
            if !seen.insert(key).inserted { throw error("duplicate key \"\(key)\"", at: keyOffset) }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            i += 1
            skipWhitespace()
            object.members.append(.init(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        guard i < bytes.count else { throw error("unexpected end of input in a number") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else if digits(&self) == 0 { throw error("invalid number") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if digits(&self) == 0 { throw error("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits(&self) == 0 { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw error("number \(text) is out of range", at: start) }
        return v
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = i
        i += 1
        var scalars = String.UnicodeScalarView()
        var runStart = i
        func flush(_ p: JSONParser, _ from: Int, _ to: Int, into s: inout String.UnicodeScalarView) throws(JSONSyntaxError) {
            guard from < to else { return }
            guard let chunk = String(validating: p.bytes[from..<to], as: UTF8.self) else {
                throw p.error("invalid UTF-8 in a string", at: from)
            }
            s.append(contentsOf: chunk.unicodeScalars)
        }
        while true {
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                try flush(self, runStart, i, into: &scalars)
                i += 1
                return String(scalars)
            }
            if b < 0x20 { throw error("control character 0x\(String(b, radix: 16)) in a string must be escaped") }
            if b != UInt8(ascii: "\\") { i += 1; continue }
            try flush(self, runStart, i, into: &scalars)
            i += 1
            guard i < bytes.count else { throw error("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired high surrogate \\u\(String(code, radix: 16))")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate \\u\(String(low, radix: 16))") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error("unpaired low surrogate \\u\(String(code, radix: 16))")
                }
                guard let u = Unicode.Scalar(code) else { throw error("invalid code point") }
                scalars.append(u)
            default: throw error("invalid escape '\\\(printable(e))'", at: i - 2)
            }
            runStart = i
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}
