import AfterglowDisplay
import AfterglowGeometry

/// Geometry and colour rewrites of display items, used by StandBy (scale 2×), Always On and
/// Night Mode. Pure functions: ids and roles are kept, so damage tracking still lines up.
extension DisplayItem {
    /// Scales every coordinate, size, radius, line width and font size by `s`, then offsets.
    public func transformed(scale s: Double, offset: Point) -> DisplayItem {
        func r(_ x: Rect) -> Rect { Rect(x: x.minX * s + offset.x, y: x.minY * s + offset.y, width: x.width * s, height: x.height * s) }
        func p(_ x: Point) -> Point { Point(x: x.x * s + offset.x, y: x.y * s + offset.y) }
        let c: DisplayCommand
        switch command {
        case .roundedRect(let a, let rad, let f): c = .roundedRect(r(a), cornerRadius: rad * s, fill: f)
        case .strokeRoundedRect(let a, let rad, let col, let w): c = .strokeRoundedRect(r(a), cornerRadius: rad * s, color: col, lineWidth: w * s)
        case .ellipse(let a, let f): c = .ellipse(r(a), fill: f)
        case .arc(let a, let s0, let s1, let col, let w): c = .arc(r(a), startDegrees: s0, endDegrees: s1, color: col, lineWidth: w * s)
        case .line(let a, let b, let col, let w): c = .line(from: p(a), to: p(b), color: col, lineWidth: w * s)
        case .text(let t, var style): style.sizePt *= s; c = .text(t, style)
        case .pushClip(let a, let rad): c = .pushClip(r(a), cornerRadius: rad * s)
        default: c = command
        }
        return DisplayItem(id: id, bounds: r(bounds), role: role, command: c, transition: transition)
    }

    /// Applies `f` to every colour the item draws with (image opacity counts as an alpha).
    public func mappingColors(_ f: (Color) -> Color) -> DisplayItem {
        var out = self
        switch command {
        case .roundedRect(let a, let rad, let fill): out.command = .roundedRect(a, cornerRadius: rad, fill: f(fill))
        case .strokeRoundedRect(let a, let rad, let col, let w): out.command = .strokeRoundedRect(a, cornerRadius: rad, color: f(col), lineWidth: w)
        case .ellipse(let a, let fill): out.command = .ellipse(a, fill: f(fill))
        case .arc(let a, let s0, let s1, let col, let w): out.command = .arc(a, startDegrees: s0, endDegrees: s1, color: f(col), lineWidth: w)
        case .line(let a, let b, let col, let w): out.command = .line(from: a, to: b, color: f(col), lineWidth: w)
        case .text(let t, var style): style.color = f(style.color); out.command = .text(t, style)
        case .symbol(let n, let col): out.command = .symbol(n, color: f(col))
        case .image(let path, let opacity): out.command = .image(path: path, opacity: f(Color(r: 1, g: 1, b: 1, a: opacity)).a)
        case .linearGradient(let top, let bottom): out.command = .linearGradient(top: f(top), bottom: f(bottom))
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .tapTarget: break
        }
        return out
    }

    /// Sensitive text replaced by a rounded placeholder bar of about the text's size, so the
    /// layout stays put (HIG Always On › Hide sensitive information, seeds/000; WidgetKit's
    /// redacted placeholder look). Non-text sensitive items become a neutral rounded block.
    public func redacted() -> DisplayItem {
        switch command {
        case .text(let t, let style):
            let h = min(bounds.height, style.sizePt * 0.72)
            let estimated = Double(t.count) * style.sizePt * 0.55
            let w = min(bounds.width, max(style.sizePt * 2, estimated))
            let x: Double
            switch style.alignment {
            case .leading: x = bounds.minX
            case .center: x = bounds.midX - w / 2
            case .trailing: x = bounds.maxX - w
            }
            let bar = Rect(x: x, y: bounds.midY - h / 2, width: w, height: h)
            return DisplayItem(id: id, bounds: bar, role: role,
                               command: .roundedRect(bar, cornerRadius: h / 2, fill: style.color.withAlpha(style.color.a * 0.3)))
        case .symbol(_, let color):
            return DisplayItem(id: id, bounds: bounds, role: role,
                               command: .roundedRect(bounds, cornerRadius: min(bounds.width, bounds.height) * 0.25,
                                                     fill: color.withAlpha(color.a * 0.3)))
        case .image:
            return DisplayItem(id: id, bounds: bounds, role: role,
                               command: .roundedRect(bounds, cornerRadius: min(bounds.width, bounds.height) * 0.2,
                                                     fill: Color(r: 0.5, g: 0.5, b: 0.5, a: 0.3)))
        default:
            return self
        }
    }
}

extension Color {
    func scaled(_ k: Double) -> Color { Color(r: r * k, g: g * k, b: b * k, a: a) }
    func mixed(with o: Color, _ t: Double) -> Color {
        Color(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }
}

/// StandBy Night Mode: every colour becomes a red of the same lightness (HIG Live Activities ›
/// StandBy presentation: "In Night Mode, the system applies a red tint", seeds/001).
public enum NightModeTransform {
    public static func apply(_ list: DisplayList) -> DisplayList {
        var out = list
        out.background = tint(list.background)
        out.items = list.items.map { $0.mappingColors(tint) }
        return out
    }
    static func tint(_ c: Color) -> Color {
        let l = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
        return Color(r: min(1, l * 1.1), g: l * 0.08, b: l * 0.05, a: c.a)
    }
}
