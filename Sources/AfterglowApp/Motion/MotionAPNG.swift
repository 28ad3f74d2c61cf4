import AfterglowDevices
import AfterglowDisplay
import AfterglowRender
import AfterglowTime
import Foundation

/// `afterglow screenshot --sequence CLIP`: a `MotionClip` as an animated PNG, every presented
/// frame of it (no frame dropped or resampled), each shown until the next one was presented.
/// APNG delays are whole milliseconds here; each frame's delay is the difference of the rounded
/// presentation times, so rounding never accumulates (a 120 Hz clip alternates 8 and 9 ms and
/// stays on its timeline). The last frame is held `holdLastMs` so a looping viewer shows the
/// end state. With `crop` the clip is cut to the region its frames damaged — the moving part —
/// which takes a first run to find it (the virtual clock makes the second run identical).
public enum MotionAPNG {
    public static let holdLastMs = 600

    public struct Written: Sendable {
        public var frames: Int
        public var durationS: Double
        public var region: PixelRect?
        public var problems: [String]
    }

    public static func write(_ clip: MotionClip, device: DeviceProfile, examples: String, options: MotionRecording.Options,
                             crop: Bool, downsample: Int, to path: String) throws -> Written {
        guard downsample >= 1 && downsample <= 8 else { throw MotionRecording.Failure(description: "--downsample must be 1…8, got \(downsample)") }
        let region = crop ? try cropRegion(clip, device: device, examples: examples, options: options) : nil
        var pngs: [Data] = []
        var times: [Timestamp] = []
        var failure: Error?
        let take = try MotionRecording.run(clip, device: device, examples: examples, options: options, onFrame: { buffer, frame in
            guard failure == nil else { return }
            do {
                var b = region.map { buffer.cropped(to: $0) } ?? buffer
                if downsample > 1 { b = b.downsampled(by: downsample) }
                pngs.append(try encodePNGWithCairo(b))
                times.append(frame.time)
            } catch { failure = error }
        })
        if let failure { throw failure }
        // Assembled once every presentation time, so every delay, is known.
        var apng = APNGAssembler()
        for (png, delay) in zip(pngs, delays(times)) { try apng.add(png: png, delayMs: delay) }
        do { try apng.data().write(to: URL(fileURLWithPath: path)) } catch {
            throw MotionRecording.Failure(description: "cannot write \(path): \(error)")
        }
        let duration = (times.last.map { ($0 - take.trigger).seconds } ?? 0) + Double(holdLastMs) / 1000
        return Written(frames: times.count, durationS: duration, region: region, problems: take.problems)
    }

    /// The region a clip's motion damaged, from a first run (the virtual clock makes the next run
    /// identical), grown by 6 px so anti-aliased edges and the spring's overshoot are inside.
    public static func cropRegion(_ clip: MotionClip, device: DeviceProfile, examples: String, options: MotionRecording.Options) throws -> PixelRect? {
        let take = try MotionRecording.run(clip, device: device, examples: examples, options: options)
        return take.region.map {
            let x = max(0, $0.x - 6), y = max(0, $0.y - 6)
            return PixelRect(x: x, y: y, width: min(take.width, $0.x + $0.width + 6) - x, height: min(take.height, $0.y + $0.height + 6) - y)
        }
    }

    /// Delays from presentation times: frame i shows until frame i + 1 (rounded times differenced).
    public static func delays(_ times: [Timestamp]) -> [Int] {
        let ms = times.map { Int(($0.seconds * 1000).rounded()) }
        return ms.indices.map { i in i + 1 < ms.count ? max(1, ms[i + 1] - ms[i]) : holdLastMs }
    }
}
