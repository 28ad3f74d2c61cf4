@testable import AfterglowScene
import AfterglowDisplay
import AfterglowKit
import Testing

/// The animator between composed lists, on timestamps the test chooses (no clock at all).
@Suite("Scene animator")
struct SceneAnimatorTests {
    let compact = Rect(x: 86, y: 14, width: 230, height: 36.67)
    let expanded = Rect(x: 15.5, y: 14, width: 371, height: 160)

    func list(_ items: [DisplayItem]) -> DisplayList { DisplayList(size: Size(width: 402, height: 874), scale: 3, items: items) }
    func shape(_ r: Rect) -> DisplayItem { DisplayItem(id: "island.shape", bounds: r, command: .roundedRect(r, cornerRadius: 44, fill: .black)) }
    func text(_ id: String, _ s: String, _ r: Rect, _ tr: ItemTransition? = nil) -> DisplayItem {
        DisplayItem(id: id, bounds: r, command: .text(s, TextStyle(sizePt: 17)), transition: tr)
    }
    func item(_ l: DisplayList, _ id: String) -> DisplayItem? { l.items.first { $0.id == id } }
    func ms(_ v: Int) -> Timestamp { .zero + .milliseconds(Int64(v)) }

    @Test func islandShapeFollowsASpringFromCompactToExpanded() {
        var a = SceneAnimator()
        _ = a.present(list([shape(compact)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        let start = a.present(list([shape(expanded)]), at: ms(1000), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(item(start, "island.shape")?.bounds == compact, "the first frame of the morph is where the island was")
        #expect(a.isAnimating(at: ms(1000)))
        let mid = item(a.present(list([shape(expanded)]), at: ms(1150), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")!.bounds
        #expect(mid.width > compact.width + 20 && mid.width < expanded.width - 20, "part-way: \(mid.width)")
        // The spring's closed form, not a guess: width = target + x(t) for x0 = −141 pt.
        let x = Spring.swiftUIDefault.state(displacement: compact.width - expanded.width, velocity: 0, at: 0.15).x
        #expect(abs(mid.width - (expanded.width + x)) < 1e-6)
        // SwiftUI's default spring overshoots by about 1 %: the island is briefly wider than expanded.
        let widths = stride(from: 1000, through: 2000, by: 8).map { item(a.present(list([shape(expanded)]), at: ms($0), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")!.bounds.width }
        #expect(widths.max()! > expanded.width && widths.max()! < expanded.width + 0.02 * (expanded.width - compact.width))
        #expect(!a.isAnimating(at: ms(2000)), "at rest within a second")
        #expect(item(a.present(list([shape(expanded)]), at: ms(2000), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")?.bounds == expanded)
    }

    @Test func retargetingMidMorphKeepsPositionAndVelocity() {
        var a = SceneAnimator()
        _ = a.present(list([shape(compact)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        _ = a.present(list([shape(expanded)]), at: ms(100), mode: .full, contentChanged: false, layoutChanged: true)
        let before = item(a.present(list([shape(expanded)]), at: ms(250), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")!.bounds.width
        // The alert ends mid-expansion: back to compact, from where it is, still moving outward.
        let at = item(a.present(list([shape(compact)]), at: ms(250), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")!.bounds.width
        #expect(abs(at - before) < 1e-9, "no jump on retarget")
        let next = item(a.present(list([shape(compact)]), at: ms(258), mode: .full, contentChanged: false, layoutChanged: true), "island.shape")!.bounds.width
        #expect(next > at, "the outward velocity carries on for a moment")
    }

    @Test func aMoveTheClockMadeLandsInOneStep() {
        // A date-interval progress bar fills a little every frame: no cause, no spring.
        let bar = { (w: Double) in DisplayItem(id: "la.a.expanded.fill", bounds: Rect(x: 30, y: 72, width: w, height: 6),
                                               command: .roundedRect(Rect(x: 30, y: 72, width: w, height: 6), cornerRadius: 3, fill: .white)) }
        var a = SceneAnimator()
        _ = a.present(list([bar(10)]), at: .zero, mode: .full, contentChanged: false)
        let out = a.present(list([bar(11)]), at: ms(8), mode: .full, contentChanged: false)
        #expect(item(out, "la.a.expanded.fill")?.bounds.width == 11 && !a.isAnimating(at: ms(8)))
    }

    @Test func noAnimationWhenModeIsNone() {
        var a = SceneAnimator()
        _ = a.present(list([shape(compact)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        let out = a.present(list([shape(expanded)]), at: ms(100), mode: .none, contentChanged: false, layoutChanged: true)
        #expect(item(out, "island.shape")?.bounds == expanded, "Always On with reduced luminance: one step")
        #expect(!a.isAnimating(at: ms(100)))
    }

    @Test func reduceMotionCrossFadesInsteadOfMorphing() {
        var a = SceneAnimator()
        _ = a.present(list([shape(compact)]), at: .zero, mode: .reduceMotion, contentChanged: false, layoutChanged: true)
        _ = a.present(list([shape(expanded)]), at: ms(100), mode: .reduceMotion, contentChanged: false, layoutChanged: true)
        let mid = a.present(list([shape(expanded)]), at: ms(100 + 175), mode: .reduceMotion, contentChanged: false, layoutChanged: true)
        // Both shapes drawn where they are (nothing moves), old fading out, new fading in.
        let old = item(mid, "island.shape~old"), new = item(mid, "island.shape")
        #expect(old?.bounds == compact && new?.bounds == expanded)
        if case .roundedRect(_, _, let f)? = new?.command, case .roundedRect(_, _, let g)? = old?.command {
            #expect(f.a > 0.05 && f.a < 0.95 && g.a > 0.05 && g.a < 0.95)
        } else { Issue.record("both shapes are fills") }
        #expect(!a.isAnimating(at: ms(100 + 350)))
    }

    @Test func contentUpdateCrossFadesOnlyWhenAPushChangedIt() {
        let r = Rect(x: 20, y: 700, width: 200, height: 22)
        var a = SceneAnimator()
        _ = a.present(list([text("la.a.lockScreen.eta", "12 min", r)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        // A clock tick: lands at once.
        let tick = a.present(list([text("la.a.lockScreen.eta", "11 min", r)]), at: ms(1000), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(tick.items.count == 1 && !a.isAnimating(at: ms(1000)))
        // A pushed update: the default content-replace cross-fade over 0.35 s.
        let push = a.present(list([text("la.a.lockScreen.eta", "Arriving", r)]), at: ms(2000), mode: .full, contentChanged: true)
        #expect(push.items.map(\.id) == ["la.a.lockScreen.eta~old", "la.a.lockScreen.eta"])
        #expect(a.isAnimating(at: ms(2349)) && !a.isAnimating(at: ms(2350)))
    }

    @Test func numericTextRollsUpForARisingScore() {
        let r = Rect(x: 20, y: 700, width: 60, height: 30)
        let roll = ItemTransition(kind: "numericText", durationS: 0.4)
        var a = SceneAnimator()
        _ = a.present(list([text("la.s.lockScreen.home", "2", r, roll)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        _ = a.present(list([text("la.s.lockScreen.home", "3", r, roll)]), at: ms(1000), mode: .full, contentChanged: true)
        let mid = a.present(list([text("la.s.lockScreen.home", "3", r, roll)]), at: ms(1200), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(mid.items.map(\.id) == ["la.s.lockScreen.home~roll", "la.s.lockScreen.home~old", "la.s.lockScreen.home", "la.s.lockScreen.home~roll/"])
        let old = item(mid, "la.s.lockScreen.home~old")!, new = item(mid, "la.s.lockScreen.home")!
        #expect(old.bounds.minY < r.minY && new.bounds.minY > r.minY, "old leaves upward, new comes from below")
        // Halfway through an ease-in-out both have travelled half a line.
        #expect(abs((r.minY - old.bounds.minY) - r.height / 2) < 1e-6 && abs((new.bounds.minY - r.minY) - r.height / 2) < 1e-6)
        // Falling: the other way.
        _ = a.present(list([text("la.s.lockScreen.home", "1", r, roll)]), at: ms(3000), mode: .full, contentChanged: true)
        let down = a.present(list([text("la.s.lockScreen.home", "1", r, roll)]), at: ms(3200), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(item(down, "la.s.lockScreen.home")!.bounds.minY < r.minY)
    }

    @Test func durationsOverTwoSecondsAreCut() {
        let t = ItemTransition(kind: "opacity", durationS: 5)
        #expect(t.durationS == 2 && t.requestedDurationS == 5)
        let r = Rect(x: 20, y: 700, width: 60, height: 30)
        var a = SceneAnimator()
        _ = a.present(list([text("la.s.lockScreen.v", "a", r, t)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        _ = a.present(list([text("la.s.lockScreen.v", "b", r, t)]), at: ms(1000), mode: .full, contentChanged: true)
        #expect(a.isAnimating(at: ms(2999)) && !a.isAnimating(at: ms(3000)))
    }

    @Test func aNewCardSlidesInAsOneAndLeavesTheSameWay() {
        let bg = Rect(x: 15.5, y: 667, width: 371, height: 100)
        let slide = ItemTransition(effects: [.move, .opacity], edge: .bottom, durationS: 0.5)
        let card = [DisplayItem(id: "la.a.lockScreen.background", bounds: bg, command: .roundedRect(bg, cornerRadius: 20, fill: .white), transition: slide),
                    text("la.a.lockScreen.title", "Order", Rect(x: 30, y: 680, width: 200, height: 22))]
        let clock = text("lock.clock", "9:41", Rect(x: 100, y: 100, width: 200, height: 80))
        var a = SceneAnimator()
        _ = a.present(list([clock]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        _ = a.present(list([clock] + card), at: ms(1000), mode: .full, contentChanged: true)
        let mid = a.present(list([clock] + card), at: ms(1250), mode: .full, contentChanged: false, layoutChanged: true)
        let b = item(mid, "la.a.lockScreen.background")!.bounds, t = item(mid, "la.a.lockScreen.title")!.bounds
        #expect(b.minY > bg.minY && abs((b.minY - bg.minY) - (t.minY - 680)) < 1e-6, "the title rides with the card")
        // Ended: the card leaves downward, still drawn until it is gone.
        _ = a.present(list([clock]), at: ms(3000), mode: .full, contentChanged: true)
        let out = a.present(list([clock]), at: ms(3250), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(item(out, "la.a.lockScreen.background").map { $0.bounds.minY > bg.minY } == true)
        #expect(a.present(list([clock]), at: ms(3500), mode: .full, contentChanged: false, layoutChanged: true).items.map(\.id) == ["lock.clock"])
    }

    @Test func aClipFollowsTheShapeItClips() {
        let content = text("la.a.expanded.title", "Order", Rect(x: 40, y: 30, width: 200, height: 22))
        let clip = DisplayItem(id: "island.clip", bounds: expanded, command: .pushClip(expanded, cornerRadius: 44))
        let unclip = DisplayItem(id: "island.unclip", bounds: expanded, command: .popClip)
        var a = SceneAnimator()
        _ = a.present(list([shape(compact)]), at: .zero, mode: .full, contentChanged: false, layoutChanged: true)
        let mid = a.present(list([shape(expanded), clip, content, unclip]), at: ms(1000), mode: .full, contentChanged: false, layoutChanged: true)
        #expect(item(mid, "island.clip")?.bounds == compact, "the expanded content is clipped to the island as it is now")
        #expect(mid.items.map(\.id) == ["island.shape", "island.clip", "island.unclip"], "content at opacity 0 is not drawn; the clip stays paired")
    }
}
