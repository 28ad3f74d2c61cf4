import AfterglowGeometry
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowContent
import AfterglowScene

/// Everything a headless screenshot needs (`afterglow screenshot --device`), rendered by
/// `ScreenshotFrame.render` as one frame of the emulator on a virtual clock.
public struct ScreenshotRequest: Sendable {
    public var device: DeviceProfile
    /// `.apns`/`.json` payloads or `sequence.json` files, applied in order.
    public var payloadPaths: [String] = []
    /// Template files or directories holding `*/template.json`.
    public var templatePaths: [String] = []
    /// Templates already in memory (imported from SwiftUI source with `--widget`).
    public var extraTemplates: [ActivityTemplate] = []
    /// Templates that depend on the state (`--widget`'s compiled path), before `extraTemplates`.
    public var templateProvider: (any ActivityTemplateProvider)?
    /// Payloads applied at clock zero before the files (an imported activity's preview start).
    public var startPayloads: [(label: String, payload: APNsPayload)] = []
    public var categoryPaths: [String] = []
    /// The app's strings that `loc-key`s are resolved in (`--strings`, or found beside `--widget` sources).
    public var strings: LocalizedStrings?
    public var presentation: ScreenshotPresentation?
    public var appearance: Appearance = .light
    public var alwaysOn: Double = 0
    /// Always On › Show Wallpaper (iOS 16.2+): off turns the wallpaper black in Always On.
    public var alwaysOnWallpaper = true
    public var nightMode = false
    public var locked = true
    public var previews: SceneState.PreviewPolicy = .always
    /// Clock seconds after the anchor to render at; default: when the last payload arrived.
    public var at: Double?
    public var anchor: WallClockAnchor = .examples
    public var utcOffsetSeconds = 0
    /// Crop to the presentation's frame instead of the whole screen.
    public var crop = false

    public init(device: DeviceProfile) { self.device = device }
}

public struct ScreenshotResult {
    public var image: PixelBuffer
    public var list: DisplayList
    /// The scene that was composed, and the region rendered (nil: the whole screen).
    public var state: SceneState
    public var region: Rect?
    public var presentation: ScreenshotPresentation
    public var activityCount: Int
    public var notificationCount: Int
    /// Rejected payloads, missing templates and fields, unknown symbols: reported, never fatal.
    public var warnings: [String]
    /// The payloads (or sequence steps) that were rejected, each with why; also in `warnings`.
    /// The image shows everything else, and the CLI exits 1 when this is not empty.
    public var rejectedPayloads: [String] = []
    /// Why the presentation shows none of the payloads' content (`ScreenshotPresentation.emptiness`);
    /// the CLI writes the image and exits 1.
    public var emptiness: String? = nil
}

public struct ScreenshotError: Error, CustomStringConvertible {
    public var description: String
}
