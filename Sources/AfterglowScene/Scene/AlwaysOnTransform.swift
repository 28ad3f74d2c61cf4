import AfterglowDisplay
import AfterglowPower

/// Turns any scene's display list into its Always On variant, as a pure rewrite of the list driven
/// by the one `AlwaysOnContentPolicy` (Power/; its numbers are not repeated here).
///
/// Rules, from HIG Always On (seeds/000) and Notifications (seeds/004), each a field of the policy:
/// - "Keep important content legible": essential items × `policy.essential` (reduced luminance,
///   still legible).
/// - "Dim nonessential content… increase dimming on secondary text, images, and color fills":
///   secondary items × `policy.secondary`; images fade to `policy.imageOpacity`. Controls are
///   secondary, so they take an unavailable look instead of vanishing ("prefer transitioning an
///   interactive component to an unavailable appearance — don't just remove it").
/// - "Remove row backgrounds": decoration fills (notification and activity platters, widget
///   discs) fade out and are dropped when fully in Always On (`policy.removesRowBackgrounds`);
///   other decoration × `policy.decoration`.
/// - "If you display rich images or large areas of color, consider removing the images and using
///   dimmed colors": the wallpaper (items whose id starts with `wallpaper`, and the list's
///   background) × `policy.wallpaperFactor` — dimmed, or black when `alwaysOnWallpaper` is off.
/// - "Hide sensitive information" / "redact personal information": sensitive items are redacted.
/// `level` 0…1 blends the dimming transition; redaction switches at the midpoint so no half-shown
/// private text appears.
public enum AlwaysOnTransform {
    public static func apply(_ list: DisplayList, level: Double, policy: AlwaysOnContentPolicy = .standard) -> DisplayList {
        let a = max(0, min(1, level))
        guard a > 0 else { return list }
        var out = list
        let wall = 1 + (policy.wallpaperFactor - 1) * a
        out.background = list.background.scaled(wall)
        out.items = list.items.compactMap { item in transform(item, a, policy, wallpaper: wall) }
        return out
    }

    static func transform(_ item: DisplayItem, _ a: Double, _ policy: AlwaysOnContentPolicy, wallpaper: Double) -> DisplayItem? {
        if item.id.hasPrefix("wallpaper") { return item.mappingColors { $0.scaled(wallpaper) } }
        if item.role == .decoration, policy.removesRowBackgrounds, isFill(item.command) {
            if a >= 1 { return nil }
            return item.mappingColors { $0.withAlpha($0.a * (1 - a)) }
        }
        if item.role == .essential, case .image = item.command {
            return item.mappingColors { $0.withAlpha($0.a * (1 - (1 - policy.imageOpacity) * a)) }
        }
        switch policy.treatment(for: item.role, progress: a) {
        case .dim(let f):
            return item.mappingColors { $0.scaled(f) }
        case .hide:
            return nil
        case .redact:
            // Redacted content keeps the essential luminance: a placeholder, legible as one.
            guard case .dim(let f) = policy.treatment(for: .essential, progress: a) else { return item.redacted() }
            return item.redacted().mappingColors { $0.scaled(f) }
        }
    }

    /// Large areas of colour: what "remove row backgrounds" removes.
    static func isFill(_ command: DisplayCommand) -> Bool {
        switch command {
        case .roundedRect, .ellipse, .linearGradient, .image: true
        default: false
        }
    }
}
