import Foundation

/// Reads the old-style property list text of a `.strings` file: `"key" = "value";` entries,
/// `/* … */` and `//` comments, `\"`, `\\`, `\n`, `\t`, `\r` and `\Uxxxx` escapes, unquoted words as
/// keys or values, and `"key";` (the value is the key). Xcode writes these in UTF-8 or, in older
/// projects, UTF-16 with a byte-order mark. Errors give line and column.
enum StringsFileParser {
    static func parse(_ bytes: [UInt8], file: String) throws(StringsFileError) -> [String: String] {
        guard let text = decode(bytes) else { throw StringsFileError(file: file, message: "not UTF-8 or UTF-16 text") }
        var p = Cursor(scalars: Array(text.unicodeScalars), file: file)
        var table: [String: String] = [:]
        while true {
            try p.skipSpaceAndComments()
            guard !p.atEnd else { return table }
            let key = try p.word("a key")
            try p.skipSpaceAndComments()
            if p.peek == ";" { p.advance(); table[key] = key; continue }
            guard p.peek == "=" else { throw p.error("expected '=' after the key \"\(key)\"") }
            p.advance()
            try p.skipSpaceAndComments()
            let value = try p.word("a value for \"\(key)\"")
            try p.skipSpaceAndComments()
            guard p.peek == ";" else { throw p.error("expected ';' after the value of \"\(key)\"") }
            p.advance()
            table[key] = value
        }
    }

    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return String(bytes: bytes.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(bytes: bytes.dropFirst(2), encoding: .utf16BigEndian) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    struct Cursor {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0, line = 1, column = 1

        var atEnd: Bool { i >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[i] }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        func error(_ message: String) -> StringsFileError { StringsFileError(file: file, line: line, column: column, message: message) }

        mutating func skipSpaceAndComments() throws(StringsFileError) {
            while let c = peek {
                if c.properties.isWhitespace { advance(); continue }
                guard c == "/", i + 1 < scalars.count else { return }
                if scalars[i + 1] == "/" {
                    while let d = peek, d != "\n" { advance() }
                } else if scalars[i + 1] == "*" {
                    let start = error("unterminated /* comment")
                    advance(); advance()
                    while !(peek == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") {
                        guard !atEnd else { throw start }
                        advance()
                    }
                    advance(); advance()
                } else { return }
            }
        }

        /// A quoted string or an unquoted word.
        mutating func word(_ what: String) throws(StringsFileError) -> String {
            guard let c = peek else { throw error("unexpected end of file, expected \(what)") }
            if c == "\"" { return try quoted() }
            var out = String.UnicodeScalarView()
            while let d = peek, d.properties.isAlphabetic || d.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(d) {
                out.append(d); advance()
            }
            guard !out.isEmpty else { throw error("expected \(what) in double quotes, found '\(c)'") }
            return String(out)
        }

        mutating func quoted() throws(StringsFileError) -> String {
            let start = error("unterminated string")
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let c = peek else { throw start }
                advance()
                if c == "\"" { return String(out) }
                guard c == "\\" else { out.append(c); continue }
                guard let e = peek else { throw start }
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var v: UInt32 = 0
                    for _ in 0..<4 {
                        guard let h = peek, let d = h.properties.numericType != nil ? UInt32(String(h)) : hexLetter(h) else {
                            throw error("expected 4 hex digits after \\\(e)")
                        }
                        v = v * 16 + d; advance()
                    }
                    guard let u = Unicode.Scalar(v) else { throw error("\\\(e) escape is not a character") }
                    out.append(u)
                default: out.append(e)  // \" \\ and any other escaped character stand for themselves
                }
            }
        }

        func hexLetter(_ h: Unicode.Scalar) -> UInt32? {
            switch h {
            case "a"..."f": return h.value - 87
            case "A"..."F": return h.value - 55
            default: return nil
            }
        }
    }
}
