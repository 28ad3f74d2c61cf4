import AfterglowDevices
import AfterglowDisplay
import AfterglowEmulator
import AfterglowGeometry
import AfterglowPayloads
import AfterglowPower
import AfterglowScene
import AfterglowScheduler
import AfterglowTime
import Foundation

/// Runs a `MotionClip` on a `VirtualClock` through the one frame path (`EmulatorAssembly`'s
/// emulator: scene, damage, renderer, panel power, frame statistics) and hands over every frame
/// presented from the trigger until the motion has come to rest. Nothing reads a wall clock:
/// the frames, their times and their pixels are the same on every run.
public enum MotionRecording {
    public struct Options: Sendable {
        public var reduceMotion = false
        public var renderer: EmulatorAssembly.RendererKind = .cairo
        public var appearance: Appearance = .dark
        /// The side button is pressed 3 s before the trigger: the trigger lands on an Always On
        /// display with reduced luminance, where nothing animates (seeds/001_611357925a2c2c41.txt).
        public var alwaysOn = false
        /// What times each frame's work (wall time by default; `bench-motion --clock cpu`: CPU time).
        public var stopwatch: any Stopwatch = MonotonicStopwatch()
        /// Compose the scene every frame instead of reusing a composition nothing has changed
        /// (`bench-motion --compose-every-frame`: what reuse saves).
        public var composeEveryFrame = false
        public init(reduceMotion: Bool = false, renderer: EmulatorAssembly.RendererKind = .cairo, appearance: Appearance = .dark,
                    alwaysOn: Bool = false) {
            self.reduceMotion = reduceMotion; self.renderer = renderer; self.appearance = appearance; self.alwaysOn = alwaysOn
        }
    }

    /// One presented frame of a clip (the first is the screen as the trigger found it).
    public struct Frame: Sendable {
        public var time: Timestamp
        public var hz: Double
        public var milliwatts: Double
        public var damage: Damage
        /// The scene still animates after this frame (false from the frame that draws the rest state on).
        public var animating: Bool
    }

    public struct Take {
        public var clip: MotionClip
        public var trigger: Timestamp
        public var frames: [Frame]
        /// The frame's size in pixels.
        public var width: Int, height: Int
        /// The emulator after the clip (its `statistics` judge each frame against its budget).
        public var emulator: Emulator
        public var problems: [String]
        /// From the trigger to the end of the clip: frames whose scene was composed, and frames
        /// drawn from the composition before (nothing it read had changed).
        public var composed: Int, reusedCompositions: Int

        /// The frames of the motion the trigger started: from the first after the trigger to the
        /// one that draws the rest state (later frames are the clock's: a timer's next second).
        /// Every pixel the motion damaged: where it moves (nil: nothing moved).
        public var region: PixelRect? {
            var u: (x0: Int, y0: Int, x1: Int, y1: Int)?
            for f in motion {
                if f.damage.full { return PixelRect(x: 0, y: 0, width: width, height: height) }
                for r in f.damage.rects where !r.isEmpty {
                    let v = u ?? (r.x, r.y, r.x + r.width, r.y + r.height)
                    u = (min(v.x0, r.x), min(v.y0, r.y), max(v.x1, r.x + r.width), max(v.y1, r.y + r.height))
                }
            }
            return u.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
        }

        public var motion: [Frame] {
            var out: [Frame] = []
            for f in frames.dropFirst() {
                out.append(f)
                if !f.animating { break }
            }
            return out
        }
    }

    public struct Failure: Error, CustomStringConvertible { public var description: String }

