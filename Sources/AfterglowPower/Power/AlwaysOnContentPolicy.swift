import AfterglowDisplay

/// How Always On treats content — plain data, the one policy: `AlwaysOnTransform` (Scene/) reads it
/// for every scene (the composed scenes, the core's fallback scene, the lint's contrast check), and
/// the defaults live here and nowhere else.
///
/// HIG Always On (seeds/000): "Keep important content legible and dim nonessential content. You can
/// increase dimming on secondary text, images, and color fills … remove row backgrounds … if you
/// display rich images or large areas of color, consider removing the images and using dimmed
/// colors"; "Hide sensitive information … redact personal information"; "prefer transitioning an
/// interactive component to an unavailable appearance — don't just remove it". So: essential content
/// keeps its colours at a reduced luminance (78 % sRGB, what a screenshot shows; the panel's own
/// drive level is `panel.alwaysOnNits` at the ambient light, and the power fit includes both), secondary
/// content (and controls, which scenes mark secondary) is dimmed, other decoration dimmed more, row
/// backgrounds removed, images faded, the wallpaper dimmed or turned off, sensitive content redacted.
public enum RoleTreatment: Hashable, Sendable, Codable {
    /// Multiply the content's colour (in sRGB, towards black) by this factor.
    case dim(Double)
    /// Replace the content with a neutral placeholder (bars of the item's size).
    case redact
    /// Do not draw it.
    case hide
}

public struct AlwaysOnContentPolicy: Hashable, Sendable {
    public var essential: RoleTreatment
    public var secondary: RoleTreatment
    public var decoration: RoleTreatment
    public var sensitive: RoleTreatment
    /// "Remove row backgrounds": decoration fills (platters, widget discs, gradients) fade out and
    /// are dropped in Always On. Other decoration (strokes, text) takes `decoration`.
    public var removesRowBackgrounds: Bool
    /// Images (role essential) fade to this opacity ("consider removing the images").
    public var imageOpacity: Double
    /// The wallpaper stays visible, dimmed, in Always On (iOS 16.2+ Settings › Display & Brightness ›
    /// Always On Display › Show Wallpaper); false turns it to black.
    public var alwaysOnWallpaper: Bool
    /// sRGB factor of the wallpaper (items with ids `wallpaper*`, and the list's background) when
    /// `alwaysOnWallpaper` is on: a look (what a screenshot shows). Not fitted: the wallpaper's power
    /// is this dim × the Always On luminance, one degree of freedom, and the luminance is what the
    /// fit sets (docs/POWER.md › Always On fit, Tests/AfterglowRenderTests/AlwaysOnFitTests.swift).
    public var wallpaperDim: Double

    public init(essential: RoleTreatment = .dim(0.78), secondary: RoleTreatment = .dim(0.5),
                decoration: RoleTreatment = .dim(0.4), sensitive: RoleTreatment = .redact,
                removesRowBackgrounds: Bool = true, imageOpacity: Double = 0.25,
                alwaysOnWallpaper: Bool = true, wallpaperDim: Double = Self.defaultWallpaperDim) {
        self.essential = essential; self.secondary = secondary; self.decoration = decoration; self.sensitive = sensitive
        self.removesRowBackgrounds = removesRowBackgrounds; self.imageOpacity = imageOpacity
        self.alwaysOnWallpaper = alwaysOnWallpaper; self.wallpaperDim = wallpaperDim
    }

    /// 0.42 (sRGB; ≈ 15 % of the wallpaper's light), the value the earlier calibration chose; the
    /// Always On luminance fit on the iPhone 14 Pro Max was made with it.
    public static let defaultWallpaperDim = 0.42

    /// The default: essential 78 %, secondary 50 %, decoration 40 % (sRGB), row backgrounds removed,
    /// images 25 %, wallpaper shown at `defaultWallpaperDim`, sensitive redacted.
    public static let standard = AlwaysOnContentPolicy()

    /// The same policy with the wallpaper on or off in Always On.
    public func withAlwaysOnWallpaper(_ on: Bool) -> AlwaysOnContentPolicy {
        var p = self; p.alwaysOnWallpaper = on; return p
    }

    /// The wallpaper's sRGB factor at full Always On: `wallpaperDim`, or 0 (black) when turned off.
    public var wallpaperFactor: Double { alwaysOnWallpaper ? wallpaperDim : 0 }

    public func treatment(for role: ContentRole) -> RoleTreatment {
        switch role {
        case .essential: essential
        case .secondary: secondary
        case .decoration: decoration
        case .sensitive: sensitive
        }
    }

    /// Treatment at a point of the dim transition (0 = interactive, 1 = fully Always On): dim
    /// factors interpolate so content fades rather than jumps; redaction applies from the midpoint.
    public func treatment(for role: ContentRole, progress: Double) -> RoleTreatment {
        let p = min(1, max(0, progress))
        switch treatment(for: role) {
        case .dim(let f): return .dim(1 + (f - 1) * p)
        case .redact: return p >= 0.5 ? .redact : .dim(1)
        case .hide: return p >= 0.5 ? .hide : .dim(1 - 2 * p)
        }
    }
}
