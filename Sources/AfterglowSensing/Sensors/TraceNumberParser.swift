import Foundation

/// Parses the numbers of a trace row straight from bytes.
///
/// Decimal numbers whose digits fit in 2^53 with a power of ten up to 10^22 are computed exactly
/// (Clinger's fast path: one correctly rounded multiplication or division of two exact doubles),
/// which covers recorded data (a few significant digits) entirely. Anything else — 17-digit
/// shortest forms, long exponents, nan, inf — goes to the C library's strtod, so every value
/// reads back bit-identical to what `TraceCSV.write` printed.
enum TraceNumberParser {
    private static let exactPowers: [Double] = (0...22).map { pow(10, Double($0)) }

    /// A signed decimal integer; advances `p` past it.
    static func integer(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ end: Int) -> Int64? {
        var i = p, negative = false
        if i < end, b[i] == 0x2D || b[i] == 0x2B { negative = b[i] == 0x2D; i += 1 }
        let digitsStart = i
        var v: Int64 = 0
        while i < end, b[i] &- 0x30 < 10 {
            let (m, o1) = v.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int64(b[i] &- 0x30))
            if o1 || o2 { return nil }
            v = a; i += 1
        }
        guard i > digitsStart else { return nil }
        p = i
        return negative ? -v : v
    }

    /// A decimal floating-point number (or nan / inf); advances `p` past it.
    static func double(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ end: Int) -> Double? {
        var i = p, negative = false
        if i < end, b[i] == 0x2D || b[i] == 0x2B { negative = b[i] == 0x2D; i += 1 }
        var mantissa: UInt64 = 0, digits = 0, exponent = 0, sawDigit = false
        while i < end, b[i] &- 0x30 < 10 {
            sawDigit = true
            if mantissa == 0 && b[i] == 0x30 { i += 1; continue }     // leading zeros
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b[i] &- 0x30); digits += 1 } else { exponent += 1; digits += 1 }
            i += 1
        }
        if i < end, b[i] == 0x2E {
            i += 1
            while i < end, b[i] &- 0x30 < 10 {
                sawDigit = true
                if mantissa == 0 && b[i] == 0x30 { exponent -= 1; i += 1; continue }
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b[i] &- 0x30); digits += 1; exponent -= 1 } else { digits += 1 }
                i += 1
            }
        }
        guard sawDigit else { return slow(b, &p, end) }                 // nan, inf, garbage
        if i < end, b[i] | 0x20 == 0x65 {                                // e / E
            var j = i + 1, eNeg = false, e = 0, eDigits = 0
            if j < end, b[j] == 0x2D || b[j] == 0x2B { eNeg = b[j] == 0x2D; j += 1 }
            while j < end, b[j] &- 0x30 < 10 { if e < 100_000 { e = e * 10 + Int(b[j] &- 0x30) }; j += 1; eDigits += 1 }
            guard eDigits > 0 else { return nil }
            exponent += eNeg ? -e : e
            i = j
        }
        if digits > 19 || mantissa > (1 << 53) || exponent < -22 || exponent > 22 { return slow(b, &p, end) }
        p = i
        var d = Double(mantissa)
        if exponent < 0 { d /= exactPowers[-exponent] } else if exponent > 0 { d *= exactPowers[exponent] }
        return negative ? -d : d
    }

    /// strtod on a NUL-terminated copy of the field (it must end exactly at the field's end).
    private static func slow(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ end: Int) -> Double? {
        var fieldEnd = p
        while fieldEnd < end, b[fieldEnd] != 0x2C { fieldEnd += 1 }
        let n = fieldEnd - p
        guard n > 0, n < 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buf -> Double? in
            for k in 0..<n { buf[k] = CChar(bitPattern: b[p + k]) }
            buf[n] = 0
            var stop: UnsafeMutablePointer<CChar>?
            let d = strtod(buf.baseAddress!, &stop)
            guard let stop, buf.baseAddress!.distance(to: stop) == n else { return nil }
            p = fieldEnd
            return d
        }
    }
}
