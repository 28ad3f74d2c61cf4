import AfterglowDisplay
import AfterglowGeometry

/// Lays the HUD out as a display list: a column of labelled readings, a panel-power sparkline and
/// a frame-cost strip with the budget line and hitch markers. Points, like every display list.
public enum HUDLayout {
    public static let widthPt = 240.0
    static let margin = 12.0
    static let rowHeight = 20.0
    static let chartHeight = 56.0

    static let background = Color(r: 0.09, g: 0.09, b: 0.1)
    static let label = Color(r: 0.6, g: 0.6, b: 0.64)
    static let value = Color(r: 0.95, g: 0.95, b: 0.97)
    static let accent = Color(r: 0.35, g: 0.8, b: 0.5)
    static let warning = Color(r: 1, g: 0.35, b: 0.3)
    static let budgetLine = Color(r: 1, g: 0.8, b: 0.3)

    /// The HUD for `s`, `heightPt` tall (the window's screen height in points).
    public static func displayList(_ s: HUDSnapshot, heightPt: Double, scale: Double) -> DisplayList {
        var items: [DisplayItem] = []
        var y = margin
        let w = widthPt - 2 * margin
        func text(_ id: String, _ t: String, _ color: Color, size: Double = 12, weight: FontWeight = .regular, x: Double = margin, width: Double? = nil) {
            items.append(DisplayItem(id: id, bounds: Rect(x: x, y: y, width: width ?? w, height: rowHeight), role: .essential,
                                     command: .text(t, TextStyle(sizePt: size, weight: weight, color: color, monospacedDigits: true))))
        }
        func row(_ id: String, _ name: String, _ v: String, _ color: Color = value) {
            text("hud.\(id).label", name, label)
            text("hud.\(id).value", v, color, weight: .semibold, x: margin + 92, width: w - 92)
            y += rowHeight
        }

        text("hud.title", s.deviceName, value, size: 14, weight: .bold)
        y += rowHeight + 4
        row("state", "display", s.displayState, s.displayState == "interactive" ? value : accent)
        row("cause", "cause", s.cause)
        row("refresh", "refresh", "\(formatPoints(s.refreshHz)) Hz")
        row("luminance", "luminance", "\(formatPoints(s.luminanceNits)) nits")
        row("power", "panel power", "\(formatPoints(s.panelMilliwatts.rounded())) mW")

        // Sparkline of panel power, scaled to its own maximum so the Always On drop reads at a glance.
        let spark = Rect(x: margin, y: y + 2, width: w, height: chartHeight)
        items.append(DisplayItem(id: "hud.power.chart", bounds: spark, role: .decoration,
                                 command: .roundedRect(spark, cornerRadius: 4, fill: Color(r: 0.14, g: 0.14, b: 0.16))))
        items += sparkline(s.powerHistory, in: spark.insetBy(dx: 4, dy: 4))
        y += chartHeight + 8

        let worst = s.frameCosts.map(\.costMs).max() ?? 0
        row("frame", "frame cost", "\(formatMs(s.frameCosts.last?.costMs ?? 0)) / \(formatMs(s.budgetMs)) ms",
            (s.frameCosts.last?.costMs ?? 0) > s.budgetMs ? warning : value)
        let strip = Rect(x: margin, y: y + 2, width: w, height: chartHeight)
        items.append(DisplayItem(id: "hud.frames.chart", bounds: strip, role: .decoration,
                                 command: .roundedRect(strip, cornerRadius: 4, fill: Color(r: 0.14, g: 0.14, b: 0.16))))
        items += frameStrip(s.frameCosts, budgetMs: s.budgetMs, in: strip.insetBy(dx: 4, dy: 4))
        y += chartHeight + 8
        row("hitches", "hitches", "\(s.frameCosts.filter(\.hitch).count) of last \(s.frameCosts.count)",
            s.frameCosts.contains(where: \.hitch) ? warning : value)
        _ = worst

        row("sensor", "sensor", s.sensorSource)
        row("gesture", "last gesture", s.lastGesture ?? "—")
        row("flags", "settings", s.flags.isEmpty ? "—" : s.flags.joined(separator: ", "))
        row("engine", "engine", s.engine, s.engine == "emulator" ? value : warning)
        if s.recording { row("recording", "recording", "● REC", warning) }
        if let src = s.sources {
            row("widget", "widget", src.summary, src.error == nil ? value : warning)
            // The first error, wrapped: the place on its own line, then the message.
            if let e = src.error {
                for (i, line) in wrapped(e, columns: 38, maxLines: 5).enumerated() {
                    text("hud.widget.error.\(i)", line, warning, size: 11)
                    y += rowHeight - 4
                }
                y += 4
            }
        }

        text("hud.hint", "H hides this · ? lists keys", label, size: 10)
        items[items.count - 1].bounds.origin.y = max(y, heightPt - margin - rowHeight)
        return DisplayList(size: Size(width: widthPt, height: max(heightPt, y + rowHeight + margin)), scale: scale,
                           background: background, items: items)
    }

