#if canImport(Glibc)
import Glibc
#endif
import AfterglowDevices
import AfterglowDisplay
import AfterglowRender
import AfterglowTime
import Foundation

/// `afterglow screenshot --sequence CLIP -o clip.mp4` (or `--format mp4`): the clip as an H.264
/// MP4, encoded by ffmpeg where it is installed (Debian's `ffmpeg` package; not a dependency of
/// Afterglow: without it the command says so and writes nothing). A video has a constant frame
/// rate, so the clip is laid on the grid of the fastest refresh it presented at (120 fps for a
/// ProMotion clip): each presented frame is repeated until the next one's grid slot — rounded
/// on the cumulative time, so nothing drifts — and the last is held `MotionAPNG.holdLastMs`.
/// The same frames as the APNG, on the same virtual clock: a run writes the same pixels.
public enum MotionVideo {
    public struct Written: Sendable {
        /// Frames in the file (presented frames, each repeated to its display time).
        public var frames: Int
        public var presentedFrames: Int
        public var fps: Int
        public var durationS: Double
        public var region: PixelRect?
        public var problems: [String]
    }

    /// ffmpeg on PATH (`AFTERGLOW_FFMPEG` names another), or nil.
    public static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let p = environment["AFTERGLOW_FFMPEG"], !p.isEmpty { return FileManager.default.isExecutableFile(atPath: p) ? p : nil }
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    public static let missingFFmpeg = "MP4 output needs ffmpeg, and none is on PATH (Debian: apt-get install ffmpeg); write an animated PNG (-o clip.png) instead"

    /// How many grid frames each presented frame lasts, on a grid of `fps` from the first frame's
    /// time: frame i covers slots round((tᵢ − t₀)·fps) up to the next frame's; the last holds `holdS`.
    public static func repeats(_ times: [Timestamp], fps: Int, holdS: Double) -> [Int] {
        guard let t0 = times.first else { return [] }
        let slots = times.map { Int((($0 - t0).seconds * Double(fps)).rounded()) }
        let end = slots.last! + max(1, Int((holdS * Double(fps)).rounded()))
        return slots.indices.map { i in (i + 1 < slots.count ? slots[i + 1] : end) - slots[i] }
    }

    public static func write(_ clip: MotionClip, device: DeviceProfile, examples: String, options: MotionRecording.Options,
                             crop: Bool, downsample: Int, to path: String, ffmpeg: String? = MotionVideo.ffmpeg()) throws -> Written {
        guard let ffmpeg else { throw MotionRecording.Failure(description: missingFFmpeg) }
        guard downsample >= 1 && downsample <= 8 else { throw MotionRecording.Failure(description: "--downsample must be 1…8, got \(downsample)") }
        let region = crop ? try MotionAPNG.cropRegion(clip, device: device, examples: examples, options: options) : nil
        // The grid: the panel's fastest rate (its rate while anything moves).
        let fps = max(1, Int(device.refresh.maxHz.rounded()))
        let holdSlots = max(1, Int((Double(MotionAPNG.holdLastMs) / 1000 * Double(fps)).rounded()))
        var encoder: Encoder?
        var pending: (buffer: PixelBuffer, slot: Int)?
        var first: Timestamp?
        var written = 0, presented = 0
        var failure: Error?
        // The pending frame fills the slots up to `slot` (the next frame's), then is replaced.
        func flush(until slot: Int) throws {
            guard let p = pending else { return }
            if encoder == nil { encoder = try Encoder(ffmpeg: ffmpeg, width: p.buffer.width, height: p.buffer.height, fps: fps, path: path) }
            for _ in 0..<max(0, slot - p.slot) { try encoder!.write(p.buffer); written += 1 }
        }
        let take = try MotionRecording.run(clip, device: device, examples: examples, options: options, onFrame: { buffer, frame in
            guard failure == nil else { return }
            do {
                var b = region.map { buffer.cropped(to: $0) } ?? buffer
                if downsample > 1 { b = b.downsampled(by: downsample) }
                let t0 = first ?? frame.time
                first = t0
                let slot = Int(((frame.time - t0).seconds * Double(fps)).rounded())
                try flush(until: slot)
                pending = (b, slot)
                presented += 1
            } catch { failure = error }
        })
        if failure == nil, let p = pending {
            do { try flush(until: p.slot + holdSlots) } catch { failure = error }
        }
        if let failure {
            encoder?.abandon()
            throw failure
        }
        guard let encoder else { throw MotionRecording.Failure(description: "\(clip.rawValue): no frames to encode") }
        try encoder.finish()
        return Written(frames: written, presentedFrames: presented, fps: fps, durationS: Double(written) / Double(fps),
                       region: region, problems: take.problems)
    }

    /// ffmpeg reading raw BGRA frames (the buffer's 0xAARRGGBB words, little-endian) on stdin.
    final class Encoder {
        let process = Process()
        let input: FileHandle
        let log: URL
        let path: String
        let frameBytes: Int

        init(ffmpeg: String, width: Int, height: Int, fps: Int, path: String) throws {
            // A closed pipe (ffmpeg failed) must be an error here, not a signal that kills us.
            signal(SIGPIPE, SIG_IGN)
            self.path = path
            frameBytes = width * height * 4
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                                 "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "pipe:0",
                                 // H.264 in 4:2:0 needs even sides: pad by one black pixel where odd.
                                 "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                                 "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", path]
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
            // Errors go to a file: a full stderr pipe nobody reads would stall ffmpeg and us.
            log = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
            process.standardOutput = FileHandle.nullDevice
            do { try process.run() } catch { throw MotionRecording.Failure(description: "cannot start \(ffmpeg): \(error)") }
        }

        func write(_ b: PixelBuffer) throws {
            let data = b.pixels.withUnsafeBytes { Data($0) }
            do { try input.write(contentsOf: data) } catch {
                throw MotionRecording.Failure(description: "ffmpeg stopped reading frames: \(ffmpegSays())")
            }
        }

        func finish() throws {
            try? input.close()
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: log) }
            guard process.terminationStatus == 0 else {
                throw MotionRecording.Failure(description: "ffmpeg could not write \(path) (exit \(process.terminationStatus)): \(ffmpegSays())")
            }
        }

        func abandon() {
            try? input.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }

        func ffmpegSays() -> String {
            let text = (try? String(contentsOf: log, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return text.isEmpty ? "no message" : String(text.suffix(600))
        }
    }
}
