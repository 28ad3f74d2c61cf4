import AfterglowScene
import AfterglowDisplay
import AfterglowGeometry
import AfterglowPower

/// Contrast of text once Always On has transformed the Lock Screen, using the renderer's own
/// `AlwaysOnTransform` with the one `AlwaysOnContentPolicy` (row backgrounds removed, the wallpaper
/// dimmed), so lint checks exactly what the emulator draws.
public struct AlwaysOnContrastCheck: Hashable, Sendable {
    /// Minimum WCAG contrast for text (seeds/003: "Strive for a minimum contrast ratio of 4.5:1").
    public var minimumContrast = 4.5
    /// What the text ends up over in Always On: the platter and any custom background are removed
    /// and the wallpaper is dimmed (the dark wallpaper × `policy.wallpaperDim` is within 12 % of
    /// black) or off, so black.
    public var background = Color.black
    /// The Always On policy the emulator applies.
    public var policy = AlwaysOnContentPolicy.standard

    public init() {}

    /// WCAG 2 contrast ratio of two relative luminances.
    public static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// `fg` over `bg` (straight alpha composited in sRGB, as the renderer does).
    public static func composite(_ fg: Color, over bg: Color) -> Color {
        Color(r: fg.r * fg.a + bg.r * (1 - fg.a), g: fg.g * fg.a + bg.g * (1 - fg.a), b: fg.b * fg.a + bg.b * (1 - fg.a))
    }

    /// Each essential text item of `items` (a Lock Screen activity) and its Always On contrast.
    public func contrasts(of items: [DisplayItem], size: Size) -> [(item: DisplayItem, text: String, contrast: Double)] {
        let aod = AlwaysOnTransform.apply(DisplayList(size: size, scale: 1, background: background, items: items), level: 1, policy: policy)
        return aod.items.compactMap { item in
            // Secondary content is meant to dim (seeds/000); sensitive content is redacted.
            guard item.role == .essential, case .text(let text, let style) = item.command else { return nil }
            let shown = Self.composite(style.color, over: background)
            return (item, text, Self.contrast(shown.relativeLuminance, background.relativeLuminance))
        }
    }
}

extension AlwaysOnContrastCheck {
    /// The essential content's Always On factor, in percent (for messages).
    public var essentialPercent: Double {
        if case .dim(let f) = policy.essential { return f * 100 }
        return 100
    }
}
