import Foundation
import Testing

/// `afterglow screenshot --sequence`: an APNG of a transition, every presented frame; clear
/// errors for what it cannot record.
@Suite struct ScreenshotSequenceTests {
    /// Frames declared in the APNG's acTL chunk.
    static func apngFrames(_ data: Data) -> Int? {
        guard let r = data.range(of: Data("acTL".utf8)) else { return nil }
        let b = [UInt8](data[r.upperBound..<r.upperBound + 4])
        return Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
    }

    @Test func aCardLeavingIsAnAnimatedPNGOfEveryFrame() throws {
        let out = NSTemporaryDirectory() + "afterglow-seq-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try CLI.run(["screenshot", "--sequence", "lock-card-out", "--crop", "--downsample", "3", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try #require(Self.apngFrames(try Data(contentsOf: URL(fileURLWithPath: out))))
        // 0.5 s at 120 Hz plus the screen before the trigger: 60 frames or so.
        #expect(frames > 50 && frames < 80, "\(frames) frames")
        #expect(r.stdout.contains("lock-card-out") && r.stdout.contains("\(frames) frames"))
    }

    @Test func aWatchHasNoIslandToExpand() throws {
        let r = try CLI.run(["screenshot", "--sequence", "island-expand", "--device", "apple-watch-45mm", "-o", "/tmp/unused.png"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("needs a device with the Dynamic Island"))
    }

    @Test func aSequenceTakesNoPayloads() throws {
        let r = try CLI.run(["screenshot", "--sequence", "island-expand", "--payload", "x.apns", "-o", "/tmp/unused.png"])
        #expect(r.status != 0 && r.stderr.contains("--sequence replays the example activities"))
    }
}
