import Foundation
import AfterglowGeometry

/// The core's own rasterizer, so the emulator and the bench run without Cairo.
///
/// It is deliberately simple — no anti-aliasing, text drawn as glyph cells of average ink coverage
/// (40 % of a 0.56 × 0.72 em cell), symbols as discs, images as a mid-grey photo stand-in — but it
/// puts the right amount of light in the right places, which is what the power model and damage
/// tracking need. AfterglowRender's Cairo + Pango renderer is the real one.
public final class FlatRenderer: FrameRenderer {
    public init() {}

    public func render(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?) {
        let full = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let regions = damage ?? [full]
        let s = list.scale
        buffer.pixels.withUnsafeMutableBufferPointer { px in
            var canvas = Canvas(px: px, width: buffer.width, height: buffer.height)
            for region in regions {
                let clip0 = canvas.intersect(region, full)
                guard !clip0.isEmpty else { continue }
                canvas.clip = clip0
                // An opaque full-screen first item (a wallpaper) covers the background: skip it.
                if !Self.coversFrame(list.items.first, list) { canvas.fillRect(clip0, list.background, alpha: 1) }
                var clips: [PixelRect] = [], alphas: [Double] = []
                var alpha = 1.0
                for item in list.items {
                    switch item.command {
                    case .pushClip(let r, _):
                        clips.append(canvas.clip)
                        canvas.clip = canvas.intersect(canvas.clip, Canvas.pixels(r, s))
                        continue
                    case .popClip:
                        canvas.clip = clips.popLast() ?? clip0
                        continue
                    case .pushOpacity(let a):
                        alphas.append(alpha); alpha *= a
                        continue
                    case .popOpacity:
                        alpha = alphas.popLast() ?? 1
                        continue
                    default: break
                    }
                    let ink = Canvas.pixels(item.inkedBounds, s)
                    guard !canvas.intersect(ink, canvas.clip).isEmpty, alpha > 0 else { continue }
                    canvas.draw(item, scale: s, alpha: alpha)
                }
            }
        }
    }
}

extension FlatRenderer {
    /// True when `item` is an opaque gradient or square rect over the whole frame.
    static func coversFrame(_ item: DisplayItem?, _ list: DisplayList) -> Bool {
        guard let item, item.bounds.contains(Rect(origin: .zero, size: list.size)) else { return false }
        switch item.command {
        case .linearGradient(let top, let bottom): return top.a >= 1 && bottom.a >= 1
        case .roundedRect(let r, let radius, let fill): return radius == 0 && fill.a >= 1 && r.contains(Rect(origin: .zero, size: list.size))
        default: return false
        }
    }
}

