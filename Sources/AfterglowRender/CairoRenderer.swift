import AfterglowGeometry
import AfterglowDisplay
import CPangoCairo
import Foundation

/// Rasterizes display lists with Cairo (shapes, gradients, images) and Pango (text: HarfBuzz
/// shaping, FreeType glyphs, Inter as the system font) straight into the caller's pixel buffer.
///
/// Damage: with `damage`, Cairo clips to the union of those pixel rects, items whose bounds miss
/// every rect are skipped, and pixels outside are never written. Clip and opacity groups nest as
/// a stack; an unbalanced pop is ignored and unclosed pushes are closed at the end of the list.
public final class CairoRenderer: FrameRenderer {
    /// Problems met while drawing (unknown symbol, unreadable image), each reported once.
    public private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    private let fontOptions = TextRenderingOptions.make()
    private let images = ImageCache()
    private let wallpapers: GradientLayerCache
    /// This renderer's own font map: a renderer may move between threads, a thread's default map
    /// may not (see `OwnedFontMap`).
    private let fontMap = OwnedFontMap()
    private let layouts: TextLayoutCache
    private let symbols: SymbolDrawer
    /// Bands a whole frame's items are drawn in, side by side (1: one pass).
    var bandCount = CairoRenderer.defaultBandCount
    /// Gradient rasterizations and text layouts created so far (cache misses), for tests.
    var cacheMisses: (gradients: Int, layouts: Int) { (wallpapers.rasterized, layouts.created) }
    /// Text layouts held right now, for tests.
    var cachedLayouts: Int { layouts.count }
    /// Pango serials of the held layouts by text, for tests.
    var layoutSerials: [String: UInt32] { layouts.serials }

    /// `symbols`: where SF Symbol names are drawn from (the bundled map unless a test gives another).
    public init(symbols: SymbolMap = .bundled) {
        wallpapers = GradientLayerCache()
        layouts = TextLayoutCache(fontMap: fontMap)
        self.symbols = SymbolDrawer(map: symbols, fontOptions: fontOptions, fontMap: fontMap)
    }
    /// `wallpaperRows: false` forces the full-raster copy of the cached wallpaper (for tests).
    init(wallpaperRows: Bool) {
        wallpapers = GradientLayerCache(rowsAllowed: wallpaperRows)
        layouts = TextLayoutCache(fontMap: fontMap)
        symbols = SymbolDrawer(fontOptions: fontOptions, fontMap: fontMap)
    }
    deinit { cairo_font_options_destroy(fontOptions) }

    private enum Group { case clip, opacity(Double) }

    public func render(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?) {
        GlyphDrawingLock.run { _ = renderLocked(list, into: &buffer, damage: damage, tracking: false) }
    }

    /// Draws as `render` does; when the whole frame was drawn over the cached wallpaper's rows,
    /// also returns those rows and the rects the items may have touched (`RowBackground`).
    public func renderReportingBackground(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?) -> RowBackground? {
        GlyphDrawingLock.run { renderLocked(list, into: &buffer, damage: damage, tracking: true) }
    }

