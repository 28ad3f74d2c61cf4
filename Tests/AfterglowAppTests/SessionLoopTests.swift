@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// `afterglow run`'s host around the core Emulator, on a virtual clock: inputs become device
/// events, frames come out when the pacer says so, transitions carry their input's time; read
/// through the control module's edge (SessionControlBackend) as a client sees them.
@Suite("run: the session's emulator on the virtual clock")
struct SessionLoopTests {
    func engine() throws -> (SessionControlBackend, VirtualClock) {
        let (_, e, clock) = try TestSessions.make("iphone-14-pro")
        return (e, clock)
    }

    /// Runs the headless frame loop up to `t`; returns the frames it presented.
    @discardableResult
    func run(_ e: SessionControlBackend, _ clock: VirtualClock, until t: Timestamp) -> [RecordingPresenter.Shown] {
        e.session.runLoop(clock, until: t)
    }

    @Test func faceUpSettlesIntoAlwaysOnWithInputTimes() throws {
        let (e, clock) = try engine()
        let first = run(e, clock, until: Timestamp(seconds: 1))
        #expect(!first.isEmpty)
        #expect(e.state().displayState == "interactive")
        let gestureAt = clock.now
        try e.inject(gesture: "face-up")
        run(e, clock, until: Timestamp(seconds: 6))
        let r = e.state()
        #expect(r.displayState == "always-on")
        #expect(r.refreshHz == 1)
        #expect(r.luminanceNits < 1000 * 0.25)
        #expect(r.lastGesture == "face-up")
        let log = e.transitions(since: 0)
        #expect(log.first?.from == "interactive" && log.last?.to == "always-on")
        for t in log { #expect(t.inputTime == gestureAt.seconds) }
    }

    /// A delivered notification's `aps.sound` is an event (no audio device): in the emulator's log,
    /// in `/v1/transitions`' alertSounds, on the event stream as `sound`, and in the HUD for 5 s.
    @Test func alertSoundsAreEventsInTheLogTheStreamAndTheHUD() throws {
        let (s, e, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        let scene = try #require(s.composedScene)
        run(e, clock, until: Timestamp(seconds: 1))
        _ = try e.push(payload: Data(#"{"aps":{"alert":{"title":"Ping","body":"one"},"sound":"default"}}"#.utf8))
        run(e, clock, until: Timestamp(seconds: 2))
        _ = try e.push(payload: Data(#"{"aps":{"alert":{"title":"Alarm"},"sound":{"critical":1,"name":"alarm.caf","volume":1}}}"#.utf8))
        _ = try e.push(payload: Data(#"{"aps":{"alert":{"title":"Silent"}}}"#.utf8))
        run(e, clock, until: Timestamp(seconds: 3))
        let sounds = e.alertSounds(since: 0)
        #expect(sounds.map(\.name) == ["default", "alarm.caf"], "a notification without aps.sound plays none")
        #expect(sounds.map(\.critical) == [false, true])
        #expect(sounds.map(\.index) == [0, 1] && sounds[0].time >= 1 && sounds[0].time < 2)
        #expect(sounds.allSatisfy { $0.source.hasPrefix("notification ") })
        #expect(e.alertSounds(since: 1).map(\.index) == [1])
        let streamed = e.events.events(after: 0).events.filter { $0.type == .sound }.compactMap(\.sound)
        #expect(streamed == sounds)
        #expect(s.hudSnapshot().flags.contains("sound: alarm.caf (critical)"))
        run(e, clock, until: Timestamp(seconds: 9))
        #expect(!s.hudSnapshot().flags.contains { $0.hasPrefix("sound:") }, "the HUD shows a sound for 5 s")
    }

    /// Press and hold: on the island its expanded presentation, on the screen below it the top
    /// notification opened with its actions; a tap closes either (seeds/001, seeds/003).
    @Test func holdOpensTheIslandOrTheNotification() throws {
        let (s, _, _) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        let scene = try #require(s.composedScene)
        s.input(.longPress(Point(x: 201, y: 500)))
        #expect(scene.surfaceOverride == .notificationExpanded && scene.islandOverride == nil)
        s.input(.tap(Point(x: 201, y: 500)))
        #expect(scene.surfaceOverride == nil)
        s.input(.longPress(Point(x: 201, y: 30)))
        #expect(scene.islandOverride == .expanded && scene.surfaceOverride == nil)
        s.input(.tap(nil))
        #expect(scene.islandOverride == nil)
    }

    @Test func framesCarryPowerAndDamage() throws {
        let (e, clock) = try engine()
        let frames = run(e, clock, until: Timestamp(seconds: 1))
        let f = try #require(frames.first)
        #expect(e.session.reading().milliwatts > 0)
        #expect(f.pixels.width == 1179 && f.pixels.height == 2556)
        #expect(f.damage == nil)   // the first frame is a full redraw
    }

    @Test func badPayloadIsRefusedWithTheRule() throws {
        let (e, _) = try engine()
        #expect(throws: ControlError.self) { try e.push(payload: Data(#"{"alert":"x"}"#.utf8)) }
        do { _ = try e.push(payload: Data(#"{"alert":"x"}"#.utf8)) } catch let err as ControlError {
            #expect(err.status == 422 && err.message.contains("aps"))
        }
        let ok = try e.push(payload: Data(#"{"aps":{"alert":{"title":"Hi","body":"there"}}}"#.utf8))
        #expect(ok.kind == "notification")
    }

    @Test func aMillisecondTimestampIsAcceptedWithAWarningForTheSender() throws {
        let (e, _) = try engine()
        let start = #"{"aps":{"timestamp":1763719200000,"event":"start","attributes-type":"T","attributes":{},"content-state":{"x":1}}}"#
        let r: PushResult? = try e.startActivity(payload: Data(start.utf8))
        #expect(r?.kind == "live-activity-start")
        #expect(r?.warnings.count == 1)
        #expect(r?.warnings.first?.hasPrefix("aps.timestamp: 1763719200000 looks like milliseconds; APNs expects seconds since 1970") == true, "\(r?.warnings ?? [])")
        let seconds: PushResult? = try e.push(payload: Data(#"{"aps":{"alert":{"title":"Hi","body":"there"}}}"#.utf8))
        #expect(seconds?.warnings.isEmpty == true)
    }

    @Test func alwaysOnDisabledLocksToOff() throws {
        let (e, clock) = try engine()
        run(e, clock, until: Timestamp(seconds: 0.5))
        _ = try e.apply(settings: SettingsPatch(alwaysOn: false))
        e.session.input(.lock)
        run(e, clock, until: Timestamp(seconds: 5))
        #expect(e.state().displayState == "off")
        #expect(e.state().settings.alwaysOn == false)
    }

    @Test("hitches and budget misses are counted apart, each against the rate the frame started at")
    func statisticsComeFromTheCore() throws {
        let (e, clock) = try engine()
        run(e, clock, until: Timestamp(seconds: 1))
        try e.inject(gesture: "face-up")
        run(e, clock, until: Timestamp(seconds: 6))
        let core = e.session.statistics(), wire = e.statistics()
        #expect(wire.frames == core.frames && wire.frames > 0)
        #expect(wire.hitches == core.hitches && wire.budgetMisses == core.budgetMisses)
        // The last frame drew the settled Always On screen: it started at 120 Hz and is judged
        // against that interval, not the 1 Hz set after it.
        #expect(e.state().refreshHz == 1)
        #expect(abs(wire.budgetMs - 1000.0 / 120) < 1e-5)   // the interval is whole nanoseconds
        #expect(wire.energyMillijoules == core.energyMillijoules && wire.simulatedSeconds == 6)
    }

    @Test("the control API's ambientLux: Always On luminance follows it, the reading reports it, out of range is a 400")
    func ambientLightThroughTheControlAPI() throws {
        let (e, clock) = try engine()
        run(e, clock, until: Timestamp(seconds: 0.5))
        e.session.input(.lock)
        run(e, clock, until: Timestamp(seconds: 5))
        let bright = e.state()
        #expect(bright.displayState == "always-on" && bright.settings.ambientLux == 1000)
        _ = try e.apply(settings: SettingsPatch(ambientLux: 5))
        run(e, clock, until: Timestamp(seconds: 10))
        let dark = e.state()
        #expect(dark.settings.ambientLux == 5)
        #expect(dark.luminanceNits < bright.luminanceNits * 0.25, "\(dark.luminanceNits) vs \(bright.luminanceNits)")
        #expect(dark.panelMilliwatts < bright.panelMilliwatts)
        #expect(throws: ControlError.self) { try e.apply(settings: SettingsPatch(ambientLux: -3)) }
    }
}

/// The session the window and the control API share: statistics, screenshots, recordings.
@Suite("run: EmulatorSession")
struct EmulatorSessionTests {
    func session() throws -> (SessionControlBackend, VirtualClock, String) {
        let dir = NSTemporaryDirectory() + "afterglow-session-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let (_, e, clock) = try TestSessions.make("iphone-14-pro", outputDirectory: dir)
        return (e, clock, dir)
    }

    func pump(_ s: EmulatorSession, _ clock: VirtualClock, until t: Timestamp) { s.runLoop(clock, until: t) }

    @Test func statisticsAndScreenshot() throws {
        let (b, clock, dir) = try session()
        let s = b.session
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: ControlError.self) { try b.screenshotPNG(downsample: 1, hud: false) }   // nothing presented yet: 503
        pump(s, clock, until: Timestamp(seconds: 2))
        let st = b.statistics()
        #expect(st.frames >= 1 && st.energyMillijoules > 0 && st.simulatedSeconds == 2)
        let png = try b.screenshotPNG(downsample: 3, hud: false)
        let ihdr = try #require(PNGChunks.parse(png).first)
        #expect([UInt8](ihdr.data.prefix(8)) == [0, 0, 0x01, 0x89, 0, 0, 0x03, 0x54])   // 393 × 852
        #expect(s.hudSnapshot().displayState == "interactive")
    }

    @Test func recordingWritesAnAnimatedPNG() throws {
        let (b, clock, dir) = try session()
        let s = b.session
        defer { try? FileManager.default.removeItem(atPath: dir) }
        pump(s, clock, until: Timestamp(seconds: 1))
        let path = dir + "/rec.png"
        let started = try b.recording(RecordingRequest(action: "start", path: path))
        #expect(started.recording && started.frames == 1)
        #expect(throws: ControlError.self) { try b.recording(RecordingRequest(action: "start", path: path)) }   // 409
        s.input(.gesture(.faceUp))
        pump(s, clock, until: Timestamp(seconds: 6))
        let stopped = try b.recording(RecordingRequest(action: "stop"))
        #expect(!stopped.recording && stopped.frames >= 2)
        let chunks = try PNGChunks.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(chunks.filter { $0.type == "fcTL" }.count == stopped.frames)
        #expect(throws: ControlError.self) { try b.recording(RecordingRequest(action: "stop")) }   // not recording
    }
}
