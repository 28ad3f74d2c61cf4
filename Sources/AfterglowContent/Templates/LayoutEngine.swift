import AfterglowDisplay
import AfterglowGeometry
import AfterglowPayloads
import AfterglowTime

/// A size proposal, as in SwiftUI's layout protocol: nil asks for the ideal size, infinity for
/// the largest the view can be, a finite value for what fits.
struct Proposal {
    var width: Double?
    var height: Double?
    static let ideal = Proposal(width: nil, height: nil)
    func main(_ axis: TemplateNode.Axis) -> Double? { axis == .vertical ? height : width }
    func cross(_ axis: TemplateNode.Axis) -> Double? { axis == .vertical ? width : height }
    static func make(_ axis: TemplateNode.Axis, main: Double?, cross: Double?) -> Proposal {
        axis == .vertical ? Proposal(width: cross, height: main) : Proposal(width: main, height: cross)
    }
}

/// Collects issues once each (measuring visits a node several times).
final class IssueLog {
    private(set) var issues: [TemplateIssue] = []
    private var seen = Set<TemplateIssue>()
    func add(_ i: TemplateIssue) { if seen.insert(i).inserted { issues.append(i) } }
}

/// Sizes already measured in one layout pass. A stack probes each child at its smallest, largest
/// and offered size, so without it measuring costs 3^depth (an imported view nested 12 stacks deep
/// took seconds per frame — found by the importer fuzz target); with it each (node, proposal) is
/// measured once. Nodes are keyed by their path from the node a measurement started at.
final class SizeCache {
    struct Key: Hashable {
        var path: String
        var width: Double?
        var height: Double?
        var axis: TemplateNode.Axis?
    }
    var sizes: [Key: Size] = [:]
    private var roots = 0
    /// A fresh namespace for a measurement that starts at a node with no path yet.
    func newRoot() -> String { roots += 1; return "#\(roots)" }
}

/// Measures and places a template's view tree: a small version of SwiftUI's stack layout, where
/// a stack offers its remaining space to the least flexible child first.
struct LayoutEngine {
    var activity: LiveActivity
    var template: ActivityTemplate
    var now: Timestamp
    var measurer: any TextMeasurer
    var colors: ColorResolver
    var log: IssueLog
    /// Always On, appearance and family, for predicates (SwiftUI environment values).
    var environment = PredicateEnvironment()
    /// Default stack spacing in points.
    static let defaultSpacing = 6.0
    /// The presentation laid out, for the tap targets of buttons, toggles and links.
    var presentation = ""
    /// CarPlay: "the system deactivates interactive elements" (HIG Live Activities › CarPlay,
    /// seeds/001). Controls are drawn at `deactivatedOpacity` and their taps run nothing.
    var controlsDeactivated = false
    /// How a deactivated control is drawn: the seed says only that CarPlay deactivates it, not how
    /// it looks; Afterglow dims it as SwiftUI dims a disabled control, so the picture shows that
    /// it will not respond (docs/RENDERING.md › Interactive elements).
    static let deactivatedOpacity = 0.45
    /// Sizes measured so far (the engine's inputs — activity, time, environment — do not change).
    var sizeCache = SizeCache()

    var formatter: ValueFormatter { ValueFormatter(now: now, anchor: activity.anchor, dateEncoding: template.dateEncoding) }

    // MARK: Data

    func isVisible(_ n: TemplateNode) -> Bool {
        if let c = n.condition, !status(c) { return false }
        guard let p = n.predicate else { return true }
        return p.evaluate(status: status, environment: environment) { b in
            let root = b.root == .state ? activity.contentState : activity.attributes
            return root.value(atPath: b.path)
        }
    }

    func status(_ c: TemplateNode.Condition) -> Bool {
        switch c {
        case .stale: return activity.isStale(at: now)
        case .fresh: return !activity.isStale(at: now)
        case .active: return activity.isActive
        case .ended: return !activity.isActive
        }
    }

    func lookup(_ b: FieldBinding, node: TemplateNode) -> JSONValue? {
        let root = b.root == .state ? activity.contentState : activity.attributes
        guard let v = root.value(atPath: b.path), v != .null else {
            log.add(TemplateIssue(kind: .missingField, path: node.sourcePath,
                                  message: "\(b) is missing from the \(b.root == .state ? "content-state" : "attributes"); showing the placeholder \"\(template.placeholder)\""))
            return nil
        }
        return v
    }