    static func formatMs(_ v: Double) -> String { String(format: "%.2f", v) }

    /// Breaks `s` into lines of at most `columns` characters, at spaces when it can (after the
    /// `file:line:column:` place first), ending with "…" past `maxLines`.
    static func wrapped(_ s: String, columns: Int, maxLines: Int) -> [String] {
        var words: [Substring] = []
        // The place ("Widget.swift:12:5:") goes first and alone: a path is long and unbreakable.
        var rest = Substring(s)
        if let r = s.range(of: ": error: ") ?? s.range(of: ": ") {
            words.append(s[..<r.lowerBound] + ":")
            rest = s[r.upperBound...]
        }
        var lines: [String] = []
        for w in words { lines += chunks(String(w), columns) }
        var current = ""
        for word in rest.split(separator: " ") {
            if current.isEmpty { current = String(word) } else if current.count + 1 + word.count <= columns { current += " " + word } else {
                lines += chunks(current, columns); current = String(word)
            }
        }
        if !current.isEmpty { lines += chunks(current, columns) }
        if lines.count > maxLines { lines = Array(lines.prefix(maxLines)); lines[maxLines - 1] = String(lines[maxLines - 1].prefix(columns - 1)) + "…" }
        return lines
    }

    /// A long word cut into pieces of `n` characters (a path keeps its end, which names the file).
    static func chunks(_ s: String, _ n: Int) -> [String] {
        guard s.count > n else { return [s] }
        return ["…" + s.suffix(n - 1)]
    }

    /// Line segments through the samples, the newest at the right edge.
    static func sparkline(_ values: [Double], in r: Rect) -> [DisplayItem] {
        guard values.count >= 2 else { return [] }
        let top = max(values.max() ?? 1, 1e-9)
        let dx = r.width / Double(values.count - 1)
        func point(_ i: Int) -> Point { Point(x: r.minX + Double(i) * dx, y: r.maxY - values[i] / top * r.height) }
        return (1..<values.count).map { i in
            let a = point(i - 1), b = point(i)
            return DisplayItem(id: "hud.power.spark.\(i)",
                               bounds: Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: max(abs(b.y - a.y), 1)),
                               role: .decoration, command: .line(from: a, to: b, color: accent, lineWidth: 1.5))
        }
    }

    /// One bar per frame (height ∝ cost over the budget of that frame's refresh, the budget at
    /// mid-height), a budget line, and a red marker above every hitch.
    static func frameStrip(_ costs: [FrameCostSample], budgetMs: Double, in r: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let budgetY = r.maxY - r.height / 2
        items.append(DisplayItem(id: "hud.frames.budget", bounds: Rect(x: r.minX, y: budgetY, width: r.width, height: 1),
                                 role: .decoration, command: .line(from: Point(x: r.minX, y: budgetY), to: Point(x: r.maxX, y: budgetY),
                                                                   color: budgetLine, lineWidth: 1)))
        guard !costs.isEmpty, budgetMs > 0 else { return items }
        let bar = r.width / Double(costs.count)
        for (i, c) in costs.enumerated() {
            let budget = c.budgetMs > 0 ? c.budgetMs : budgetMs
            let h = min(r.height - 6, c.costMs / budget * r.height / 2)
            let x = r.minX + Double(i) * bar
            let rect = Rect(x: x, y: r.maxY - h, width: max(bar - 0.5, 0.5), height: max(h, 0.5))
            items.append(DisplayItem(id: "hud.frames.bar.\(i)", bounds: rect, role: .decoration,
                                     command: .roundedRect(rect, cornerRadius: 0, fill: c.costMs > budget ? warning : value.withAlpha(0.7))))
            if c.hitch {
                let m = Rect(x: x, y: r.minY, width: max(bar, 2), height: 4)
                items.append(DisplayItem(id: "hud.frames.hitch.\(i)", bounds: m, role: .decoration,
                                         command: .roundedRect(m, cornerRadius: 0, fill: warning)))
            }
        }
        return items
    }
}
