@testable import afterglow
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// `afterglow run`'s adapter to the core Emulator, on a virtual clock: inputs become device
/// events, frames come out when the pacer says so, transitions carry their input's time.
@Suite("run: EmulatorEngine on the virtual clock")
struct RunEngineTests {
    func engine() throws -> (EmulatorEngine, VirtualClock) {
        let catalog = DeviceCatalog.load(directory: CLI.repositoryRoot + "/Devices")
        let profile = try #require(catalog.profile(named: "iphone-14-pro"))
        let clock = VirtualClock()
        let e = EmulatorEngine(profile: profile, clock: clock, scene: FallbackLockScreenScene(wallpaper: true),
                               sceneName: "fallback", sceneLightsNotifications: false, renderer: FlatRenderer())
        return (e, clock)
    }

    /// Runs every due frame up to `t`, as the window's loop does; returns the frames.
    @discardableResult
    func run(_ e: EmulatorEngine, _ clock: VirtualClock, until t: Timestamp) -> [RenderedFrame] {
        var frames: [RenderedFrame] = []
        var guardCount = 0
        while clock.now < t && guardCount < 100_000 {
            guardCount += 1
            let due = e.nextDue(after: clock.now) ?? t
            clock.advance(to: min(t, max(due, clock.now)))
            if let f = e.runDue(at: clock.now) { frames.append(f) }
            if due >= t { clock.advance(to: t) }
        }
        return frames
    }

