import AfterglowPayloads
import Foundation

/// Sample values from declared types, for activities whose sources carry no preview data:
/// strings from the field name, 3 for integers, 0.6 for fractions, dates 20 minutes ahead (as
/// Swift's `Date` encodes them, seconds since 2001), the first case of an enum, one element
/// for arrays, nested structs field by field.
struct ValueSynthesizer {
    let index: DeclarationIndex
    let referenceNow: Double

    func object(for t: DeclarationIndex.TypeInfo, depth: Int = 0) -> JSONValue {
        var o = JSONObject()
        for p in t.stored where p.environmentKey == nil {
            o[p.name] = p.type.map { value(forType: $0, name: p.name, depth: depth + 1) } ?? .string(title(p.name))
        }
        return .object(o)
    }

    func value(forType written: String, name: String, depth: Int = 0) -> JSONValue {
        var t = written.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()) }
        if t.hasPrefix("[") && t.hasSuffix("]") {
            let inner = String(t.dropFirst().dropLast())
            if inner.contains(":") { return .object(JSONObject()) }
            return .array([value(forType: inner, name: name, depth: depth + 1)])
        }
        if t.hasPrefix("ClosedRange<Date>") || t.hasPrefix("Range<Date>") { return .array([.number(referenceNow), .number(referenceNow + 1200)]) }
        switch t {
        case "String", "Substring", "LocalizedStringResource": return .string(title(name))
        case "Int", "Int32", "Int64", "UInt", "Int16", "UInt8": return .number(3)
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal": return .number(0.6)
        case "Bool": return .bool(false)
        case "Date": return .number(referenceNow + 1200)
        case "URL": return .string("https://example.com")
        case "UUID": return .string("00000000-0000-0000-0000-000000000000")
        case "Data": return .string("")
        default: break
        }
        guard depth < 5, let info = index.type(t) else { return .string(title(name)) }
        if info.isEnum {
            guard let c = info.enumCases.first else { return .string(title(name)) }
            return .string(index.encodedCase(c.name, in: info))
        }
        return object(for: info, depth: depth)
    }

    /// "driverName" → "Driver Name".
    func title(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase, !out.isEmpty { out.append(" ") }
            out.append(ch)
        }
        return out.prefix(1).uppercased() + out.dropFirst()
    }
}
