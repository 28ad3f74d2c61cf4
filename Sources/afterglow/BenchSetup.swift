import AfterglowKit

/// The scene and renderer the bench measures.
enum BenchSetup {
    struct Setup {
        var scene: EmulatorScene
        var renderer: FrameRenderer
        var name: String
    }

    /// The core's fallback scene and flat renderer (AfterglowRender not wired yet).
    static func make(wallpaper: Bool) -> Setup {
        Setup(scene: FallbackLockScreenScene(wallpaper: wallpaper), renderer: FlatRenderer(), name: "core fallback (FallbackLockScreenScene + FlatRenderer)")
    }
}
