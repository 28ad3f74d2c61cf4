/// A compiler-style message about imported source: `file:line:column: warning: …`.
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable { case warning, error }
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// The construct, as written (`.blur(radius: 3)`, `Map(…)`), for unsupported ones.
    public var construct: String?
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity = .warning, construct: String? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.severity = severity
        self.construct = construct; self.message = message
    }

    /// `file:line:column: severity: message`; a problem with the file itself (missing,
    /// unreadable) has no position and reads `file: severity: message`.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(severity.rawValue): \(message)" : "\(file): \(severity.rawValue): \(message)"
    }
}

/// Where a syntax node starts, resolved once per file.
public struct SourcePosition: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
}
