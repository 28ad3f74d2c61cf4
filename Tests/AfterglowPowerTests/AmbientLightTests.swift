import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit

@Suite("Ambient light: auto-brightness and Always On luminance")
struct AmbientLightTests {
    static let device = PowerFixtures.catalog.profile(named: "iphone-14-pro-max")!
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test("auto-brightness: interactive luminance follows the lux; manual brightness ignores it")
    func autoBrightness() {
        var m = DisplayPowerModel(device: Self.device)
        let manual = m.nits(at: t(0))
        m.handle(.settings(.ambientLux(50)), at: t(1))
        #expect(m.nits(at: t(2)) == manual)
        m.handle(.settings(.autoBrightness(true)), at: t(3))
        let dim = m.nits(at: t(3))
        #expect(abs(dim - AmbientLightCurve.autoBrightnessNits(lux: 50, typicalNits: Self.device.panel.typicalNits)) < 1e-9)
        m.handle(.settings(.ambientLux(10_000)), at: t(4))
        // A short ramp, not a jump: halfway it is between the two levels.
        let mid = m.nits(at: t(4.125)), end = m.nits(at: t(5))
        #expect(mid > dim && mid < end)
        #expect(end > dim * 4)
    }

    @Test("Always On luminance follows the lux even with auto-brightness off, ramping to the new level")
    func alwaysOnFollowsLight() {
        var m = DisplayPowerModel(device: Self.device)
        m.handle(.lock, at: t(0))
        m.advance(to: t(5), motionAtRest: true)
        #expect(m.state == .alwaysOn)
        #expect(abs(m.nits(at: t(5)) - Self.device.panel.alwaysOnNits) < 1e-9)
        m.handle(.settings(.ambientLux(5)), at: t(6))
        let low = m.nits(at: t(7))
        #expect(low < Self.device.panel.alwaysOnNits * 0.3)
        #expect(abs(low - m.alwaysOnNits) < 1e-9)
    }

    @Test("scenario settings take ambientLux and autoBrightness; out of range is an error naming the key")
    func scenarioField() throws {
        let ok = try ScenarioParser.parse(data: Data(#"{"settings": {"ambientLux": 150, "autoBrightness": true}, "timeline": [{"at": 5, "settings": {"ambientLux": 1000}}]}"#.utf8),
                                          file: PowerFixtures.scenario("lux.json"))
        #expect(ok.settings.contains(.ambientLux(150)) && ok.settings.contains(.autoBrightness(true)))
        #expect(throws: (any Error).self) {
            try ScenarioParser.parse(data: Data(#"{"settings": {"ambientLux": 200000}, "timeline": []}"#.utf8), file: PowerFixtures.scenario("bad.json"))
        }
        do {
            _ = try ScenarioParser.parse(data: Data(#"{"settings": {"ambientLux": -1}, "timeline": []}"#.utf8), file: PowerFixtures.scenario("bad.json"))
            Issue.record("accepted -1 lux")
        } catch {
            #expect("\(error)".contains("settings.ambientLux"))
        }
    }
}
