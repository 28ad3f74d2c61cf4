import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// Profile figures against the rules their own source notes state, from the seed-173 sample's
/// profile survivors (issue 30, session 16): a CarPlay screen drawn at 2 px per point, an iPad
/// charged 1 mW per Hz, each passed every test.
@Suite struct ProfileNoteRulesTests {
    typealias Q = ProfileQuotedFiguresTests

    /// Scale: the note's "@2x" / "@3x" ("Apple Watch Retina displays are @2x", "… at 460 ppi,
    /// @3x"), or "1 px per point" (CarPlay: "the table gives points; drawn at 1 px per point").
    @Test func scalesAreWhatTheirNoteSays() throws {
        #expect(Q.profiles.count >= 20)
        for p in Q.profiles {
            let k = try #require((p.json["screen"] as? [String: Any])?["scale"] as? Double, "\(p.file)")
            let note = p.sources["screen.scale"] ?? p.sources["screen"] ?? ""
            var stated = Q.numbers(#"@(\d)x"#, in: note).map { $0[0] }
            if note.contains("1 px per point") { stated.append(1) }
            #expect(!stated.isEmpty, "\(p.file): the scale note states no scale")
            #expect(Set(stated) == [k], "\(p.file): @\(k)x, the note says \(stated)")
        }
    }

    /// LCD panels: "An LCD's backlight draws the same power whatever the pixels show, so the
    /// per-channel costs are 0; backlightMilliwatts is the backlight at typicalNits" (iPads, the
    /// Mac) — no channel and no per-hertz cost, a static draw and a backlight (its figure is
    /// `PanelNoteFiguresTests`'); a head unit "is powered by the car, so every cost is 0" (CarPlay).
    @Test func lcdCostsAreWhatTheirNoteSays() throws {
        let lcds = Q.profiles.filter { (($0.json["panel"] as? [String: Any])?["technology"] as? String)?.contains("LCD") == true }
        #expect(lcds.count >= 9)
        for p in lcds {
            let panel = try #require(p.json["panel"] as? [String: Any])
            func mw(_ key: String) -> Double { panel[key] as? Double ?? .nan }
            let note = p.sources["panel"] ?? ""
            let perPixel = ["redMilliwatts", "greenMilliwatts", "blueMilliwatts", "refreshMilliwattsPerHz"].map(mw)
            if note.contains("backlightMilliwatts is the backlight at typicalNits") {
                #expect(perPixel == [0, 0, 0, 0] && mw("staticMilliwatts") > 0 && mw("backlightMilliwatts") > 0,
                        "\(p.file): \(perPixel), static \(mw("staticMilliwatts")), backlight \(mw("backlightMilliwatts"))")
            } else if note.contains("every cost is 0") {
                #expect(perPixel == [0, 0, 0, 0] && mw("staticMilliwatts") == 0, "\(p.file): \(perPixel), static \(mw("staticMilliwatts"))")
            } else {
                Issue.record("\(p.file): the panel note states no rule for an LCD's costs")
            }
        }
    }
    /// Peak and typical luminance against the nits their own notes quote (the watches': "Screen
    /// brightness: up to 2.000 nits" → 2000; "1000 nits, the Series 8's maximum"); a note that calls
    /// its figure an assumption is not checked (the Ultra 2's typical 1500 nits).
    @Test func nitsAreWhatTheirNotesQuote() throws {
        let re = try NSRegularExpression(pattern: #"(\d{1,3}(?:[.,]\d{3})+|\d+) nits"#)
        var checked = 0
        for p in Q.profiles {
            let panel = p.json["panel"] as? [String: Any] ?? [:]
            for key in ["peakNits", "typicalNits"] {
                guard let note = p.sources["panel." + key], !note.contains("an assumption") else { continue }
                let v = try #require(panel[key] as? Double, "\(p.file) \(key)")
                let quoted = re.matches(in: note, range: NSRange(note.startIndex..., in: note)).compactMap { m in
                    Range(m.range(at: 1), in: note).flatMap { Double(note[$0].filter(\.isNumber)) }
                }
                #expect(quoted.contains(v), "\(p.file): \(key) \(v), the note quotes \(quoted)")
                checked += 1
            }
        }
        #expect(checked >= 9)
    }
}
