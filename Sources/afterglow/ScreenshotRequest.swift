import AfterglowKit

/// Everything a headless screenshot needs (`afterglow screenshot --device`), rendered by
/// `ScreenshotFrame.render` as one frame of the emulator on a virtual clock.
struct ScreenshotRequest: Sendable {
    var device: DeviceProfile
    /// `.apns`/`.json` payloads or `sequence.json` files, applied in order.
    var payloadPaths: [String] = []
    /// Template files or directories holding `*/template.json`.
    var templatePaths: [String] = []
    /// Templates already in memory (imported from SwiftUI source with `--widget`).
    var extraTemplates: [ActivityTemplate] = []
    /// Payloads applied at clock zero before the files (an imported activity's preview start).
    var startPayloads: [(label: String, payload: APNsPayload)] = []
    var categoryPaths: [String] = []
    /// The app's strings that `loc-key`s are resolved in (`--strings`, or found beside `--widget` sources).
    var strings: LocalizedStrings?
    var presentation: ScreenshotPresentation?
    var appearance: Appearance = .light
    var alwaysOn: Double = 0
    /// Always On › Show Wallpaper (iOS 16.2+): off turns the wallpaper black in Always On.
    var alwaysOnWallpaper = true
    var nightMode = false
    var locked = true
    var previews: SceneState.PreviewPolicy = .always
    /// Clock seconds after the anchor to render at; default: when the last payload arrived.
    var at: Double?
    var anchor: WallClockAnchor = .examples
    var utcOffsetSeconds = 0
    /// Crop to the presentation's frame instead of the whole screen.
    var crop = false
}

struct ScreenshotResult {
    var image: PixelBuffer
    var list: DisplayList
    /// The scene that was composed, and the region rendered (nil: the whole screen).
    var state: SceneState
    var region: Rect?
    var presentation: ScreenshotPresentation
    var activityCount: Int
    var notificationCount: Int
    /// Rejected payloads, missing templates and fields, unknown symbols: reported, never fatal.
    var warnings: [String]
    /// The payloads (or sequence steps) that were rejected, each with why; also in `warnings`.
    /// The image shows everything else, and the CLI exits 1 when this is not empty.
    var rejectedPayloads: [String] = []
    /// Why the presentation shows none of the payloads' content (`ScreenshotPresentation.emptiness`);
    /// the CLI writes the image and exits 1.
    var emptiness: String? = nil
}

struct ScreenshotError: Error, CustomStringConvertible {
    var description: String
}
