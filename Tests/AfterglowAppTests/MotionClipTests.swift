@testable import AfterglowApp
import AfterglowKit
import Foundation
import Testing

/// Transitions through the one frame path on the virtual clock (flat renderer): the refresh the
/// panel runs during motion, the region damaged, no motion in Always On, Reduce Motion, and that
/// a recording is the same on every run.
@Suite struct MotionClipTests {
    let phone: DeviceProfile
    let examples = Repository.root + "/Examples/activities"
    init() throws { phone = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "iphone-16-pro")) }

    func take(_ clip: MotionClip, _ options: MotionRecording.Options = .init(renderer: .flat)) throws -> MotionRecording.Take {
        try MotionRecording.run(clip, device: phone, examples: examples, options: options)
    }

    /// The frames of the motion the trigger started.
    func moving(_ t: MotionRecording.Take) -> [MotionRecording.Frame] { t.motion }

    @Test func islandExpansionRunsAtTheTopRateOnTheVsyncGridUntilAtRest() throws {
        let t = try take(.islandExpand)
        #expect(t.problems.isEmpty, "\(t.problems)")
        let f = moving(t)
        // SwiftUI's default spring rests in about 0.9 s: roughly 100 frames at 120 Hz, none skipped.
        #expect(f.count > 80 && f.count < 130, "\(f.count) frames")
        #expect(f.allSatisfy { $0.hz == 120 }, "ProMotion holds 120 Hz while the island moves")
        // Every frame after the first is one 120 Hz interval after the one before (frame-exact).
        let gaps = zip(f.dropFirst(), f).map { ($0.time - $1.time).seconds }
        #expect(gaps.allSatisfy { abs($0 - 1 / 120.0) < 1e-6 }, "\(Set(gaps.map { ($0 * 1e6).rounded() }))")
        let last = try #require(f.last).time
        #expect((last - t.trigger).seconds < 1.2, "at rest within the spring's settling time")
        // The damage stays around the island, never the whole screen.
        let r = try #require(t.region)
        #expect(r.y < 3 * 30 && r.y + r.height < 3 * 220, "damage \(r) is the island's neighbourhood")
        #expect(f.allSatisfy { !$0.damage.full })
    }

    @Test func theRefreshDropsAfterTheMotion() throws {
        let t = try take(.islandExpand)
        // After the clip (2.5 s), the ladder has walked down from 120 Hz.
        #expect(t.emulator.refreshHz < 120)
    }

    @Test func reduceMotionCrossFadesInAShorterStillTransition() throws {
        let full = moving(try take(.islandExpand))
        let reduced = moving(try take(.islandExpand, .init(reduceMotion: true, renderer: .flat)))
        // A 0.35 s cross-fade instead of a ~0.9 s spring.
        let trigger = Timestamp(seconds: MotionClip.triggerAt)
        let end = try #require(reduced.last).time
        #expect((end - trigger).seconds <= 0.35 + 2 / 120.0 && reduced.count < full.count)
    }

    @Test func nothingAnimatesOnAnAlwaysOnDisplay() throws {
        let t = try take(.numericText, .init(renderer: .flat, alwaysOn: true))
        // The goal arrives on the dimmed screen: it lands in one step (its alert then wakes the
        // screen, and the wake ramp is the display's, not an animation of the content).
        #expect(t.frames.count > 1)
        #expect(t.frames.allSatisfy { !$0.animating }, "the scene never animated")
        let first = try #require(t.frames.dropFirst().first)
        #expect(first.hz <= 1 || first.time > t.trigger, "the update was drawn in Always On")
    }

    @Test func numericTextRollsAtTheTopRateForItsDuration() throws {
        let f = moving(try take(.numericText))
        // The push's own frame runs when it arrives (on the panel's base clock, at the rate the idle
        // Lock Screen had dropped to); every frame of the roll after it runs at 120 Hz.
        #expect(!f.isEmpty && f.dropFirst().allSatisfy { $0.hz == 120 }, "\(f.map(\.hz))")
        // The score's roll is 0.4 s (its template), the row's cross-fades 0.35 s.
        let span = (try #require(f.last).time - Timestamp(seconds: MotionClip.triggerAt)).seconds
        #expect(span >= 0.39 && span <= 0.41 + 1 / 120.0, "\(span)")
    }

    @Test func cardsSlideInAndOut() throws {
        for clip in [MotionClip.lockCardIn, .lockCardOut] {
            let t = try take(clip)
            #expect(t.problems.isEmpty, "\(clip): \(t.problems)")
            let span = (try #require(moving(t).last).time - t.trigger).seconds
            #expect(span >= 0.49 && span <= 0.51 + 1 / 120.0, "\(clip) lasts the card transition's 0.5 s: \(span)")
        }
    }

    @Test func everyClipRecordsWithoutProblemsAndComesToRest() throws {
        for clip in MotionClip.allCases {
            let t = try take(clip)
            #expect(t.problems.isEmpty, "\(clip): \(t.problems)")
            #expect(moving(t).count > 3, "\(clip) moved")
            // Nothing runs past the HIG's 2 s cap (the alert returns later: its own motion is short).
            if clip != .islandAlert { #expect((try #require(moving(t).last).time - t.trigger).seconds <= 2) }
        }
    }

    @Test func aRecordingIsTheSameOnEveryRun() throws {
        var hashes: [[Int]] = []
        for _ in 0..<2 {
            var h: [Int] = []
            _ = try MotionRecording.run(.islandMinimal, device: phone, examples: examples, options: .init(renderer: .flat), onFrame: { b, f in
                var hasher = Hasher()
                hasher.combine(f.time.nanoseconds)
                b.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
                h.append(hasher.finalize())
            })
            hashes.append(h)
        }
        #expect(hashes[0] == hashes[1])
    }

    /// Animated frames draw from the last composition while nothing it read changed: the frames
    /// are exactly those of composing every frame, and the scene is composed only when an input
    /// (the trigger) or the clock (the next second of a timer, the minute) can have changed it.
    @Test(arguments: [MotionClip.islandExpand, .numericText, .lockCardIn, .islandAlert])
    func reusingCompositionsDrawsTheSameFrames(clip: MotionClip) throws {
        func hashes(_ composeEveryFrame: Bool) throws -> (frames: [Int], take: MotionRecording.Take) {
            var options = MotionRecording.Options(renderer: .flat)
            options.composeEveryFrame = composeEveryFrame
            var h: [Int] = []
            let take = try MotionRecording.run(clip, device: phone, examples: examples, options: options, onFrame: { b, f in
                var hasher = Hasher()
                hasher.combine(f.time.nanoseconds)
                b.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
                h.append(hasher.finalize())
            })
            return (h, take)
        }
        let reused = try hashes(false), every = try hashes(true)
        #expect(reused.frames == every.frames, "\(clip): the same frames, pixel for pixel")
        #expect(every.take.reusedCompositions == 0)
        // The clip records 2.5 s (10 s for the alert): a composition for the trigger, one for each
        // second a template's clock reader could change, one for the minute and one when an
        // alert's presentation ends — a handful, not one per 120 Hz frame.
        let seconds = Int(clip.recordSeconds.rounded(.up))
        #expect(reused.take.composed <= 2 + seconds + 1, "\(clip): composed \(reused.take.composed) times")
        #expect(reused.take.reusedCompositions > reused.take.composed, "\(clip): \(reused.take.reusedCompositions) reused")
    }

    @Test func apngDelaysFollowThePresentationTimesWithoutDrift() {
        let times = (0..<13).map { Timestamp.zero + .nanoseconds(Int64($0) * 8_333_333) }
        let d = MotionAPNG.delays(times)
        #expect(Set(d.dropLast()) == [8, 9])
        #expect(d.dropLast().reduce(0, +) == 100, "12 intervals of 1/120 s are 100 ms")
        #expect(d.last == MotionAPNG.holdLastMs)
    }

    @Test func aWatchIsRefusedWithAReason() throws {
        let watch = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "apple-watch-45mm"))
        #expect(throws: MotionRecording.Failure.self) { try MotionRecording.run(.islandExpand, device: watch, examples: examples) }
    }
}
