import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// What a layout produced: the activity's own items inside the frame, and what went wrong.
public struct LayoutResult: Hashable, Sendable {
    public var items: [DisplayItem]
    public var issues: [TemplateIssue]
    public init(items: [DisplayItem], issues: [TemplateIssue]) { self.items = items; self.issues = issues }
}

/// Lays a template out for one presentation. The scene (Lock Screen chrome, the island's black
/// shape, StandBy, watch face) is drawn by the renderer's scene; this produces only the
/// activity's content, in screen points, inside `frame.frame`. Item ids are paths in the template
/// tree ("lockScreen/0/2/fill"), stable from frame to frame so damage tracking can diff them.
public struct ActivityLayout {
    /// The TrueDepth camera region between the compact views: 230 − 2 × 52.33 = 125.33 pt wide
    /// (and 250 − 2 × 62.33 on the larger phones, the same), as tall as the island, 36.67 pt
    /// (HIG Live Activities › Specifications, seeds/001).
    public static let sensorRegion = Size(width: 125.33, height: 36.67)
    /// Default inset of expanded content: the smallest even margin that keeps a rectangular
    /// region's corner inside the island's 44 pt corner arc is 44 × (1 − 1/√2) = 12.9 pt
    /// ("use consistent margins and concentric placement", seeds/001); 14 leaves a little air.
    public static let expandedInsetPt = 14.0
    /// Gap between the expanded top row and the bottom region.
    public static let expandedRowGapPt = 6.0

    public static func items(template: ActivityTemplate, activity: LiveActivity, frame: PresentationFrame,
                             appearance: Appearance, now: Timestamp, measurer: any TextMeasurer,
                             luminanceReduced: Bool = false) -> LayoutResult {
        var l = Layouter(template: template, activity: activity, frame: frame, appearance: appearance, now: now, measurer: measurer)
        l.luminanceReduced = luminanceReduced
        return l.run()
    }

    /// The height the content asks for in `.lockScreen` or `.expanded` (unclamped, so callers can
    /// clamp it into 84–160 pt with `PresentationGeometry.frame(for:requestedHeight:)` and lint
    /// can report it). Other presentations have fixed heights: returns the frame's.
    public static func preferredHeight(template: ActivityTemplate, activity: LiveActivity, frame: PresentationFrame,
                                       now: Timestamp, measurer: any TextMeasurer) -> Double {
        var l = Layouter(template: template, activity: activity, frame: frame, appearance: .dark, now: now, measurer: measurer)
        return l.preferredHeight()
    }

    /// The presentation's frame on a device, sized to the content where the height may vary
    /// (Lock Screen, expanded, StandBy: 84–160 pt, HIG Live Activities › Specifications, seeds/001).
    /// nil when the device has no such presentation.
    public static func frame(_ presentation: Presentation, geometry: PresentationGeometry, template: ActivityTemplate,
                             activity: LiveActivity, now: Timestamp, measurer: any TextMeasurer) -> PresentationFrame? {
        guard let f = geometry.frame(for: presentation) else { return nil }
        switch presentation {
        case .lockScreen, .expanded, .standBy:
            let h = preferredHeight(template: template, activity: activity, frame: f, now: now, measurer: measurer)
            return geometry.frame(for: presentation, requestedHeight: h)
        default:
            return f
        }
    }

    /// Replaces sensitive text with a rounded placeholder bar, the way the system redacts
    /// privacy-sensitive views on the Lock Screen and in Always On (seeds/000 "Hide sensitive
    /// information"). Other items are unchanged.
    public static func redactingSensitive(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            guard item.role == .sensitive else { return item }
            var out = item
            switch item.command {
            case .text(_, let style):
                let h = min(item.bounds.height, style.sizePt * 0.8)
                let bar = Rect(x: item.bounds.minX, y: item.bounds.midY - h / 2, width: min(item.bounds.width, style.sizePt * 4), height: h)
                out.bounds = bar
                out.command = .roundedRect(bar, cornerRadius: h / 2, fill: style.color.withAlpha(style.color.a * 0.35))
            case .symbol(_, let color), .roundedRect(_, _, let color), .ellipse(_, let color):
                out.command = .roundedRect(item.bounds, cornerRadius: min(item.bounds.width, item.bounds.height) / 4, fill: color.withAlpha(color.a * 0.35))
            case .arc(let r, _, _, let color, let lw):
                out.command = .arc(r, startDegrees: 0, endDegrees: 360, color: color.withAlpha(color.a * 0.35), lineWidth: lw)
            default: break
            }
            return out
        }
    }
}

