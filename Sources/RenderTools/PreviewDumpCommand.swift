import AfterglowTime
import AfterglowGeometry
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowContent
import AfterglowScene
import AfterglowRender
import ArgumentParser
import Foundation

/// Writes full-screen previews of every surface (sample notifications and widgets, the three
/// example activities) and a sheet of all symbols to a directory, for looking at.
struct PreviewDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview-dump", abstract: "Write full-screen PNG previews of every surface.")

    @Argument(help: "Directory for the PNGs (created if missing).")
    var directory: String

    func run() throws {
        let dir = directory
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let root = try repositoryRoot()
        let catalog = DeviceCatalog.load(directory: root + "/Devices")
        guard let phone = catalog.profile(named: "iphone-16-pro"), let watch = catalog.profile(named: "apple-watch-45mm") else {
            throw ValidationError("Devices/ lacks iphone-16-pro or apple-watch-45mm")
        }
        let measurer = PangoTextMeasurer()
        let now = Timestamp(seconds: 600)
        let wallClock = WallClock(unixSeconds: WallClockAnchor.examples.unixSeconds(now))
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
        let examples = ["food-delivery", "sports-score", "workout"]
        let acts: [any SceneActivity] = try examples.enumerated().map { i, name in
            let t = try TemplateParser.parse(contentsOf: "\(root)/Examples/activities/\(name)/template.json")
            var a = t.previewActivity(at: .zero, anchor: .examples)
            a.id = name
            a.relevanceScore = Double(examples.count - i)
            return TemplateSceneActivity(template: t, activity: a, measurer: measurer, now: now)
        }
        let c = SceneComposer()
        for (name, s) in [
            ("lock-light", SceneState(device: phone, activities: acts, notifications: notes, widgets: widgets, locked: true, now: now, wallClock: wallClock)),
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
            try PNGCodec.write(CairoRenderer().render(c.compose(s), region: nil), to: "\(dir)/\(name).png")
            print("\(dir)/\(name).png")
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
        try PNGCodec.write(CairoRenderer().render(DisplayList(size: Size(width: 970, height: Double((names.count + 15) / 16) * 76 + 20), scale: 2, items: items), region: nil), to: "\(dir)/symbols.png")
    }
}
