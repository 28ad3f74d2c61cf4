import AfterglowDisplay

/// The system colours scenes draw with, per appearance (iOS semantic colours, approximated).
public struct SystemPalette: Sendable {
    public var label: Color
    public var secondaryLabel: Color
    /// Notification and default Live Activity platters on the Lock Screen (a frosted material).
    public var platter: Color
    public var platterLabel: Color
    public var platterSecondaryLabel: Color
    public var wallpaperTop: Color
    public var wallpaperBottom: Color
    /// Text and glyphs drawn straight on the wallpaper (clock, date, widgets).
    public var onWallpaper: Color

    public static func forAppearance(_ a: Appearance) -> SystemPalette {
        switch a {
        case .light:
            return SystemPalette(
                label: .black, secondaryLabel: Color(r: 0.24, g: 0.24, b: 0.26, a: 0.6),
                platter: Color(r: 0.96, g: 0.96, b: 0.97, a: 0.82), platterLabel: .black,
                platterSecondaryLabel: Color(r: 0.24, g: 0.24, b: 0.26, a: 0.7),
                wallpaperTop: Color(r: 0.29, g: 0.45, b: 0.91), wallpaperBottom: Color(r: 0.96, g: 0.64, b: 0.71),
                onWallpaper: .white)
        case .dark:
            return SystemPalette(
                label: .white, secondaryLabel: Color(r: 0.92, g: 0.92, b: 0.96, a: 0.6),
                platter: Color(r: 0.11, g: 0.11, b: 0.12, a: 0.78), platterLabel: .white,
                platterSecondaryLabel: Color(r: 0.92, g: 0.92, b: 0.96, a: 0.6),
                wallpaperTop: Color(r: 0.04, g: 0.06, b: 0.15), wallpaperBottom: Color(r: 0.23, g: 0.11, b: 0.29),
                onWallpaper: Color(r: 1, g: 1, b: 1, a: 0.92))
        }
    }

    public static let systemRed = Color(r: 1, g: 0.23, b: 0.19)
    public static let keyLineAlpha = 0.5
}
