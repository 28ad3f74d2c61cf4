/// A sound an alert plays: its name ("default" or a file in the app bundle) and whether it is a
/// critical alert (which plays even when muted).
public struct AlertSound: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public var critical: Bool
    /// What played it: a notification's or activity's id.
    public var source: String
    /// The alert named no sound and plays the default one (a Live Activity alert: "by default play
    /// the notification sound", HIG Live Activities, seeds/001).
    public var defaulted: Bool
    /// The system's notification sound, as APNs names it (`"sound": "default"`).
    public static let defaultName = "default"
    public init(name: String, critical: Bool = false, source: String, defaulted: Bool = false) {
        self.name = name; self.critical = critical; self.source = source; self.defaulted = defaulted
    }
    enum CodingKeys: String, CodingKey { case name, critical, source, defaulted }
    /// Older logs have no `defaulted`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        critical = try c.decodeIfPresent(Bool.self, forKey: .critical) ?? false
        source = try c.decode(String.self, forKey: .source)
        defaulted = try c.decodeIfPresent(Bool.self, forKey: .defaulted) ?? false
    }
    public var description: String {
        "sound \"\(name)\"\(critical ? " (critical)" : "")\(defaulted ? " (the alert names none)" : "") for \(source)"
    }
}
