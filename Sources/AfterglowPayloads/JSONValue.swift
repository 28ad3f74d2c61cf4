/// A JSON value that keeps object key order and unknown keys, so a payload can be kept whole
/// ("unknown keys are kept and ignored") and its parts measured in bytes.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var objectValue: JSONObject? { if case .object(let o) = self { return o }; return nil }
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

    /// The JSON type name used in error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Looks up a dotted path with optional indices: "order.items[0].name".
    public func value(atPath path: String) -> JSONValue? {
        var current: JSONValue? = self
        for component in JSONPath.components(path) {
            switch component {
            case .key(let k): current = current?.objectValue?[k]
            case .index(let i):
                guard let a = current?.arrayValue, i >= 0, i < a.count else { return nil }
                current = a[i]
            }
        }
        return current
    }

    /// Compact serialization (no spaces), the form whose length ActivityKit's 4 KB limit is checked on.
    public var compactJSON: String {
        var out = ""
        write(into: &out)
        return out
    }

    public var compactByteCount: Int { compactJSON.utf8.count }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() { if i > 0 { out += "," }; v.write(into: &out) }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, m) in o.members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(m.key, into: &out); out += ":"; m.value.write(into: &out)
            }
            out += "}"
        }
    }

    public static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else { out.unicodeScalars.append(u) }
            }
        }
        out += "\""
    }
}

/// A JSON object as an ordered list of members (order kept for faithful round trips).
public struct JSONObject: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) { self.key = key; self.value = value }
    }
    public var members: [Member]
    public init(_ members: [Member] = []) { self.members = members }
    public init(_ pairs: KeyValuePairs<String, JSONValue>) { members = pairs.map { Member(key: $0.key, value: $0.value) } }

    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue { members.append(Member(key: key, value: newValue)) }
        }
    }
    public var keys: [String] { members.map(\.key) }
}

/// Parses "a.b[2].c" into keys and indices.
enum JSONPath {
    enum Component: Equatable { case key(String), index(Int) }
    static func components(_ path: String) -> [Component] {
        var out: [Component] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = Substring(part)
            if let b = rest.firstIndex(of: "[") {
                if b > rest.startIndex { out.append(.key(String(rest[..<b]))) }
                rest = rest[b...]
                while rest.hasPrefix("["), let e = rest.firstIndex(of: "]") {
                    out.append(Int(rest[rest.index(after: rest.startIndex)..<e]).map(Component.index) ?? .key(String(rest[..<e])))
                    rest = rest[rest.index(after: e)...]
                }
            } else { out.append(.key(String(rest))) }
        }
        return out
    }
}