    func text(_ source: TextSource, node: TemplateNode) -> String {
        var out = ""
        for seg in source.segments {
            switch seg {
            case .literal(let s): out += s
            case .binding(let b):
                guard let v = lookup(b, node: node) else { out += template.placeholder; continue }
                if let s = formatter.format(v, b.format) { out += s } else {
                    log.add(TemplateIssue(kind: .wrongType, path: node.sourcePath,
                                          message: "\(b) is a \(v.typeName), which the \(b.format.rawValue) format cannot show; showing the placeholder"))
                    out += template.placeholder
                }
            }
        }
        return out
    }

    func number(_ b: FieldBinding, node: TemplateNode) -> Double? {
        guard let v = lookup(b, node: node) else { return nil }
        guard case .number(let n) = v else {
            log.add(TemplateIssue(kind: .wrongType, path: node.sourcePath, message: "\(b) should be a number, found a \(v.typeName)"))
            return nil
        }
        return n
    }

    func progress(_ p: ProgressSource, node: TemplateNode) -> Double {
        let v: Double?
        switch p {
        case .constant(let c): v = c
        case .value(let b): v = number(b, node: node)
        case .interval(let a, let b):
            if let s = number(a, node: node), let e = number(b, node: node) {
                let start = formatter.date(s), end = formatter.date(e)
                // `from` after `to` is a countdown (SwiftUI's `ProgressView(timerInterval:countsDown: true)`):
                // the same formula gives the fraction remaining.
                v = end != start ? (now - start).seconds / (end - start).seconds : 1
            } else { v = nil }
        case .ratio(let value, let total):
            if let x = number(value, node: node) {
                let t = total.map { number($0, node: node) } ?? 1
                v = t.map { $0 > 0 ? x / $0 : 0 }
            } else { v = nil }
        case .scaled(let value, let total):
            v = number(value, node: node).map { total > 0 ? $0 / total : 0 }
        }
        return min(1, max(0, v ?? 0))
    }

    /// The timer's text at `now` (a placeholder when a date is missing).
    /// With both dates (SwiftUI's `Text(timerInterval:countsDown:)`) the text stays within the
    /// interval, as on a device: before it starts a countdown shows the whole interval and a
    /// count-up 0:00; after it ends they hold at 0:00 and the whole interval.
    func timerText(_ t: TimerSource, node: TemplateNode) -> String {
        let start: Timestamp?
        if let s = t.start { guard let v = number(s, node: node) else { return template.placeholder }; start = formatter.date(v) } else { start = nil }
        if t.countsDown, let e = t.end {
            guard let endValue = number(e, node: node) else { return template.placeholder }
            let end = formatter.date(endValue)
            let from = start.map { now < $0 ? $0 : now } ?? now
            return ValueFormatter.timer(seconds: (end - from).seconds)
        }
        guard let start else { return template.placeholder }
        var elapsed = (now - start).seconds
        if let e = t.end, let endValue = number(e, node: node) { elapsed = min(elapsed, (formatter.date(endValue) - start).seconds) }
        return ValueFormatter.timer(seconds: elapsed)
    }

    /// The style `s` is set in within `width`: smaller, down to the spec's minimum scale factor,
    /// when one line of it at full size is wider (SwiftUI scales before it truncates).
    func fitted(_ s: String, _ spec: TemplateNode.TextSpec, color: Color, width: Double?) -> TextStyle {
        var style = textStyle(spec, color: color)
        guard spec.minimumScaleFactor < 1, let width, width.isFinite, width > 0 else { return style }
        let natural = measurer.measure(s, style: style).width
        guard natural > width else { return style }
        // Width is not proportional to size (SF's tracking differs per size, and the width
        // correction starts at 20 pt), so step down until the line fits, at most a few times.
        let floor = spec.sizePt * spec.minimumScaleFactor
        var measured = natural
        for _ in 0..<6 where measured > width && style.sizePt > floor {
            style.sizePt = max(floor, style.sizePt * width / measured * 0.999)
            measured = measurer.measure(s, style: style).width
        }
        return style
    }

    func textStyle(_ spec: TemplateNode.TextSpec, color: Color) -> TextStyle {
        TextStyle(sizePt: spec.sizePt, weight: spec.weight, color: color, alignment: spec.alignment,
                  monospacedDigits: spec.monospacedDigits, lineLimit: spec.lineLimit)
    }

