import AfterglowDisplay
import AfterglowPayloads

/// The card drawn for a Live Activity whose attributes type has neither a template nor SwiftUI
/// source: what a developer would sketch on paper — the type's name, the content state's keys and
/// values one per row, and a "GENERIC" mark so nobody takes it for the app's own design. Built
/// from the activity's data each frame, so its rows follow every update.
///
/// Every presentation has a layout (seeds/001 › Anatomy requires compact leading/trailing,
/// minimal, expanded and Lock Screen), so the island, StandBy (the Lock Screen layout scaled),
/// the watch's Smart Stack and CarPlay (compact leading/trailing) all show it.
public enum GenericTemplate {
    /// The mark drawn on the card (Lock Screen header, expanded island).
    public static let mark = "GENERIC"
    /// The symbol in the compact leading and minimal presentations: a dashed square with a
    /// question mark reads as "nothing designed here yet".
    public static let symbol = "questionmark.square.dashed"
    /// Node id prefix of every generic item, so a test or a crop can find the card.
    public static let idPrefix = "generic"
    /// Rows the Lock Screen card lists before "+N more": header and 5 rows of 13 pt text fit the
    /// 160 pt maximum height with 14 pt margins (seeds/001 › Specifications).
    public static let lockScreenRows = 5
    static let expandedRows = 2
    static let markColor = ColorSpec.fixed(ColorSpec.namedColors["orange"]!)

    /// The activity's content state as (key, value text) rows: nested objects flattened with dots
    /// (`score.home`), arrays and deeper values as compact JSON, in the payload's key order.
    public static func rows(_ state: JSONValue) -> [(key: String, value: String)] {
        guard case .object(let o) = state else { return [("content-state", text(state))] }
        var out: [(String, String)] = []
        for m in o.members {
            if case .object(let inner) = m.value, !inner.members.isEmpty {
                for n in inner.members { out.append(("\(m.key).\(n.key)", text(n.value))) }
            } else {
                out.append((m.key, text(m.value)))
            }
        }
        return out
    }

    /// A value as a person reads it: strings bare (an empty one as ""), numbers without a
    /// trailing .0, anything else as compact JSON.
    public static func text(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return s.isEmpty ? "\"\"" : s
        case .number(let n): return JSONValue.format(n)
        case .bool(let b): return b ? "true" : "false"
        default: return v.compactJSON
        }
    }

    public static func make(for activity: LiveActivity) -> ActivityTemplate {
        let rows = rows(activity.contentState)
        // The compact trailing view is about 50 pt wide (seeds/001 › Specifications): a short
        // value (a number, a status word) says more there than the start of a sentence.
        let first = (rows.first(where: { $0.value.count <= 6 }) ?? rows.first)?.value ?? "—"
        let name = activity.attributesType

        func label(_ s: String, size: Double, weight: FontWeight = .semibold, color: ColorSpec? = nil, role: ContentRole? = nil,
                   id: String, alignment: TextAlignment = .leading) -> TemplateNode {
            TemplateNode(kind: .text(.literal(s), .init(sizePt: size, weight: weight, alignment: alignment)), id: "\(idPrefix).\(id)",
                         color: color, role: role, sourcePath: "generic.\(id)")
        }
        func stack(_ axis: TemplateNode.Axis, _ children: [TemplateNode], spacing: Double, alignment: TemplateNode.Alignment = .leading, id: String) -> TemplateNode {
            TemplateNode(kind: .stack(axis: axis, children: children, spacing: spacing, alignment: alignment), id: "\(idPrefix).\(id)", sourcePath: "generic.\(id)")
        }
        func spacer(_ id: String) -> TemplateNode { TemplateNode(kind: .spacer(minLength: 8), id: "\(idPrefix).\(id)", sourcePath: "generic.\(id)") }
        func rowNodes(_ limit: Int, size: Double, slot: String) -> [TemplateNode] {
            if rows.isEmpty { return [label("content-state is empty", size: size, color: .semantic(.secondaryLabel), role: .secondary, id: "\(slot).empty")] }
            let shown = rows.count > limit ? limit - 1 : rows.count
            var nodes = rows.prefix(shown).enumerated().map { i, r in
                stack(.horizontal, [label(r.key, size: size, weight: .medium, color: .semantic(.secondaryLabel), role: .secondary, id: "\(slot).row\(i).key"),
                                    spacer("\(slot).row\(i).spacer"),
                                    label(r.value, size: size, id: "\(slot).row\(i).value", alignment: .trailing)],
                      spacing: 8, alignment: .center, id: "\(slot).row\(i)")
            }
            if rows.count > shown {
                nodes.append(label("+\(rows.count - shown) more keys", size: size, weight: .medium, color: .semantic(.secondaryLabel),
                                   role: .secondary, id: "\(slot).more"))
            }
            return nodes
        }
        let symbol = TemplateNode(kind: .symbol(.literal(Self.symbol), sizePt: 18), id: "\(idPrefix).symbol", color: markColor, sourcePath: "generic.symbol")
        let header = stack(.horizontal, [label(name, size: 15, id: "lockScreen.type"), spacer("lockScreen.header.spacer"),
                                         label(mark, size: 11, weight: .bold, color: markColor, role: .secondary, id: "lockScreen.mark")],
                           spacing: 8, alignment: .center, id: "lockScreen.header")
        let layouts: [ActivityTemplate.Slot: TemplateNode] = [
            .compactLeading: symbol,
            .compactTrailing: label(first, size: 14, id: "compactTrailing.value", alignment: .trailing),
            .minimal: symbol,
            .expandedLeading: symbol,
            .expandedTrailing: label(mark, size: 11, weight: .bold, color: markColor, role: .secondary, id: "expanded.mark", alignment: .trailing),
            // The type's name goes across the bottom region with the rows: the center region,
            // below the camera, is too narrow for names like "LiveActivityAttributes".
            .expandedBottom: stack(.vertical, [label(name, size: 15, id: "expanded.type")] + rowNodes(expandedRows, size: 13, slot: "expanded"),
                                   spacing: 4, id: "expanded.rows"),
            .lockScreen: stack(.vertical, [header] + rowNodes(lockScreenRows, size: 13, slot: "lockScreen"), spacing: 6, id: "lockScreen"),
        ]
        return ActivityTemplate(activityType: name, displayName: name, layouts: layouts)
    }
}

extension ActivityTemplate {
    /// Made by `GenericTemplate.make`: no template or source was found for the type.
    public var isGeneric: Bool { layouts[.lockScreen]?.id == "\(GenericTemplate.idPrefix).lockScreen" }
}
