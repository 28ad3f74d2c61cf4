import AfterglowKit
import AfterglowRender
import Benchmark
import Foundation

// Frame loop, rendering and panel-power benchmarks on the iPhone 14 Pro's full pixel size
// (1179 × 2556), with a memset of the same framebuffer in the same run as the baseline for ratios;
// the power pass also on the iPhone 16 Pro's 1206 × 2622 (issue 25's frame) with its own memset.
// docs/POWER.md › Benchmarks lists the figures and how they are read.

let devicesDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // file, AfterglowBenchmarks, Benchmarks, Benchmarks/
    return url.appendingPathComponent("Devices").path
}()
let scenarios = (devicesDirectory as NSString).deletingLastPathComponent + "/Examples/scenarios"
let catalog = DeviceCatalog.load(directory: devicesDirectory)
let phone = catalog.profile(named: "iphone-14-pro")!
let phone16Pro = catalog.profile(named: "iphone-16-pro")!

/// The Lock Screen with one Live Activity (the core's scene), laid out at `t`.
func lockScreenList(at t: Timestamp, scene: FallbackLockScreenScene, motion: MotionSystem, device: DeviceProfile = phone) -> DisplayList {
    scene.displayList(SceneContext(time: t, device: device, state: .interactive, alwaysOnProgress: 0, policy: .standard,
                                   settings: DisplaySettings(device: device), sessionActive: false,
                                   nits: device.panel.typicalNits, motion: motion))
}

func sceneWithActivity() -> (FallbackLockScreenScene, MotionSystem) {
    let scene = FallbackLockScreenScene(wallpaper: true)
    var motion = MotionSystem()
    if let start = try? PayloadParser.parse(contentsOf: scenarios + "/payloads/food-start.json") {
        _ = try? scene.apply(.push(start, priority: 10), at: .zero, motion: &motion)
    }
    motion.finishAll()
    return (scene, motion)
}

/// A running emulator on a virtual clock: the Lock Screen with a Live Activity whose progress bar
/// gets a new value every 60 frames, so its spring is always in flight and every frame lays out,
/// diffs, redraws the bar's damage and re-estimates power.
final class FrameLoopFixture: @unchecked Sendable {
    let clock = VirtualClock()
    let emulator: Emulator
    let updates = (1...4).map { scenarios + "/payloads/food-update-\($0).json" }
    var frame = 0

    init() {
        emulator = Emulator(device: phone, clock: clock, scene: FallbackLockScreenScene(wallpaper: true), renderer: CairoRenderer())
        emulator.send(.settings(.inactivityTimeout(seconds: 86_400)))
        emulator.send(.payload(path: scenarios + "/payloads/food-start.json", priority: 10))
        emulator.run(until: Timestamp(seconds: 1))
    }

    func step() {
        if frame % 60 == 0 { emulator.send(.payload(path: updates[(frame / 60) % 4], priority: 5)) }
        frame += 1
        emulator.step(until: clock.now + .seconds(1))
    }
}

let frameLoop = FrameLoopFixture()

/// A Cairo renderer kept across samples, redrawing the whole Lock Screen + activity list.
final class CairoRedrawFixture: @unchecked Sendable {
    let renderer = CairoRenderer()
    let list: DisplayList
    var buffer: PixelBuffer

    init() {
        let (scene, motion) = sceneWithActivity()
        list = lockScreenList(at: .zero, scene: scene, motion: motion)
        buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        render()
    }

    func render() { renderer.render(list, into: &buffer, damage: nil) }
}

let cairoRedraw = CairoRedrawFixture()

/// A Cairo renderer kept across samples, redrawing a countdown tick's damage. Ten minutes of
/// consecutive seconds are laid out up front and played in order, so every tick shows digits the
/// renderer has not just drawn (its text layout cache misses, as in a running countdown).
final class CountdownFixture: @unchecked Sendable {
    let renderer = CairoRenderer()
    let lists: [DisplayList]
    var buffer: PixelBuffer
    var tick = 0

    init() {
        let (scene, motion) = sceneWithActivity()
        lists = (0...600).map { lockScreenList(at: Timestamp(seconds: Double(10 + $0)), scene: scene, motion: motion) }
        buffer = PixelBuffer(width: lists[0].pixelWidth, height: lists[0].pixelHeight)
        renderer.render(lists[0], into: &buffer, damage: nil)
    }

    func step() {
        let k = tick % 600
        let old = k == 0 && tick > 0 ? lists[600] : lists[k], new = lists[k + 1]
        tick += 1
        let d = DamageTracker.diff(old: old, new: new)
        precondition(!d.full && !d.rects.isEmpty)
        renderer.render(new, into: &buffer, damage: d.renderRects)
    }
}

