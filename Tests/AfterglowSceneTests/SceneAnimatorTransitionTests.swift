@testable import AfterglowScene
import AfterglowDisplay
import AfterglowKit
import Testing

/// The transitions issue 27 added after the first pass: `.numericText(countsDown:)` taking its
/// direction from the flag, per-character rolls, `.asymmetric(insertion:removal:)`, and StandBy's
/// bubble growing into the 2× view. Timestamps are the test's own (no clock).
@Suite("Scene animator transitions")
struct SceneAnimatorTransitionTests {
    func list(_ items: [DisplayItem]) -> DisplayList { DisplayList(size: Size(width: 874, height: 402), scale: 3, items: items) }
    func text(_ id: String, _ s: String, _ r: Rect, _ tr: ItemTransition? = nil, align: TextAlignment = .leading) -> DisplayItem {
        DisplayItem(id: id, bounds: r, command: .text(s, TextStyle(sizePt: 17, alignment: align)), transition: tr)
    }
    func ms(_ v: Int) -> Timestamp { .zero + .milliseconds(Int64(v)) }
    func present(_ a: inout SceneAnimator, _ items: [DisplayItem], _ t: Int, push: Bool = false) -> DisplayList {
        a.present(list(items), at: ms(t), mode: .full, contentChanged: push, layoutChanged: !push)
    }

    /// Every character 10 pt wide, so the test can say where each one is.
    struct Monospaced: TextMeasurer {
        func measure(_ text: String, style: TextStyle) -> Size { Size(width: 10 * Double(text.count), height: 20) }
    }

    // MARK: direction

    @Test func theKindStringGivesTheDirection() {
        #expect(ItemTransition(kind: ".numericText(countsDown: true)", durationS: 0.4).direction == .down)
        #expect(ItemTransition(kind: ".numericText()", durationS: 0.4).direction == .up)
        #expect(ItemTransition(kind: ".numericText(countsDown: false)", durationS: 0.4).direction == .up)
        #expect(ItemTransition(kind: ".numericText(value: Double(score))", durationS: 0.4).direction == .byValue)
        #expect(ItemTransition(kind: "numericText", durationS: 0.4).direction == .byValue)
    }

    /// `.numericText(countsDown: true)` rolls down even when the number rises (a countdown that
    /// was reset), and `.numericText()` rolls up even when it falls: the flag, not the values.
    @Test func countsDownRollsDownWhateverTheNumbersDo() {
        let r = Rect(x: 20, y: 200, width: 60, height: 30)
        for (kind, from, to, down) in [(".numericText(countsDown: true)", "2", "3", true), (".numericText()", "3", "2", false),
                                       ("numericText", "3", "2", true), ("numericText", "2", "3", false)] {
            let roll = ItemTransition(kind: kind, durationS: 0.4)
            var a = SceneAnimator()
            _ = present(&a, [text("la.s.lockScreen.v", from, r, roll)], 0)
            _ = present(&a, [text("la.s.lockScreen.v", to, r, roll)], 1000, push: true)
            let mid = present(&a, [text("la.s.lockScreen.v", to, r, roll)], 1200)
            let new = mid.items.first { $0.id == "la.s.lockScreen.v" }!
            // Rolling down, the new value comes from above (its frame starts higher).
            #expect((new.bounds.minY < r.minY) == down, "\(kind) \(from) → \(to)")
        }
    }

    // MARK: per-character roll

