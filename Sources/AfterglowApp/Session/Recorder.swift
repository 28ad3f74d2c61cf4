import AfterglowControl
import AfterglowTime
import AfterglowDisplay
import Foundation

/// Records presented frames into an animated PNG, streamed to the file as they come (one frame
/// held: `APNGStreamWriter`). Every presented frame is kept (issue 27: a transition recorded live
/// is frame-exact, as `screenshot --sequence` is), reduced to point size (÷ the device scale);
/// each is shown until the next one, so the file plays back at the emulator's pace. Reducing and
/// encoding happen on a queue of their own, so the frame loop only hands the buffer over (a
/// PNG encode takes longer than a 120 Hz frame's budget); if more than `maxQueuedFrames` wait,
/// a frame is skipped (counted in `skippedFrames`) and the one before it shows that much longer.
public final class Recorder: @unchecked Sendable {
    public let path: String
    /// The file, opened inside the output directory when the recording started.
    private let fd: Int32
    public let downsample: Int
    public let encodePNG: @Sendable (PixelBuffer) throws -> Data
    /// Frames waiting to be encoded before new ones are skipped: 2 s at 120 Hz (at point size,
    /// about 1.4 MB each on an iPhone).
    public static let maxQueuedFrames = 240
    private let lock = NSLock()
    private let encoder = DispatchQueue(label: "afterglow.recorder")
    private var apng: APNGStreamWriter
    /// The last frame queued (its rounded time, in ms), and how many wait.
    private var lastMs: Int?
    private var queued = 0
    private var skipped = 0
    private var failure: String?

    public init(path: String, fd: Int32, downsample: Int, encodePNG: @escaping @Sendable (PixelBuffer) throws -> Data) {
        self.path = path; self.fd = fd; self.downsample = downsample; self.encodePNG = encodePNG
        apng = APNGStreamWriter(fd: fd)
    }

    /// Frames recorded so far (in the file or waiting to be encoded).
    public var frameCount: Int { lock.withLock { apng.frameCount + queued } }
    public var skippedFrames: Int { lock.withLock { skipped } }

    public func capture(_ frame: PixelBuffer, at t: Timestamp) {
        // Delays are differences of rounded times, so rounding never accumulates.
        let ms = Int((t.seconds * 1000).rounded())
        let delay: Int? = lock.withLock {
            guard failure == nil else { return nil }
            if let last = lastMs, ms <= last { return nil }   // same millisecond: the later frame replaces nothing
            if queued >= Self.maxQueuedFrames { skipped += 1; return nil }
            defer { lastMs = ms }
            queued += 1
            return lastMs.map { ms - $0 } ?? 100
        }
        guard let delay else { return }
        encoder.async { [self] in
            let png = Result { try encodePNG(downsample > 1 ? frame.downsampled(by: downsample) : frame) }
            lock.withLock {
                queued -= 1
                guard failure == nil else { return }
                do { try apng.add(png: try png.get(), previousDelayMs: delay) } catch { failure = "\(error)" }
            }
        }
    }

    /// Returns once every frame captured so far is in the file (the last one held back).
    public func waitUntilWritten() { encoder.sync {} }

    /// Writes the file; returns the frame count.
    public func finish(at t: Timestamp) throws -> Int {
        waitUntilWritten()
        return try lock.withLock {
            defer { close(fd) }
            if let failure { throw ControlError(500, "recording failed: \(failure)") }
            let last = lastMs.map { max(100, Int((t.seconds * 1000).rounded()) - $0) } ?? 100
            do { return try apng.finish(lastDelayMs: last) } catch {
                throw ControlError(500, "cannot write \(path): \(error)")
            }
        }
    }
}
