@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// `run --widget`'s re-import on save, on the session with a virtual clock: the content state is
/// kept, a broken file keeps the last good version with its first error, fixing it clears the error.
@Suite("run --widget: re-import on save")
struct WidgetReloadTests {
    func sources() throws -> (dir: String, file: String) {
        let dir = NSTemporaryDirectory() + "afterglow-reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = dir + "/ParcelLiveActivity.swift"
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Fixtures/ParcelLiveActivity.swift.txt", toPath: file)
        return (dir, file)
    }

    func edit(_ file: String, _ from: String, _ to: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(from), "the fixture lacks \(from)")
        try text.replacingOccurrences(of: from, with: to).write(toFile: file, atomically: true, encoding: .utf8)
    }

    func session() throws -> (EmulatorSession, ComposedScene, VirtualClock) {
        let (s, _, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        return (s, try #require(s.composedScene), clock)
    }

    /// Lets the emulator take the pushes queued so far, in its next frame (the run loop steps every frame).
    func deliver(_ session: EmulatorSession) {
        let clock = session.clock as! VirtualClock
        session.runLoop(clock, until: clock.now + .seconds(2))
    }

    /// The texts the running Parcel activity's Lock Screen view shows, with the scene's current template.
    func lockScreenTexts(_ scene: ComposedScene, _ profile: DeviceProfile) throws -> [String] {
        let act = try #require(scene.activities.lockScreen.first { $0.attributesType == "ParcelAttributes" })
        let t = try #require(scene.templates.first { $0.activityType == "ParcelAttributes" })
        let f = try #require(PresentationGeometry(device: profile).frame(for: .lockScreen))
        return ActivityLayout.items(template: t, activity: act, frame: f, appearance: .dark, now: .zero, measurer: ApproximateTextMeasurer())
            .items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
    }

    @Test func reimportKeepsTheContentStateAndFillsNewFields() throws {
        let (dir, file) = try sources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reloader = try WidgetReloader(paths: [dir], mode: .interpreted)
        #expect(reloader.firstEvent.status == "loaded" && reloader.firstEvent.error == nil)
        let (session, scene, clock) = try session()
        let started = session.showWidget(reloader.lastGood, event: reloader.firstEvent, reloadCount: 0)
        #expect(started == ["ParcelAttributes: started from its first preview content state"])
        deliver(session)
        #expect(try lockScreenTexts(scene, session.profile).contains("4 stops away"))

        // The app moves on: an update the rig pushed (not a preview state).
        clock.advance(to: Timestamp(seconds: 5))
        let update = try #require(EmulatorSession.updatePayload(type: "ParcelAttributes",
            state: .object(JSONObject(["stage": .string("Nearby"), "stopsAway": .number(2), "delivered": .bool(false)])),
            anchor: scene.anchor, at: clock.now))
        _ = try session.push(update)
        deliver(session)
        #expect(try lockScreenTexts(scene, session.profile).contains("2 stops away"))

        // A save that changes the view: drawn with the new template, on the state it had.
        try edit(file, #"Text("\(context.state.stopsAway) stops away")"#, #"Text("\(context.state.stopsAway) stops left · \(context.state.stage)")"#)
        let o = reloader.reload(changed: [file])
        #expect(o.event.status == "reloaded" && o.event.error == nil && o.event.activities == 1)
        #expect(session.showWidget(o.sources, event: o.event, reloadCount: 1).isEmpty)
        deliver(session)
        #expect(try lockScreenTexts(scene, session.profile).contains("2 stops left · Nearby"))
        #expect(scene.activities.lockScreen.filter { $0.attributesType == "ParcelAttributes" }.count == 1)

        // A field added to ContentState: filled from the new preview, the others kept.
        try edit(file, "var delivered: Bool\n", "var delivered: Bool\n        var driver: String\n")
        try edit(file, "stopsAway: 4, delivered: false)", "stopsAway: 4, delivered: false, driver: \"Sam\")")
        try edit(file, "stopsAway: 0, delivered: true)", "stopsAway: 0, delivered: true, driver: \"Sam\")")
        try edit(file, #"Text(context.attributes.carrier).font(.headline)"#, #"Text("\(context.attributes.carrier) · \(context.state.driver)").font(.headline)"#)
        let o2 = reloader.reload(changed: [file])
        #expect(o2.event.status == "reloaded")
        let log = session.showWidget(o2.sources, event: o2.event, reloadCount: 2)
        deliver(session)
        #expect(log == ["ParcelAttributes: new content-state field(s) driver filled from the preview; the others kept"])
        let texts = try lockScreenTexts(scene, session.profile)
        #expect(texts.contains("Parcel Co · Sam") && texts.contains("2 stops left · Nearby"), "\(texts)")

        // The stream has the three imports.
        let widgetEvents = session.events.events(after: 0).events.compactMap(\.widget)
        #expect(widgetEvents.map(\.status) == ["loaded", "reloaded", "reloaded"])
        #expect(session.hudSnapshot().sources?.error == nil)
    }

    @Test func aBrokenFileKeepsTheLastGoodVersionAndFixingItClearsTheError() throws {
        let (dir, file) = try sources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reloader = try WidgetReloader(paths: [file], mode: .interpreted)
        let (session, scene, _) = try session()
        session.showWidget(reloader.lastGood, event: reloader.firstEvent, reloadCount: 0)
        deliver(session)
        try edit(file, #"Text("\(context.state.stopsAway) stops away")"#, #"Text("\(context.state.stopsAway) to go")"#)
        let good = reloader.reload(changed: [file])
        session.showWidget(good.sources, event: good.event, reloadCount: 1)
        deliver(session)
        let goodTemplate = try #require(scene.templates.first { $0.activityType == "ParcelAttributes" })

        // An unclosed call: a syntax error where the compiler would put it.
        try edit(file, "Spacer()\n", "Spacer(\n")
        let broken = reloader.reload(changed: [file])
        #expect(broken.event.status == "failed" && broken.sources == nil)
        let err = try #require(broken.event.error)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let spacerLine = try #require(lines.firstIndex { $0.contains("Spacer(") }) + 1
        #expect(err.file == file && err.message.hasPrefix("expected ')' to end function call"))
        // swift-syntax reads the `if` after `Spacer(` as its argument, so the `)` is missing after the
        // `if`/`else`; the note points back at the `(`, as the compiler's does.
        #expect(err.line > spacerLine && err.line <= spacerLine + 6 && err.column >= 1, "at \(err.line):\(err.column), Spacer( on \(spacerLine)")
        #expect(err.message.hasSuffix("(note: to match this opening '(' at \(spacerLine):\(lines[spacerLine - 1].firstIndex(of: "(")!.utf16Offset(in: lines[spacerLine - 1]) + 1))"), "\(err.message)")
        session.showWidget(broken.sources, event: broken.event, reloadCount: 1)
        // The last good template is still the one drawn, and the HUD names the error.
        #expect(scene.templates.first { $0.activityType == "ParcelAttributes" } == goodTemplate)
        #expect(try lockScreenTexts(scene, session.profile).contains("4 to go"))
        let hud = try #require(session.hudSnapshot().sources)
        #expect(hud.error == "ParcelLiveActivity.swift:\(err.line):\(err.column): error: \(err.message)")
        let list = HUDLayout.displayList(session.hudSnapshot(), heightPt: 874, scale: 1)
        let hudTexts = list.items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
        #expect(hudTexts.contains { $0.hasSuffix("ParcelLiveActivity.swift:\(err.line):\(err.column):") })
        #expect(hudTexts.contains { $0.hasPrefix("expected ')' to end function") })

        // Fixed: the error clears and the fixed file is drawn.
        try edit(file, "Spacer(\n", "Spacer()\n")
        let fixed = reloader.reload(changed: [file])
        #expect(fixed.event.status == "reloaded" && fixed.event.error == nil && reloader.currentError == nil)
        session.showWidget(fixed.sources, event: fixed.event, reloadCount: 2)
        deliver(session)
        #expect(session.hudSnapshot().sources?.error == nil)
        #expect(session.events.events(after: 0).events.compactMap(\.widget?.status) == ["loaded", "reloaded", "failed", "reloaded"])
    }

    @Test func aDeletedFileOrNoActivityLeftIsAnError() throws {
        let (dir, file) = try sources()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reloader = try WidgetReloader(paths: [file], mode: .interpreted)
        try FileManager.default.removeItem(atPath: file)
        let gone = reloader.reload(changed: [file])
        #expect(gone.event.error?.compilerStyle == "\(file): error: no such file or directory")
        #expect(reloader.lastGood.templates.count == 1)
        try "struct Nothing {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let empty = reloader.reload(changed: [file])
        #expect(empty.event.status == "failed")
        #expect(empty.event.error?.message.contains("no ActivityConfiguration(for:)") == true)
    }
}
