import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Writes full-screen previews of every surface to $AFTERGLOW_PREVIEW_DIR, for looking at.
@Suite struct PreviewDump {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["AFTERGLOW_PREVIEW_DIR"] != nil))
    func dumpSurfaces() throws {
        let dir = ProcessInfo.processInfo.environment["AFTERGLOW_PREVIEW_DIR"]!
        let phone = TestDevices.named("iphone-16-pro"), watch = TestDevices.named("apple-watch-45mm")
        let notes = [
            SceneNotification(id: "m1", appName: "Messages", iconSymbol: "message.fill", iconColor: Color(r: 0.2, g: 0.78, b: 0.35),
                              title: "Ana Lima", body: "Running 10 minutes late, order me the soup please!", threadID: "ana", badge: 3, actions: ["Reply"]),
            SceneNotification(id: "m2", appName: "Messages", iconSymbol: "message.fill", iconColor: Color(r: 0.2, g: 0.78, b: 0.35),
                              title: "Ana Lima", body: "Here now", threadID: "ana"),
            SceneNotification(id: "b1", appName: "Bank", iconSymbol: "lock.fill", iconColor: Color(r: 0.1, g: 0.3, b: 0.7),
                              title: "Payment received", body: "$1,250.00 from ACME Corp", timeText: "5m ago", sensitiveFields: [.body]),
        ]
        let widgets = [LockScreenWidget(id: "ring", symbol: "flame.fill", value: "72", progress: 0.7),
                       LockScreenWidget(id: "cal", family: .rectangular, symbol: "clock", value: "Design review", label: "11:30 AM"),
                       LockScreenWidget(id: "bat", symbol: "bolt.fill", value: "80", progress: 0.8)]
        let acts: [any SceneActivity] = try ExampleActivities.all()
        let c = SceneComposer()
        for (name, s) in [
            ("lock-light", SceneState(device: phone, activities: acts, notifications: notes, widgets: widgets, locked: true, now: ExampleActivities.now, wallClock: ExampleActivities.wallClock)),
            ("lock-dark", SceneState(device: phone, islandPresentation: .compact, activities: acts, notifications: notes, widgets: widgets, appearance: .dark)),
            ("lock-ao", SceneState(device: phone, activities: acts, notifications: notes, widgets: widgets, appearance: .dark, alwaysOn: 1)),
            ("home-compact", SceneState(device: phone, surface: .homeScreen, islandPresentation: .compact, activities: acts, notifications: notes, banner: notes[0], locked: false)),
            ("home-minimal-dark", SceneState(device: phone, surface: .homeScreen, islandPresentation: .minimal, activities: acts, notifications: notes, appearance: .dark, locked: false)),
            ("home-expanded", SceneState(device: phone, surface: .homeScreen, islandPresentation: .expanded, activities: acts, locked: false)),
            ("home-expanded-sports", SceneState(device: phone, surface: .homeScreen, islandPresentation: .expanded, activities: [acts[1]], appearance: .dark, locked: false)),
            ("home-expanded-workout", SceneState(device: phone, surface: .homeScreen, islandPresentation: .expanded, activities: [acts[2]], locked: false)),
            ("home-compact-sports", SceneState(device: phone, surface: .homeScreen, islandPresentation: .compact, activities: [acts[1]], appearance: .dark, locked: false)),
            ("standby-workout", SceneState(device: phone, surface: .standBy, activities: [acts[2]])),
            ("center", SceneState(device: phone, surface: .notificationCenter, notifications: notes, locked: false)),
            ("standby", SceneState(device: phone, surface: .standBy, activities: acts)),
            ("standby-night", SceneState(device: phone, surface: .standBy, nightMode: true)),
            ("watch-face", SceneState(device: watch, surface: .watchFace, activities: acts)),
            ("watch-stack", SceneState(device: watch, surface: .smartStack, activities: acts)),
            ("watch-stack-sports", SceneState(device: watch, surface: .smartStack, activities: [acts[1]])),
            ("watch-stack-workout", SceneState(device: watch, surface: .smartStack, activities: [acts[2]])),
            ("watch-short", SceneState(device: watch, surface: .shortLook, notifications: notes)),
            ("watch-long", SceneState(device: watch, surface: .longLook, notifications: notes)),
        ] {
            try PNGCodec.write(SceneRender.render(c.compose(s)), to: "\(dir)/\(name).png")
        }
            // Every symbol on a sheet.
        var items: [DisplayItem] = []
        let names = SymbolMap.bundled.glyphs.keys.sorted()
        for (i, name) in names.enumerated() {
            let r = Rect(x: Double(i % 16) * 60 + 10, y: Double(i / 16) * 76 + 10, width: 40, height: 40)
            items.append(DisplayItem(id: name, bounds: r, command: .symbol(name, color: .white)))
            items.append(DisplayItem(id: name + ".label", bounds: Rect(x: r.minX - 10, y: r.maxY + 4, width: 60, height: 14),
                                     command: .text(name, TextStyle(sizePt: 8, color: .white, alignment: .center))))
        }
        try PNGCodec.write(SceneRender.render(DisplayList(size: Size(width: 970, height: Double((names.count + 15) / 16) * 76 + 20), scale: 2, items: items)), to: "\(dir)/symbols.png")
    }
}
