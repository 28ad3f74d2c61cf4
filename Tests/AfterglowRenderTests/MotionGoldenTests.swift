import AfterglowApp
import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Key frames of every transition (`MotionClip`) drawn by the Cairo renderer through the
/// emulator on the virtual clock: the screen as the trigger found it (start), the frame nearest
/// the middle of the motion in time (middle) and the last presented frame (end), each cut to the
/// region the whole clip damaged. Exact, as every golden (`GoldenImage`). What they show against
/// Apple's descriptions: docs/MOTION.md › Goldens.
@Suite struct MotionGoldenTests {
    static let examples = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/activities")

    @Test(arguments: MotionClip.allCases)
    func keyFrames(clip: MotionClip) throws {
        let phone = TestDevices.named("iphone-16-pro")
        let options = MotionRecording.Options(renderer: .cairo, appearance: .dark)
        // First run: the presentation times and the region; the second (identical on the virtual
        // clock) keeps the three key frames.
        let probe = try MotionRecording.run(clip, device: phone, examples: Self.examples, options: options)
        let region = try #require(probe.region, "\(clip) damaged nothing")
        let times = probe.frames.map(\.time)
        // Key frames of the motion the trigger started (not the clock's later ticks): its start,
        // the frame nearest its middle in time, and the frame that draws the rest state.
        let motion = probe.motion.map(\.time)
        let rest = try #require(motion.last, "\(clip) did not move")
        let restIndex = try #require(times.firstIndex(of: rest))
        let middle = probe.trigger + .nanoseconds((rest - probe.trigger).nanoseconds / 2)
        let mid = (1...restIndex).min { abs((times[$0] - middle).seconds) < abs((times[$1] - middle).seconds) } ?? 0
        let keys = [0: "start", mid: "middle", restIndex: "end"]
        var index = 0
        let crop = PixelRect(x: max(0, region.x - 6), y: max(0, region.y - 6), width: region.width + 12, height: region.height + 12)
        var shots: [String: PixelBuffer] = [:]
        _ = try MotionRecording.run(clip, device: phone, examples: Self.examples, options: options, onFrame: { buffer, _ in
            if let name = keys[index] { shots[name] = buffer.cropped(to: crop) }
            index += 1
        })
        #expect(index == times.count, "the second run presented the same frames")
        for name in ["start", "middle", "end"] {
            GoldenImage.assertMatches(try #require(shots[name]), named: "motion/\(clip.rawValue)-\(name)")
        }
    }
}
