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
}
