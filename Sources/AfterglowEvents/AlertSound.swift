/// A sound an alert plays: its name ("default" or a file in the app bundle) and whether it is a
/// critical alert (which plays even when muted).
public struct AlertSound: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public var critical: Bool
    /// What played it: a notification's or activity's id.
    public var source: String
    public init(name: String, critical: Bool = false, source: String) { self.name = name; self.critical = critical; self.source = source }
    public var description: String { "sound \"\(name)\"\(critical ? " (critical)" : "") for \(source)" }
}