    /// "12" → "13": only the 3 rolls; the 1 stays put, drawn once, clipped to its own place.
    /// With 10 pt characters from x = 20 the runs split at x = 30.
    @Test func onlyTheChangedDigitRolls() throws {
        let r = Rect(x: 20, y: 200, width: 60, height: 30)
        let roll = ItemTransition(kind: "numericText", durationS: 0.4)
        var a = SceneAnimator()
        a.measurer = Monospaced()
        _ = present(&a, [text("la.s.lockScreen.v", "12", r, roll)], 0)
        _ = present(&a, [text("la.s.lockScreen.v", "13", r, roll)], 1000, push: true)
        let mid = present(&a, [text("la.s.lockScreen.v", "13", r, roll)], 1200)
        let clips = mid.items.compactMap { i -> Rect? in if case .pushClip(let c, _) = i.command { return c } else { return nil } }
        #expect(clips.count == 2)
        #expect(clips[0].maxX == 30 && clips[1].minX == 30, "split between the characters: \(clips)")
        // Inside the first clip: the new text at rest; inside the second: old leaving, new arriving.
        let ids = mid.items.map(\.id)
        #expect(ids == ["la.s.lockScreen.v~roll0", "la.s.lockScreen.v", "la.s.lockScreen.v~roll0/",
                        "la.s.lockScreen.v~roll1", "la.s.lockScreen.v~old", "la.s.lockScreen.v", "la.s.lockScreen.v~roll1/"])
        #expect(mid.items[1].bounds == r, "the unchanged 1 does not move")
        #expect(mid.items[4].bounds.minY < r.minY && mid.items[5].bounds.minY > r.minY, "the 2 leaves upward, the 3 comes from below")
        #expect(!a.isAnimating(at: ms(1400)))
    }

    /// Texts of different lengths (9 → 10) roll whole: we do not guess how the digits pair up.
    @Test func aLengthChangeRollsTheWholeText() {
        let r = Rect(x: 20, y: 200, width: 60, height: 30)
        let roll = ItemTransition(kind: "numericText", durationS: 0.4)
        var a = SceneAnimator()
        a.measurer = Monospaced()
        _ = present(&a, [text("la.s.lockScreen.v", "9", r, roll)], 0)
        _ = present(&a, [text("la.s.lockScreen.v", "10", r, roll)], 1000, push: true)
        let mid = present(&a, [text("la.s.lockScreen.v", "10", r, roll)], 1200)
        #expect(mid.items.map(\.id) == ["la.s.lockScreen.v~roll", "la.s.lockScreen.v~old", "la.s.lockScreen.v", "la.s.lockScreen.v~roll/"])
    }

    /// Centred text whose width changes: the run edges come from each text's own origin.
    @Test func runsFollowTheAlignment() throws {
        let old = text("v", "1:05", Rect(x: 0, y: 0, width: 100, height: 20), align: .center)
        let new = text("v", "1:06", Rect(x: 0, y: 0, width: 100, height: 20), align: .center)
        let runs = try #require(SceneAnimator.rollRuns(from: old, to: new, measurer: Monospaced()))
        // 40 pt of text centred in 100: starts at 30, the last character at 60.
        #expect(runs.map(\.changed) == [false, true])
        #expect(runs[0].newX.upperBound == 60 && runs[1].newX.lowerBound == 60)
        #expect(runs[0].newX.lowerBound < 0 && runs[1].newX.upperBound > 100, "the outer runs reach past the item")
    }

    // MARK: asymmetric

    @Test func asymmetricReadsEachSide() {
        let t = ItemTransition(kind: ".asymmetric(insertion: .move(edge: .top), removal: .opacity)", durationS: 0.5)
        #expect(t.effects == .move && t.edge == .top)
        #expect(t.removal.effects == .opacity)
        let u = ItemTransition(kind: ".asymmetric(removal: .scale, insertion: .push(from: .leading))", durationS: 0.5)
        #expect(u.effects == .push && u.edge == .leading && u.removal.effects == .scale)
        #expect(ItemTransition(kind: ".opacity", durationS: 0.5).removal == ItemTransition(kind: ".opacity", durationS: 0.5))
    }

    /// Inserted from the top by moving (no fade: `.move` alone does not fade); removed by fading
    /// in place (no move).
    @Test func anAsymmetricItemArrivesOneWayAndLeavesAnother() throws {
        let r = Rect(x: 20, y: 200, width: 100, height: 30)
        let t = ItemTransition(kind: ".asymmetric(insertion: .move(edge: .top), removal: .opacity)", durationS: 0.5)
        let base = text("lock.clock", "9:41", Rect(x: 0, y: 0, width: 100, height: 40))
        let badge = DisplayItem(id: "lock.badge", bounds: r, command: .roundedRect(r, cornerRadius: 4, fill: .white), transition: t)
        var a = SceneAnimator()
        _ = present(&a, [base], 0)
        _ = present(&a, [base, badge], 1000, push: true)
        let arriving = try #require(present(&a, [base, badge], 1250).items.first { $0.id == "lock.badge" })
        #expect(arriving.bounds.minY < r.minY, "comes down from the top")
        if case .roundedRect(_, _, let fill) = arriving.command { #expect(fill.a == 1, "not faded") }
        _ = present(&a, [base], 3000, push: true)
        let leaving = try #require(present(&a, [base], 3250).items.first { $0.id == "lock.badge" })
        #expect(leaving.bounds == r, "fades where it is")
        if case .roundedRect(_, _, let fill) = leaving.command { #expect(fill.a > 0.01 && fill.a < 0.99) }
    }

    // MARK: StandBy zoom

    /// Tapping StandBy's bubble: the 2× view grows out of the bubble (its first frame covers the
    /// bubble's frame: scaled by bubble width / view width, centred on it) and the bubble grows
    /// toward the view while fading; at the end the view is where the composer put it.
    @Test func standByTwoTimesGrowsOutOfTheBubble() throws {
        let zoom = SceneComposer.standByZoom
        let bubble = Rect(x: 400, y: 20, width: 60, height: 60)
        let view = Rect(x: 37, y: 40, width: 800, height: 320)
        let minimal = [DisplayItem(id: "la.a.standByMinimal.bubble", bounds: bubble, command: .roundedRect(bubble, cornerRadius: 30, fill: .white), transition: zoom)]
        let twice = [DisplayItem(id: "la.a.standBy.background", bounds: view, command: .roundedRect(view, cornerRadius: 40, fill: .white), transition: zoom)]
        var a = SceneAnimator()
        _ = present(&a, minimal, 0)
        _ = present(&a, twice, 1000)
        let s0 = bubble.width / view.width
        for t in [1050, 1250, 1400] {
            let frame = present(&a, twice, t)
            let v = try #require(frame.items.first { $0.id == "la.a.standBy.background" })
            // How far in it is: the fade's alpha (the view is white, faded by its progress).
            guard case .roundedRect(_, _, let fill) = v.command else { Issue.record("not a rounded rect"); return }
            let p = fill.a, s = s0 + (1 - s0) * p
            #expect(abs(v.bounds.width - view.width * s) < 1e-6, "at \(t) ms")
            #expect(abs(v.bounds.midX - (bubble.midX + (view.midX - bubble.midX) * p)) < 1e-6)
            #expect(abs(v.bounds.midY - (bubble.midY + (view.midY - bubble.midY) * p)) < 1e-6)
            let b = try #require(frame.items.first { $0.id == "la.a.standByMinimal.bubble" })
            #expect(b.bounds.width > bubble.width, "the bubble grows toward the view as it fades")
        }
        #expect(a.isAnimating(at: ms(1499)) && !a.isAnimating(at: ms(1500)), "0.5 s")
        #expect(present(&a, twice, 1500).items.map(\.bounds) == [view])
    }
}