    @Test func faceUpSettlesIntoAlwaysOnWithInputTimes() throws {
        let (e, clock) = try engine()
        let first = run(e, clock, until: Timestamp(seconds: 1))
        #expect(!first.isEmpty)
        #expect(e.reading(at: clock.now).displayState == "interactive")
        let gestureAt = clock.now
        _ = try e.apply(.gesture(.faceUp), at: gestureAt)
        run(e, clock, until: Timestamp(seconds: 6))
        let r = e.reading(at: clock.now)
        #expect(r.displayState == "always-on")
        #expect(r.refreshHz == 1)
        #expect(r.luminanceNits < 1000 * 0.25)
        #expect(r.lastGesture == "face-up")
        let log = e.transitionLog
        #expect(log.first?.from == "interactive" && log.last?.to == "always-on")
        for t in log { #expect(t.inputTime == gestureAt.seconds) }
    }

    @Test func framesCarryPowerAndDamage() throws {
        let (e, clock) = try engine()
        let frames = run(e, clock, until: Timestamp(seconds: 1))
        let f = try #require(frames.first)
        #expect(f.milliwatts > 0)
        #expect(f.pixels.width == 1179 && f.pixels.height == 2556)
        #expect(f.damage == nil)   // the first frame is a full redraw
    }

    @Test func badPayloadIsRefusedWithTheRule() throws {
        let (e, clock) = try engine()
        #expect(throws: ControlError.self) { try e.apply(.push(Data(#"{"alert":"x"}"#.utf8)), at: clock.now) }
        do { _ = try e.apply(.push(Data(#"{"alert":"x"}"#.utf8)), at: clock.now) } catch let err as ControlError {
            #expect(err.status == 422 && err.message.contains("aps"))
        }
        let ok = try e.apply(.push(Data(#"{"aps":{"alert":{"title":"Hi","body":"there"}}}"#.utf8)), at: clock.now)
        #expect(ok?.kind == "notification")
    }

    @Test func aMillisecondTimestampIsAcceptedWithAWarningForTheSender() throws {
        let (e, clock) = try engine()
        let start = #"{"aps":{"timestamp":1763719200000,"event":"start","attributes-type":"T","attributes":{},"content-state":{"x":1}}}"#
        let r = try e.apply(.activityStart(Data(start.utf8)), at: clock.now)
        #expect(r?.kind == "live-activity-start")
        #expect(r?.warnings.count == 1)
        #expect(r?.warnings.first?.hasPrefix("aps.timestamp: 1763719200000 looks like milliseconds; APNs expects seconds since 1970") == true, "\(r?.warnings ?? [])")
        let seconds = try e.apply(.push(Data(#"{"aps":{"alert":{"title":"Hi","body":"there"}}}"#.utf8)), at: clock.now)
        #expect(seconds?.warnings.isEmpty == true)
    }

    @Test func alwaysOnDisabledLocksToOff() throws {
        let (e, clock) = try engine()
        run(e, clock, until: Timestamp(seconds: 0.5))
        _ = try e.apply(.settings(SettingsPatch(alwaysOn: false)), at: clock.now)
        _ = try e.apply(.lock, at: clock.now)
        run(e, clock, until: Timestamp(seconds: 5))
        #expect(e.reading(at: clock.now).displayState == "off")
        #expect(e.reading(at: clock.now).settings.alwaysOn == false)
    }

    @Test("the control API's ambientLux: Always On luminance follows it, the reading reports it, out of range is a 400")
    func ambientLightThroughTheControlAPI() throws {
        let (e, clock) = try engine()
        run(e, clock, until: Timestamp(seconds: 0.5))
        _ = try e.apply(.lock, at: clock.now)
        run(e, clock, until: Timestamp(seconds: 5))
        let bright = e.reading(at: clock.now)
        #expect(bright.displayState == "always-on" && bright.settings.ambientLux == 1000)
        _ = try e.apply(.settings(SettingsPatch(ambientLux: 5)), at: clock.now)
        run(e, clock, until: Timestamp(seconds: 10))
        let dark = e.reading(at: clock.now)
        #expect(dark.settings.ambientLux == 5)
        #expect(dark.luminanceNits < bright.luminanceNits * 0.25, "\(dark.luminanceNits) vs \(bright.luminanceNits)")
        #expect(dark.panelMilliwatts < bright.panelMilliwatts)
        #expect(throws: ControlError.self) { try e.apply(.settings(SettingsPatch(ambientLux: -3)), at: clock.now) }
    }
}

/// The session the window and the control API share: statistics, screenshots, recordings.
@Suite("run: EmulatorSession")
struct EmulatorSessionTests {
    func session() throws -> (EmulatorSession, EmulatorEngine, VirtualClock, String) {
        let catalog = DeviceCatalog.load(directory: CLI.repositoryRoot + "/Devices")
        let profile = try #require(catalog.profile(named: "iphone-14-pro"))
        let clock = VirtualClock()
        let e = EmulatorEngine(profile: profile, clock: clock, scene: FallbackLockScreenScene(wallpaper: true),
                               sceneName: "fallback", sceneLightsNotifications: false, renderer: FlatRenderer())
        let dir = NSTemporaryDirectory() + "afterglow-session-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return (EmulatorSession(engine: e, clock: clock, outputDirectory: dir, encodePNG: { StoredPNGEncoder.encode($0) }), e, clock, dir)
    }

    /// One pass of the frame loop without a presenter.
    func pump(_ s: EmulatorSession, _ clock: VirtualClock, until t: Timestamp) {
        var n = 0
        while clock.now < t && n < 100_000 {
            n += 1
            let step = s.step(at: clock.now)
            if let f = step.frame { s.presented(f.pixels, costMs: f.costMs, milliwatts: f.milliwatts, at: clock.now) }
            s.samplePower(at: clock.now)
            clock.advance(to: min(t, max(step.next ?? t, clock.now + .milliseconds(1))))
        }
    }

    @Test func statisticsAndScreenshot() throws {
        let (s, _, clock, dir) = try session()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: ControlError.self) { try s.screenshotPNG() }   // nothing presented yet: 503
        pump(s, clock, until: Timestamp(seconds: 2))
        let st = s.statistics()
        #expect(st.frames >= 1 && st.energyMillijoules > 0 && st.simulatedSeconds == 2)
        let png = try s.screenshotPNG(downsample: 3)
        let ihdr = try #require(PNGChunks.parse(png).first)
        #expect([UInt8](ihdr.data.prefix(8)) == [0, 0, 0x01, 0x89, 0, 0, 0x03, 0x54])   // 393 × 852
        #expect(s.hudSnapshot().displayState == "interactive")
    }

    @Test func recordingWritesAnAnimatedPNG() throws {
        let (s, _, clock, dir) = try session()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        pump(s, clock, until: Timestamp(seconds: 1))
        let path = dir + "/rec.png"
        let started = try s.recording(RecordingRequest(action: "start", path: path))
        #expect(started.recording && started.frames == 1)
        #expect(throws: ControlError.self) { try s.recording(RecordingRequest(action: "start", path: path)) }   // 409
        try s.command(.gesture(.faceUp))
        pump(s, clock, until: Timestamp(seconds: 6))
        let stopped = try s.recording(RecordingRequest(action: "stop"))
        #expect(!stopped.recording && stopped.frames >= 2)
        let chunks = try PNGChunks.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(chunks.filter { $0.type == "fcTL" }.count == stopped.frames)
        #expect(throws: ControlError.self) { try s.recording(RecordingRequest(action: "stop")) }   // not recording
    }
}
