import AfterglowControl
import AfterglowTime
import AfterglowDisplay
import Foundation

/// Records presented frames into an animated PNG, streamed to the file as they come (one frame
/// held: `APNGStreamWriter`). Frames are reduced to point size (÷ the device scale) and taken at
/// most every 100 ms of emulator time; each frame is shown until the next one, so the file plays
/// back at the emulator's pace.
public final class Recorder: @unchecked Sendable {
    public let path: String
    /// The file, opened inside the output directory when the recording started.
    private let fd: Int32
    public let downsample: Int
    public let encodePNG: @Sendable (PixelBuffer) throws -> Data
    public static let minimumIntervalSeconds = 0.1
    private let lock = NSLock()
    private var apng: APNGStreamWriter
    private var lastAt: Timestamp?
    private var failure: String?

    public init(path: String, fd: Int32, downsample: Int, encodePNG: @escaping @Sendable (PixelBuffer) throws -> Data) {
        self.path = path; self.fd = fd; self.downsample = downsample; self.encodePNG = encodePNG
        apng = APNGStreamWriter(fd: fd)
    }

    public var frameCount: Int { lock.withLock { apng.frameCount } }

    public func capture(_ frame: PixelBuffer, at t: Timestamp) {
        lock.withLock {
            if let last = lastAt, (t - last).seconds < Self.minimumIntervalSeconds { return }
            guard failure == nil else { return }
            do {
                let png = try encodePNG(frame.downsampled(by: downsample))
                let delay = lastAt.map { Int(((t - $0).seconds * 1000).rounded()) } ?? 100
                try apng.add(png: png, previousDelayMs: delay)
                lastAt = t
            } catch {
                failure = "\(error)"
            }
        }
    }

    /// Writes the file; returns the frame count.
    public func finish(at t: Timestamp) throws -> Int {
        try lock.withLock {
            defer { close(fd) }
            if let failure { throw ControlError(500, "recording failed: \(failure)") }
            let lastMs = lastAt.map { max(100, Int(((t - $0).seconds * 1000).rounded())) } ?? 100
            do { return try apng.finish(lastDelayMs: lastMs) } catch {
                throw ControlError(500, "cannot write \(path): \(error)")
            }
        }
    }
}
