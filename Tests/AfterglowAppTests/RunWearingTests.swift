@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// A watch's Wrist and Digital Crown settings through the control API (docs/CONTROL_API.md ›
/// Types: Settings.wrist/crown; docs/SENSORS.md › Wrist and crown).
@Suite("run: a watch's wrist and crown through the control API")
struct RunWearingTests {
    func backend(_ device: String) throws -> SessionControlBackend { try TestSessions.make(device).backend }

    @Test func aWatchStartsOnWatchOSsDefaultsAndTakesNewOnes() throws {
        let e = try backend("apple-watch-45mm")
        #expect(e.settings().wrist == "left" && e.settings().crown == "right")
        let s = try e.apply(settings: { var p = SettingsPatch(); p.wrist = "right"; p.crown = "left"; return p }())
        #expect(s.wrist == "right" && s.crown == "left")
        #expect(e.session.emulator.wearing == WatchWearing(wrist: .right, crown: .left))
        // A raise on the right wrist, crown to the hand, is now a raise.
        let raise = GestureScenarios.trace(.wristRaise, seed: 3, rateHz: 50).rewore(from: .standard, to: WatchWearing(wrist: .right, crown: .left))
        #expect(e.session.emulator.feed(raise.samples).contains { $0.gesture == .wristRaise })
        // Only the crown changes: the wrist stays.
        let c = try e.apply(settings: { var p = SettingsPatch(); p.crown = "auto"; return p }())
        #expect(c.wrist == "right" && c.crown == "auto")
    }

    @Test func wrongValuesBothAutoAndAPhoneAreRefused() throws {
        let watch = try backend("apple-watch-45mm")
        for (w, c) in [("middle", nil), (nil, "top"), ("auto", "auto")] as [(String?, String?)] {
            var p = SettingsPatch(); p.wrist = w; p.crown = c
            #expect(throws: ControlError.self) { try watch.apply(settings: p) }
        }
        #expect(watch.settings().wrist == "left" && watch.settings().crown == "right")
        let phone = try backend("iphone-16-pro")
        #expect(phone.settings().wrist == nil)
        #expect(throws: ControlError.self) { try phone.apply(settings: { var p = SettingsPatch(); p.wrist = "left"; return p }()) }
    }
}
