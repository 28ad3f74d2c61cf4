import AfterglowKit
import AfterglowRender
import Foundation

/// The scene and renderer the bench measures.
enum BenchSetup {
    struct Setup {
        var scene: EmulatorScene
        var renderer: FrameRenderer
        var name: String
    }

    enum Kind: String, CaseIterable {
        /// SceneComposer + content stores + CairoRenderer (the real pipeline).
        case cairo
        /// The core's FallbackLockScreenScene + FlatRenderer (no Cairo, no templates).
        case flat
    }

    static func make(_ kind: Kind, device: DeviceProfile, clock: SimulationClock, wallpaper: Bool, examplesDirectory: String) -> Setup {
        switch kind {
        case .cairo:
            let templates = (examplesDirectory as NSString).appendingPathComponent("activities")
            return Setup(scene: ComposedScene(device: device, clock: clock, templateDirectory: templates), renderer: CairoRenderer(),
                         name: "SceneComposer + CairoRenderer")
        case .flat:
            return Setup(scene: FallbackLockScreenScene(wallpaper: wallpaper), renderer: FlatRenderer(),
                         name: "core fallback (FallbackLockScreenScene + FlatRenderer)")
        }
    }
}
