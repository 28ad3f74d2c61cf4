import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// What a tap on a Live Activity in the watch's Smart Stack shows when the app has no watchOS app:
/// "Without a watchOS app, tapping opens a full-screen view with a button to open your app on the
/// paired iPhone" (HIG Live Activities › watchOS, seeds/001). The activity's Smart Stack view at the
/// top of a black screen, the app's name, and an "Open on iPhone" button whose tap is an
/// `openOnIPhone` interaction (the app opens on the phone); a tap elsewhere closes the view.
extension SceneComposer {
    /// The `ContentInteraction.kind` of a tap on the button.
    public static let openOnIPhoneKind = "openOnIPhone"

    func watchOpenOnIPhone(_ state: SceneState, _ g: PresentationGeometry, _ a: any SceneActivity) -> DisplayList {
        let w = g.screen.width, h = g.screen.height
        var b = ItemBuilder("openOnIPhone")
        b.text("time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour), Rect(x: w - 100, y: 8, width: 86, height: 24),
               size: 17, weight: .semibold, color: .white, align: .trailing, tabular: true)
        if var f = g.frame(for: .smartStack) {
            f.frame.origin.y = 40
            b.fill("activity.background", f.frame, radius: f.cornerRadiusPt, a.lockScreenBackground(.dark) ?? Color(r: 1, g: 1, b: 1, a: 0.14))
            b.add("activity.clip", f.frame, role: .decoration, .pushClip(f.frame, cornerRadius: f.cornerRadiusPt))
            // Drawn, not tappable again: the view's only action is the button below.
            b.append(activityItems(a, f, .dark, state.now).filter { if case .tapTarget = $0.command { return false }; return true })
            b.add("activity.unclip", f.frame, role: .decoration, .popClip)
            b.text("app", a.appName, Rect(x: 10, y: f.frame.maxY + 8, width: w - 20, height: 20), size: 15, weight: .semibold,
                   color: Color(r: 1, g: 1, b: 1, a: 0.7), align: .center, role: .secondary)
        }
        // The button: full width, 44 pt tall (the minimum tappable area, seeds/003), at the bottom.
        let button = Rect(x: 10, y: h - 10 - 44, width: w - 20, height: 44)
        b.fill("button", button, radius: 22, Color(r: 1, g: 1, b: 1, a: 0.18), role: .essential)
        b.text("button.title", "Open on iPhone", button, size: 17, weight: .semibold, color: .white, align: .center)
        b.add("button.target", button, role: .secondary, .tapTarget(ContentInteraction(
            activityID: a.id, kind: Self.openOnIPhoneKind, action: a.openURL(for: .smartStack), presentation: "smartStack",
            deactivated: false, opens: .app)))
        return watchList(state, b.items)
    }
}
