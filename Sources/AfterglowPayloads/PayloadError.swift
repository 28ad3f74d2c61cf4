import Foundation

/// Why a payload was rejected: the key path (e.g. `aps.content-state`) and the rule it breaks.
public struct PayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Rule: Hashable, Sendable {
        case invalidJSON(JSONSyntaxError)
        case tooLarge(bytes: Int, limit: Int)
        case missingKey
        case wrongType(expected: String, found: String)
        case outOfRange(value: Double, allowed: String)
        case notAnInteger(Double)
        case notAllowed(value: String, allowed: [String])
        /// The key is required for this Live Activity event (`start` needs `attributes`, …).
        case requiredForEvent(String)
        /// The file itself: missing, a directory, or unreadable (the reason).
        case unreadable(String)
    }

    public var path: String
    public var rule: Rule
    public var file: String?
    /// What the sender most likely meant, appended to the message ("found an \"aps\" object at …").
    public var hint: String?

    public init(path: String, rule: Rule, file: String? = nil, hint: String? = nil) {
        self.path = path; self.rule = rule; self.file = file; self.hint = hint
    }

    public var description: String { ruleDescription + (hint.map { "; \($0)" } ?? "") }

    private var ruleDescription: String {
        let prefix = (file.map { "\($0): " } ?? "") + (path.isEmpty ? "payload" : path)
        switch rule {
        case .invalidJSON(let e): return "\(prefix): not valid JSON at \(e)"
        case .tooLarge(let b, let l): return "\(prefix): \(b) bytes, the limit is \(l)"
        case .missingKey: return "\(prefix): required key is missing"
        case .wrongType(let e, let f): return "\(prefix): must be \(e), found \(f)"
        case .outOfRange(let v, let a): return "\(prefix): \(JSONValue.format(v)) is out of range, allowed \(a)"
        case .notAnInteger(let v): return "\(prefix): \(v) must be a whole number"
        case .notAllowed(let v, let a): return "\(prefix): \"\(v)\" is not one of \(a.joined(separator: ", "))"
        case .requiredForEvent(let e): return "\(prefix): required for the \"\(e)\" event"
        case .unreadable(let reason): return "\(file ?? "payload"): \(reason)"
        }
    }
}

extension PayloadError {
    /// Reads a payload or sequence file, or says why it cannot: missing, a directory, unreadable.
    static func readFile(_ path: String) throws(PayloadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PayloadError(path: "", rule: .unreadable("no such file"), file: path)
        }
        if isDirectory.boolValue {
            throw PayloadError(path: "", rule: .unreadable("is a directory, not a payload file (`afterglow payload DIR` checks every payload inside one)"), file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PayloadError(path: "", rule: .unreadable("cannot be read (permissions?)"), file: path)
        }
        return Array(data)
    }
}

/// Every reason a payload was rejected (the parser reports them all, not just the first).
public struct PayloadRejection: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [PayloadError]
    public init(errors: [PayloadError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
