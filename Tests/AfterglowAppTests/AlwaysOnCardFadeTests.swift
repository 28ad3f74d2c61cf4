import AfterglowKit
import Foundation
import Testing
@testable import AfterglowApp

/// A Live Activity with its own background (`activityBackgroundTint`, a template's `background`)
/// fades with the dimming ramp as the system's platters do — HIG Always On, "remove row
/// backgrounds" (seeds/000): at the ramp's midpoint it covers half, in Always On nothing. The
/// layout used to draw a second fill of the same colour under the content; two fills each faded
/// by (1 - level) cover as 1 - level², so the card stayed at 75 % mid-ramp and then vanished.
@Suite struct AlwaysOnCardFadeTests {
    static let examples = Repository.root + "/Examples/activities"

    /// The sports-score template (background `{ "light": "#F2F7F2", "dark": "#0F1A12" }`) at a level
    /// of the dimming ramp, on the virtual clock of a still.
    func frame(_ level: Double) throws -> ScreenshotResult {
        let phone = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "iphone-16-pro"))
        var r = ScreenshotRequest(device: phone)
        r.payloadPaths = [Self.examples + "/sports-score/01-kickoff.apns"]
        r.presentation = .lockScreen
        r.alwaysOn = level
        return try ScreenshotFrame.render(r, defaultTemplateDirectory: Self.examples)
    }

    /// The card's frame and the fills drawn over all of it (the platter and any copy).
    func cardFills(_ out: ScreenshotResult) throws -> (card: Rect, fills: [Color]) {
        let platter = try #require(out.list.items.first { $0.id.hasPrefix("la.") && $0.id.hasSuffix(".lockScreen.background") })
        let card = platter.bounds
        let fills: [Color] = out.list.items.compactMap { item in
            if case .roundedRect(let r, _, let c) = item.command, r == card { return c }
            return nil
        }
        return (card, fills)
    }

    func rgb(_ out: ScreenshotResult, _ p: Point) -> (Double, Double, Double) {
        let s = Double(out.list.scale)
        let c = PixelBuffer.channels(out.image[Int(p.x * s), Int(p.y * s)])
        return (Double(c.r), Double(c.g), Double(c.b))
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func theCardsBackgroundIsOneFillThatFadesWithTheRamp(level: Double) throws {
        let out = try frame(level)
        if level >= 1 {
            // Always On: row backgrounds removed, the content stays.
            let card = out.list.items.filter { $0.id.hasPrefix("la.") }
            #expect(!card.isEmpty && !card.contains { $0.id.hasSuffix("background") }, "\(card.map(\.id))")
            return
        }
        let (card, fills) = try cardFills(out)
        #expect(fills.count == 1, "one fill of the card's colour, not a copy under the content: \(fills)")
        // From the midpoint the scene is composed dark: the template's dark colour, alpha 1 - level.
        let expected = level >= 0.5 ? Color(r: 0x0F / 255.0, g: 0x1A / 255.0, b: 0x12 / 255.0) : Color(r: 0xF2 / 255.0, g: 0xF7 / 255.0, b: 0xF2 / 255.0)
        let fill = try #require(fills.first)
        #expect(abs(fill.a - (1 - level)) < 1e-9 && abs(fill.r - expected.r) < 1e-6 && abs(fill.g - expected.g) < 1e-6)

        // In the pixels: a point inside the card's top margin (no content there) is the fill over
        // the wallpaper, which is a vertical gradient, so the wallpaper beside the card on the same
        // row is what lies under it. Expected = a·fill + (1 − a)·under, to ±3 of 255 (rounding of
        // the premultiplied channels).
        let inside = Point(x: card.minX + 24, y: card.minY + 3), beside = Point(x: card.minX - 6, y: card.minY + 3)
        let got = rgb(out, inside), under = rgb(out, beside)
        let a = 1 - level
        let want = (a * expected.r * 255 + (1 - a) * under.0, a * expected.g * 255 + (1 - a) * under.1, a * expected.b * 255 + (1 - a) * under.2)
        #expect(abs(got.0 - want.0) <= 3 && abs(got.1 - want.1) <= 3 && abs(got.2 - want.2) <= 3, "card \(got), wallpaper \(under), want \(want)")
    }
}