    private func renderLocked(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?, tracking: Bool) -> RowBackground? {
        let bounds = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let regions = damage.map { $0.compactMap { $0.intersection(bounds) } }
        if let regions, regions.isEmpty { return nil }
        guard list.scale.isFinite, list.scale > 0 else {
            warn("display list scale \(list.scale) is not a positive number: nothing drawn")
            return nil
        }
        // A first item that is an opaque gradient over the whole frame (the wallpaper) replaces the
        // background: it is copied from its cached raster instead of painted per pixel.
        let first = list.items.firstIndex { !$0.command.closesGroup }
        let cover = first.flatMap { GradientLayerCache.covers(list.items[$0], scale: list.scale, width: buffer.width, height: buffer.height) }
        defer { layouts.endFrame() }
        // Rows of one colour are written straight into the buffer (inside the damage only).
        let layer = cover.map { wallpapers.layer(for: $0) }
        // Tracked only for a whole frame over rows: then every pixel no item touched is its row's colour.
        let tracked = tracking && regions == nil && { if case .rows = layer { return true } else { return false } }()
        let clipRects = regions ?? [bounds]
        var painted: [PixelRect] = []
        guard let bands = Self.bands(for: clipRects, count: bandCount, keepingWhole: { Self.unsplittableRows(list) }) else {
            if case .rows(let rows) = layer { Self.fillRows(rows, in: clipRects, buffer: &buffer) }
            CairoSurface.withContext(on: &buffer) { cr in
                Self.clip(cr, to: regions)
                paintBackground(layer, list: list, cr: cr)
                painted = drawItems(list, skipping: cover != nil ? first : nil, cr: cr, clip: regions, tracked: tracked, bounds: bounds)
            }
            guard tracked, case .rows(let rows) = layer else { return nil }
            return RowBackground(rows: rows, painted: painted)
        }
        do {
            // A whole frame (a dim or wake step) is drawn in bands of rows, one Cairo context and
            // surface each over the same pixels, on the cores. Shapes, gradients and compositing run
            // side by side; what reaches shared font, layout and image state takes one lock (see
            // `GlyphDrawingLock.delegating`). Every band clips to whole pixel rows, so each pixel is
            // computed as in one pass: the goldens are compared at tolerance 0 either way.
            // Each band writes its wallpaper rows and then its items while its pixels are still in
            // the cache, instead of one pass over the whole frame for each (both memory-bound).
            let rowColours: [UInt32]? = if case .rows(let rows) = layer { rows } else { nil }
            if rowColours == nil {
                CairoSurface.withContext(on: &buffer) { cr in
                    Self.clip(cr, to: regions)
                    paintBackground(layer, list: list, cr: cr)
                }
            }
            let inner = NSRecursiveLock()
            let results = BandResults(count: bands.count)
            let skip = cover != nil ? first : nil
            // Shared with the bands: their shared-state work takes `inner` (drawItems).
            let renderer = BandWorkers(renderer: self)
            CairoSurface.withData(of: &buffer) { target in
                DispatchQueue.concurrentPerform(iterations: bands.count) { k in
                    GlyphDrawingLock.delegating(to: inner) {
                        let band = clipRects.compactMap { $0.intersection(bands[k]) }
                        guard !band.isEmpty else { return }
                        if let rowColours { target.fillRows(rowColours, in: band) }
                        target.withContext { cr in
                            Self.clip(cr, to: band)
                            results.set(k, renderer.renderer.drawItems(list, skipping: skip, cr: cr, clip: band, tracked: tracked, bounds: bounds))
                        }
                    }
                }
            }
            painted = results.all
        }
        guard tracked, case .rows(let rows) = layer else { return nil }
        return RowBackground(rows: rows, painted: painted)
    }

    /// Bands of rows over the clip rects' extent: about `count` of them for at least
    /// `parallelBandMinPixels` of clip area, else nil: one pass (a countdown's digits stay on this thread).
    /// No band edge falls strictly inside a `keepingWhole` range: an edge moves to the nearer end of
    /// the range within half a band, or is dropped (its two bands drawn as one).
    /// `keepingWhole` is asked for only when the damage is drawn in bands (not on a small frame's path).
    static func bands(for rects: [PixelRect], count: Int, keepingWhole: () -> [Range<Int>] = { [] }) -> [PixelRect]? {
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        guard count > 1, area >= parallelBandMinPixels, let top = rects.map(\.y).min(),
              let bottom = rects.map({ $0.y + $0.height }).max(), let left = rects.map(\.x).min(),
              let right = rects.map({ $0.x + $0.width }).max() else { return nil }
        let h = bottom - top
        let whole = merged(keepingWhole())
        var edges = [top]
        for k in 1..<count {
            let ideal = top + h * k / count
            var y = ideal
            if let r = whole.first(where: { $0.lowerBound < ideal && ideal < $0.upperBound }) {
                let nearer = ideal - r.lowerBound <= r.upperBound - ideal ? [r.lowerBound, r.upperBound] : [r.upperBound, r.lowerBound]
                guard let ok = nearer.first(where: { abs($0 - ideal) <= h / (2 * count) }) else { continue }
                y = ok
            }
            if y > edges.last!, y < bottom { edges.append(y) }
        }
        edges.append(bottom)
        return zip(edges, edges.dropFirst()).map { PixelRect(x: left, y: $0, width: right - left, height: $1 - $0) }
    }

