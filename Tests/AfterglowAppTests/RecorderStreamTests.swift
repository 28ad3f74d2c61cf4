@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Recordings stream to disk (issue 28): the file grows as frames come, one frame is held back
/// (its delay is known only at the next), and the finished file is a valid APNG with the real
/// frame count patched into acTL.
@Suite("Recorder streams to disk")
struct RecorderStreamTests {
    @Test func framesReachTheFileAsTheyComeAndTheCountIsPatched() throws {
        let dir = NSTemporaryDirectory() + "agrec-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try OutputDirectory(path: dir)
        let loc = try out.locate("r.png")
        let rec = Recorder(path: out.absolutePath(loc), fd: try out.createFile(loc), downsample: 1, encodePNG: encodePNGWithCairo)
        var sizes: [Int] = []
        for i in 0..<5 {
            rec.capture(PixelBuffer(width: 16, height: 8, fill: 0xFF00_0000 | UInt32(i * 40)), at: Timestamp(nanoseconds: Int64(i) * 200_000_000))
            rec.waitUntilWritten()
            sizes.append((try? FileManager.default.attributesOfItem(atPath: out.absolutePath(loc))[.size] as? Int) ?? 0)
        }
        // Frame k is written when frame k+1 arrives: the file grows with every capture after the first.
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 })
        #expect(try rec.finish(at: Timestamp(nanoseconds: 1_000_000_000)) == 5)
        let chunks = try PNGChunks.parse(try Data(contentsOf: URL(fileURLWithPath: out.absolutePath(loc))))
        let actl = try #require(chunks.first { $0.type == "acTL" }?.data)
        #expect(actl.prefix(4) == Data([0, 0, 0, 5]))
        #expect(chunks.filter { $0.type == "fcTL" }.count == 5)
        #expect(chunks.last?.type == "IEND")
        // Each fcTL's delay is the gap to the next frame: 200 ms (the last: until stop, 200 ms).
        let delays = chunks.filter { $0.type == "fcTL" }.map { c in Int(c.data[20]) << 8 | Int(c.data[21]) }
        #expect(delays == [200, 200, 200, 200, 200])
    }

    /// Every presented frame is kept (issue 27), not one per 100 ms: 30 frames at 120 Hz
    /// (8.33 ms apart) are 30 frames whose delays are the rounded times' differences, 8 or 9 ms
    /// (1000 / 120 = 8.33: two 8s and a 9 every 25 ms), adding up to the span without drift.
    @Test func everyFrameAt120HzIsRecorded() throws {
        let dir = NSTemporaryDirectory() + "agrec-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try OutputDirectory(path: dir)
        let loc = try out.locate("r120.png")
        let rec = Recorder(path: out.absolutePath(loc), fd: try out.createFile(loc), downsample: 1, encodePNG: encodePNGWithCairo)
        let period = 1_000_000_000 / 120
        for i in 0..<30 {
            rec.capture(PixelBuffer(width: 16, height: 8, fill: 0xFF00_0000 | UInt32(i * 8)), at: Timestamp(nanoseconds: Int64(i * period)))
        }
        #expect(try rec.finish(at: Timestamp(nanoseconds: Int64(30 * period) + 100_000_000)) == 30)
        #expect(rec.skippedFrames == 0)
        let chunks = try PNGChunks.parse(try Data(contentsOf: URL(fileURLWithPath: out.absolutePath(loc))))
        let delays = chunks.filter { $0.type == "fcTL" }.map { c in Int(c.data[20]) << 8 | Int(c.data[21]) }
        #expect(delays.count == 30)
        #expect(Set(delays.dropLast()) == [8, 9])
        // Frame 29 is at round(29 × 8.333) = 242 ms: the first 29 delays add up to it exactly.
        #expect(delays.dropLast().reduce(0, +) == 242)
    }
}
