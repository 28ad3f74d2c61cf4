@testable import AfterglowApp
import AfterglowKit
import Foundation
import Testing

/// `screenshot --sequence … -o clip.mp4`: the clip laid on a constant-rate grid and encoded by
/// ffmpeg. The encode itself runs only where ffmpeg is installed (ffprobe then counts what it
/// wrote); the grid arithmetic and the "no ffmpeg" error run everywhere.
@Suite struct MotionVideoTests {
    let phone: DeviceProfile
    let examples = Repository.root + "/Examples/activities"
    init() throws { phone = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "iphone-16-pro")) }

    func at(_ ms: Double) -> Timestamp { Timestamp(nanoseconds: Int64((ms * 1e6).rounded())) }

    /// Frames at 0, 1/120, 2/120 and 4/120 s (a frame skipped at 60 Hz) on a 120 fps grid:
    /// 1, 1, 2 slots, and the last held 0.6 s = 72 slots.
    @Test func eachFrameLastsUntilTheNextOnesSlot() {
        let times = [0, 1000 / 120.0, 2000 / 120.0, 4000 / 120.0].map(at)
        #expect(MotionVideo.repeats(times, fps: 120, holdS: 0.6) == [1, 1, 2, 72])
        // Rounded on the cumulative time: 100 frames 1/120 s apart are 100 slots, no drift.
        let many = (0..<100).map { at(Double($0) * 1000 / 120) }
        #expect(MotionVideo.repeats(many, fps: 120, holdS: 0).dropLast().allSatisfy { $0 == 1 })
    }

    @Test func withoutFFmpegItSaysSoAndWritesNothing() throws {
        let path = NSTemporaryDirectory() + "agmp4-none-\(UUID().uuidString.prefix(8)).mp4"
        #expect(MotionVideo.ffmpeg(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(MotionVideo.ffmpeg(environment: ["AFTERGLOW_FFMPEG": "/nonexistent/ffmpeg"]) == nil)
        do {
            _ = try MotionVideo.write(.numericText, device: phone, examples: examples, options: .init(renderer: .flat), crop: false,
                                      downsample: 4, to: path, ffmpeg: nil)
            Issue.record("no error without ffmpeg")
        } catch let e as MotionRecording.Failure {
            #expect(e.description.contains("ffmpeg") && e.description.contains("apt-get install ffmpeg"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Where ffmpeg and ffprobe exist: the numeric-text clip, cropped and reduced, as MP4. ffprobe
    /// decodes every frame: as many as the grid says (the presented frames' slots plus the 0.6 s
    /// hold), 120 fps, and a duration of frames / 120.
    @Test(.enabled(if: MotionVideo.ffmpeg() != nil && Self.ffprobe != nil, "ffmpeg/ffprobe not installed"))
    func anMP4HasEveryFrameOnTheGrid() throws {
        let path = NSTemporaryDirectory() + "agmp4-\(UUID().uuidString.prefix(8)).mp4"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = MotionRecording.Options(renderer: .flat)
        let w = try MotionVideo.write(.numericText, device: phone, examples: examples, options: options, crop: true, downsample: 2, to: path)
        // The same clip's presentation times, from a run of its own (the virtual clock repeats it).
        let times = try MotionRecording.run(.numericText, device: phone, examples: examples, options: options).frames.map(\.time)
        let expected = MotionVideo.repeats(times, fps: 120, holdS: 0.6).reduce(0, +)
        #expect(w.presentedFrames == times.count && w.frames == expected && w.fps == 120)
        #expect(abs(Double(expected) / 120 - ((times.last! - times.first!).seconds + 0.6)) <= 1.0 / 120 + 1e-9)

        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: Self.ffprobe!)
        probe.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames,r_frame_rate,codec_name:format=duration", "-of", "json", path]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        probe.waitUntilExit()
        #expect(probe.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stream = try #require((json["streams"] as? [[String: Any]])?.first)
        #expect(stream["codec_name"] as? String == "h264")
        #expect(stream["r_frame_rate"] as? String == "120/1")
        #expect(Int(stream["nb_read_frames"] as? String ?? "") == expected, "\(stream)")
        let duration = try #require(Double((json["format"] as? [String: Any])?["duration"] as? String ?? ""))
        #expect(abs(duration - Double(expected) / 120) < 0.02, "duration \(duration) s")
    }

    static var ffprobe: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/ffprobe" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
