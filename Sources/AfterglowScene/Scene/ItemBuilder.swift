import AfterglowDisplay
import AfterglowGeometry

/// Accumulates display items under an id prefix, so every item of a scene part has a stable,
/// readable id ("lock.clock", "notif.n1.title") that damage tracking can diff frame to frame.
struct ItemBuilder {
    var prefix: String
    var items: [DisplayItem] = []

    init(_ prefix: String) { self.prefix = prefix }

    mutating func add(_ name: String, _ bounds: Rect, role: ContentRole = .essential, _ command: DisplayCommand) {
        items.append(DisplayItem(id: prefix.isEmpty ? name : "\(prefix).\(name)", bounds: bounds, role: role, command: command))
    }
    mutating func fill(_ name: String, _ r: Rect, radius: Double, _ color: Color, role: ContentRole = .decoration) {
        add(name, r, role: role, .roundedRect(r, cornerRadius: radius, fill: color))
    }
    mutating func text(_ name: String, _ s: String, _ r: Rect, size: Double, weight: FontWeight = .regular, color: Color,
                       align: TextAlignment = .leading, tabular: Bool = false, lines: Int = 1, role: ContentRole = .essential) {
        add(name, r, role: role, .text(s, TextStyle(sizePt: size, weight: weight, color: color, alignment: align,
                                                   monospacedDigits: tabular, lineLimit: lines)))
    }
    mutating func symbol(_ name: String, _ symbol: String, _ r: Rect, _ color: Color, role: ContentRole = .essential) {
        add(name, r, role: role, .symbol(symbol, color: color))
    }
    mutating func append(_ other: [DisplayItem]) { items.append(contentsOf: other) }
}
