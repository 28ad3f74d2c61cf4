import AfterglowTime

/// A reference into the activity's data: `$state.etaMinutes` (content-state) or
/// `$attributes.restaurant` (static attributes), with an optional format after a pipe:
/// `$state.eta|relative`.
public struct FieldBinding: Hashable, Sendable, CustomStringConvertible {
    public enum Root: String, Hashable, Sendable { case state, attributes }
    public var root: Root
    /// Path inside the root: "etaMinutes", "score.home", "players[0].name".
    public var path: String
    public var format: ValueFormat

    public init(root: Root, path: String, format: ValueFormat = .automatic) {
        self.root = root; self.path = path; self.format = format
    }

    public var description: String { "$\(root.rawValue).\(path)" + (format == .automatic ? "" : "|\(format.rawValue)") }
    /// "state.etaMinutes": how `sensitiveFields` name a field.
    public var fieldName: String { "\(root.rawValue).\(path)" }

    /// Parses "$state.x|format"; nil when the text is not a binding.
    public static func parse(_ text: Substring) -> FieldBinding? {
        guard text.hasPrefix("$") else { return nil }
        var body = text.dropFirst()
        var format = ValueFormat.automatic
        if let bar = body.firstIndex(of: "|") {
            guard let f = ValueFormat(rawValue: String(body[body.index(after: bar)...]).trimmingSpaces) else { return nil }
            format = f
            body = body[..<bar]
        }
        let parts = body.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let root = Root(rawValue: String(parts[0])), !parts[1].isEmpty,
              parts[1].allSatisfy({ $0.isLetter || $0.isNumber || "_-.[]".contains($0) }) else { return nil }
        return FieldBinding(root: root, path: String(parts[1]), format: format)
    }
}

/// How a bound value becomes text.
public enum ValueFormat: String, Hashable, Sendable, CaseIterable {
    /// Strings as they are, integers without decimals, other numbers with up to 2 decimals.
    case automatic
    /// A number with grouping separators and no decimals: 1,234.
    case number
    /// 0.42 → "42%".
    case percent
    /// Seconds → "1 h 5 min", "12 min", "45 s".
    case duration
    /// Minutes → "12 min".
    case minutes
    /// A date → "in 12 min", "5 min ago", "now".
    case relative
    /// A date → "10:42" (24-hour, UTC).
    case time
}

/// Literal text and bindings interleaved: "ETA {$state.etaMinutes} min" or a lone "$state.x".
public struct TextSource: Hashable, Sendable {
    public enum Segment: Hashable, Sendable { case literal(String), binding(FieldBinding) }
    public var segments: [Segment]

    public init(segments: [Segment]) { self.segments = segments }
    public static func literal(_ s: String) -> TextSource { TextSource(segments: [.literal(s)]) }

    public var bindings: [FieldBinding] { segments.compactMap { if case .binding(let b) = $0 { return b }; return nil } }

    /// Parses a template string. A string that is one binding is that binding; otherwise `{$…}`
    /// marks each binding. Returns the bad fragment on failure.
    public static func parse(_ text: String) -> Result<TextSource, TemplateParseError.Reason> {
        if text.hasPrefix("$"), !text.contains(" "), !text.contains("{") {
            guard let b = FieldBinding.parse(Substring(text)) else { return .failure(.badBinding(text)) }
            return .success(TextSource(segments: [.binding(b)]))
        }
        var segments: [Segment] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{$") {
            if open.lowerBound > rest.startIndex { segments.append(.literal(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return .failure(.badBinding(String(rest[open.lowerBound...]))) }
            let inner = rest[rest.index(after: open.lowerBound)..<close]
            guard let b = FieldBinding.parse(inner) else { return .failure(.badBinding(String(inner))) }
            segments.append(.binding(b))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(.literal(String(rest))) }
        return .success(TextSource(segments: segments))
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
