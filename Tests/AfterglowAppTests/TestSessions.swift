@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import AfterglowWindow
import Foundation
import Testing

/// Sessions for tests, from the one `EmulatorAssembly` every front end uses, on a virtual clock and
/// the flat renderer (its text metrics with it), PNGs stored uncompressed.
enum TestSessions {
    static func make(_ device: String, scene: EmulatorAssembly.SceneKind = .fallback,
                     content: EmulatorAssembly.Content = .init(),
                     outputDirectory: String = NSTemporaryDirectory()) throws -> (session: EmulatorSession, backend: SessionControlBackend, clock: VirtualClock) {
        let profile = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: device))
        let clock = VirtualClock()
        var assembly = EmulatorAssembly(device: profile, clock: clock)
        assembly.scene = scene
        assembly.renderer = .flat
        assembly.content = content
        let assembled = assembly.makeEmulator()
        #expect(assembled.problems.isEmpty, "\(assembled.problems)")
        let s = try EmulatorSession(assembled: assembled, outputDirectory: outputDirectory, encodePNG: { StoredPNGEncoder.encode($0) })
        return (s, SessionControlBackend(session: s), clock)
    }

    /// The repository's example templates.
    static let examples = EmulatorAssembly.Content(templateDirectory: Repository.root + "/Examples/activities")
}

/// A headless presenter on the virtual clock that keeps what the loop showed and never sleeps past
/// `end`: once the loop has run its pass at `end`, it is `done`.
final class RecordingPresenter: FramePresenter {
    let end: Timestamp
    private(set) var done = false
    init(end: Timestamp) { self.end = end }
    struct Shown { var pixels: PixelBuffer; var damage: [PixelRect]? }
    let hudVisible = false
    let helpVisible = false
    let hudScale = 1.0
    private(set) var shown: [Shown] = []
    func show(screen: PixelBuffer, damage: [PixelRect]?) { shown.append(Shown(pixels: screen, damage: damage)) }
    func show(hud: PixelBuffer) {}
    func present() {}
    func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput] {
        if clock.now >= end { done = true } else { clock.sleep(until: min(deadline, end)) }
        return []
    }
}

extension EmulatorSession {
    /// Runs the frame loop `afterglow run --headless` runs, on the virtual clock up to `t`; returns
    /// the frames it presented.
    @discardableResult
    func runLoop(_ clock: VirtualClock, until t: Timestamp) -> [RecordingPresenter.Shown] {
        let presenter = RecordingPresenter(end: t)
        let loop = FrameLoop(session: self, presenter: presenter, renderer: FlatRenderer(), clock: clock)
        loop.log = { _ in }
        loop.run { presenter.done }
        return presenter.shown
    }
}
