import AfterglowControl
import Foundation
import Testing

@Suite("Control settings")
struct ControlSettingsTests {
    @Test("the Always On wallpaper setting: on by default, patchable, absent from older peers' JSON means on")
    func alwaysOnWallpaper() throws {
        #expect(ControlSettings().alwaysOnWallpaper)
        #expect(SettingsPatch.fieldNames.contains("alwaysOnWallpaper"))
        let off = ControlSettings().applying(SettingsPatch(alwaysOnWallpaper: false))
        #expect(!off.alwaysOnWallpaper && !off.darkMode)
        let round = try JSONDecoder().decode(ControlSettings.self, from: JSONEncoder().encode(off))
        #expect(round == off)
        let old = #"{"darkMode":true,"reduceMotion":false,"alwaysOn":true,"lowPowerMode":false,"standBy":false,"nightMode":false}"#
        let decoded = try JSONDecoder().decode(ControlSettings.self, from: Data(old.utf8))
        #expect(decoded.darkMode && decoded.alwaysOnWallpaper)
        let patch = try JSONDecoder().decode(SettingsPatch.self, from: Data(#"{"alwaysOnWallpaper":false}"#.utf8))
        #expect(patch == SettingsPatch(alwaysOnWallpaper: false) && !patch.isEmpty)
    }

    @Test("ambient light and auto-brightness: 1000 lux and off by default, patchable, absent from older peers' JSON")
    func ambientLight() throws {
        #expect(ControlSettings().ambientLux == 1000 && !ControlSettings().autoBrightness)
        #expect(SettingsPatch.fieldNames.isSuperset(of: ["ambientLux", "autoBrightness"]))
        let dim = ControlSettings().applying(SettingsPatch(ambientLux: 50, autoBrightness: true))
        #expect(dim.ambientLux == 50 && dim.autoBrightness && dim.alwaysOnWallpaper)
        let old = #"{"darkMode":false,"reduceMotion":false,"alwaysOn":true,"lowPowerMode":false,"standBy":false,"nightMode":false}"#
        let decoded = try JSONDecoder().decode(ControlSettings.self, from: Data(old.utf8))
        #expect(decoded.ambientLux == 1000 && !decoded.autoBrightness)
        let patch = try JSONDecoder().decode(SettingsPatch.self, from: Data(#"{"ambientLux":150}"#.utf8))
        #expect(patch == SettingsPatch(ambientLux: 150))
    }
}
