import AfterglowKit
import AfterglowRender
import Foundation

/// Always On Lock Screen frames through the real pipeline (SceneComposer with the one
/// `AlwaysOnContentPolicy`, Pango text, CairoRenderer at full pixel size) and their panel power.
enum AlwaysOnFrames {
    /// What the screen showed in a measurement.
    enum Wallpaper: Hashable {
        /// Show Wallpaper off: black behind the clock.
        case off
        /// The scene's own wallpaper (light appearance), dimmed by the policy.
        case scene
        /// A uniform wallpaper of this sRGB grey level (0…1) under the content, dimmed by the
        /// policy's `wallpaperDim` (DXOMARK used a grey background).
        case grey(Double)
    }

    /// Mean linear intensities of an Always On Lock Screen frame (no Live Activity: the measured
    /// phones had no apps), as the analyzer reads them.
    static func frame(_ device: DeviceProfile, wallpaper: Wallpaper, activities: [TemplateSceneActivity] = [],
                      policy base: AlwaysOnContentPolicy = .standard) -> PixelPowerAnalyzer.Result {
        let policy = base.withAlwaysOnWallpaper(wallpaper == .scene)
        var s = SceneState(device: device, activities: activities, appearance: .light, alwaysOn: 1, alwaysOnPolicy: policy,
                           locked: true, now: ExampleActivities.now, wallClock: ExampleActivities.wallClock,
                           measurer: ExampleActivities.measurer)
        s.surface = .lockScreen
        let list = SceneComposer().compose(s)
        var buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        CairoRenderer().render(list, into: &buffer, damage: nil)
        if case .grey(let level) = wallpaper {
            // Composite the dimmed grey under the content: every black pixel becomes the wallpaper.
            let v = UInt32((min(1, max(0, level * policy.wallpaperDim)) * 255).rounded())
            let grey: UInt32 = 0xFF00_0000 | v << 16 | v << 8 | v
            for i in buffer.pixels.indices where buffer.pixels[i] & 0x00FF_FFFF == 0 { buffer.pixels[i] = grey }
        }
        var analyzer = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
        return analyzer.analyze(buffer, damage: nil)
    }

    /// Emission at typical nits (mW) of such a frame.
    static func emission(_ device: DeviceProfile, _ r: PixelPowerAnalyzer.Result) -> Double {
        PanelPowerModel(panel: device.panel).emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB)
    }

    /// Panel power (mW) in Always On at `lux`.
    static func milliwatts(_ device: DeviceProfile, wallpaper: Wallpaper, lux: Double) -> Double {
        let r = frame(device, wallpaper: wallpaper)
        return milliwatts(device, emissionAtTypical: emission(device, r), lux: lux)
    }

    /// Always On luminance (nits) at `lux`.
    static func nits(_ device: DeviceProfile, lux: Double) -> Double {
        var settings = DisplaySettings(device: device)
        settings.ambientLux = lux
        return DisplayPowerModel(device: device, settings: settings).alwaysOnNits
    }

    /// Panel power (mW) in Always On at `lux` of a frame whose emission at typical nits is given.
    static func milliwatts(_ device: DeviceProfile, emissionAtTypical e: Double, lux: Double) -> Double {
        var settings = DisplaySettings(device: device)
        settings.ambientLux = lux
        let model = DisplayPowerModel(device: device, settings: settings)
        return PanelPowerModel(panel: device.panel).totalMilliwatts(emissionAtTypical: e,
                                                                    nits: model.alwaysOnNits, hz: device.refresh.alwaysOnHz, alwaysOn: true)
    }
}