let countdown = CountdownFixture()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds,
                                           maxDuration: .seconds(3), maxIterations: 2000)

    /// A memset of `device`'s framebuffer: the baseline the power pass is held to.
    func memset(_ benchmark: Benchmark, _ device: DeviceProfile) {
        var b = PixelBuffer(width: device.screen.pixelWidth, height: device.screen.pixelHeight)
        var v: UInt32 = 0xFF00_0000
        for _ in benchmark.scaledIterations {
            v &+= 1
            b.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: v) }
            blackHole(b.pixels[b.pixels.count / 2])
        }
    }
    Benchmark("Memset baseline (full framebuffer)") { memset($0, phone) }
    Benchmark("Memset baseline, iPhone 16 Pro (1206 × 2622)") { memset($0, phone16Pro) }

    Benchmark("Full redraw, Cairo (Lock Screen + activity)") { benchmark in
        // One renderer for the whole run (package-benchmark calls this closure once per sample):
        // a sample is a running renderer's full redraw, caches warm, not a fresh renderer's first frame.
        for _ in benchmark.scaledIterations { cairoRedraw.render(); blackHole(cairoRedraw.buffer.pixels[0]) }
    }

    Benchmark("Full redraw, Cairo, wallpaper colours new every frame (gradient cache miss)") { benchmark in
        // A dim ramp's case: the wallpaper's colours differ from the last frame's, so its raster
        // is rebuilt before the copy. Two lists alternate, so every frame misses.
        let (scene, motion) = sceneWithActivity()
        let list = lockScreenList(at: .zero, scene: scene, motion: motion)
        var other = list
        other.items = list.items.map { item in
            guard case .linearGradient(let top, let bottom) = item.command else { return item }
            var dimmed = item
            dimmed.command = .linearGradient(top: Color(r: top.r * 0.9, g: top.g * 0.9, b: top.b * 0.9),
                                             bottom: Color(r: bottom.r * 0.9, g: bottom.g * 0.9, b: bottom.b * 0.9))
            return dimmed
        }
        let r = CairoRenderer()
        var b = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        r.render(other, into: &b, damage: nil)
        var flip = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            flip.toggle()
            r.render(flip ? list : other, into: &b, damage: nil); blackHole(b.pixels[0])
        }
    }

    Benchmark("Full redraw, flat core renderer (Lock Screen + activity)") { benchmark in
        let (scene, motion) = sceneWithActivity()
        let list = lockScreenList(at: .zero, scene: scene, motion: motion)
        let r = FlatRenderer()
        var b = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { r.render(list, into: &b, damage: nil); blackHole(b.pixels[0]) }
    }

    Benchmark("Damaged countdown redraw, Cairo (diff + render)") { benchmark in
        // One renderer across samples, like the full redraw: consecutive seconds of the
        // countdown, so only its digits differ and they are new every tick.
        for _ in benchmark.scaledIterations { countdown.step(); blackHole(countdown.buffer.pixels[0]) }
    }

    Benchmark("Damage diff only (countdown tick, no render)") { benchmark in
        // The diff half of the damaged countdown redraw, to split that figure.
        let (scene, motion) = sceneWithActivity()
        let a = lockScreenList(at: Timestamp(seconds: 10), scene: scene, motion: motion)
        let c = lockScreenList(at: Timestamp(seconds: 11), scene: scene, motion: motion)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(DamageTracker.diff(old: a, new: c)) }
    }

    Benchmark("Frame loop at 120 Hz, Cairo (Lock Screen + activity, progress spring in flight)") { benchmark in
        // One emulator for the whole run (package-benchmark calls this closure once per sample):
        // every sample is one more frame of the same loop, not a fresh emulator's first frame.
        for _ in benchmark.scaledIterations { frameLoop.step() }
    }

    /// A full frame's power read (every pixel changed: dimming, waking), on `parallelism` workers
    /// (nil: the analyzer's default, the cores).
    func fullFramePowerRead(_ benchmark: Benchmark, parallelism: Int?, device: DeviceProfile = phone) {
        let (scene, motion) = sceneWithActivity()
        let list = lockScreenList(at: .zero, scene: scene, motion: motion, device: device)
        var b = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        FlatRenderer().render(list, into: &b, damage: nil)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var a = parallelism.map { PixelPowerAnalyzer(width: b.width, height: b.height, parallelism: $0) }
                ?? PixelPowerAnalyzer(width: b.width, height: b.height)
            blackHole(a.analyze(b, damage: nil))
        }
    }
    Benchmark("Power estimate, full frame") { fullFramePowerRead($0, parallelism: nil) }
    // The same read on one worker: what the split over the cores saves.
    Benchmark("Power estimate, full frame, one worker") { fullFramePowerRead($0, parallelism: 1) }
    Benchmark("Power estimate, full frame, iPhone 16 Pro (1206 × 2622)") { fullFramePowerRead($0, parallelism: nil, device: phone16Pro) }
    Benchmark("Power estimate, full frame, iPhone 16 Pro (1206 × 2622), one worker") { fullFramePowerRead($0, parallelism: 1, device: phone16Pro) }

    Benchmark("Power estimate, damaged countdown region") { benchmark in
        let (scene, motion) = sceneWithActivity()
        let a0 = lockScreenList(at: Timestamp(seconds: 10), scene: scene, motion: motion)
        let a1 = lockScreenList(at: Timestamp(seconds: 11), scene: scene, motion: motion)
        var b = PixelBuffer(width: a0.pixelWidth, height: a0.pixelHeight)
        FlatRenderer().render(a0, into: &b, damage: nil)
        var an = PixelPowerAnalyzer(width: b.width, height: b.height)
        _ = an.analyze(b, damage: nil)
        let d = DamageTracker.diff(old: a0, new: a1).renderRects
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(an.analyze(b, damage: d)) }
    }
}
