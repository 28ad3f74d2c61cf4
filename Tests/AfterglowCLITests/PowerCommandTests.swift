import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// `afterglow power`: expected figures are hand calculations from the profile's own coefficients
/// (P = Σ k_c · lin_c · L / L_typ + P_static + k_Hz · f, docs/POWER.md), or properties.
@Suite struct PowerCommandTests {
    static let device = "iphone-14-pro-max"

    /// The profile's panel coefficients, read from Devices/ (not from the command).
    static func panel() throws -> [String: Double] {
        let url = URL(fileURLWithPath: CLI.repositoryRoot + "/Devices/\(device).json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let p = try #require(json["panel"] as? [String: Any])
        return p.compactMapValues { $0 as? Double }
    }

    static func estimate(_ args: [String]) throws -> [String: Any] {
        let r = try CLI.run(["power", "--device", device, "--json"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    @Test("full white at typical nits and 120 Hz: k_R + k_G + k_B + P_static + 120 k_Hz, and its % per hour")
    func whiteByHand() throws {
        let p = try Self.panel()
        let expected = p["redMilliwatts"]! + p["greenMilliwatts"]! + p["blueMilliwatts"]! + p["staticMilliwatts"]! + 120 * p["refreshMilliwattsPerHz"]!
        let j = try Self.estimate(["--color", "#FFFFFF", "--nits", "1000", "--refresh", "120"])
        let mw = try #require(j["milliwatts"] as? Double)
        #expect(abs(mw - expected) < 0.01, "\(mw) vs \(expected)")
        let pct = try #require(j["batteryPercentPerHour"] as? Double)
        #expect(abs(pct - expected / 1000 / p["batteryWattHours"]! * 100) < 1e-6)
        let b = try #require(j["breakdown"] as? [String: Double])
        #expect(abs(b["refreshMilliwatts"]! - 120 * p["refreshMilliwattsPerHz"]!) < 1e-9)
        #expect(b["limiting"] == 1)
    }

    /// An LCD (iPad 9th generation): the backlight follows --nits whatever the colour, from the
    /// profile's `backlightMilliwatts` at typical nits; the channels cost nothing.
    @Test("an LCD: backlight × nits / typical + static, the same for black and white")
    func lcdBacklightFollowsNits() throws {
        let url = URL(fileURLWithPath: CLI.repositoryRoot + "/Devices/ipad-9th-gen.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let p = try #require((json["panel"] as? [String: Any])?.compactMapValues { $0 as? Double })
        func estimate(_ colour: String, _ nits: String) throws -> [String: Any] {
            let r = try CLI.run(["power", "--device", "ipad-9th-gen", "--json", "--color", colour, "--nits", nits])
            #expect(r.status == 0, "\(r.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        }
        let backlight = try #require(p["backlightMilliwatts"]), typical = try #require(p["typicalNits"])
        for nits in [50.0, 150, 500] {
            let white = try estimate("FFFFFF", String(nits)), black = try estimate("000000", String(nits))
            let expected = backlight * nits / typical + p["staticMilliwatts"]!
            #expect(abs((white["milliwatts"] as? Double ?? 0) - expected) < 0.01, "\(nits) nits: \(white)")
            #expect(white["milliwatts"] as? Double == black["milliwatts"] as? Double)
            let b = try #require(white["breakdown"] as? [String: Double])
            #expect(abs(b["backlightMilliwatts"]! - backlight * nits / typical) < 0.01 && b["emissionMilliwatts"] == 0)
        }
    }

    /// A PNG with transparency (a mock-up exported without its background): a panel shows none, so
    /// transparent pixels are costed as black — half the pixels transparent, half opaque white,
    /// gives mean linear 0.5 — and the command says so on stderr; an opaque PNG gets no note.
    @Test("a transparent PNG is costed over black, and the command says so")
    func transparentPNGIsNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("power-alpha-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var half = PixelBuffer(width: 4, height: 4, fill: 0)
        for i in 0..<8 { half.pixels[i] = 0xFFFF_FFFF }
        try PNGCodec.write(half, to: dir + "/half.png")
        try PNGCodec.write(PixelBuffer(width: 4, height: 4, fill: 0xFFFF_FFFF), to: dir + "/opaque.png")
        let r = try CLI.run(["power", "--device", Self.device, "--json", "--png", dir + "/half.png"])
        #expect(r.status == 0 && r.stderr.contains("50.0 % of") && r.stderr.contains("costed as drawn over black"), "\(r.stderr)")
        let j = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect((j["meanLinear"] as? [String: Double])?["green"] == 0.5)
        let opaque = try CLI.run(["power", "--device", Self.device, "--png", dir + "/opaque.png"])
        #expect(opaque.status == 0 && !opaque.stderr.contains("transparent"), "\(opaque.stderr)")
    }

    /// Non-additive white above the limit (DisplayMate: 1026 nits full screen at 100 % APL, profile
    /// `fullWhiteNits`): at the 2000-nit outdoor peak a full white screen emits white at 1026 nits,
    /// W × 1026 / 1000, with limiting 1026 / 2000 = 0.513, while a full red screen (demand
    /// 2 k_R < W × 1.026) is not limited: 2 k_R. So white costs 0.513 of red + green + blue there.
    @Test("at 2000 nits white is capped at full white's 1026 nits (limiting 0.513); red is not limited")
    func whiteLimitedAtOutdoorPeak() throws {
        let p = try Self.panel()
        let white = p["redMilliwatts"]! + p["greenMilliwatts"]! + p["blueMilliwatts"]!
        let limit = try #require(p["fullWhiteNits"])
        let w = try #require(try Self.estimate(["--color", "FFFFFF", "--nits", "2000", "--refresh", "120"])["breakdown"] as? [String: Double])
        #expect(abs(w["emissionMilliwatts"]! - white * limit / 1000) < 0.01, "\(w)")
        #expect(abs(w["limiting"]! - limit / 2000) < 1e-9)
        let r = try #require(try Self.estimate(["--color", "FF0000", "--nits", "2000", "--refresh", "120"])["breakdown"] as? [String: Double])
        #expect(abs(r["emissionMilliwatts"]! - 2 * p["redMilliwatts"]!) < 0.01, "\(r)")
        #expect(r["limiting"] == 1)
        let text = try CLI.run(["power", "--device", Self.device, "--color", "FFFFFF", "--nits", "2000"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("brightness limit"), "the text breakdown names the limiting: \(text.stdout)")
    }

    /// sRGB 0x80 = 128/255 = 0.50196 decodes to ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586 (IEC 61966-2-1),
    /// so mid-grey at 500 nits emits 0.21586 × white × 500/1000.
    @Test("mid grey #808080 at 500 nits: 0.2159 of white's emission, halved for the luminance")
    func greyByHand() throws {
        let p = try Self.panel()
        let white = p["redMilliwatts"]! + p["greenMilliwatts"]! + p["blueMilliwatts"]!
        let j = try Self.estimate(["--color", "808080", "--nits", "500", "--refresh", "10"])
        let b = try #require(j["breakdown"] as? [String: Double])
        #expect(abs(b["emissionMilliwatts"]! - 0.21586 * white * 0.5) < 0.1, "\(b)")
        #expect(abs(b["staticMilliwatts"]! - p["staticMilliwatts"]!) < 1e-9)
    }

    @Test("black in Always On draws only the drive: the Always On P_static + k_Hz at 1 Hz")
    func blackAlwaysOn() throws {
        let p = try Self.panel()
        let j = try Self.estimate(["--color", "000000", "--state", "always-on"])
        #expect(abs((j["milliwatts"] as? Double ?? 0) - (p["alwaysOnStaticMilliwatts"]! + p["refreshMilliwattsPerHz"]!)) < 1e-6)
        #expect(j["refreshHz"] as? Double == 1)
        #expect(abs((j["nits"] as? Double ?? 0) - p["alwaysOnNits"]!) < 1e-6, "Always On at the default 1000 lux is the profile's alwaysOnNits")
    }

    /// The fixed term per state (issue 25): on the iPhone 16 Pro (Devices/iphone-16-pro.json) the
    /// lit screen's static draw is the 14 Pro Max's × the area ratio (393 × 852 / 430 × 932 … the
    /// profile's 93.308 mW), while Always On carries the per-device Always On fixed cost, 106.431 mW
    /// (docs/POWER.md › Always On fixed cost). Black at 1 Hz: 106.431 + 1.473 = 107.904 mW in Always
    /// On; interactive at 0 nits and 1 Hz: 93.308 + 1.473 = 94.781 mW. The watch (45 mm): its fitted
    /// 33.8 mW + 0.201 mW/Hz × 1 Hz = 34.001 mW in Always On.
    @Test("per-state fixed draw: Always On has its own, per device; interactive keeps the area-scaled one")
    func perStateFixed() throws {
        func mw(_ device: String, _ args: [String]) throws -> Double {
            let r = try CLI.run(["power", "--device", device, "--json", "--color", "000000"] + args)
            #expect(r.status == 0, "\(r.stderr)")
            let j = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            return try #require(j["milliwatts"] as? Double)
        }
        #expect(abs(try mw("iphone-16-pro", ["--state", "always-on"]) - 107.904) < 1e-6)
        #expect(abs(try mw("iphone-16-pro", ["--state", "interactive", "--nits", "0", "--refresh", "1"]) - 94.781) < 1e-6)
        #expect(abs(try mw("apple-watch-45mm", ["--state", "always-on"]) - 34.001) < 1e-6)
        let text = try CLI.run(["power", "--device", "iphone-16-pro", "--color", "000000", "--state", "always-on"])
        #expect(text.stdout.contains("Always On: low-power mode + pipeline"), "\(text.stdout)")
    }

    @Test("properties: red + green + blue add up to white below the limit; blue costs most; a PNG lies between black and white")
    func properties() throws {
        func emission(_ c: String) throws -> Double {
            try #require((try Self.estimate(["--color", c, "--nits", "600"])["breakdown"] as? [String: Double])?["emissionMilliwatts"])
        }
        let r = try emission("FF0000"), g = try emission("00FF00"), b = try emission("0000FF"), w = try emission("FFFFFF")
        #expect(abs(r + g + b - w) < 0.01)
        #expect(b > r && b > g)
        let png = "Tests/AfterglowRenderTests/Goldens/apple-watch-45mm/workout-smartStack-light.png"
        let e = try #require((try Self.estimate(["--png", png, "--nits", "600"])["breakdown"] as? [String: Double])?["emissionMilliwatts"])
        #expect(e > 0 && e < w)
    }

    @Test("the rendered Lock Screen: its Always On variant costs less than the lit one at the same luminance")
    func renderedScreen() throws {
        let lit = try #require(try Self.estimate(["--nits", "200", "--refresh", "60"])["milliwatts"] as? Double)
        let dim = try #require(try Self.estimate(["--always-on", "--nits", "200", "--refresh", "60"])["milliwatts"] as? Double)
        #expect(dim < lit)
        let text = try CLI.run(["power", "--device", Self.device, "--color", "FFFFFF"])
        #expect(text.status == 0)
        for s in ["red emission", "green emission", "blue emission", "driver, fixed", "refresh", "%/h of 16.68 Wh"] { #expect(text.stdout.contains(s), "missing \(s)") }
    }

    /// The curve's top (the 10 000+ lux zone) is scaled to typicalNits (docs/POWER.md › Luminance and
    /// ambient light), so at 20 000 lux auto-brightness gives typical nits; darker rooms give less.
    @Test("--auto-brightness: typical nits in sunlight, less in a dim room, monotonic in lux")
    func autoBrightness() throws {
        let p = try Self.panel()
        func nits(_ lux: Double) throws -> Double {
            try #require(try Self.estimate(["--color", "FFFFFF", "--auto-brightness", "--ambient-lux", String(lux)])["nits"] as? Double)
        }
        #expect(abs(try nits(20_000) - p["typicalNits"]!) < 1e-9)
        let levels = try [5.0, 50, 150, 1000, 10_000].map(nits)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 < $1 }, "\(levels)")
        let both = try CLI.run(["power", "--device", Self.device, "--color", "FFFFFF", "--auto-brightness", "--nits", "300"])
        #expect(both.status == 2 && both.stderr.contains("--auto-brightness"))
    }

    @Test("bad input: a clear error naming the option, and a non-zero exit")
    func badInput() throws {
        let colour = try CLI.run(["power", "--device", Self.device, "--color", "red"])
        #expect(colour.status == 2 && colour.stderr.contains("--color"), "\(colour.stderr)")
        let png = try CLI.run(["power", "--device", Self.device, "--png", "/nonexistent/x.png"])
        #expect(png.status == 1 && png.stderr.contains("/nonexistent/x.png"), "\(png.stderr)")
        let both = try CLI.run(["power", "--device", Self.device, "--png", "a.png", "--color", "FFFFFF"])
        #expect(both.status == 2 && both.stderr.contains("--png"))
        let nits = try CLI.run(["power", "--device", Self.device, "--color", "FFFFFF", "--nits", "-3"])
        #expect(nits.status == 2 && nits.stderr.contains("--nits"))
        let device = try CLI.run(["power", "--device", "iphone-99", "--color", "FFFFFF"])
        #expect(device.status == 2 && device.stderr.contains("iphone-99"))
    }
    /// Device + presentation + payload, as a designer compares two designs: the same Live Activity
    /// on the Lock Screen in Always On, light against dark appearance at the Always On luminance and
    /// 1 Hz. Properties: both carry the same fixed drive (P_static + k_Hz · 1 Hz, the profile's); the
    /// dark design emits less; each total is emission + drive. A watch renders its own presentation.
    @Test("device + presentation + payload: light and dark Always On designs share the drive, dark emits less")
    func payloadDesigns() throws {
        let p = try Self.panel()
        let payload = CLI.repositoryRoot + "/Examples/activities/food-delivery/01-start.apns"
        func design(_ appearance: String) throws -> [String: Any] {
            try Self.estimate(["--state", "always-on", "--always-on", "--presentation", "lockScreen", "--appearance", appearance, "--payload", payload])
        }
        let light = try design("light"), dark = try design("dark")
        let lb = try #require(light["breakdown"] as? [String: Double]), db = try #require(dark["breakdown"] as? [String: Double])
        for b in [lb, db] {
            #expect(abs(b["staticMilliwatts"]! - p["alwaysOnStaticMilliwatts"]!) < 1e-9)
            #expect(abs(b["refreshMilliwatts"]! - p["refreshMilliwattsPerHz"]!) < 1e-9, "1 Hz in Always On")
        }
        #expect(db["emissionMilliwatts"]! < lb["emissionMilliwatts"]!, "light \(lb), dark \(db)")
        let total = try #require(light["milliwatts"] as? Double)
        #expect(abs(total - lb["emissionMilliwatts"]! - lb["staticMilliwatts"]! - lb["refreshMilliwatts"]!) < 1e-6)
        let watch = try CLI.run(["power", "--device", "apple-watch-45mm", "--presentation", "smartStack", "--payload", payload, "--json"])
        #expect(watch.status == 0, "\(watch.stderr)")
        #expect(watch.stdout.contains("smartStack"), "the content line names the presentation: \(watch.stdout)")
    }

    @Test("more bad input: each names the option or file, usage errors exit 2, unreadable input exits 1")
    func moreBadInput() throws {
        func run(_ args: [String]) throws -> CLIResult { try CLI.run(["power", "--device", Self.device] + args) }
        let refresh = try run(["--color", "FFFFFF", "--refresh", "1000"])
        #expect(refresh.status == 2 && refresh.stderr.contains("--refresh"), "\(refresh.stderr)")
        let lux = try run(["--color", "FFFFFF", "--ambient-lux", "-1"])
        #expect(lux.status == 2 && lux.stderr.contains("--ambient-lux"), "\(lux.stderr)")
        let off = try run(["--color", "FFFFFF", "--state", "off", "--nits", "100"])
        #expect(off.status == 2 && off.stderr.contains("--state off"), "\(off.stderr)")
        let state = try run(["--color", "FFFFFF", "--state", "dozing"])
        #expect(state.status == 2 && state.stderr.contains("dozing"), "\(state.stderr)")
        let mixed = try run(["--color", "FFFFFF", "--payload", "x.apns"])
        #expect(mixed.status == 2 && mixed.stderr.contains("--payload"), "\(mixed.stderr)")
        let presentation = try run(["--presentation", "toaster"])
        #expect(presentation.status == 2 && presentation.stderr.contains("toaster"), "\(presentation.stderr)")
        let missing = try run(["--payload", "/nonexistent/p.apns"])
        #expect(missing.status != 0 && missing.stderr.contains("/nonexistent/p.apns"), "\(missing.stderr)")
        // A file that is not a PNG: exit 1, naming the file.
        let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("power-not-a-png-\(getpid()).png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: notPNG))
        defer { try? FileManager.default.removeItem(atPath: notPNG) }
        let bad = try run(["--png", notPNG])
        #expect(bad.status == 1 && bad.stderr.contains(notPNG) && bad.stderr.contains("not a PNG file"), "\(bad.stderr)")
        for r in [refresh, lux, off, state, mixed, presentation, missing, bad] { #expect(r.stdout.isEmpty, "nothing printed on stdout when failing") }
    }
}
