extension JSONValue {
    /// Indented serialization for files people read and edit (templates written by
    /// `afterglow import -o`): two spaces per level; objects and arrays that hold only scalars and
    /// fit in `lineWidth` characters stay on one line.
    public func prettyJSON(lineWidth: Int = 100) -> String {
        var out = ""
        writePretty(into: &out, indent: 0, lineWidth: lineWidth)
        return out
    }

    /// Scalars and empty containers, which print on one line.
    private var isScalar: Bool {
        switch self {
        case .array(let a): return a.isEmpty
        case .object(let o): return o.members.isEmpty
        default: return true
        }
    }

    private func writePretty(into out: inout String, indent: Int, lineWidth: Int) {
        let compact = compactJSON
        let flat: Bool
        switch self {
        case .array(let a): flat = a.allSatisfy(\.isScalar)
        case .object(let o): flat = o.members.allSatisfy(\.value.isScalar)
        default: flat = true
        }
        if flat && indent * 2 + compact.count <= lineWidth {
            // One line, with a space after each separator for reading.
            switch self {
            case .array(let a): out += "[" + a.map(\.compactJSON).joined(separator: ", ") + "]"
            case .object(let o):
                out += o.members.isEmpty ? "{}" : "{ " + o.members.map { JSONValue.string($0.key).compactJSON + ": " + $0.value.compactJSON }.joined(separator: ", ") + " }"
            default: out += compact
            }
            return
        }
        let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
        switch self {
        case .array(let a):
            out += "[\n"
            for (i, v) in a.enumerated() {
                out += pad
                v.writePretty(into: &out, indent: indent + 1, lineWidth: lineWidth)
                out += i < a.count - 1 ? ",\n" : "\n"
            }
            out += close + "]"
        case .object(let o):
            out += "{\n"
            for (i, m) in o.members.enumerated() {
                out += pad + JSONValue.string(m.key).compactJSON + ": "
                m.value.writePretty(into: &out, indent: indent + 1, lineWidth: lineWidth)
                out += i < o.members.count - 1 ? ",\n" : "\n"
            }
            out += close + "}"
        default: out += compact
        }
    }
}
