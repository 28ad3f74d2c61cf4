import AfterglowContent
import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// The one-activity menu bar item on a Mac: the compact leading and trailing views, laid out at
/// the iOS dimensions (seeds/001 › macOS: "Use the provided iOS dimensions"), then moved together
/// and scaled into a black capsule as tall as a menu bar item (the profile's `itemHeightPt`).
/// On iPhone the two views hug the camera between them; a Mac has no camera there, so the views
/// sit `innerGapPt` apart and the capsule is as wide as what they draw — no empty black where the
/// camera housing would be (issue 29).
enum MenuBarCapsule {
    /// Space between the leading and trailing content, and between content and the capsule's ends.
    static let innerGapPt = 6.0
    static let endPaddingPt = 8.0
    /// The notch's lower corner radius.
    static let notchCornerPt = 8.0

    static func items(_ a: any SceneActivity, leading: [DisplayItem], leadingFrame: Rect, trailing: [DisplayItem], trailingFrame: Rect,
                      itemRight: Double, bar: DeviceProfile.MenuBar, measurer: any TextMeasurer) -> [DisplayItem] {
        let k = bar.capsuleHeightPt / bar.compactHeightPt
        let capsuleY = (bar.heightPt - bar.capsuleHeightPt) / 2, midY = capsuleY + bar.capsuleHeightPt / 2
        // Each view scaled about its frame's middle, its content starting at x = 0.
        func scaled(_ items: [DisplayItem], frame: Rect) -> [DisplayItem] {
            let drawn = items.filter { if case .tapTarget = $0.command { return false }; return true }
                .map { fitText($0.transformed(scale: k, offset: Point(x: 0, y: midY - k * frame.midY)), measurer) }
            let x0 = drawn.map(\.bounds.minX).min() ?? 0
            return drawn.map { $0.transformed(scale: 1, offset: Point(x: -x0, y: 0)) }
        }
        let lead = scaled(leading, frame: leadingFrame), trail = scaled(trailing, frame: trailingFrame)
        func width(_ items: [DisplayItem]) -> Double { items.map(\.bounds.maxX).max() ?? 0 }
        let leadW = width(lead), trailW = width(trail)
        let gap = leadW > 0 && trailW > 0 ? innerGapPt : 0
        let w = endPaddingPt * 2 + leadW + gap + trailW
        let capsule = Rect(x: itemRight - w, y: capsuleY, width: w, height: bar.capsuleHeightPt)
        func shifted(_ items: [DisplayItem], by dx: Double) -> [DisplayItem] { items.map { $0.transformed(scale: 1, offset: Point(x: dx, y: 0)) } }
        var out = [DisplayItem(id: "la.\(a.id).menuBar.capsule", bounds: capsule, role: .essential,
                               command: .roundedRect(capsule, cornerRadius: capsule.height / 2, fill: .black))]
        // One tap area over the capsule: a click launches iPhone Mirroring (the scene says where).
        if let open = leading.first(where: { if case .tapTarget(let t) = $0.command { return t.kind == ContentInteraction.activityKind }; return false }) {
            out.append(DisplayItem(id: "la.\(a.id).menuBar.open", bounds: capsule, role: .secondary, command: open.command))
        }
        out.append(DisplayItem(id: "la.\(a.id).menuBar.clip", bounds: capsule, role: .essential, command: .pushClip(capsule, cornerRadius: capsule.height / 2)))
        out += shifted(lead, by: capsule.minX + endPaddingPt)
        out += shifted(trail, by: capsule.minX + endPaddingPt + leadW + gap)
        out.append(DisplayItem(id: "la.\(a.id).menuBar.unclip", bounds: capsule, role: .essential, command: .popClip))
        return out
    }

    /// Text scaled down to menu bar size measures wider than its scaled box (glyph advances round
    /// to whole points at each size, which at ~9 pt is 10 % and more): the box is widened to the
    /// text's width at the new size, away from its alignment edge, so nothing is ellipsized that
    /// fitted at iOS size.
    static func fitText(_ item: DisplayItem, _ measurer: any TextMeasurer) -> DisplayItem {
        guard case .text(let text, let style) = item.command, style.lineLimit == 1 else { return item }
        let need = measurer.measure(text, style: style).width + 0.5
        guard need > item.bounds.width else { return item }
        var i = item
        let extra = need - item.bounds.width
        let minX = switch style.alignment { case .leading: item.bounds.minX; case .trailing: item.bounds.minX - extra; case .center: item.bounds.minX - extra / 2 }
        i.bounds = Rect(x: minX, y: item.bounds.minY, width: need, height: item.bounds.height)
        return i
    }
}
