import AfterglowDisplay
import Foundation
import AfterglowGeometry

/// The dismiss button the system generates beside a Lock Screen Live Activity a person swiped
/// left on. HIG Live Activities (seeds/001): "The system automatically generates a matching dismiss
/// button based on the background and foreground colors of your Live Activity. Verify that the
/// generated color matches your design and adjust it if needed using
/// `activitySystemActionForegroundColor(_:)`." So: a disc in the activity's background colour with
/// an `xmark` in its foreground colour — the template's `systemActionForegroundColor` when set,
/// else generated: white or black, whichever contrasts more with the background.
/// Tapping it removes the activity from the Lock Screen (the scene logs `dismiss`).
public enum LockScreenDismissButton {
    /// The disc's diameter: 44 pt, iOS's minimum tappable area (seeds/003: "a minimum tappable area
    /// of 44pt x 44pt for all controls"); the seeds give no size for this button.
    public static let diameterPt = 44.0
    public static let gapPt = 10.0
    /// How far the platter moves aside to make room.
    public static let revealPt = diameterPt + gapPt
    /// The `ContentInteraction.kind` of a tap on it.
    public static let kind = "dismiss"

    /// The generated ink: the one of white and black with the higher WCAG contrast on `background`.
    public static func generatedForeground(on background: Color) -> Color {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        // An alpha below 1 shows the wallpaper through; treat the colour as if over black.
        let l = 0.2126 * lin(background.r * background.a) + 0.7152 * lin(background.g * background.a) + 0.0722 * lin(background.b * background.a)
        return (1.05) / (l + 0.05) >= (l + 0.05) / 0.05 ? .white : .black
    }

    static func items(_ a: any SceneActivity, beside platter: Rect, background: Color, foreground: Color?) -> [DisplayItem] {
        let d = diameterPt
        let disc = Rect(x: platter.maxX + gapPt, y: platter.midY - d / 2, width: d, height: d)
        let ink = foreground ?? generatedForeground(on: background)
        let id = "la.\(a.id).lockScreen.dismiss"
        let glyph = disc.insetBy(dx: d * 0.3, dy: d * 0.3)
        return [
            DisplayItem(id: id, bounds: disc, role: .secondary, command: .ellipse(disc, fill: background)),
            DisplayItem(id: id + ".xmark", bounds: glyph, role: .secondary, command: .symbol("xmark", color: ink)),
            DisplayItem(id: id + ".target", bounds: disc, role: .secondary, command: .tapTarget(ContentInteraction(
                activityID: a.id, kind: kind, action: nil, presentation: "lockScreen", deactivated: false))),
        ]
    }
}
