/// Turns any scene's display list into its Always On variant, as a pure rewrite of the list.
///
/// Rules, from HIG Always On (seeds/000) and Notifications (seeds/004):
/// - "Keep important content legible": essential items keep their colour at reduced luminance
///   (× `essentialLuminance`).
/// - "Dim nonessential content… increase dimming on secondary text, images, and color fills":
///   secondary items × `secondaryLuminance` and their alpha halved.
/// - "Remove row backgrounds": decoration fills (notification and activity platters, widget
///   discs) fade out and are dropped when fully in Always On.
/// - "If you display rich images or large areas of color, consider removing the images and using
///   dimmed colors": the wallpaper (items whose id starts with `wallpaper`) dims to near black
///   (× `wallpaperLuminance`), images fade to `imageOpacity`.
/// - "Hide sensitive information" / "redact personal information": sensitive items are redacted.
/// `level` 0…1 blends the dimming transition; redaction switches at the midpoint so no half-shown
/// private text appears.
public enum AlwaysOnTransform {
    public static let essentialLuminance = 0.78
    public static let secondaryLuminance = 0.45
    public static let wallpaperLuminance = 0.06
    public static let imageOpacity = 0.25

    public static func apply(_ list: DisplayList, level: Double) -> DisplayList {
        let a = max(0, min(1, level))
        guard a > 0 else { return list }
        var out = list
        out.background = list.background.scaled(1 - (1 - wallpaperLuminance) * a)
        out.items = list.items.compactMap { item in transform(item, a) }
        return out
    }

    static func transform(_ item: DisplayItem, _ a: Double) -> DisplayItem? {
        if item.id.hasPrefix("wallpaper") {
            return item.mappingColors { $0.scaled(1 - (1 - wallpaperLuminance) * a) }
        }
        switch item.role {
        case .sensitive:
            let shown = a >= 0.5 ? item.redacted() : item
            return shown.mappingColors { $0.scaled(1 - (1 - essentialLuminance) * a) }
        case .essential:
            if case .image = item.command { return item.mappingColors { $0.withAlpha($0.a * (1 - (1 - imageOpacity) * a)) } }
            return item.mappingColors { $0.scaled(1 - (1 - essentialLuminance) * a) }
        case .secondary:
            return item.mappingColors { c in
                c.scaled(1 - (1 - secondaryLuminance) * a).withAlpha(c.a * (1 - 0.5 * a))
            }
        case .decoration:
            switch item.command {
            case .roundedRect, .ellipse, .linearGradient, .image:
                if a >= 1 { return nil }
                return item.mappingColors { $0.withAlpha($0.a * (1 - a)) }
            default:
                return item.mappingColors { $0.scaled(1 - (1 - secondaryLuminance) * a) }
            }
        }
    }
}
