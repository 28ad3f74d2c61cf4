import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// What a click on a Live Activity in the Mac's menu bar launches: "Clicking the Live Activity
/// launches iPhone Mirroring to display your app" (HIG Live Activities › macOS, seeds/001). The
/// window is the paired iPhone's screen in a phone-shaped window on the desktop. There is no iPhone
/// app to mirror, so its screen says which app opened and at which URL (the activity's
/// `widgetURL`, as a tap on the phone would open it) instead of drawing an app we do not have.
public struct IPhoneMirroring: Hashable, Sendable {
    public var activityID: String
    /// The URL the app opens at (nil: the app's main screen).
    public var url: String?
    public init(activityID: String, url: String?) { self.activityID = activityID; self.url = url }
}

extension SceneComposer {
    /// The mirrored iPhone's size in points (the 393×852 pt iPhone the Mac's "iOS dimensions" use,
    /// `PresentationGeometry`'s Mac row) and its corner radius; the window is scaled to fit below
    /// the menu bar with 24 pt to spare.
    static let mirroredPhone = Size(width: 393, height: 852)
    static let mirroredPhoneCornerPt = 55.0

    func iPhoneMirroringWindow(_ state: SceneState, _ g: PresentationGeometry, _ a: any SceneActivity, _ m: IPhoneMirroring,
                               barHeight: Double) -> [DisplayItem] {
        let screen = g.screen
        let k = min(1, (screen.height - barHeight - 48) / Self.mirroredPhone.height)
        let size = Size(width: Self.mirroredPhone.width * k, height: Self.mirroredPhone.height * k)
        let window = Rect(x: (screen.width - size.width) / 2, y: barHeight + 24, width: size.width, height: size.height)
        let dark = state.appearance == .dark
        var b = ItemBuilder("mirroring")
        // The phone's frame: a black border around its screen, as the window draws it.
        b.fill("window", window, radius: Self.mirroredPhoneCornerPt * k + 4, .black, role: .essential)
        let inner = window.insetBy(dx: 4, dy: 4)
        b.fill("screen", inner, radius: Self.mirroredPhoneCornerPt * k, dark ? Color(r: 0.07, g: 0.07, b: 0.08) : .white, role: .essential)
        let ink: Color = dark ? .white : .black
        b.text("time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
               Rect(x: inner.minX + 28 * k, y: inner.minY + 14 * k, width: 80 * k, height: 22 * k),
               size: 17 * k, weight: .semibold, color: ink, tabular: true)
        let mid = inner.midY
        b.text("app", a.appName, Rect(x: inner.minX + 16, y: mid - 40 * k, width: inner.width - 32, height: 34 * k),
               size: 28 * k, weight: .bold, color: ink, align: .center)
        b.text("url", m.url.map { "opened at \($0)" } ?? "opened", Rect(x: inner.minX + 16, y: mid + 2 * k, width: inner.width - 32, height: 40 * k),
               size: 15 * k, color: ink.withAlpha(0.6), align: .center, lines: 2, role: .secondary)
        b.text("caption", "iPhone Mirroring", Rect(x: window.minX, y: window.maxY + 2, width: window.width, height: 18),
               size: 12, weight: .medium, color: Color(r: 1, g: 1, b: 1, a: 0.8), align: .center, role: .secondary)
        return b.items
    }
}