/// One layout pass for one presentation.
struct Layouter {
    let template: ActivityTemplate
    let activity: LiveActivity
    let frame: PresentationFrame
    let appearance: Appearance
    let now: Timestamp
    let measurer: any TextMeasurer
    /// SwiftUI's `isLuminanceReduced` (Always On) for template predicates.
    var luminanceReduced = false
    let log = IssueLog()
    var items: [DisplayItem] = []

    init(template: ActivityTemplate, activity: LiveActivity, frame: PresentationFrame, appearance: Appearance, now: Timestamp, measurer: any TextMeasurer) {
        self.template = template; self.activity = activity; self.frame = frame; self.appearance = appearance
        self.now = now; self.measurer = measurer
    }

    var surface: ColorSurface { frame.presentation == .lockScreen ? .platter(appearance) : .black }

    func engine(surface: ColorSurface) -> LayoutEngine {
        let probe = ColorResolver(surface: surface, tint: .white)
        var e = LayoutEngine(activity: activity, template: template, now: now, measurer: measurer,
                             colors: ColorResolver(surface: surface, tint: probe.resolve(template.tint)), log: log)
        e.environment = PredicateEnvironment(luminanceReduced: luminanceReduced, dark: surface.isDark,
                                             smallFamily: frame.presentation == .smartStack || frame.presentation == .carPlay)
        e.presentation = frame.presentation.rawValue
        e.controlsDeactivated = frame.presentation == .carPlay
        return e
    }

    mutating func run() -> LayoutResult {
        let s = frame.scale
        // StandBy shows the Lock Screen presentation scaled (2× in the HIG, seeds/001 and
        // seeds/002 "Your layout is scaled up 200%"): lay out at 1× and scale the items.
        let local = s == 1 ? frame.frame : Rect(x: 0, y: 0, width: frame.frame.width / s, height: frame.frame.height / s)
        layout(in: local)
        if s != 1 { items = items.map { Self.scale($0, by: s, to: frame.frame.origin) } }
        checkInside()
        return LayoutResult(items: items, issues: log.issues)
    }

    mutating func layout(in r: Rect) {
        switch frame.presentation {
        case .compactLeading, .compactTrailing:
            let slot: ActivityTemplate.Slot = frame.presentation == .compactLeading ? .compactLeading : .compactTrailing
            guard let node = node(slot) else { return }
            compact(node, slot: slot, in: r)
        case .minimalAttached, .minimalDetached:
            guard let node = node(.minimal) else { return }
            let radius = min(frame.cornerRadiusPt, r.height / 2)
            // A square inscribed in the end circle stays inside the capsule.
            let inset = template.insets["minimal"] ?? radius * (1 - 1 / 2.0.squareRoot())
            region(node, slot: .minimal, in: r.insetBy(dx: inset, dy: inset), alignment: .center, surface: .black)
        case .expanded:
            expanded(in: r)
        case .lockScreen, .standBy:
            let slot: ActivityTemplate.Slot = frame.presentation == .standBy && template.layouts[.standBy] != nil ? .standBy : .lockScreen
            guard let node = node(slot) else { return }
            let m = template.insets["lockScreen"] ?? PresentationGeometry.lockScreenMarginPt
            if let bg = template.background {
                let c = ColorResolver(surface: surface, tint: .white).resolve(bg)
                items.append(DisplayItem(id: "\(slot.rawValue)/background", bounds: r, role: .decoration,
                                         command: .roundedRect(r, cornerRadius: frame.cornerRadiusPt / frame.scale, fill: c)))
            }
            region(node, slot: slot, in: r.insetBy(dx: m, dy: m), alignment: .center,
                   surface: frame.presentation == .lockScreen ? .platter(appearance) : .black)
        case .smartStack, .carPlay:
            let m = template.insets["smartStack"] ?? frame.marginPt
            let inner = r.insetBy(dx: m, dy: m)
            if let node = template.layouts[.smartStack] {
                region(node, slot: .smartStack, in: inner, alignment: .center, surface: .black)
                return
            }
            // Default: the compact leading and trailing views combined, in the lower corners
            // (HIG Live Activities › watchOS and › CarPlay, seeds/001).
            guard let lead = node(.compactLeading), let trail = node(.compactTrailing) else { return }
            let half = Rect(x: inner.minX, y: inner.minY, width: inner.width / 2 - 2, height: inner.height)
            region(lead, slot: .compactLeading, in: half, alignment: .bottomLeading, surface: .black)
            region(trail, slot: .compactTrailing, in: Rect(x: inner.midX + 2, y: inner.minY, width: inner.width / 2 - 2, height: inner.height),
                   alignment: .bottomTrailing, surface: .black)
        }
    }

