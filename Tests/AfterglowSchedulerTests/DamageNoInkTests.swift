import Testing
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowScheduler

/// Items that draw nothing themselves — a tap target, a clip's or opacity group's push and pop —
/// damage no pixels of their own: what a group changes is what its members draw, and they are
/// damaged with it. The first frame of an island expansion adds the expanded tap area and a clip
/// whose pop carries the whole expanded extent (1116 × 310 px) while no visible pixel changes yet;
/// it redrew that whole band for nothing.
@Suite struct DamageNoInkTests {
    static let size = Size(width: 400, height: 800)
    static let island = Rect(x: 86, y: 14, width: 230, height: 36.67)
    static let expanded = Rect(x: 15.5, y: 14, width: 371, height: 102.14)

    static func list(_ items: [DisplayItem]) -> DisplayList { DisplayList(size: size, scale: 3, items: items) }
    static let shape = DisplayItem(id: "island.shape", bounds: island, command: .roundedRect(island, cornerRadius: 44, fill: Color(r: 0, g: 0, b: 0)))

    @Test func aTapTargetAndAnEmptyClipAppearingDamageNothing() {
        let old = Self.list([Self.shape])
        let new = Self.list([Self.shape,
                             DisplayItem(id: "island.clip", bounds: Self.island, command: .pushClip(Self.island, cornerRadius: 44)),
                             DisplayItem(id: "expanded.open", bounds: Self.expanded,
                                         command: .tapTarget(ContentInteraction(activityID: "a", kind: ContentInteraction.activityKind, action: nil,
                                                                                       presentation: "expanded", deactivated: false))),
                             DisplayItem(id: "island.unclip", bounds: Self.expanded, command: .popClip)])
        #expect(DamageTracker.diff(old: old, new: new).isEmpty)
    }

    @Test func aClipThatMovesDamagesItsMembersWhereTheyAre() {
        // A member 20 × 20 pt inside a clip that grows: the member's bounds (60 × 60 px at 3×,
        // grown 1 px each side for anti-aliasing: 62 × 62) are redrawn, and nothing of the clip's
        // own much larger rect beyond it.
        let member = Rect(x: 100, y: 20, width: 20, height: 20)
        func list(_ clip: Rect) -> DisplayList {
            Self.list([DisplayItem(id: "clip", bounds: clip, command: .pushClip(clip, cornerRadius: 10)),
                       DisplayItem(id: "m", bounds: member, command: .ellipse(member, fill: .white)),
                       DisplayItem(id: "unclip", bounds: clip, command: .popClip)])
        }
        let d = DamageTracker.diff(old: list(Self.island), new: list(Self.expanded))
        #expect(d.rects == [PixelRect(x: 299, y: 59, width: 62, height: 62)])
    }

    @Test func anOpacityChangeDamagesItsMembers() {
        let a = Rect(x: 10, y: 10, width: 10, height: 10)
        func list(_ alpha: Double) -> DisplayList {
            Self.list([DisplayItem(id: "fade", bounds: Self.expanded, command: .pushOpacity(alpha)),
                       DisplayItem(id: "a", bounds: a, command: .roundedRect(a, cornerRadius: 0, fill: .white)),
                       DisplayItem(id: "end", bounds: Self.expanded, command: .popOpacity)])
        }
        // 10 × 10 pt at 3× from (30, 30), grown 1 px: (29, 29) 32 × 32.
        #expect(DamageTracker.diff(old: list(1), new: list(0.5)).rects == [PixelRect(x: 29, y: 29, width: 32, height: 32)])
    }
}
