import AfterglowApp
import AfterglowDevices
import AfterglowDisplay
import AfterglowPower
import AfterglowRender
import ArgumentParser
import Foundation

extension PowerState: ExpressibleByArgument {}

/// `--color RRGGBB` (or `#RRGGBB`): an 8-bit sRGB colour.
struct HexColor: ExpressibleByArgument, Equatable {
    var red: UInt8, green: UInt8, blue: UInt8
    init?(argument: String) {
        let hex = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
        red = UInt8(v >> 16); green = UInt8((v >> 8) & 0xFF); blue = UInt8(v & 0xFF)
    }
    static var defaultCompletionKind: CompletionKind { .default }
}

/// `afterglow power`: the panel power of one frame — a PNG, a solid colour, or a device's
/// presentation rendered from payloads — at a luminance, refresh and state, with its breakdown.
struct Power: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Estimate a screen's panel power: mW, % battery per hour and where it goes.",
        discussion: """
        What is shown: --png FILE (any size; its mean is taken as the whole screen; a panel has no \
        transparency, so transparent pixels count as black, with a note), --color RRGGBB \
        (a full screen of it), or the device's screen rendered as `afterglow screenshot` would \
        (--payload, --presentation, --appearance, --always-on).

        Luminance and refresh default to the state's: interactive = typicalNits at the top refresh; \
        always-on = the Always On luminance \
        at --ambient-lux (default 1000) at the Always On refresh; --auto-brightness: interactive at \
        the auto-brightness curve's luminance for --ambient-lux; off = nothing drawn. The model and \
        its sources: docs/POWER.md.

        Examples:
          afterglow power --device iphone-16-pro --color FFFFFF --nits 500
          afterglow power --device iphone-16-pro --state always-on --always-on --json

        Exit codes: 0; 1 a file could not be read or rendered; 2 usage or an unknown device.
        """)

    @OptionGroup var deviceOptions: DeviceDirectoryOption
    @Option(help: "Device id or name, e.g. iphone-16-pro (its panel's coefficients are used).") var device: String
    @Option(help: "A PNG to estimate.") var png: String?
    @Option(help: "A solid colour to estimate, RRGGBB or #RRGGBB.") var color: HexColor?
    @Option(name: .customLong("payload"), help: "An APNs payload or sequence.json for the rendered screen; repeatable.") var payloads: [String] = []
    @Option(help: "What to render: \(ScreenshotPresentation.allCases.map(\.rawValue).joined(separator: ", ")).") var presentation: ScreenshotPresentation?
    @Option(help: "light or dark (rendered screen).") var appearance: Appearance = .light
    @Flag(name: .customLong("always-on"), help: "Render the Always On variant (rendered screen).") var alwaysOnVariant = false
    @Option(help: "Display state: \(PowerState.allCases.map(\.rawValue).joined(separator: ", ")).") var state: PowerState = .interactive
    @Option(help: "Luminance setting in nits (default: the state's).") var nits: Double?
    @Option(help: "Refresh rate in Hz (default: the state's).") var refresh: Double?
    @Option(name: .customLong("ambient-lux"), help: "Ambient light for the Always On luminance, 0…120000 lux.") var ambientLux: Double = AmbientLightCurve.defaultLux
    @Flag(name: .customLong("auto-brightness"), help: "Interactive luminance from the auto-brightness curve at --ambient-lux (docs/POWER.md).") var autoBrightness = false
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if png != nil && color != nil { throw ValidationError("pass one of --png and --color, not both") }
        if (png != nil || color != nil) && (!payloads.isEmpty || presentation != nil || alwaysOnVariant) {
            throw ValidationError("--payload, --presentation and --always-on render the device's screen; they do not apply to --png or --color")
        }
        if let n = nits, !(n >= 0 && n <= 10_000) { throw ValidationError("--nits must be between 0 and 10000, got \(n)") }
        if let r = refresh, !(r >= 0 && r <= 480) { throw ValidationError("--refresh must be between 0 and 480 Hz, got \(r)") }
        if !(0...120_000).contains(ambientLux) { throw ValidationError("--ambient-lux must be between 0 and 120000, got \(ambientLux)") }
        if autoBrightness && (nits != nil || state != .interactive) { throw ValidationError("--auto-brightness sets the interactive luminance: drop --nits, or use --state interactive") }
        if state == .off && (nits ?? 0 > 0 || refresh ?? 0 > 0) { throw ValidationError("--state off draws nothing: drop --nits/--refresh or pick another state") }
    }

    func run() throws {
        let catalog = try deviceOptions.loadCatalog(quiet: json)
        let profile = try deviceOptions.profile(device, in: catalog)
        let (lum, hz) = PanelPowerLevels(state: state, nits: nits, refresh: refresh, ambientLux: ambientLux, autoBrightness: autoBrightness).levels(profile)
        let estimate: PanelPowerEstimate
        let what: String
        if let color {
            estimate = PanelPowerEstimate(device: profile, red: color.red, green: color.green, blue: color.blue, nits: lum, refreshHz: hz, alwaysOn: state == .alwaysOn)
            what = String(format: "colour #%02X%02X%02X", color.red, color.green, color.blue)
        } else if let png {
            let image: PixelBuffer
            do { image = try PNGCodec.read(png) } catch {
                printError("error: cannot read --png \(png): \(error)")
                throw ExitCode(1)
            }
            // A screen has no transparency: premultiplied, a transparent pixel is black. Say so, as a
            // viewer shows such a PNG over white or a checkerboard and a person would cost that.
            let seeThrough = image.pixels.reduce(0) { $0 + ($1 >> 24 == 0xFF ? 0 : 1) }
            if seeThrough > 0 {
                printError(String(format: "note: %.1f %% of %@'s pixels are transparent or translucent; a panel has none, so they are costed as drawn over black. Flatten the image onto the background it will be shown on to cost it as seen.",
                                  Double(seeThrough) / Double(image.pixels.count) * 100, png))
            }
            estimate = PanelPowerEstimate(device: profile, frame: image, nits: lum, refreshHz: hz, alwaysOn: state == .alwaysOn)
            what = "\(png) (\(image.width)x\(image.height) px)"
        } else {
            let frame = try renderedFrame(profile)
            estimate = PanelPowerEstimate(device: profile, frame: frame.image, nits: lum, refreshHz: hz, alwaysOn: state == .alwaysOn)
            what = "rendered \(frame.presentation.rawValue), \(appearance.rawValue)\(alwaysOnVariant ? ", Always On" : "")"
        }
        let report = PanelPowerReport(estimate: estimate, profile: profile, state: state, content: what)
        if json { try report.printJSON() } else { report.printText() }
    }

    func renderedFrame(_ profile: DeviceProfile) throws -> ScreenshotResult {
        do {
            return try PanelPowerReport.renderedFrame(profile, payloads: payloads, presentation: presentation, appearance: appearance,
                                                      alwaysOn: alwaysOnVariant, devicesDirectory: try deviceOptions.resolveDirectory())
        } catch let e as ScreenshotError where e.description.hasPrefix("--payload") { throw ValidationError(e.description) } catch { throw failure(error, 1) }
    }
}