    func node(_ slot: ActivityTemplate.Slot) -> TemplateNode? {
        if let n = template.layouts[slot] { return n }
        log.add(TemplateIssue(kind: .missingLayout, path: "layouts.\(slot.rawValue)",
                              message: "the template has no \(slot.rawValue) layout; \(frame.presentation.rawValue) stays empty"))
        return nil
    }

    /// Compact views sit snug against the camera (seeds/001: "don't add padding between content
    /// and the TrueDepth camera") and keep clear of the island's rounded end on the outer side.
    mutating func compact(_ node: TemplateNode, slot: ActivityTemplate.Slot, in r: Rect) {
        let e = engine(surface: .black)
        let vInset = 4.0
        let radius = min(frame.cornerRadiusPt, r.height / 2)
        let proposal = Proposal(width: r.width, height: r.height - 2 * vInset)
        let h = min(e.size(node, proposal, axis: nil).height, r.height - 2 * vInset)
        // The outer inset at which a box of height h clears the end circle of the island.
        let clearance = radius - (max(0, radius * radius - (h / 2) * (h / 2))).squareRoot()
        let outer = template.insets["compact"] ?? (clearance + 1).rounded(.up)
        let box = slot == .compactLeading
            ? Rect(x: r.minX + outer, y: r.minY + vInset, width: max(0, r.width - outer), height: r.height - 2 * vInset)
            : Rect(x: r.minX, y: r.minY + vInset, width: max(0, r.width - outer), height: r.height - 2 * vInset)
        region(node, slot: slot, in: box, alignment: slot == .compactLeading ? .trailing : .leading, surface: .black)
    }

    struct ExpandedRegions {
        var leading: Rect, trailing: Rect, center: Rect, bottom: Rect
        var height: Double
    }

