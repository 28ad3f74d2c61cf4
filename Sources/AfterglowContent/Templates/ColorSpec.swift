import AfterglowDisplay
import AfterglowPayloads

/// A colour in a template: fixed, one per appearance, or a semantic name the surface resolves.
public enum ColorSpec: Hashable, Sendable {
    case fixed(Color)
    case adaptive(light: Color, dark: Color)
    /// "label", "secondaryLabel", "tint", "track".
    case semantic(SemanticColor)

    public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
        case label, secondaryLabel, tint, track
    }

    /// Parses "#RRGGBB[AA]", a semantic name, or {"light": …, "dark": …}.
    static func parse(_ v: JSONValue) -> ColorSpec? {
        switch v {
        case .string(let s):
            if let sem = SemanticColor(rawValue: s) { return .semantic(sem) }
            if let named = namedColors[s] { return .fixed(named) }
            return Color(hex: s).map(ColorSpec.fixed)
        case .object(let o):
            guard let l = o["light"]?.stringValue.flatMap({ Color(hex: $0) ?? namedColors[$0] }),
                  let d = o["dark"]?.stringValue.flatMap({ Color(hex: $0) ?? namedColors[$0] }) else { return nil }
            return .adaptive(light: l, dark: d)
        default: return nil
        }
    }

    public static let namedColors: [String: Color] = [
        "white": .white, "black": .black, "clear": .clear,
        // iOS system colours (dark-appearance values, the ones the black island shows).
        "red": Color(hex: "#FF453A")!, "orange": Color(hex: "#FF9F0A")!, "yellow": Color(hex: "#FFD60A")!,
        "green": Color(hex: "#30D158")!, "mint": Color(hex: "#63E6E2")!, "teal": Color(hex: "#40C8E0")!,
        "cyan": Color(hex: "#64D2FF")!, "blue": Color(hex: "#0A84FF")!, "indigo": Color(hex: "#5E5CE6")!,
        "purple": Color(hex: "#BF5AF2")!, "pink": Color(hex: "#FF375F")!, "gray": Color(hex: "#8E8E93")!,
    ]
}

/// What a colour is drawn on, which decides what `label` and friends mean.
public enum ColorSurface: Hashable, Sendable {
    /// The Dynamic Island, the watch and StandBy: always a black background (seeds/001,
    /// "Live Activities in the Dynamic Island use a black opaque background").
    case black
    /// The Lock Screen platter, light or dark with the appearance.
    case platter(Appearance)

    public var isDark: Bool { if case .platter(.light) = self { return false }; return true }
}

struct ColorResolver {
    var surface: ColorSurface
    var tint: Color

    func resolve(_ spec: ColorSpec) -> Color {
        switch spec {
        case .fixed(let c): return c
        case .adaptive(let l, let d): return surface.isDark ? d : l
        case .semantic(let s):
            switch s {
            case .label: return surface.isDark ? .white : .black
            case .secondaryLabel: return surface.isDark ? Color.white.withAlpha(0.6) : Color.black.withAlpha(0.55)
            case .tint: return tint
            case .track: return surface.isDark ? Color.white.withAlpha(0.2) : Color.black.withAlpha(0.12)
            }
        }
    }
}
