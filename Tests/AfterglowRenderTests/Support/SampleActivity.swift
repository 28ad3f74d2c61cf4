import AfterglowKit

/// A hand-built Live Activity for scene tests that must not depend on the template engine:
/// a symbol and a value in each presentation, laid out inside whatever frame it is given.
struct SampleActivity: SceneActivity {
    var id = "sample"
    var relevanceScore = 0.0
    var showsInDynamicIsland = true
    var appName = "Sample"
    var tint = Color(r: 0.2, g: 0.85, b: 0.4)
    var symbol = "bag.fill"
    var value = "12 min"
    var background: Color? = nil
    var height = 100.0
    var sensitiveValue = false

    func lockScreenBackground(_ appearance: Appearance) -> Color? { background }
    func preferredHeight(in frame: PresentationFrame) -> Double? { height }

    func items(in frame: PresentationFrame, appearance: Appearance, now: Timestamp) -> [DisplayItem] {
        let f = frame.frame
        let fg: Color = frame.presentation == .lockScreen && appearance == .light && background == nil ? .black : .white
        let valueRole: ContentRole = sensitiveValue ? .sensitive : .essential
        switch frame.presentation {
        case .compactLeading, .minimalAttached, .minimalDetached:
            let s = min(f.width, f.height) - 12
            let r = Rect(x: f.midX - s / 2, y: f.midY - s / 2, width: s, height: s)
            return [DisplayItem(id: "symbol", bounds: r, command: .symbol(symbol, color: tint))]
        case .compactTrailing:
            return [DisplayItem(id: "value", bounds: f.insetBy(dx: 4, dy: 6), role: valueRole,
                                command: .text(value, TextStyle(sizePt: 15, weight: .semibold, color: tint, alignment: .trailing, monospacedDigits: true)))]
        default:
            let m = max(frame.marginPt, 14)
            let icon = Rect(x: f.minX + m, y: f.minY + m, width: 36, height: 36)
            return [
                DisplayItem(id: "symbol", bounds: icon, command: .symbol(symbol, color: tint)),
                DisplayItem(id: "title", bounds: Rect(x: icon.maxX + 10, y: f.minY + m, width: f.width - 2 * m - 46, height: 22),
                            role: .secondary, command: .text(appName, TextStyle(sizePt: 15, weight: .semibold, color: fg))),
                DisplayItem(id: "value", bounds: Rect(x: icon.maxX + 10, y: f.minY + m + 22, width: f.width - 2 * m - 46, height: 30),
                            role: valueRole, command: .text(value, TextStyle(sizePt: 24, weight: .bold, color: tint, monospacedDigits: true))),
            ]
        }
    }
}