/// Span-based drawing into a premultiplied ARGB32 buffer (opaque destination).
struct Canvas {
    let px: UnsafeMutableBufferPointer<UInt32>
    let width: Int, height: Int
    var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)

    init(px: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) {
        self.px = px; self.width = width; self.height = height
        clip = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    static func pixels(_ r: Rect, _ s: Double) -> PixelRect {
        let x0 = Int((r.minX * s).rounded()), y0 = Int((r.minY * s).rounded())
        let x1 = Int((r.maxX * s).rounded()), y1 = Int((r.maxY * s).rounded())
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Blends `color` at `alpha` over pixels [x0, x1) of row y, inside the clip.
    @inline(__always)
    func span(_ y: Int, _ x0: Int, _ x1: Int, _ c: Color, _ alpha: Double) {
        guard y >= clip.y, y < clip.y + clip.height else { return }
        let a = max(clip.x, x0), b = min(clip.x + clip.width, x1)
        guard b > a else { return }
        let al = min(1, max(0, c.a * alpha))
        let r = UInt32((min(1, max(0, c.r)) * 255).rounded()), g = UInt32((min(1, max(0, c.g)) * 255).rounded())
        let bl = UInt32((min(1, max(0, c.b)) * 255).rounded())
        let row = y * width
        if al >= 0.999 {
            let v: UInt32 = 0xFF00_0000 | r << 16 | g << 8 | bl
            UnsafeMutableBufferPointer(rebasing: px[(row + a)..<(row + b)]).update(repeating: v)
            return
        }
        let sa = UInt32((al * 256).rounded()), da = 256 - sa
        for i in (row + a)..<(row + b) {
            let d = px[i]
            let dr = (d >> 16) & 0xFF, dg = (d >> 8) & 0xFF, db = d & 0xFF
            px[i] = 0xFF00_0000 | ((r * sa + dr * da) >> 8) << 16 | ((g * sa + dg * da) >> 8) << 8 | ((bl * sa + db * da) >> 8)
        }
    }

    func fillRect(_ r: PixelRect, _ c: Color, alpha: Double) {
        for y in r.y..<(r.y + r.height) { span(y, r.x, r.x + r.width, c, alpha) }
    }

    /// Horizontal extent of a rounded rect's row (inset at the corners).
    func roundedSpan(_ r: PixelRect, radius: Double, y: Int) -> (Int, Int) {
        let rad = min(radius, Double(min(r.width, r.height)) / 2)
        let fy = Double(y) + 0.5
        let top = Double(r.y) + rad, bottom = Double(r.y + r.height) - rad
        var inset = 0.0
        if fy < top { let dy = top - fy; inset = rad - (max(0, rad * rad - dy * dy)).squareRoot() }
        if fy > bottom { let dy = fy - bottom; inset = rad - (max(0, rad * rad - dy * dy)).squareRoot() }
        return (r.x + Int(inset.rounded()), r.x + r.width - Int(inset.rounded()))
    }

    func fillRounded(_ r: PixelRect, radius: Double, _ c: Color, _ alpha: Double) {
        let y0 = max(r.y, clip.y), y1 = min(r.y + r.height, clip.y + clip.height)
        guard y1 > y0 else { return }
        for y in y0..<y1 { let (a, b) = roundedSpan(r, radius: radius, y: y); span(y, a, b, c, alpha) }
    }

    func fillEllipse(_ r: PixelRect, _ c: Color, _ alpha: Double) {
        let y0 = max(r.y, clip.y), y1 = min(r.y + r.height, clip.y + clip.height)
        guard y1 > y0, r.width > 0 else { return }
        let cx = Double(r.x) + Double(r.width) / 2, cy = Double(r.y) + Double(r.height) / 2
        let rx = Double(r.width) / 2, ry = Double(r.height) / 2
        for y in y0..<y1 {
            let dy = (Double(y) + 0.5 - cy) / ry
            let w = rx * (max(0, 1 - dy * dy)).squareRoot()
            span(y, Int((cx - w).rounded()), Int((cx + w).rounded()), c, alpha)
        }
    }

    /// Per-pixel coverage test inside `box` (for arcs and lines, which are small).
    func fillWhere(_ box: PixelRect, _ c: Color, _ alpha: Double, _ inside: (Double, Double) -> Bool) {
        let r = intersect(box, clip)
        guard !r.isEmpty else { return }
        for y in r.y..<(r.y + r.height) {
            var runStart: Int?
            for x in r.x...(r.x + r.width) {
                let on = x < r.x + r.width && inside(Double(x) + 0.5, Double(y) + 0.5)
                if on, runStart == nil { runStart = x }
                if !on, let s = runStart { span(y, s, x, c, alpha); runStart = nil }
            }
        }
    }

    func draw(_ item: DisplayItem, scale s: Double, alpha: Double) {
        let b = Canvas.pixels(item.bounds, s)
        switch item.command {
        case .roundedRect(let r, let radius, let fill):
            fillRounded(Canvas.pixels(r, s), radius: radius * s, fill, alpha)
        case .strokeRoundedRect(let r, let radius, let color, let lw):
            let outer = Canvas.pixels(r.insetBy(dx: -lw / 2, dy: -lw / 2), s)
            let inner = Canvas.pixels(r.insetBy(dx: lw / 2, dy: lw / 2), s)
            let y0 = max(outer.y, clip.y), y1 = min(outer.y + outer.height, clip.y + clip.height)
            guard y1 > y0 else { return }
            for y in y0..<y1 {
                let (a, e) = roundedSpan(outer, radius: (radius + lw / 2) * s, y: y)
                if y >= inner.y && y < inner.y + inner.height && !inner.isEmpty {
                    let (ia, ie) = roundedSpan(inner, radius: max(0, radius - lw / 2) * s, y: y)
                    span(y, a, ia, color, alpha); span(y, ie, e, color, alpha)
                } else { span(y, a, e, color, alpha) }
            }
        case .ellipse(let r, let fill):
            fillEllipse(Canvas.pixels(r, s), fill, alpha)
        case .arc(let r, let start, let end, let color, let lw):
            let cx = r.midX * s, cy = r.midY * s, rad = min(r.width, r.height) / 2 * s, half = lw * s / 2
            let box = Canvas.pixels(r.insetBy(dx: -lw, dy: -lw), s)
            fillWhere(box, color, alpha) { x, y in
                let dx = x - cx, dy = y - cy
                let d = (dx * dx + dy * dy).squareRoot()
                guard abs(d - rad) <= half else { return false }
                var deg = atan2(dx, -dy) * 180 / .pi
                if deg < 0 { deg += 360 }
                return deg >= start && deg <= end
            }
        case .line(let p, let q, let color, let lw):
            let ax = p.x * s, ay = p.y * s, bx = q.x * s, by = q.y * s, half = lw * s / 2
            let box = PixelRect(x: Int(min(ax, bx) - half) - 1, y: Int(min(ay, by) - half) - 1,
                                width: Int(abs(ax - bx) + 2 * half) + 3, height: Int(abs(ay - by) + 2 * half) + 3)
            let vx = bx - ax, vy = by - ay, len2 = max(1e-9, vx * vx + vy * vy)
            fillWhere(box, color, alpha) { x, y in
                let t = min(1, max(0, ((x - ax) * vx + (y - ay) * vy) / len2))
                let dx = x - (ax + t * vx), dy = y - (ay + t * vy)
                return dx * dx + dy * dy <= half * half
            }
        case .text(let string, let style):
            let size = style.sizePt * s
            let cellW = size * 0.56, cellH = size * 0.72
            let glyphs = Double(string.count)
            let w = cellW * glyphs
            let x0: Double = switch style.alignment {
            case .leading: Double(b.x)
            case .center: Double(b.x) + (Double(b.width) - w) / 2
            case .trailing: Double(b.x + b.width) - w
            }
            let y0 = Double(b.y) + (Double(b.height) - cellH) / 2
            for (i, ch) in string.enumerated() where !ch.isWhitespace {
                let gx = x0 + Double(i) * cellW
                let cell = PixelRect(x: Int((gx + cellW * 0.1).rounded()), y: Int(y0.rounded()),
                                     width: Int((cellW * 0.8).rounded()), height: Int(cellH.rounded()))
                fillRect(intersect(cell, clip), style.color, alpha: alpha * 0.4 / 0.8)
            }
        case .symbol(_, let color):
            fillEllipse(Canvas.pixels(item.bounds.insetBy(dx: item.bounds.width * 0.1, dy: item.bounds.height * 0.1), s), color, alpha)
        case .image(_, let opacity):
            fillRect(intersect(b, clip), Color(r: 0.42, g: 0.40, b: 0.45), alpha: alpha * opacity)
        case .linearGradient(let top, let bottom):
            let r = intersect(b, clip)
            guard !r.isEmpty else { return }
            for y in r.y..<(r.y + r.height) {
                let t = b.height > 1 ? Double(y - b.y) / Double(b.height - 1) : 0
                let c = Color(r: top.r + (bottom.r - top.r) * t, g: top.g + (bottom.g - top.g) * t,
                              b: top.b + (bottom.b - top.b) * t, a: top.a + (bottom.a - top.a) * t)
                span(y, r.x, r.x + r.width, c, alpha)
            }
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .tapTarget:
            break
        }
    }
}
