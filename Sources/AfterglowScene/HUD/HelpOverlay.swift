import AfterglowDisplay
import AfterglowGeometry

/// The key list the window shows on `?`/F1 in the HUD column (so it never hides the screen).
public enum HelpOverlay {
    /// `bindings`: (key label, what it does), in display order.
    public static func displayList(_ bindings: [(key: String, action: String)], heightPt: Double, scale: Double) -> DisplayList {
        var items: [DisplayItem] = []
        let w = HUDLayout.widthPt
        items.append(DisplayItem(id: "help.title", bounds: Rect(x: 12, y: 12, width: w - 24, height: 22),
                                 command: .text("Keys  (? closes)", TextStyle(sizePt: 14, weight: .bold, color: HUDLayout.value))))
        for (i, b) in bindings.enumerated() {
            let y = 42 + Double(i) * 19
            items.append(DisplayItem(id: "help.key.\(i)", bounds: Rect(x: 12, y: y, width: 64, height: 18),
                                     command: .text(b.key, TextStyle(sizePt: 11, weight: .semibold, color: Color(r: 0.45, g: 0.8, b: 1)))))
            items.append(DisplayItem(id: "help.action.\(i)", bounds: Rect(x: 80, y: y, width: w - 92, height: 18),
                                     command: .text(b.action, TextStyle(sizePt: 11, color: HUDLayout.value))))
        }
        let needed = 42 + Double(bindings.count) * 19 + 12
        return DisplayList(size: Size(width: w, height: max(heightPt, needed)), scale: scale, background: HUDLayout.background, items: items)
    }
}
