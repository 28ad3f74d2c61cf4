import AfterglowApp
import AfterglowSensing
import ArgumentParser

/// `--device ID` on `sensors replay | monitor | evaluate`: the profile whose kind decides which
/// gestures are reported (a watch: wrist raise/drop + face up/down; a phone: pick-up + face
/// up/down). Without it every gesture is reported (or, for `evaluate --real`, each trace's own
/// `device:` metadata decides).
struct SensorsDeviceOption: ParsableArguments {
    @Option(name: .long, help: "Device profile id (e.g. apple-watch-45mm, iphone-16-pro): report only the gestures of its kind.")
    var device: String?

    /// The profile's kind, or nil without `--device`; an unknown id exits 2 with suggestions.
    func kind(_ catalog: DeviceDirectoryOption) throws -> WearKind? {
        guard let device else { return nil }
        let cat = try catalog.loadCatalog(quiet: true)
        return WearKind(try catalog.profile(device, in: cat).kind)
    }
}