    /// Runs `clip`; `onFrame` receives each presented frame's pixels (under the emulator's lock:
    /// encode or copy and return).
    public static func run(_ clip: MotionClip, device: DeviceProfile, examples: String, options: Options = Options(),
                           onCost: (@Sendable (FrameCostSample, PhaseTimes, Timestamp) -> Void)? = nil,
                           onFrame: @escaping (PixelBuffer, Frame) -> Void = { _, _ in }) throws -> Take {
        guard device.dynamicIsland != nil || ![.islandExpand, .islandCollapse, .islandAlert, .islandMinimal].contains(clip) else {
            throw Failure(description: "\(clip.rawValue) needs a device with the Dynamic Island; \(device.id) has none")
        }
        guard device.kind == .phone else {
            throw Failure(description: "\(clip.rawValue) is an iPhone transition; \(device.id) is a \(device.kind.rawValue)")
        }
        guard FileManager.default.fileExists(atPath: examples) else {
            throw Failure(description: "no example activities at \(examples) (the clips replay Examples/activities)")
        }
        let clock = VirtualClock()
        var assembly = EmulatorAssembly(device: device, clock: clock)
        assembly.content = .init(templateDirectory: examples)
        assembly.renderer = options.renderer
        assembly.appearance = options.appearance
        assembly.stopwatch = options.stopwatch
        var settings = DisplaySettings(device: device)
        // Auto-Lock Never: the clip is about the motion, not the display dimming meanwhile.
        settings.inactivityTimeoutS = .infinity
        settings.reduceMotion = options.reduceMotion
        assembly.settings = settings
        let made = assembly.makeScene()
        guard let scene = made.composed else { throw Failure(description: "no composed scene") }
        scene.reusesCompositions = !options.composeEveryFrame
        let emulator = assembly.assemble(scene: made.scene, composed: scene, problems: made.problems).emulator

        func load(_ relative: String) throws -> APNsPayload {
            let path = (examples as NSString).appendingPathComponent(relative)
            do { return try PayloadParser.parse(contentsOf: path) } catch { throw Failure(description: "\(path): \(error)") }
        }
        func send(_ p: APNsPayload) { emulator.send(.push(p, priority: 10), at: clock.now) }
        try clip.prepare(scene, send: send, load: load)
        let trigger = Timestamp(seconds: MotionClip.triggerAt)
        if options.alwaysOn {
            emulator.run(until: trigger - .seconds(3))
            emulator.send(.lock, at: clock.now)
        }
        emulator.run(until: trigger)

        let sink = FrameSink(onFrame)
        sink.add(emulator.currentFrame, Frame(time: trigger, hz: emulator.refreshHz, milliwatts: emulator.milliwatts(), damage: .none, animating: false))
        // The handler runs under the emulator's lock, where the scene is only ever touched.
        let animating = AnimationProbe(scene)
        emulator.frameHandler = { buffer, info in
            sink.add(buffer, Frame(time: info.timestamp, hz: info.hz, milliwatts: info.milliwatts, damage: info.damage,
                                   animating: animating.scene.isAnimating(at: info.timestamp)))
        }
        emulator.frameCostHandler = onCost
        // A tap in the screen's bottom corner: no content there, so it only makes the emulator lay out.
        let corner = Point(x: 2, y: device.screen.heightPt - 2)
        let before = scene.compositionCounts
        try clip.trigger(scene, send: send, tap: { emulator.send(.tap(corner), at: clock.now) }, load: load)
        emulator.run(until: trigger + .seconds(clip.recordSeconds))
        emulator.frameHandler = nil
        emulator.frameCostHandler = nil
        let problems = emulator.problemLog.map(\.message)
        let after = scene.compositionCounts
        return Take(clip: clip, trigger: trigger, frames: sink.frames, width: emulator.currentFrame.width, height: emulator.currentFrame.height,
                    emulator: emulator, problems: problems, composed: after.made - before.made, reusedCompositions: after.reused - before.reused)
    }

    final class AnimationProbe: @unchecked Sendable {
        let scene: ComposedScene
        init(_ scene: ComposedScene) { self.scene = scene }
    }

    /// Collects frames from the emulator's frame handler (called under its lock, on this thread
    /// for a virtual clock).
    final class FrameSink: @unchecked Sendable {
        let onFrame: (PixelBuffer, Frame) -> Void
        var frames: [Frame] = []
        init(_ onFrame: @escaping (PixelBuffer, Frame) -> Void) { self.onFrame = onFrame }
        func add(_ buffer: PixelBuffer, _ f: Frame) {
            frames.append(f)
            onFrame(buffer, f)
        }
    }
}
