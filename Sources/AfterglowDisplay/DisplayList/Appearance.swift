/// The system appearance a scene is drawn in (HIG Live Activities › Lock Screen presentation,
/// seeds/001: a Live Activity uses a light background in light appearance and a dark one in dark).
public enum Appearance: String, Codable, Sendable, CaseIterable {
    case light, dark
}