    /// ActivityKit's expanded regions: leading and trailing beside the camera, center below it
    /// between them (WidgetKit: "right below the TrueDepth camera"; as wide as the side regions'
    /// content leaves), bottom across the whole width under the top row. A side region with
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` whose content is wider than the space
    /// beside the camera moves below the camera (under the center region when there is one) and
    /// takes the width the other side's content leaves (WidgetKit: "placement below the default
    /// vertical position for content that's too wide to fit next to the TrueDepth camera").
    func expandedRegions(in r: Rect) -> ExpandedRegions {
        let e = engine(surface: .black)
        let m = template.insets["expanded"] ?? ActivityLayout.expandedInsetPt
        let sensor = ActivityLayout.sensorRegion
        let sideW = (r.width - sensor.width) / 2 - m
        func h(_ slot: ActivityTemplate.Slot, width: Double) -> Double {
            guard let n = template.layouts[slot] else { return 0 }
            return e.size(n, Proposal(width: width, height: nil), axis: nil).height
        }
        func idealWidth(_ slot: ActivityTemplate.Slot) -> Double {
            guard let n = template.layouts[slot] else { return 0 }
            return e.size(n, Proposal(width: nil, height: nil), axis: nil).width
        }
        let sides: [ActivityTemplate.Slot] = [.expandedLeading, .expandedTrailing]
        let below = Set(sides.filter { template.belowIfTooWide.contains($0) && template.layouts[$0] != nil && idealWidth($0) > sideW + 0.5 })
        // The center sits below the camera between its neighbours' content: as wide as the wider
        // neighbour leaves on both sides (so it stays centred), never narrower than the camera.
        let besideWidths = sides.filter { template.layouts[$0] != nil && !below.contains($0) }.map { min(idealWidth($0), sideW) }
        let centerW = max(sensor.width, r.width - 2 * m - 2 * ((besideWidths.max() ?? 0) + ActivityLayout.expandedRowGapPt))
        let centerH = h(.expandedCenter, width: centerW)
        let y0 = r.minY + m
        // Below the camera, and below the center region's content when it has some.
        let belowY = r.minY + sensor.height + (centerH > 0 ? centerH + ActivityLayout.expandedRowGapPt : 0)
        var rects: [ActivityTemplate.Slot: Rect] = [:]
        var top = centerH > 0 ? sensor.height - m + centerH : 0
        for slot in sides where template.layouts[slot] != nil && !below.contains(slot) {
            let x = slot == .expandedLeading ? r.minX + m : r.maxX - m - sideW
            let height = h(slot, width: sideW)
            rects[slot] = Rect(x: x, y: y0, width: sideW, height: height)
            top = max(top, height)
        }
        for slot in sides where below.contains(slot) {
            let other: ActivityTemplate.Slot = slot == .expandedLeading ? .expandedTrailing : .expandedLeading
            // The other side keeps its content's width (at most the space beside the camera); two
            // regions below share the row equally.
            var otherW = 0.0
            if template.layouts[other] != nil {
                otherW = below.contains(other) ? (r.width - 2 * m - ActivityLayout.expandedRowGapPt) / 2 : min(idealWidth(other), sideW)
            }
            let width = max(0, r.width - 2 * m - (otherW > 0 ? otherW + ActivityLayout.expandedRowGapPt : 0))
            let x = slot == .expandedLeading ? r.minX + m : r.maxX - m - width
            let height = h(slot, width: width)
            rects[slot] = Rect(x: x, y: belowY, width: width, height: height)
            top = max(top, belowY - y0 + height)
        }
        // Side regions beside the camera span the top row.
        for slot in sides where !below.contains(slot) { if let r0 = rects[slot] { rects[slot] = Rect(x: r0.minX, y: r0.minY, width: r0.width, height: top) } }
        let bottomH = h(.expandedBottom, width: r.width - 2 * m)
        let height = m + top + (bottomH > 0 ? ActivityLayout.expandedRowGapPt + bottomH : 0) + m
        return ExpandedRegions(
            leading: rects[.expandedLeading] ?? Rect(x: r.minX + m, y: y0, width: sideW, height: top),
            trailing: rects[.expandedTrailing] ?? Rect(x: r.maxX - m - sideW, y: y0, width: sideW, height: top),
            // With a region moved below it, the center keeps to its own content's height.
            center: Rect(x: r.midX - centerW / 2, y: r.minY + sensor.height, width: centerW,
                         height: max(0, below.isEmpty ? y0 + top - (r.minY + sensor.height) : min(centerH, y0 + top - (r.minY + sensor.height)))),
            bottom: Rect(x: r.minX + m, y: y0 + top + ActivityLayout.expandedRowGapPt, width: r.width - 2 * m,
                         height: max(0, r.maxY - m - (y0 + top + ActivityLayout.expandedRowGapPt))),
            height: height)
    }

    mutating func expanded(in r: Rect) {
        let slots: [ActivityTemplate.Slot] = [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
        guard slots.contains(where: { template.layouts[$0] != nil }) else { _ = node(.expandedCenter); return }
        let regions = expandedRegions(in: r)
        if let n = template.layouts[.expandedLeading] { region(n, slot: .expandedLeading, in: regions.leading, alignment: .topLeading, surface: .black) }
        if let n = template.layouts[.expandedTrailing] { region(n, slot: .expandedTrailing, in: regions.trailing, alignment: .topTrailing, surface: .black) }
        if let n = template.layouts[.expandedCenter] { region(n, slot: .expandedCenter, in: regions.center, alignment: .top, surface: .black) }
        if let n = template.layouts[.expandedBottom] { region(n, slot: .expandedBottom, in: regions.bottom, alignment: .top, surface: .black) }
    }

    mutating func preferredHeight() -> Double {
        switch frame.presentation {
        case .expanded:
            return expandedRegions(in: Rect(origin: .zero, size: Size(width: frame.frame.width, height: 1000))).height
        case .lockScreen, .standBy:
            if let h = template.lockScreenHeight { return h }
            let slot: ActivityTemplate.Slot = frame.presentation == .standBy && template.layouts[.standBy] != nil ? .standBy : .lockScreen
            guard let n = template.layouts[slot] else { return frame.frame.height / frame.scale }
            let m = template.insets["lockScreen"] ?? PresentationGeometry.lockScreenMarginPt
            let w = frame.frame.width / frame.scale - 2 * m
            return engine(surface: .black).size(n, Proposal(width: w, height: nil), axis: nil).height + 2 * m
        default:
            return frame.frame.height
        }
    }

    enum RegionAlignment { case center, leading, trailing, top, topLeading, topTrailing, bottomLeading, bottomTrailing }

    mutating func region(_ node: TemplateNode, slot: ActivityTemplate.Slot, in r: Rect, alignment: RegionAlignment, surface: ColorSurface) {
        let e = engine(surface: surface)
        let s = e.size(node, Proposal(width: r.width, height: r.height), axis: nil)
        if s.width > r.width + 0.5 || s.height > r.height + 0.5 {
            log.add(TemplateIssue(kind: .overflow, path: "layouts.\(slot.rawValue)",
                                  message: "content needs \(Size(width: s.width, height: s.height)) pt but \(frame.presentation.rawValue) leaves \(r.size) pt; it is cut to fit"))
        }
        // Content taller than a card centred in it (the Lock Screen, StandBy) keeps its height
        // and is cut at the top and bottom alike, as SwiftUI centres a root view larger than its
        // container; the card stays at most 160 pt (HIG Live Activities › Specifications,
        // seeds/001: "Lock Screen (height given as a range) … 84–160"). Elsewhere it is cut to fit.
        let w = min(s.width, r.width), h = alignment == .center ? s.height : min(s.height, r.height)
        let x: Double = switch alignment {
        case .leading, .topLeading, .bottomLeading: r.minX
        case .trailing, .topTrailing, .bottomTrailing: r.maxX - w
        default: r.midX - w / 2
        }
        let y: Double = switch alignment {
        case .top, .topLeading, .topTrailing: r.minY
        case .bottomLeading, .bottomTrailing: r.maxY - h
        default: r.midY - h / 2
        }
        e.place(node, in: Rect(x: x, y: y, width: w, height: h), id: slot.rawValue, axis: nil,
                inherited: .init(color: nil, role: .essential), into: &items)
    }

    /// Every item stays inside the frame: anything outside is reported (and clipped by the scene).
    func checkInside() {
        let f = frame.frame.insetBy(dx: -0.5, dy: -0.5)
        for item in items where !f.contains(item.bounds) {
            log.add(TemplateIssue(kind: .overflow, path: item.id, message: "\(item.bounds) lies outside the \(frame.presentation.rawValue) frame \(frame.frame)"))
        }
    }

    static func scale(_ item: DisplayItem, by s: Double, to origin: Point) -> DisplayItem {
        func r(_ x: Rect) -> Rect { Rect(x: origin.x + x.minX * s, y: origin.y + x.minY * s, width: x.width * s, height: x.height * s) }
        var out = item
        out.bounds = r(item.bounds)
        switch item.command {
        case .roundedRect(let x, let c, let f): out.command = .roundedRect(r(x), cornerRadius: c * s, fill: f)
        case .strokeRoundedRect(let x, let c, let col, let lw): out.command = .strokeRoundedRect(r(x), cornerRadius: c * s, color: col, lineWidth: lw * s)
        case .ellipse(let x, let f): out.command = .ellipse(r(x), fill: f)
        case .arc(let x, let a, let b, let c, let lw): out.command = .arc(r(x), startDegrees: a, endDegrees: b, color: c, lineWidth: lw * s)
        case .line(let a, let b, let c, let lw):
            out.command = .line(from: Point(x: origin.x + a.x * s, y: origin.y + a.y * s), to: Point(x: origin.x + b.x * s, y: origin.y + b.y * s), color: c, lineWidth: lw * s)
        case .text(let t, var style): style.sizePt *= s; out.command = .text(t, style)
        case .pushClip(let x, let c): out.command = .pushClip(r(x), cornerRadius: c * s)
        default: break
        }
        return out
    }
}