    // MARK: Measuring

    /// The size `n` takes when offered `p`; `path` names `n` under the node this measurement
    /// started at (nil: `n` starts one).
    func size(_ n: TemplateNode, _ p: Proposal, axis: TemplateNode.Axis?, path: String? = nil) -> Size {
        let path = path ?? sizeCache.newRoot()
        let key = SizeCache.Key(path: path, width: p.width, height: p.height, axis: axis)
        if let known = sizeCache.sizes[key] { return known }
        let s = measure(n, p, axis: axis, path: path)
        sizeCache.sizes[key] = s
        return s
    }

    private func measure(_ n: TemplateNode, _ p: Proposal, axis: TemplateNode.Axis?, path: String) -> Size {
        guard isVisible(n) else { return .zero }
        // `.fixedSize`: on a fixed axis the node is asked for its ideal size, whatever it is offered.
        var p = p
        if n.fixedSize.horizontal { p.width = nil }
        if n.fixedSize.vertical { p.height = nil }
        let pad = n.padding
        func shrink(_ v: Double?, _ by: Double) -> Double? { v.map { $0.isInfinite ? $0 : max(0, $0 - by) } }
        var inner = Proposal(width: shrink(p.width, pad.horizontal), height: shrink(p.height, pad.vertical))
        var result: Size
        if let f = n.frame {
            let pw = inner.width, ph = inner.height
            // SwiftUI ignores a fixed dimension that is negative or not finite ("Invalid frame
            // dimension"); so do we, rather than laying out an infinite rect.
            let fw = f.width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            let fh = f.height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            inner.width = fw ?? (f.maxWidth.map { m in pw.map { min(m, $0) } } ?? pw)
            inner.height = fh ?? (f.maxHeight.map { m in ph.map { min(m, $0) } } ?? ph)
            let child = coreSize(n, inner, axis: axis, path: path)
            let w = fw ?? (f.maxWidth != nil ? (pw.map { min(f.maxWidth!, $0) } ?? child.width) : child.width)
            let h = fh ?? (f.maxHeight != nil ? (ph.map { min(f.maxHeight!, $0) } ?? child.height) : child.height)
            result = Size(width: w, height: h)
        } else {
            result = coreSize(n, inner, axis: axis, path: path)
        }
        return Size(width: result.width + pad.horizontal, height: result.height + pad.vertical)
    }

    private func coreSize(_ n: TemplateNode, _ p: Proposal, axis: TemplateNode.Axis?, path: String? = nil) -> Size {
        switch n.kind {
        case .text(let src, let spec):
            let s = text(src, node: n)
            return textSize(s, fitted(s, spec, color: .white, width: p.width), p)
        case .timer(let src, let spec):
            // Width of the widest digits, so the countdown does not jitter as it ticks.
            let s = String(timerText(src, node: n).map { $0.isNumber ? "0" : $0 })
            return textSize(s, fitted(s, spec, color: .white, width: p.width), p)
        case .symbol(_, let s):
            return Size(width: s, height: s)
        case .progress(_, let style, let thickness, let ringSize):
            // A ring of size 0 is as large as it is offered (an imported `Circle().trim(…)`).
            if style == .ring {
                let side = ringSize > 0 ? ringSize : min(p.width.map { $0.isFinite ? $0 : 28 } ?? 28, p.height.map { $0.isFinite ? $0 : 28 } ?? 28)
                return Size(width: side, height: side)
            }
            return Size(width: p.width ?? 60, height: thickness)
        case .shape:
            // Shapes take what they are offered (SwiftUI's 10 pt ideal size when asked for it).
            func side(_ v: Double?) -> Double { v.map { $0.isInfinite ? 1e9 : $0 } ?? 10 }
            return Size(width: side(p.width), height: side(p.height))
        case .image(_, _, let s):
            return Size(width: min(s, p.width ?? s), height: min(s, p.height ?? s))
        case .spacer(let minLength):
            guard let axis, axis != .depth else { return Size(width: minLength, height: minLength) }
            let m = max(minLength, p.main(axis) ?? minLength)
            return axis == .horizontal ? Size(width: m, height: 0) : Size(width: 0, height: m)
        case .stack(let axis, let children, let spacing, _):
            let path = path ?? sizeCache.newRoot()
            let indexed = children.enumerated().filter { isVisible($0.element) }
            let visible = indexed.map(\.element), paths = indexed.map { path + "/" + String($0.offset) }
            guard !visible.isEmpty else { return .zero }
            if axis == .depth {
                var w = 0.0, h = 0.0
                for (c, cp) in zip(visible, paths) { let s = size(c, p, axis: .depth, path: cp); w = max(w, s.width); h = max(h, s.height) }
                return Size(width: w, height: h)
            }
            let sizes = stackSizes(visible, p, axis: axis, spacing: spacing ?? Self.defaultSpacing, paths: paths)
            let main = sizes.reduce(0) { $0 + (axis == .vertical ? $1.height : $1.width) } + (spacing ?? Self.defaultSpacing) * Double(visible.count - 1)
            let cross = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
            return axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
        }
    }

