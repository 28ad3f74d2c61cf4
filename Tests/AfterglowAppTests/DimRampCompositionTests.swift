@testable import AfterglowApp
import AfterglowKit
import Foundation
import Testing

/// The dimming and waking ramps lay the scene out only where its layout can change: the dark
/// appearance and redaction switch at the ramp's midpoint and reduced-luminance content past it
/// (`SceneComposer.base`), and nothing else in a composition reads the display state. Composing
/// again at the ramp's first frame and on reaching Always On put a full layout into frames that
/// already redraw the whole screen (issue 27: the default scenario's budget misses).
@Suite struct DimRampCompositionTests {
    let phone: DeviceProfile
    let examples = Repository.root + "/Examples/activities"
    init() throws { phone = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "iphone-16-pro")) }

    struct Run {
        var hashes: [Int] = []
        var states: [DisplayState] = []
        /// Compositions made from the first dimming frame to the first Always On frame.
        var composedDimming = 0
        var composedWaking = 0
        /// Of those, the compositions made in a frame that also redrew the screen.
        var composedInDrawnDimmingFrames = 0
        var composedInDrawnWakingFrames = 0
    }

    /// A match score on the Lock Screen (a template that reads no clock: the scene changes only at the
    /// minute); Auto-Lock (5 s) dims it to Always On; a tap at 20 s wakes it.
    func run(composeEveryFrame: Bool) throws -> Run {
        let clock = VirtualClock()
        var assembly = EmulatorAssembly(device: phone, clock: clock)
        assembly.content = .init(templateDirectory: examples)
        assembly.renderer = .flat
        var settings = DisplaySettings(device: phone)
        settings.inactivityTimeoutS = 5
        settings.alwaysOnEnabled = true
        assembly.settings = settings
        let made = assembly.makeScene()
        let scene = try #require(made.composed)
        scene.reusesCompositions = !composeEveryFrame
        let emulator = assembly.assemble(scene: made.scene, composed: scene, problems: made.problems).emulator
        let payload = try PayloadParser.parse(contentsOf: examples + "/sports-score/01-kickoff.apns")
        emulator.send(.push(payload, priority: 10), at: clock.now)
        emulator.send(.tap(Point(x: 100, y: 400)), at: Timestamp(seconds: 20))

        let out = RunSink(scene)
        emulator.frameHandler = { buffer, info in
            var h = Hasher()
            h.combine(info.timestamp.nanoseconds)
            buffer.pixels.withUnsafeBytes { h.combine(bytes: $0) }
            out.record(h.finalize(), info.state, at: info.timestamp)
        }
        // Every recorded frame, drawn or not (a frame that only lays out ahead draws nothing).
        emulator.frameCostHandler = { _, _, t in out.frameEnded(at: t) }
        emulator.run(until: Timestamp(seconds: 25))
        emulator.frameHandler = nil
        emulator.frameCostHandler = nil
        #expect(emulator.problemLog.isEmpty, "\(emulator.problemLog.map(\.message))")
        return out.run
    }

    /// Collects frames under the emulator's lock, counting compositions per state.
    final class RunSink: @unchecked Sendable {
        let scene: ComposedScene
        var run = Run()
        private var lastMade: Int
        init(_ scene: ComposedScene) { self.scene = scene; lastMade = scene.compositionCounts.made }
        private var drawnAt: Timestamp?
        /// Compositions of frames that drew nothing (laid out ahead), counted with the next drawn frame.
        private var ahead = 0
        func record(_ hash: Int, _ state: DisplayState, at t: Timestamp) {
            drawnAt = t
            run.hashes.append(hash)
            run.states.append(state)
        }
        /// Called at the end of every recorded frame, after `record` when the frame drew.
        func frameEnded(at t: Timestamp) {
            let made = scene.compositionCounts.made
            let new = made - lastMade
            lastMade = made
            guard drawnAt == t, let state = run.states.last else { ahead += new; return }
            let previous = run.states.dropLast().last
            // A ramp's compositions, and Always On's first frame, which the ramp's last one serves.
            if state == .dimming || (state == .alwaysOn && previous == .dimming) {
                run.composedDimming += new + ahead
                run.composedInDrawnDimmingFrames += new
            }
            if state == .waking {
                run.composedWaking += new + ahead
                run.composedInDrawnWakingFrames += new
            }
            ahead = 0
        }
    }

    @Test func rampsComposeOnlyWhereTheLayoutChangesAndDrawTheSameFrames() throws {
        let reused = try run(composeEveryFrame: false), every = try run(composeEveryFrame: true)
        // Always On's first frame draws nothing new (the ramp's last frame is its look), so the
        // frames show the ramps either side of it.
        #expect(reused.states.contains(.dimming) && reused.states.contains(.waking), "the run dims and wakes: \(Set(reused.states))")
        #expect(reused.hashes == every.hashes, "the same frames, pixel for pixel, as composing every frame")
        // Dimming crosses the midpoint once: one layout at it (level 0.5, an eighth step), one past
        // it; the awake layout starts the ramp and the last one is Always On's.
        #expect(reused.composedDimming == 2, "dimming composed \(reused.composedDimming) times")
        // Waking: the tap is an event the scene applies (any applied event invalidates), then the
        // midpoint and below it; the last is the awake layout.
        #expect(reused.composedWaking <= 3, "waking composed \(reused.composedWaking) times")
        #expect(every.composedDimming > reused.composedDimming)
        // Both of dimming's are laid out a frame or two ahead, in frames that draw nothing: no
        // frame that redraws the whole screen also lays it out (issue 27). Waking's tap frame
        // composes where it draws (the tap is applied in it); the midpoint's and the one below it
        // are laid out ahead.
        #expect(reused.composedInDrawnDimmingFrames == 0, "dimming composed \(reused.composedInDrawnDimmingFrames) times in frames that drew")
        #expect(reused.composedInDrawnWakingFrames <= 1, "waking composed \(reused.composedInDrawnWakingFrames) times in frames that drew")
    }
}
