@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import AfterglowSwiftUI
import AfterglowTestSupport
import Foundation
import Testing

/// The compiled path in the running emulator (virtual clock): the developer's own views drawn for
/// each pushed state; a state their `ContentState` cannot decode is dropped and the last stays; a
/// trap in their code is an error on the HUD while the last good frame stays and the emulator runs on.
enum CompiledSceneFixture {
    /// The fixture's build, shared with AfterglowSwiftUITests through the cache (one compile per run).
    static let builder: CompiledWidgetBuilder? = {
        guard case .success(var b) = CompiledWidgetBuilder.standard() else { return nil }
        b.cacheRoot = CompiledWidgetFixture.prepare().cacheRoot
        return b
    }()
}

final class LineLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ l: String) { lock.withLock { lines.append(l) } }
    var all: [String] { lock.withLock { lines } }
}

@Suite(.enabled(if: CompiledSceneFixture.builder != nil, "no widget layer beside the test runner, or no swiftc"), .serialized)
struct CompiledWidgetSceneTests {

    func texts(_ scene: ComposedScene, _ profile: DeviceProfile) throws -> [String] {
        let act = try #require(scene.activities.lockScreen.first { $0.attributesType == "PizzaAttributes" })
        let provider = try #require(scene.templateProvider)
        let drawn = try #require(provider.drawn(act, environment: .init(appearance: .dark, luminanceReduced: false, unixNow: 0)))
        let f = try #require(PresentationGeometry(device: profile).frame(for: .lockScreen))
        return ActivityLayout.items(template: drawn.template, activity: drawn.activity, frame: f, appearance: .dark, now: .zero,
                                    measurer: ApproximateTextMeasurer())
            .items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
    }

    func update(_ session: EmulatorSession, _ scene: ComposedScene, _ clock: VirtualClock, _ state: JSONValue) throws {
        clock.advance(to: clock.now + .seconds(1))
        let p = try #require(EmulatorSession.updatePayload(type: "PizzaAttributes", state: state, anchor: scene.anchor, at: clock.now))
        _ = try session.push(p)
        session.runLoop(clock, until: clock.now + .seconds(2))
    }

    static func state(_ status: String, _ minutes: Int) -> JSONValue {
        .object(JSONObject(["status": .string(status), "minutes": .number(Double(minutes))]))
    }

    @Test func pushesDecodeFailuresAndTrapsInTheRunningEmulator() throws {
        let dir = CompiledWidgetFixture.prepare().directory
        let sources = try WidgetSources.make(SwiftUIImporter.importActivities(paths: [dir]), paths: [dir],
                                             anchor: SwiftUIImporter.previewAnchor, mode: .auto, builder: CompiledSceneFixture.builder)
        #expect(sources.compiled.path(for: "PizzaAttributes").path == "compiled")
        let (session, _, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        let scene = try #require(session.composedScene)
        session.showWidget(sources, event: WidgetReload(status: "loaded", changed: [], activities: 1, warnings: 0, milliseconds: 0), reloadCount: 0)
        let provider = try #require(scene.templateProvider as? CompiledTemplates)
        let errors = LineLog()
        provider.log = { errors.append($0) }
        session.runLoop(clock, until: clock.now + .seconds(2))

        // A push: the developer's String(format:) on the new state.
        try update(session, scene, clock, Self.state("Baking", 72))
        #expect(try texts(scene, session.profile).contains("1:12"))

        // A state the ContentState cannot decode: dropped with the DecodingError, the last state stays.
        let problems = session.emulator.problemLog.count
        try update(session, scene, clock, .object(JSONObject(["status": .number(3)])))
        #expect(session.emulator.problemLog.dropFirst(problems).contains { $0.message.contains("dropped") })
        #expect(scene.activities.lockScreen.first?.contentState == Self.state("Baking", 72))
        #expect(try texts(scene, session.profile).contains("1:12"))

        // A trap in the developer's code: an error with its message, the last good frame stays.
        try update(session, scene, clock, Self.state("Boom", 99))
        #expect(try texts(scene, session.profile).contains("1:12"))
        #expect(provider.lastError?.contains("the oven exploded") == true, "\(provider.lastError ?? "no error")")
        #expect(errors.all.contains { $0.contains("the oven exploded") })
        #expect(session.hudSnapshot().sources?.error?.contains("the oven exploded") == true)
        // …and on the event stream, once, for a rig that subscribes to it.
        let runtime = session.events.events(after: 0).events.compactMap(\.widget).filter { $0.status == "runtimeError" }
        #expect(runtime.count == 1)
        #expect(runtime.first?.error?.message.contains("the oven exploded") == true)

        // The emulator ran on; the next good state is drawn by a restarted program, the error cleared.
        try update(session, scene, clock, Self.state("Out", 5))
        #expect(try texts(scene, session.profile).contains("0:05"))
        #expect(provider.lastError == nil)
    }
}
