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
                      itemRight: Double, bar: DeviceProfile.MenuBar) -> [DisplayItem] {
        let drawn = { (items: [DisplayItem]) in items.filter { if case .tapTarget = $0.command { return false }; return true } }
        let lead = drawn(leading).map(\.bounds).reduce(nil) { (u: Rect?, r) in u.map { $0.union(r) } ?? r } ?? Rect(x: leadingFrame.maxX, y: leadingFrame.midY, width: 0, height: 0)
        let trail = drawn(trailing).map(\.bounds).reduce(nil) { (u: Rect?, r) in u.map { $0.union(r) } ?? r } ?? Rect(x: trailingFrame.minX, y: trailingFrame.midY, width: 0, height: 0)
        let k = bar.capsuleHeightPt / bar.compactHeightPt
        let width = endPaddingPt * 2 + k * (lead.width + innerGapPt + trail.width)
        let capsule = Rect(x: itemRight - width, y: (bar.heightPt - bar.capsuleHeightPt) / 2, width: width, height: bar.capsuleHeightPt)
        // Each view keeps its own vertical placement in the compact frame, scaled about the frame's middle.
        func moved(_ items: [DisplayItem], from x0: Double, to x: Double, frame: Rect) -> [DisplayItem] {
            drawn(items).map { $0.transformed(scale: k, offset: Point(x: x - k * x0, y: capsule.midY - k * frame.midY)) }
        }
        var out = [DisplayItem(id: "la.\(a.id).menuBar.capsule", bounds: capsule, role: .essential,
                               command: .roundedRect(capsule, cornerRadius: capsule.height / 2, fill: .black))]
        // One tap area over the capsule: a click launches iPhone Mirroring (the scene says where).
        if let open = leading.first(where: { if case .tapTarget(let t) = $0.command { return t.kind == ContentInteraction.activityKind }; return false }) {
            out.append(DisplayItem(id: "la.\(a.id).menuBar.open", bounds: capsule, role: .secondary, command: open.command))
        }
        out.append(DisplayItem(id: "la.\(a.id).menuBar.clip", bounds: capsule, role: .essential, command: .pushClip(capsule, cornerRadius: capsule.height / 2)))
        out += moved(leading, from: lead.minX, to: capsule.minX + endPaddingPt, frame: leadingFrame)
        out += moved(trailing, from: trail.minX, to: capsule.minX + endPaddingPt + k * (lead.width + innerGapPt), frame: trailingFrame)
        out.append(DisplayItem(id: "la.\(a.id).menuBar.unclip", bounds: capsule, role: .essential, command: .popClip))
        return out
    }
}
