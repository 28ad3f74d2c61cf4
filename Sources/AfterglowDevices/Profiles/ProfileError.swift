/// Why a device profile could not be used: names the file, the field and the rule.
public struct ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var field: String
    public var message: String

    public init(file: String, field: String, message: String) {
        self.file = file; self.field = field; self.message = message
    }

    public var description: String {
        field.isEmpty ? "\(file): \(message)" : "\(file): field '\(field)': \(message)"
    }
}
