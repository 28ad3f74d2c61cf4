import AfterglowApp
import AfterglowKit
import AfterglowRender
import ArgumentParser
import Foundation

/// The scene and renderer the bench measures.
enum BenchSetup {
    struct Setup {
        var scene: EmulatorScene
        var renderer: FrameRenderer
        var name: String
    }

    enum Kind: String, CaseIterable, ExpressibleByArgument {
        /// Cairo + Pango rasterizer (AfterglowRender).
        case cairo
        /// The core's span rasterizer (no anti-aliasing, text as ink cells).
        case flat
    }

    enum SceneKind: String, CaseIterable, ExpressibleByArgument {
        /// Content stores + templates + SceneComposer (the real scene).
        case composed
        /// The core's FallbackLockScreenScene (animates the activity's progress bar).
        case fallback
    }

    static func make(_ kind: Kind, scene sceneKind: SceneKind, device: DeviceProfile, clock: SimulationClock, wallpaper: Bool,
                     examplesDirectory: String) -> Setup {
        let scene: EmulatorScene
        switch sceneKind {
        case .composed:
            let templates = (examplesDirectory as NSString).appendingPathComponent("activities")
            scene = ComposedScene(device: device, clock: clock, templateDirectory: templates)
        case .fallback:
            scene = FallbackLockScreenScene(wallpaper: wallpaper)
        }
        let renderer: FrameRenderer = kind == .cairo ? CairoRenderer() : FlatRenderer()
        let sceneName = sceneKind == .composed ? "SceneComposer" : "FallbackLockScreenScene"
        return Setup(scene: scene, renderer: renderer, name: "\(sceneName) + \(kind == .cairo ? "CairoRenderer" : "FlatRenderer")")
    }
}
