import Foundation

/// How lint models the Always On look to check contrast: the system dims the whole Lock Screen
/// (reduced luminance), dims secondary content further and removes row backgrounds (seeds/000
/// "Keep important content legible and dim nonessential content"). The seeds give no figures;
/// these are Afterglow's assumptions, kept in one place so the renderer can use the same.
public struct LintAlwaysOnModel: Hashable, Sendable {
    /// Relative luminance multiplier for all content in Always On.
    public var luminanceScale = 0.5
    /// Further multiplier for secondary content.
    public var secondaryScale = 0.5
    /// Minimum WCAG contrast for text (seeds/003: "a minimum contrast ratio of 4.5:1").
    public var minimumContrast = 4.5

    public init() {}

    /// WCAG 2 contrast ratio of two relative luminances.
    public static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// `fg` over `bg` (straight alpha composited in sRGB, as the renderer does).
    public static func composite(_ fg: Color, over bg: Color) -> Color {
        Color(r: fg.r * fg.a + bg.r * (1 - fg.a), g: fg.g * fg.a + bg.g * (1 - fg.a), b: fg.b * fg.a + bg.b * (1 - fg.a))
    }

    /// Contrast of text `fg` on `bg` once Always On has dimmed both.
    public func alwaysOnContrast(text fg: Color, on bg: Color, role: ContentRole) -> Double {
        let opaqueBG = Self.composite(bg, over: .black)
        let shown = Self.composite(fg, over: opaqueBG)
        let scale = luminanceScale * (role == .secondary ? secondaryScale : 1)
        return Self.contrast(shown.relativeLuminance * scale, opaqueBG.relativeLuminance * luminanceScale)
    }
}