    func textSize(_ s: String, _ style: TextStyle, _ p: Proposal) -> Size {
        let natural = measurer.measure(s, style: style)
        guard let w = p.width, natural.width > w else { return natural }
        if style.lineLimit <= 1 { return Size(width: w, height: natural.height) }
        let lines = wrap(s, style: style, width: w)
        let used = min(lines.count, style.lineLimit)
        let widest = lines.prefix(used).map { measurer.measure($0, style: style).width }.max() ?? 0
        return Size(width: min(w, widest), height: natural.height * Double(used))
    }

    /// Greedy word wrap (the renderer wraps the same way at word boundaries).
    func wrap(_ s: String, style: TextStyle, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in s.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if measurer.measure(candidate, style: style).width <= width || line.isEmpty { line = candidate } else {
                lines.append(line); line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest prefix of `s` that fits `width` with an ellipsis, as a one-line label truncates.
    func truncate(_ s: String, style: TextStyle, width: Double) -> String {
        if measurer.measure(s, style: style).width <= width + 0.01 { return s }
        let chars = Array(s)
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measurer.measure(String(chars[0..<mid]) + "…", style: style).width <= width + 0.01 { lo = mid } else { hi = mid - 1 }
        }
        return lo == 0 ? "" : String(chars[0..<lo]).trimmingSpaces + "…"
    }

    /// Sizes of a stack's children: the least flexible child is offered its share first, spacers last.
    /// `paths` name the children for the size cache (nil: under a fresh root).
    func stackSizes(_ children: [TemplateNode], _ p: Proposal, axis: TemplateNode.Axis, spacing: Double, paths: [String]? = nil) -> [Size] {
        let cross = p.cross(axis)
        let paths = paths ?? { let root = sizeCache.newRoot(); return children.indices.map { root + "/" + String($0) } }()
        func size(_ i: Int, _ p: Proposal) -> Size { self.size(children[i], p, axis: axis, path: paths[i]) }
        guard let mainAvail = p.main(axis) else {
            return children.indices.map { size($0, Proposal.make(axis, main: nil, cross: cross)) }
        }
        func mainOf(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
        let smallest = children.indices.map { mainOf(size($0, Proposal.make(axis, main: 0, cross: cross))) }
        let flex = children.indices.map { i -> Double in
            let hi = min(1e9, mainOf(size(i, Proposal.make(axis, main: .infinity, cross: cross))))
            return hi - smallest[i]
        }
        // Spacers take what is left after every other child (as in SwiftUI, a Text beside a
        // Spacer keeps its full width); the others are offered space by layout priority, highest
        // first, and within a priority least flexible first. A child is offered the space left
        // minus the smallest sizes of the lower-priority children still to come (SwiftUI's
        // `layoutPriority` documentation: "all the space offered to the parent minus the minimum
        // space required for all its lower-priority children").
        func isSpacer(_ n: TemplateNode) -> Bool { if case .spacer = n.kind { return n.padding == .zero && n.frame == nil }; return false }
        let spacers = children.indices.filter { isSpacer(children[$0]) }
        let priority = children.map(\.layoutPriority)
        let others = children.indices.filter { !isSpacer(children[$0]) }.sorted {
            if priority[$0] != priority[$1] { return priority[$0] > priority[$1] }
            return flex[$0] == flex[$1] ? $0 < $1 : flex[$0] < flex[$1]
        }
        var remaining = mainAvail - spacing * Double(children.count - 1)
        for i in spacers {
            if case .spacer(let minLength) = children[i].kind, !remaining.isInfinite { remaining -= minLength }
        }
        var sizes = Array(repeating: Size.zero, count: children.count)
        for (k, idx) in others.enumerated() {
            let later = others[k...]
            let peers = later.filter { priority[$0] == priority[idx] }.count
            let reserved = later.filter { priority[$0] < priority[idx] }.reduce(0.0) { $0 + smallest[$1] }
            let share = remaining.isInfinite ? remaining : max(0, (remaining - reserved) / Double(peers))
            let s = size(idx, Proposal.make(axis, main: share, cross: cross))
            sizes[idx] = s
            if !remaining.isInfinite { remaining -= mainOf(s) }
        }
        for (k, idx) in spacers.enumerated() {
            var share = remaining.isInfinite ? remaining : max(0, remaining / Double(spacers.count - k))
            if case .spacer(let minLength) = children[idx].kind, !share.isInfinite { share += minLength }
            let s = size(idx, Proposal.make(axis, main: share, cross: cross))
            sizes[idx] = s
            if case .spacer(let minLength) = children[idx].kind, !remaining.isInfinite { remaining -= max(0, mainOf(s) - minLength) }
        }
        return sizes
    }

    // MARK: Placing

    struct Inherited {
        var color: ColorSpec?
        var role: ContentRole
    }

    func place(_ n: TemplateNode, in rect: Rect, id: String, axis: TemplateNode.Axis?, inherited: Inherited, into items: inout [DisplayItem]) {
        guard isVisible(n) else { return }
        // The node's transition rides on every item it and its children draw (declared first, so
        // it runs after the other defers have added their closing items); an inner one wins.
        let firstItem = items.count
        defer {
            if let a = n.animation {
                let t = ItemTransition(kind: a.kind, durationS: a.durationS)
                for i in firstItem..<items.count where items[i].transition == nil { items[i].transition = t }
            }
        }
        let inh = Inherited(color: n.color ?? inherited.color, role: n.role ?? inherited.role)
        // A button, toggle or link: its tap area first (drawn over by nothing; the scene hit-tests
        // it), dimmed as a whole when the presentation deactivates it. Declared before the other
        // defers, so the dimming group closes last.
        let dims = n.control != nil && controlsDeactivated
        if let c = n.control {
            // A link opens the app at its destination; a button or toggle runs in place.
            let target = ContentInteraction(activityID: activity.id, kind: c.kind.rawValue, action: c.action,
                                   presentation: presentation, deactivated: controlsDeactivated,
                                   opens: c.kind == .link ? .app : nil)
            items.append(DisplayItem(id: id + "/control", bounds: rect, role: .secondary, command: .tapTarget(target)))
            if dims { items.append(DisplayItem(id: id + "/control-dim", bounds: rect, role: .decoration, command: .pushOpacity(Self.deactivatedOpacity))) }
        }
        defer { if dims { items.append(DisplayItem(id: id + "/control-dim-end", bounds: rect, role: .decoration, command: .popOpacity)) } }
        if let o = n.opacity, o < 1 {
            items.append(DisplayItem(id: id + "/opacity", bounds: rect, role: .decoration, command: .pushOpacity(max(0, o))))
        }
        if let r = n.clipCornerRadius {
            items.append(DisplayItem(id: id + "/clip", bounds: rect, role: .decoration, command: .pushClip(rect, cornerRadius: r)))
        }
        defer {
            if n.clipCornerRadius != nil { items.append(DisplayItem(id: id + "/clip-end", bounds: rect, role: .decoration, command: .popClip)) }
            if let o = n.opacity, o < 1 { items.append(DisplayItem(id: id + "/opacity-end", bounds: rect, role: .decoration, command: .popOpacity)) }
        }
        if let bg = n.background {
            items.append(DisplayItem(id: id + "/background", bounds: rect, role: .decoration,
                                     command: .roundedRect(rect, cornerRadius: bg.cornerRadiusPt, fill: colors.resolve(bg.color))))
        }
        // SwiftUI's background and overlay views are offered the view's size and centred in it:
        // a shape fills it, a text narrower than the row sits in its middle.
        func layer(_ l: TemplateNode) -> Rect {
            let s = size(l, Proposal(width: rect.width, height: rect.height), axis: .depth)
            return align(Size(width: min(s.width, rect.width), height: min(s.height, rect.height)), in: rect, .center)
        }
        for (i, u) in n.underlays.enumerated() {
            place(u, in: layer(u), id: id + "/under\(i)", axis: .depth, inherited: inh, into: &items)
        }
        defer {
            for (i, o) in n.overlays.enumerated() {
                place(o, in: layer(o), id: id + "/over\(i)", axis: .depth, inherited: inh, into: &items)
            }
        }
        var inner = Rect(x: rect.minX + n.padding.leading, y: rect.minY + n.padding.top,
                         width: max(0, rect.width - n.padding.horizontal), height: max(0, rect.height - n.padding.vertical))
        if let f = n.frame {
            // The frame is the node's allotted rect; its content gets its own size inside it.
            let c = coreSize(n, Proposal(width: inner.width, height: inner.height), axis: axis)
            inner = align(Size(width: min(c.width, inner.width), height: min(c.height, inner.height)), in: inner, f.alignment)
        }
        placeCore(n, in: inner, id: id, axis: axis, inherited: inh, into: &items)
    }

    private func placeCore(_ n: TemplateNode, in r: Rect, id: String, axis: TemplateNode.Axis?, inherited inh: Inherited, into items: inout [DisplayItem]) {
        switch n.kind {
        case .text(let src, let spec):
            let color = colors.resolve(inh.color ?? .semantic(.label))
            let s = text(src, node: n)
            let style = fitted(s, spec, color: color, width: spec.lineLimit <= 1 ? r.width : nil)
            let shown = spec.lineLimit <= 1 ? truncate(s, style: style, width: r.width) : s
            let h = min(r.height, textSize(shown, style, Proposal(width: r.width, height: nil)).height)
            let bounds = Rect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h)
            items.append(DisplayItem(id: id, bounds: bounds, role: inh.role, command: .text(shown, style)))
        case .timer(let src, let spec):
            let color = colors.resolve(inh.color ?? .semantic(.label))
            let shownTimer = timerText(src, node: n)
            let style = fitted(String(shownTimer.map { $0.isNumber ? "0" : $0 }), spec, color: color, width: r.width)
            let h = min(r.height, measurer.measure("0", style: style).height)
            items.append(DisplayItem(id: id, bounds: Rect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h), role: inh.role,
                                     command: .text(truncate(shownTimer, style: style, width: r.width), style)))
        case .symbol(let src, let s):
            let side = min(s, r.width, r.height)
            let b = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
            items.append(DisplayItem(id: id, bounds: b, role: inh.role,
                                     command: .symbol(text(src, node: n), color: colors.resolve(inh.color ?? .semantic(.tint)))))
        case .progress(let src, let style, let thickness, _):
            let v = progress(src, node: n)
            let fill = colors.resolve(inh.color ?? .semantic(.tint))
            let track = colors.resolve(.semantic(.track))
            if style == .bar {
                let h = min(thickness, r.height)
                let bar = Rect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h)
                items.append(DisplayItem(id: id + "/track", bounds: bar, role: .secondary, command: .roundedRect(bar, cornerRadius: h / 2, fill: track)))
                let filled = Rect(x: bar.minX, y: bar.minY, width: bar.width * v, height: h)
                items.append(DisplayItem(id: id + "/fill", bounds: filled, role: inh.role, command: .roundedRect(filled, cornerRadius: h / 2, fill: fill)))
            } else {
                let side = min(r.width, r.height)
                let ring = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
                let lw = min(thickness, side / 2)
                let path = ring.insetBy(dx: lw / 2, dy: lw / 2)
                items.append(DisplayItem(id: id + "/track", bounds: ring, role: .secondary,
                                         command: .arc(path, startDegrees: 0, endDegrees: 360, color: track, lineWidth: lw)))
                items.append(DisplayItem(id: id + "/fill", bounds: ring, role: inh.role,
                                         command: .arc(path, startDegrees: 0, endDegrees: 360 * v, color: fill, lineWidth: lw)))
            }
        case .spacer:
            break
        case .shape(let spec):
            placeShape(spec, in: r, id: id, inherited: inh, into: &items)
        case .image(let path, let name, _):
            // The placeholder of a missing image is a photo glyph no larger than an icon (44 pt):
            // a resizable background or hero image would otherwise be a box across the card.
            let side = min(r.width, r.height, 44)
            if let path {
                items.append(DisplayItem(id: id, bounds: r, role: inh.role, command: .image(path: path, opacity: 1)))
            } else {
                let b = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
                log.add(TemplateIssue(kind: .missingField, path: n.sourcePath, message: "image \"\(name)\" has no PNG beside the sources; drawn as a placeholder"))
                items.append(DisplayItem(id: id, bounds: b, role: inh.role, command: .symbol("photo", color: colors.resolve(.semantic(.secondaryLabel)))))
            }
        case .stack(let axis, let children, let spacing, let alignment):
            let gap = spacing ?? Self.defaultSpacing
            let visible = children.enumerated().filter { isVisible($0.element) }
            if axis == .depth {
                for (i, c) in visible {
                    let s = size(c, Proposal(width: r.width, height: r.height), axis: .depth)
                    let cs = Size(width: c.fixedSize.horizontal ? s.width : min(s.width, r.width),
                                  height: c.fixedSize.vertical ? s.height : min(s.height, r.height))
                    place(c, in: align(cs, in: r, alignment), id: childID(id, c, i), axis: .depth, inherited: inh, into: &items)
                }
                return
            }
            let sizes = stackSizes(visible.map(\.element), Proposal(width: r.width, height: r.height), axis: axis, spacing: gap)
            var cursor = axis == .vertical ? r.minY : r.minX
            for ((i, c), s) in zip(visible, sizes) {
                let child: Rect
                // A `.fixedSize` child keeps its ideal size across the stack too, overflowing it.
                let fixed = c.fixedSize
                if axis == .vertical {
                    let w = fixed.horizontal ? s.width : min(s.width, r.width)
                    let x = alignment == .trailing ? r.maxX - w : alignment == .center ? r.midX - w / 2 : r.minX
                    child = Rect(x: x, y: cursor, width: w, height: s.height)
                    cursor += s.height + gap
                } else {
                    let h = fixed.vertical ? s.height : min(s.height, r.height)
                    let y = alignment == .bottom ? r.maxY - h : alignment == .top ? r.minY : r.midY - h / 2
                    child = Rect(x: cursor, y: y, width: s.width, height: h)
                    cursor += s.width + gap
                }
                place(c, in: child, id: childID(id, c, i), axis: axis, inherited: inh, into: &items)
            }
        }
    }

    func placeShape(_ spec: ShapeSpec, in r: Rect, id: String, inherited inh: Inherited, into items: inout [DisplayItem]) {
        var rect = r
        let radius: Double
        switch spec.form {
        case .rectangle: radius = 0
        case .roundedRectangle(let c): radius = min(c, min(r.width, r.height) / 2)
        case .capsule: radius = min(r.width, r.height) / 2
        case .circle:
            let side = min(r.width, r.height)
            rect = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
            radius = side / 2
        case .ellipse: radius = min(r.width, r.height) / 2
        }
        let round = spec.form == .circle || spec.form == .ellipse
        if !spec.strokeOnly {
            let fill = colors.resolve(spec.fill ?? inh.color ?? .semantic(.label))
            let cmd: DisplayCommand = round ? .ellipse(rect, fill: fill) : .roundedRect(rect, cornerRadius: radius, fill: fill)
            items.append(DisplayItem(id: id, bounds: rect, role: inh.role, command: cmd))
        }
        if let stroke = spec.stroke ?? (spec.strokeOnly ? inh.color ?? .semantic(.label) : nil) {
            let c = colors.resolve(stroke)
            let lw = min(spec.lineWidth, min(rect.width, rect.height) / 2)
            let inset = rect.insetBy(dx: lw / 2, dy: lw / 2)
            let cmd: DisplayCommand = round
                ? .arc(inset, startDegrees: 0, endDegrees: 360, color: c, lineWidth: lw)
                : .strokeRoundedRect(inset, cornerRadius: max(0, radius - lw / 2), color: c, lineWidth: lw)
            items.append(DisplayItem(id: id + "/stroke", bounds: rect, role: inh.role, command: cmd))
        }
    }

    func childID(_ parent: String, _ c: TemplateNode, _ index: Int) -> String {
        parent + "/" + (c.id ?? String(index))
    }

    func align(_ s: Size, in r: Rect, _ a: TemplateNode.Alignment) -> Rect {
        let x: Double = switch a { case .leading: r.minX; case .trailing: r.maxX - s.width; default: r.midX - s.width / 2 }
        let y: Double = switch a { case .top: r.minY; case .bottom: r.maxY - s.height; default: r.midY - s.height / 2 }
        return Rect(x: x, y: y, width: s.width, height: s.height)
    }
}