    /// Overlapping or touching ranges joined, in order.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
            if let last = out.last, r.lowerBound <= last.upperBound { out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound) } else { out.append(r) }
        }
        return out
    }

    /// Rows a band edge must not split: those of text, symbols and images (padded by a quarter of
    /// their height for ink beyond their bounds, and 2 px for antialiasing). Cairo composites glyphs
    /// that a clip cuts by another path than whole ones, a few levels apart at their edges (seen: a
    /// symbol glyph across a band edge, 27 levels); shapes and gradients cut by a pixel-aligned clip
    /// come out as one pass draws them.
    static func unsplittableRows(_ list: DisplayList) -> [Range<Int>] {
        list.items.compactMap { item in
            guard usesSharedState(item.command), item.bounds.isFinite else { return nil }
            let pad = item.bounds.height / 4
            let y0 = Int(((item.bounds.minY - pad) * list.scale).rounded(.down)) - 2
            let y1 = Int(((item.bounds.maxY + pad) * list.scale).rounded(.up)) + 2
            return y0 < y1 ? y0..<y1 : nil
        }
    }
    static let parallelBandMinPixels = 1024 * 1024
    /// Bands per whole frame: four per core, up to 8 (on 2 cores a band of a 16 Pro frame is 328 rows,
    /// 1.6 MB, which stays in cache between its fill and its items; a band heavy with text does not
    /// leave a core idle). Chosen by A/B on `Benchmarks/scenarios/ramps-24.json` (docs/MOTION.md ›
    /// Frame cost); `AFTERGLOW_RENDER_BANDS=N` overrides it (1: one pass), for such runs.
    static let defaultBandCount: Int = {
        if let v = ProcessInfo.processInfo.environment["AFTERGLOW_RENDER_BANDS"].flatMap(Int.init), v >= 1 { return min(v, 64) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return cores < 2 ? 1 : min(8, 4 * cores)
    }()

    private static func clip(_ cr: OpaquePointer, to rects: [PixelRect]?) {
        guard let rects else { return }
        for r in rects { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_clip(cr)
    }

    private func paintBackground(_ layer: GradientLayerCache.Layer?, list: DisplayList, cr: OpaquePointer) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        switch layer {
        case .rows: break  // already written
        case .surface(let s): cairo_set_source_surface(cr, s, 0, 0); cairo_paint(cr)
        case nil: list.background.setSource(cr); cairo_paint(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Draws the list's items (all but `skipping`, the wallpaper already copied) on `cr`, already
    /// clipped to `clip` (pixels; nil: everything). Returns, when `tracked`, the pixel rects the
    /// items' ink may reach.
    private func drawItems(_ list: DisplayList, skipping: Int?, cr: OpaquePointer, clip: [PixelRect]?, tracked: Bool,
                           bounds: PixelRect) -> [PixelRect] {
        var painted: [PixelRect] = []
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, list.scale, list.scale)
        // Damage in points, padded a little for strokes and antialiasing beyond item bounds.
        let pad = 2.0
        let damagePt = clip?.map { r in
            Rect(x: Double(r.x) / list.scale - pad, y: Double(r.y) / list.scale - pad,
                 width: Double(r.width) / list.scale + 2 * pad, height: Double(r.height) / list.scale + 2 * pad)
        }
        var stack: [Group] = []
        for (index, item) in list.items.enumerated() {
            if index == skipping { continue }  // already copied from the cache
            switch item.command {
            case .pushClip(let rect, let radius):
                cairo_save(cr)
                ContinuousCornerPath.add(cr, rect, radius: radius)
                cairo_clip(cr)
                stack.append(.clip)
            case .popClip:
                if case .clip = stack.last { stack.removeLast(); cairo_restore(cr) }
            case .pushOpacity(let a):
                cairo_push_group(cr)
                stack.append(.opacity(a))
            case .popOpacity:
                if case .opacity(let a) = stack.last {
                    stack.removeLast()
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, max(0, min(1, a)))
                }
            default:
                // A NaN or infinite coordinate would put Cairo in an error state and blank
                // the rest of the frame: skip the item and say which one.
                guard item.bounds.isFinite else {
                    GlyphDrawingLock.run { warn("item \(item.id) has non-finite bounds \(item.bounds): skipped") }
                    continue
                }
                if let damagePt, !damagePt.contains(where: { $0.intersects(item.bounds) }) { continue }
                let touched = Self.usesSharedState(item.command) ? GlyphDrawingLock.run { draw(item, cr: cr) } : draw(item, cr: cr)
                if tracked, let touched { painted.append(Self.pixelRect(touched, scale: list.scale, in: bounds)) }
            }
        }
        while let g = stack.popLast() {
            switch g {
            case .clip: cairo_restore(cr)
            case .opacity(let a): cairo_pop_group_to_source(cr); cairo_paint_with_alpha(cr, a)
            }
        }
        return painted
    }

    /// Text, symbols and images reach the renderer's caches and the font state shared with other
    /// renderers; shapes and gradients reach only their own context.
    static func usesSharedState(_ command: DisplayCommand) -> Bool {
        switch command {
        case .text, .symbol, .image: true
        default: false
        }
    }

    /// The renderer as the band workers see it: its caches are reached only under the frame's lock.
    private struct BandWorkers: @unchecked Sendable { let renderer: CairoRenderer }

    /// Each band's painted rects, written by its own worker.
    private final class BandResults: @unchecked Sendable {
        private var slots: [[PixelRect]]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ k: Int, _ v: [PixelRect]) { lock.withLock { slots[k] = v } }
        var all: [PixelRect] { lock.withLock { slots.flatMap { $0 } } }
    }

    /// `r` (points) in pixels, grown to whole pixels and by 2 px for antialiasing, inside `bounds`.
    static func pixelRect(_ r: Rect, scale: Double, in bounds: PixelRect) -> PixelRect {
        let pad = 2.0
        let x0 = Int(max(Double(bounds.x), (r.minX * scale - pad).rounded(.down)))
        let y0 = Int(max(Double(bounds.y), (r.minY * scale - pad).rounded(.down)))
        let x1 = Int(min(Double(bounds.x + bounds.width), (r.maxX * scale + pad).rounded(.up)))
        let y1 = Int(min(Double(bounds.y + bounds.height), (r.maxY * scale + pad).rounded(.up)))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Writes `rows[y]` across every pixel of each rect (rects already inside the buffer).
    private static func fillRows(_ rows: [UInt32], in rects: [PixelRect], buffer: inout PixelBuffer) {
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        // A whole frame (dimming, waking: every pixel changes) is written by several cores in
        // bands of rows; a countdown's few rows stay on this thread.
        let workers = area >= Self.parallelFillMinPixels ? Self.fillWorkers : 1
        CairoSurface.withData(of: &buffer) { target in
            for r in rects {
                DispatchQueue.concurrentPerform(iterations: workers) { k in
                    let y0 = r.y + r.height * k / workers, y1 = r.y + r.height * (k + 1) / workers
                    target.fillRows(rows, in: [PixelRect(x: r.x, y: y0, width: r.width, height: y1 - y0)])
                }
            }
        }
    }
    static let parallelFillMinPixels = 256 * 1024
    static let fillWorkers = min(4, ProcessInfo.processInfo.activeProcessorCount)

    /// Draws `item`; returns the rect (points) its pixels may reach, nil when it drew nothing.
    private func draw(_ item: DisplayItem, cr: OpaquePointer) -> Rect? {
        let b = item.bounds
        switch item.command {
        case .roundedRect(let rect, let radius, let fill):
            fill.setSource(cr)
            ContinuousCornerPath.add(cr, rect, radius: radius)
            cairo_fill(cr)
            return rect
        case .strokeRoundedRect(let rect, let radius, let color, let lineWidth):
            color.setSource(cr)
            ContinuousCornerPath.add(cr, rect, radius: radius)
            cairo_set_line_width(cr, lineWidth)
            cairo_stroke(cr)
            return rect.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
        case .ellipse(let rect, let fill):
            guard rect.width > 0, rect.height > 0 else { return nil }
            fill.setSource(cr)
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
            cairo_fill(cr)
            return rect
        case .arc(let rect, let start, let end, let color, let lineWidth):
            let r = min(rect.width, rect.height) / 2 - lineWidth / 2
            guard r > 0, start != end else { return nil }
            color.setSource(cr)
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            // Degrees clockwise from 12 o'clock → Cairo's radians clockwise from 3 o'clock (y down).
            let a0 = (start - 90) * .pi / 180, a1 = (end - 90) * .pi / 180
            cairo_new_sub_path(cr)
            if end > start { cairo_arc(cr, rect.midX, rect.midY, r, a0, a1) } else { cairo_arc_negative(cr, rect.midX, rect.midY, r, a0, a1) }
            cairo_stroke(cr)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            // The stroke is centred on a circle inset by half its width: inside the rect.
            return rect
        case .line(let from, let to, let color, let lineWidth):
            color.setSource(cr)
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_stroke(cr)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            // Round caps reach half the width past each end, in every direction.
            let h = lineWidth / 2
            return Rect(x: min(from.x, to.x) - h, y: min(from.y, to.y) - h,
                        width: abs(to.x - from.x) + lineWidth, height: abs(to.y - from.y) + lineWidth)
        case .text(let string, let style):
            return drawText(string, style: style, in: b, cr: cr)
        case .symbol(let name, let color):
            switch symbols.draw(name, in: b, color: color, cr: cr) {
            case nil: break
            case .unknown(let n)?: warn("\(SymbolDrawer.Problem.unknown(n).message) (item \(item.id))")
            case let p?: warn(p.message)
            }
            // Glyphs are fitted and centred in the bounds; a placeholder is drawn inside them.
            return b
        case .image(let path, let opacity):
            drawImage(path, opacity: opacity, in: b, itemID: item.id, cr: cr)
            return b  // clipped to its bounds
        case .linearGradient(let top, let bottom):
            GradientLayerCache.fill(cr, top: top, bottom: bottom, in: b)
            return b
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .tapTarget:
            return nil
        }
    }

    /// Single-line text is centred vertically in its bounds; multi-line text starts at the top.
    /// Returns where its glyphs reach: the layout's ink (narrower than the frame, or overhanging it).
    private func drawText(_ string: String, style: TextStyle, in b: Rect, cr: OpaquePointer) -> Rect? {
        guard !string.isEmpty, b.width > 0 else { return nil }
        let layout = layouts.layout(.init(text: string, style: style, width: b.width), cr: cr, fontOptions: fontOptions)
        let (size, ink) = PangoText.extents(layout)
        let y = style.lineLimit <= 1 ? b.midY - size.height / 2 : b.minY
        // The layout is `PangoText.widthSlack` wider than the frame; aligned text is moved back.
        let slack = PangoText.widthSlack(style)
        let x = b.minX - (style.alignment == .trailing ? slack : style.alignment == .center ? slack / 2 : 0)
        cairo_move_to(cr, x, y)
        // Colour emoji ignore the source colour, so dimmed text (Always On, secondary roles) would
        // leave its emoji at full brightness. Text with emoji is drawn in a group at its colour
        // divided by its brightest channel k, then painted at k: glyphs get their colour back and
        // emoji dim by the same factor (exact over the near-black Always On background).
        let c = style.color
        let k = max(c.r, c.g, c.b)
        if k < 0.999, k > 0, Self.hasEmoji(string) {
            cairo_push_group(cr)
            cairo_set_source_rgba(cr, c.r / k, c.g / k, c.b / k, c.a)
            GlyphDrawingLock.showLayout(cr, layout)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, k)
        } else {
            c.setSource(cr)
            GlyphDrawingLock.showLayout(cr, layout)
        }
        guard ink.width > 0, ink.height > 0 else { return nil }
        return Rect(x: x + ink.minX, y: y + ink.minY, width: ink.width, height: ink.height)
    }

    /// Whether `s` holds a character drawn from a colour emoji font.
    static func hasEmoji(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.properties.isEmojiPresentation || ($0.properties.isEmoji && $0.value >= 0x2190) }
    }

    private func drawImage(_ path: String, opacity: Double, in b: Rect, itemID: String, cr: OpaquePointer) {
        guard let surface = images.surface(path) else {
            warn("cannot read image '\(path)' (item \(itemID))")
            Color(r: 0.5, g: 0.5, b: 0.5, a: 0.35).setSource(cr)
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            cairo_fill(cr)
            return
        }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0, b.width > 0, b.height > 0 else { return }
        // Aspect fill, centred, cropped to the bounds.
        let s = max(b.width / iw, b.height / ih)
        cairo_save(cr)
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        cairo_translate(cr, b.midX - iw * s / 2, b.midY - ih * s / 2)
        cairo_scale(cr, s, s)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, max(0, min(1, opacity)))
        cairo_restore(cr)
    }

    private func warn(_ message: String) {
        if warned.insert(message).inserted { warnings.append(message) }
    }
}

/// Decoded PNGs by path; a failed read is remembered so it is not retried every frame.
final class ImageCache {
    private var surfaces: [String: OpaquePointer?] = [:]
    deinit { for case let s? in surfaces.values { cairo_surface_destroy(s) } }

    func surface(_ path: String) -> OpaquePointer? {
        if let cached = surfaces[path] { return cached }
        var result: OpaquePointer? = nil
        if let s = cairo_image_surface_create_from_png(path) {
            if cairo_surface_status(s) == CAIRO_STATUS_SUCCESS { result = s } else { cairo_surface_destroy(s) }
        }
        surfaces[path] = result
        return result
    }
}

extension Rect {
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension PixelRect {
    /// The overlap with `other`, or nil when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
