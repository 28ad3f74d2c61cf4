import AfterglowApp
import AfterglowSensing
import ArgumentParser

/// `--device ID` on `sensors replay | monitor | evaluate`: the profile whose kind decides which
/// gestures are reported (a watch: wrist raise/drop + face up/down off the wrist; a phone: pick-up
/// + face up/down). Without it every gesture is reported (or, for `evaluate --real`, each trace's
/// own `device:` metadata decides). `--wrist` / `--crown`: the watch's settings (`WatchWearing`).
struct SensorsDeviceOption: ParsableArguments {
    @Option(help: "Device profile id (e.g. apple-watch-45mm, iphone-16-pro): report only the gestures of its kind.")
    var device: String?
    @OptionGroup var wear: WatchWearingOptions

    /// The profile's kind, or nil without `--device`; an unknown id exits 2 with suggestions, and
    /// `--wrist`/`--crown` with a phone's profile is an error (a phone has no wrist).
    func kind(_ catalog: DeviceDirectoryOption) throws -> WearKind? {
        guard let device else { return nil }
        let cat = try catalog.loadCatalog(quiet: true)
        let kind = WearKind(try catalog.profile(device, in: cat).kind)
        if kind != .watch, wear.wearing() != nil {
            throw ValidationError("--wrist/--crown are a watch's settings; --device \(device) is a \(kind.rawValue)")
        }
        return kind
    }

    /// `--wrist`/`--crown` as given, the rest from watchOS's defaults; nil when neither was given.
    var wearing: WatchWearing? { wear.wearing() }
}
