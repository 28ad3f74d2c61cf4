import Foundation
import AfterglowDisplay
import AfterglowPayloads

/// A template file that cannot be used: names the key path and what is wrong with it.
public struct TemplateParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case syntax(JSONSyntaxError)
        case missingKey
        case wrongType(expected: String, found: String)
        case unknownKey(allowed: [String])
        case badValue(String, allowed: String)
        case badBinding(String)
        case noNodeKind
        case severalNodeKinds([String])
    }
    public var file: String?
    public var path: String
    public var reason: Reason

    public var description: String {
        let where_ = (file.map { "\($0): " } ?? "") + (path.isEmpty ? "(top level)" : path)
        switch reason {
        case .syntax(let e): return "\(where_): invalid JSON at \(e)"
        case .missingKey: return "\(where_): required key is missing"
        case .wrongType(let exp, let found): return "\(where_): expected \(exp), found \(found)"
        case .unknownKey(let allowed): return "\(where_): unknown key (allowed: \(allowed.joined(separator: ", ")))"
        case .badValue(let v, let allowed): return "\(where_): \"\(v)\" is not allowed (\(allowed))"
        case .badBinding(let b): return "\(where_): \"\(b)\" is not a binding like $state.field or $attributes.field, optionally |\(ValueFormat.allCases.map(\.rawValue).joined(separator: "|"))"
        case .noNodeKind: return "\(where_): a node needs one of \(TemplateParser.nodeKinds.joined(separator: ", "))"
        case .severalNodeKinds(let k): return "\(where_): a node has exactly one kind, found \(k.joined(separator: " and "))"
        }
    }
}

/// Reads template JSON files (format in docs/CONTENT.md). Strict: an unknown key is an error,
/// because in a hand-written template it is almost always a typo.
public enum TemplateParser {
    static let nodeKinds = ["vstack", "hstack", "zstack", "text", "symbol", "progress", "timer", "spacer", "shape", "image"]
    static let modifierKeys = ["id", "padding", "frame", "background", "color", "role", "animation", "when",
                               "if", "opacity", "clip", "underlays", "overlays", "control", "widgetURL",
                               "fixedSize", "layoutPriority"]
    static let topKeys = ["activityType", "displayName", "placeholder", "dateEncoding", "tint", "background",
                          "sensitiveFields", "insets", "lockScreenHeight", "preview", "layouts", "$schema", "comment",
                          "widgetURL", "systemActionForegroundColor", "watchApp", "regionPriority", "verticalPlacement"]

    public static func parse(contentsOf path: String) throws(TemplateParseError) -> ActivityTemplate {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateParseError(file: path, path: "", reason: .badValue(path, allowed: "a readable file"))
        }
        // Image files are named relative to the template's directory.
        do { return try parse(data: Array(data), baseDirectory: (path as NSString).deletingLastPathComponent) } catch { var e = error; e.file = path; throw e }
    }

    /// `baseDirectory` resolves relative `image.file` paths (nil: the current directory).
    public static func parse(data: [UInt8], baseDirectory: String? = nil) throws(TemplateParseError) -> ActivityTemplate {
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch { throw TemplateParseError(path: "", reason: .syntax(error)) }
        let r = Reader(path: "")
        let top = try r.object(root)
        try r.onlyKeys(top, topKeys)
        let type = try r.string(top["activityType"], "activityType")
        var layouts: [ActivityTemplate.Slot: TemplateNode] = [:]
        let lo = try r.object(try r.required(top["layouts"], "layouts"), "layouts")
        let layoutKeys = ["compactLeading", "compactTrailing", "minimal", "expanded", "lockScreen", "standBy", "smartStack"]
        try r.onlyKeys(lo, layoutKeys, at: "layouts")
        for m in lo.members {
            if m.key == "expanded" {
                let ex = try r.object(m.value, "layouts.expanded")
                try r.onlyKeys(ex, ["leading", "trailing", "center", "bottom"], at: "layouts.expanded")
                for e in ex.members {
                    let slot = ActivityTemplate.Slot(rawValue: "expanded" + e.key.prefix(1).uppercased() + e.key.dropFirst())!
                    layouts[slot] = try node(e.value, path: "layouts.expanded.\(e.key)", base: baseDirectory)
                }
            } else {
                layouts[ActivityTemplate.Slot(rawValue: m.key)!] = try node(m.value, path: "layouts.\(m.key)", base: baseDirectory)
            }
        }
        var insets: [String: Double] = [:]
        if let io = top["insets"] {
            let o = try r.object(io, "insets")
            try r.onlyKeys(o, ["compact", "minimal", "expanded", "lockScreen", "smartStack"], at: "insets")
            for m in o.members { insets[m.key] = try r.number(m.value, "insets.\(m.key)") }
        }
        var previewAttributes: JSONValue?, previewState: JSONValue?
        if let pv = top["preview"] {
            let o = try r.object(pv, "preview")
            try r.onlyKeys(o, ["attributes", "content-state"], at: "preview")
            previewAttributes = o["attributes"]; previewState = o["content-state"]
        }
        let encoding = try top["dateEncoding"].map { v throws(TemplateParseError) in
            let s = try r.string(v, "dateEncoding")
            guard let e = ActivityTemplate.DateEncoding(rawValue: s) else {
                throw TemplateParseError(path: "dateEncoding", reason: .badValue(s, allowed: "unix or reference"))
            }
            return e
        } ?? .unix
        var template = ActivityTemplate(
            activityType: type,
            displayName: try top["displayName"].map { v throws(TemplateParseError) in try r.string(v, "displayName") },
            placeholder: try top["placeholder"].map { v throws(TemplateParseError) in try r.string(v, "placeholder") } ?? "--",
            dateEncoding: encoding,
            tint: try top["tint"].map { v throws(TemplateParseError) in try r.color(v, "tint") } ?? .semantic(.label),
            background: try top["background"].map { v throws(TemplateParseError) in try r.color(v, "background") },
            sensitiveFields: try top["sensitiveFields"].map { v throws(TemplateParseError) in try r.strings(v, "sensitiveFields") } ?? [],
            layouts: layouts, insets: insets,
            lockScreenHeight: try top["lockScreenHeight"].map { v throws(TemplateParseError) in try r.number(v, "lockScreenHeight") },
            previewAttributes: previewAttributes, previewState: previewState,
            widgetURL: try top["widgetURL"].map { v throws(TemplateParseError) in try r.url(v, "widgetURL") },
            systemActionForegroundColor: try top["systemActionForegroundColor"].map { v throws(TemplateParseError) in try r.color(v, "systemActionForegroundColor") },
            hasWatchApp: try top["watchApp"].map { v throws(TemplateParseError) in try r.bool(v, "watchApp") } ?? false)
        // Keyed as `layouts.expanded` is: leading, trailing, center, bottom.
        func region(_ key: String, _ field: String) throws(TemplateParseError) -> ActivityTemplate.Slot {
            guard let slot = ActivityTemplate.expandedRegionSlots[key] else {
                throw TemplateParseError(path: "\(field).\(key)", reason: .badValue(key, allowed: "leading, trailing, center, bottom"))
            }
            return slot
        }
        if let v = top["regionPriority"] {
            for m in try r.object(v, "regionPriority").members {
                // Any finite number: widgets write `priority: .greatestFiniteMagnitude` to say "first".
                guard case .number(let n) = m.value, n.isFinite else {
                    throw TemplateParseError(path: "regionPriority.\(m.key)", reason: .wrongType(expected: "finite number", found: m.value.typeName))
                }
                template.regionPriority[try region(m.key, "regionPriority")] = n
            }
        }
        if let v = top["verticalPlacement"] {
            for m in try r.object(v, "verticalPlacement").members {
                let slot = try region(m.key, "verticalPlacement")
                let value = try r.string(m.value, "verticalPlacement.\(m.key)")
                switch value {
                case "belowIfTooWide": template.belowIfTooWide.insert(slot)
                case "default": break
                default: throw TemplateParseError(path: "verticalPlacement.\(m.key)", reason: .badValue(value, allowed: "belowIfTooWide, default"))
                }
            }
        }
        return template
    }

    static func node(_ v: JSONValue, path: String, base: String? = nil) throws(TemplateParseError) -> TemplateNode {
        let r = Reader(path: path)
        let o = try r.object(v)
        let kinds = o.keys.filter { nodeKinds.contains($0) }
        guard let kindKey = kinds.first else { throw TemplateParseError(path: path, reason: .noNodeKind) }
        guard kinds.count == 1 else { throw TemplateParseError(path: path, reason: .severalNodeKinds(kinds)) }
        let kindValue = o[kindKey]!
        var allowed = modifierKeys + [kindKey]
        let kind: TemplateNode.Kind
        switch kindKey {
        case "vstack", "hstack", "zstack":
            allowed += ["spacing", "alignment"]
            guard case .array(let items) = kindValue else {
                throw TemplateParseError(path: "\(path).\(kindKey)", reason: .wrongType(expected: "array of nodes", found: kindValue.typeName))
            }
            var children: [TemplateNode] = []
            for (i, c) in items.enumerated() { children.append(try node(c, path: "\(path).\(kindKey)[\(i)]", base: base)) }
            let axis: TemplateNode.Axis = kindKey == "hstack" ? .horizontal : kindKey == "vstack" ? .vertical : .depth
            let alignment = try o["alignment"].map { v throws(TemplateParseError) in try r.alignment(v, "alignment") } ?? (axis == .vertical ? .leading : .center)
            kind = .stack(axis: axis, children: children, spacing: try o["spacing"].map { v throws(TemplateParseError) in try r.number(v, "spacing") }, alignment: alignment)
        case "text":
            allowed += ["size", "weight", "monospacedDigits", "lineLimit", "textAlignment", "minimumScaleFactor"]
            kind = .text(try r.textSource(kindValue, "text"), try r.textSpec(o))
        case "symbol":
            allowed += ["size"]
            kind = .symbol(try r.textSource(kindValue, "symbol"), sizePt: try o["size"].map { v throws(TemplateParseError) in try r.number(v, "size") } ?? 17)
        case "progress":
            allowed += ["style", "thickness", "size"]
            let source: ProgressSource
            switch kindValue {
            case .number(let n): source = .constant(n)
            case .string(let s): source = .value(try r.binding(s, "progress"))
            case .object(let io):
                if io["value"] != nil {
                    // A value over a total (SwiftUI's `ProgressView(value:total:)`): a field or a constant.
                    try r.onlyKeys(io, ["value", "total"], at: "\(path).progress")
                    let value = try r.binding(try r.string(io["value"], "progress.value"), "progress.value")
                    switch io["total"] {
                    case nil: source = .ratio(value, nil)
                    case .number(let t)?: source = .scaled(value, total: try r.number(.number(t), "progress.total"))
                    case let t?: source = .ratio(value, try r.binding(try r.string(t, "progress.total"), "progress.total"))
                    }
                } else {
                    try r.onlyKeys(io, ["from", "to"], at: "\(path).progress")
                    source = .interval(try r.binding(try r.string(io["from"], "progress.from"), "progress.from"),
                                       try r.binding(try r.string(io["to"], "progress.to"), "progress.to"))
                }
            default: throw TemplateParseError(path: "\(path).progress", reason: .wrongType(expected: "number, binding, {from, to} or {value, total}", found: kindValue.typeName))
            }
            let styleName = try o["style"].map { v throws(TemplateParseError) in try r.string(v, "style") } ?? "bar"
            guard let style = TemplateNode.ProgressStyle(rawValue: styleName) else {
                throw TemplateParseError(path: "\(path).style", reason: .badValue(styleName, allowed: "bar or ring"))
            }
            kind = .progress(source, style: style,
                             thicknessPt: try o["thickness"].map { v throws(TemplateParseError) in try r.number(v, "thickness") } ?? (style == .bar ? 6 : 4),
                             sizePt: try o["size"].map { v throws(TemplateParseError) in try r.number(v, "size") } ?? 28)
        case "timer":
            allowed += ["size", "weight", "monospacedDigits", "lineLimit", "textAlignment", "minimumScaleFactor", "countsDown"]
            let countsDown = try o["countsDown"].map { v throws(TemplateParseError) in try r.bool(v, "countsDown") } ?? true
            let source: TimerSource
            switch kindValue {
            case .string(let s):
                let b = try r.binding(s, "timer")
                source = countsDown ? TimerSource(start: nil, end: b, countsDown: true) : TimerSource(start: b, end: nil, countsDown: false)
            case .object(let io):
                try r.onlyKeys(io, ["from", "to"], at: "\(path).timer")
                // Either end may be left out: `{to}` counts down to it, `{from}` up from it; `{}` (an
                // imported timer over constant dates) draws the placeholder.
                source = TimerSource(start: try io["from"].map { v throws(TemplateParseError) in try r.binding(try r.string(v, "timer.from"), "timer.from") },
                                     end: try io["to"].map { v throws(TemplateParseError) in try r.binding(try r.string(v, "timer.to"), "timer.to") },
                                     countsDown: countsDown)
            default: throw TemplateParseError(path: "\(path).timer", reason: .wrongType(expected: "binding or {from, to}", found: kindValue.typeName))
            }
            var spec = try r.textSpec(o)
            if o["monospacedDigits"] == nil { spec.monospacedDigits = true }
            kind = .timer(source, spec)
        case "shape":
            allowed += []
            kind = .shape(try r.shape(kindValue, "shape"))
        case "image":
            allowed += ["size"]
            let io = try r.object(kindValue, "image")
            try r.onlyKeys(io, ["name", "file"], at: "\(path).image")
            let file = try io["file"].map { v throws(TemplateParseError) in try r.string(v, "image.file") }
            let resolved = file.map { f in f.hasPrefix("/") || base == nil ? f : (base! as NSString).appendingPathComponent(f) }
            kind = .image(path: resolved, name: try r.string(io["name"], "image.name"),
                          sizePt: try o["size"].map { v throws(TemplateParseError) in try r.number(v, "size") } ?? 17)
        default: // spacer
            var minLength = 0.0
            if case .object(let so) = kindValue {
                try r.onlyKeys(so, ["minLength"], at: "\(path).spacer")
                minLength = try so["minLength"].map { v throws(TemplateParseError) in try r.number(v, "spacer.minLength") } ?? 0
            } else if case .number(let n) = kindValue { minLength = n }
            allowed += []
            kind = .spacer(minLength: minLength)
        }
        try r.onlyKeys(o, allowed, at: path)
        var n = TemplateNode(kind: kind, sourcePath: path)
        n.id = try o["id"].map { v throws(TemplateParseError) in try r.string(v, "id") }
        if let p = o["padding"] { n.padding = try r.insets(p, "padding") }
        if let f = o["frame"] { n.frame = try r.frame(f, "frame") }
        if let b = o["background"] {
            if case .object(let bo) = b, bo["color"] != nil {
                try r.onlyKeys(bo, ["color", "cornerRadius"], at: "\(path).background")
                n.background = .init(color: try r.color(bo["color"]!, "background.color"),
                                     cornerRadiusPt: try bo["cornerRadius"].map { v throws(TemplateParseError) in try r.number(v, "background.cornerRadius") } ?? 0)
            } else { n.background = .init(color: try r.color(b, "background"), cornerRadiusPt: 0) }
        }
        if let c = o["color"] { n.color = try r.color(c, "color") }
        if let ro = o["role"] {
            let s = try r.string(ro, "role")
            guard let role = ContentRole(rawValue: s) else {
                throw TemplateParseError(path: "\(path).role", reason: .badValue(s, allowed: ContentRole.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            n.role = role
        }
        if let a = o["animation"] {
            let ao = try r.object(a, "animation")
            try r.onlyKeys(ao, ["kind", "duration"], at: "\(path).animation")
            n.animation = .init(kind: try ao["kind"].map { v throws(TemplateParseError) in try r.string(v, "animation.kind") } ?? "default",
                                durationS: try r.number(try r.required(ao["duration"], "animation.duration"), "animation.duration"))
        }
        if let w = o["when"] {
            let s = try r.string(w, "when")
            guard let c = TemplateNode.Condition(rawValue: s) else {
                throw TemplateParseError(path: "\(path).when", reason: .badValue(s, allowed: TemplateNode.Condition.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            n.condition = c
        }
        if let p = o["if"] { n.predicate = try r.predicate(p, "if") }
        if let op = o["opacity"] { n.opacity = try r.number(op, "opacity") }
        if let c = o["clip"] { n.clipCornerRadius = try r.number(c, "clip") }
        if let f = o["fixedSize"] {
            // `true` (both axes, SwiftUI's `.fixedSize()`), or {"horizontal": true, "vertical": false}.
            if case .bool(let both) = f { n.fixedSize = both ? .both : .none } else {
                let fo = try r.object(f, "fixedSize")
                try r.onlyKeys(fo, ["horizontal", "vertical"], at: "\(path).fixedSize")
                n.fixedSize = .init(horizontal: try fo["horizontal"].map { v throws(TemplateParseError) in try r.bool(v, "fixedSize.horizontal") } ?? false,
                                    vertical: try fo["vertical"].map { v throws(TemplateParseError) in try r.bool(v, "fixedSize.vertical") } ?? false)
            }
        }
        if let lp = o["layoutPriority"] {
            let v = try r.number(lp, "layoutPriority")
            guard v.isFinite else { throw TemplateParseError(path: "\(path).layoutPriority", reason: .badValue(String(v), allowed: "a finite number")) }
            n.layoutPriority = v
        }
        if let c = o["control"] {
            // "control": "button", or {"kind": "button", "action": "PauseIntent"}.
            let kindName: String, action: String?
            if case .string(let k) = c { kindName = k; action = nil } else {
                let co = try r.object(c, "control")
                try r.onlyKeys(co, ["kind", "action"], at: "\(path).control")
                kindName = try r.string(try r.required(co["kind"], "control.kind"), "control.kind")
                action = try co["action"].map { v throws(TemplateParseError) in try r.string(v, "control.action") }
            }
            guard let kind = ControlSpec.Kind(rawValue: kindName) else {
                throw TemplateParseError(path: "\(path).control", reason: .badValue(kindName, allowed: ControlSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            n.control = ControlSpec(kind: kind, action: action)
        }
        if let u = o["widgetURL"] { n.widgetURL = try r.url(u, "widgetURL") }
        for (key, isUnder) in [("underlays", true), ("overlays", false)] {
            guard let layers = o[key] else { continue }
            guard case .array(let items) = layers else {
                throw TemplateParseError(path: "\(path).\(key)", reason: .wrongType(expected: "array of nodes", found: layers.typeName))
            }
            var nodes: [TemplateNode] = []
            for (i, c) in items.enumerated() { nodes.append(try node(c, path: "\(path).\(key)[\(i)]", base: base)) }
            if isUnder { n.underlays = nodes } else { n.overlays = nodes }
        }
        return n
    }

    /// Typed field access that names the path on every failure.
    struct Reader {
        var path: String
        func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        func fail(_ key: String, _ reason: TemplateParseError.Reason) -> TemplateParseError { TemplateParseError(path: at(key), reason: reason) }

        func required(_ v: JSONValue?, _ key: String) throws(TemplateParseError) -> JSONValue {
            guard let v else { throw fail(key, .missingKey) }
            return v
        }
        func object(_ v: JSONValue, _ key: String = "") throws(TemplateParseError) -> JSONObject {
            guard case .object(let o) = v else {
                throw TemplateParseError(path: key.isEmpty ? path : at(key), reason: .wrongType(expected: "object", found: v.typeName))
            }
            return o
        }
        func onlyKeys(_ o: JSONObject, _ allowed: [String], at p: String? = nil) throws(TemplateParseError) {
            for k in o.keys where !allowed.contains(k) {
                let base = p ?? path
                throw TemplateParseError(path: base.isEmpty ? k : "\(base).\(k)", reason: .unknownKey(allowed: allowed))
            }
        }
        func string(_ v: JSONValue?, _ key: String) throws(TemplateParseError) -> String {
            guard let v else { throw fail(key, .missingKey) }
            guard case .string(let s) = v else { throw fail(key, .wrongType(expected: "string", found: v.typeName)) }
            return s
        }
        func strings(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> [String] {
            guard case .array(let a) = v else { throw fail(key, .wrongType(expected: "array of strings", found: v.typeName)) }
            var out: [String] = []
            for (i, e) in a.enumerated() { out.append(try string(e, "\(key)[\(i)]")) }
            return out
        }
        /// Every dimension in a template is within ±10,000 pt (a screen is under 1,000).
        func number(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> Double {
            guard case .number(let n) = v else { throw fail(key, .wrongType(expected: "number", found: v.typeName)) }
            guard abs(n) <= 10_000 else { throw fail(key, .badValue(JSONValue.format(n), allowed: "a number within ±10000")) }
            return n
        }
        func bool(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> Bool {
            guard case .bool(let b) = v else { throw fail(key, .wrongType(expected: "boolean", found: v.typeName)) }
            return b
        }
        /// A deep link as SwiftUI's `widgetURL` takes it: a URL with a scheme ("myapp://order/42",
        /// "https://…"); a bare path would open nothing, so it is an error here rather than a silent no-op.
        func url(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> String {
            let s = try string(v, key)
            let scheme = s.prefix { $0 != ":" }
            guard scheme.count < s.count, let f = scheme.first, f.isASCII, f.isLetter,
                  scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
                throw fail(key, .badValue(s, allowed: "a URL with a scheme, like myapp://orders/42"))
            }
            return s
        }
        func color(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> ColorSpec {
            guard let c = ColorSpec.parse(v) else {
                throw fail(key, .badValue(v.stringValue ?? v.typeName, allowed: "#RRGGBB, #RRGGBBAA, a system colour name, label, secondaryLabel, tint, track, or {\"light\", \"dark\"}"))
            }
            return c
        }
        func alignment(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> TemplateNode.Alignment {
            let s = try string(v, key)
            guard let a = TemplateNode.Alignment(rawValue: s) else { throw fail(key, .badValue(s, allowed: "leading, center, trailing, top, bottom")) }
            return a
        }
        func binding(_ s: String, _ key: String) throws(TemplateParseError) -> FieldBinding {
            guard let b = FieldBinding.parse(Substring(s)) else { throw fail(key, .badBinding(s)) }
            return b
        }
        func textSource(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> TextSource {
            switch v {
            case .string(let s):
                switch TextSource.parse(s) {
                case .success(let t): return t
                case .failure(let reason): throw fail(key, reason)
                }
            case .number(let n): return .literal(JSONValue.format(n))
            case .array(let parts):
                // Segments spelled out: a string is literal text (never a binding), {"field": "$state.x|format"} a binding.
                var segments: [TextSource.Segment] = []
                for (i, p) in parts.enumerated() {
                    switch p {
                    case .string(let s): segments.append(.literal(s))
                    case .object(let po):
                        try onlyKeys(po, ["field"], at: at("\(key)[\(i)]"))
                        segments.append(.binding(try binding(try string(po["field"], "\(key)[\(i)].field"), "\(key)[\(i)].field")))
                    default: throw fail("\(key)[\(i)]", .wrongType(expected: "string or {\"field\"}", found: p.typeName))
                    }
                }
                return TextSource(segments: segments)
            default: throw fail(key, .wrongType(expected: "string or array of segments", found: v.typeName))
            }
        }
        /// `"circle"`, or `{"form", "cornerRadius", "fill", "stroke", "lineWidth", "strokeOnly"}`.
        func shape(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> ShapeSpec {
            let forms = "rectangle, roundedRectangle, capsule, circle, ellipse"
            func form(_ name: String, radius: Double?) throws(TemplateParseError) -> ShapeSpec.Form {
                switch name {
                case "rectangle": return .rectangle
                case "capsule": return .capsule
                case "circle": return .circle
                case "ellipse": return .ellipse
                case "roundedRectangle":
                    guard let radius else { throw fail("\(key).cornerRadius", .missingKey) }
                    return .roundedRectangle(cornerRadius: radius)
                default: throw fail(key, .badValue(name, allowed: forms))
                }
            }
            if case .string(let name) = v { return ShapeSpec(form: try form(name, radius: nil)) }
            let o = try object(v, key)
            try onlyKeys(o, ["form", "cornerRadius", "fill", "stroke", "lineWidth", "strokeOnly"], at: at(key))
            let radius = try o["cornerRadius"].map { c throws(TemplateParseError) in try number(c, "\(key).cornerRadius") }
            return ShapeSpec(form: try form(try string(o["form"], "\(key).form"), radius: radius),
                             fill: try o["fill"].map { c throws(TemplateParseError) in try color(c, "\(key).fill") },
                             stroke: try o["stroke"].map { c throws(TemplateParseError) in try color(c, "\(key).stroke") },
                             lineWidth: try o["lineWidth"].map { c throws(TemplateParseError) in try number(c, "\(key).lineWidth") } ?? 1,
                             strokeOnly: try o["strokeOnly"].map { c throws(TemplateParseError) in try bool(c, "\(key).strokeOnly") } ?? false)
        }

        /// When a node shows (`"if"`): `true`/`false`; `"luminanceReduced"`, `"dark"`, `"smallFamily"`;
        /// a status (`"stale"`, …); `"$state.flag"` (true or present); `{"field", "op", "value"}`;
        /// `{"not": p}`, `{"all": [p…]}`, `{"any": [p…]}`.
        func predicate(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> TemplatePredicate {
            let names = "true, false, luminanceReduced, dark, smallFamily, stale, fresh, active, ended, a $binding, {field, op, value}, {not}, {all}, {any}"
            switch v {
            case .bool(let b): return .constant(b)
            case .string(let s):
                switch s {
                case "luminanceReduced": return .luminanceReduced
                case "dark": return .darkAppearance
                case "smallFamily": return .smallFamily
                default:
                    if let c = TemplateNode.Condition(rawValue: s) { return .status(c) }
                    if s.hasPrefix("$") { return .truthy(try binding(s, key)) }
                    throw fail(key, .badValue(s, allowed: names))
                }
            case .object(let o):
                if let n = o["not"] {
                    try onlyKeys(o, ["not"], at: at(key))
                    return .not(try predicate(n, "\(key).not"))
                }
                for (name, isAll) in [("all", true), ("any", false)] {
                    guard let list = o[name] else { continue }
                    try onlyKeys(o, [name], at: at(key))
                    guard case .array(let items) = list else { throw fail("\(key).\(name)", .wrongType(expected: "array", found: list.typeName)) }
                    var ps: [TemplatePredicate] = []
                    for (i, item) in items.enumerated() { ps.append(try predicate(item, "\(key).\(name)[\(i)]")) }
                    return isAll ? .all(ps) : .any(ps)
                }
                try onlyKeys(o, ["field", "op", "value"], at: at(key))
                let field = try binding(try string(o["field"], "\(key).field"), "\(key).field")
                let opName = try string(o["op"], "\(key).op")
                guard let op = TemplatePredicate.Comparison(rawValue: opName) else {
                    throw fail("\(key).op", .badValue(opName, allowed: "==, !=, <, <=, >, >="))
                }
                return .compare(field, op, try required(o["value"], "\(key).value"))
            default: throw fail(key, .wrongType(expected: names, found: v.typeName))
            }
        }
        func textSpec(_ o: JSONObject) throws(TemplateParseError) -> TemplateNode.TextSpec {
            var spec = TemplateNode.TextSpec()
            if let s = o["size"] { spec.sizePt = try number(s, "size") }
            if let w = o["weight"] {
                let s = try string(w, "weight")
                guard let fw = FontWeight(rawValue: s) else { throw fail("weight", .badValue(s, allowed: FontWeight.allCases.map(\.rawValue).joined(separator: ", "))) }
                spec.weight = fw
            }
            if let m = o["monospacedDigits"] { spec.monospacedDigits = try bool(m, "monospacedDigits") }
            if let l = o["lineLimit"] { spec.lineLimit = max(1, min(100, Int(try number(l, "lineLimit")))) }
            if let f = o["minimumScaleFactor"] {
                let v = try number(f, "minimumScaleFactor")
                guard v > 0 && v <= 1 else { throw fail("minimumScaleFactor", .badValue(String(v), allowed: "a share of the size, above 0 and at most 1")) }
                spec.minimumScaleFactor = v
            }
            if let a = o["textAlignment"] {
                let s = try string(a, "textAlignment")
                guard let ta = TextAlignment(rawValue: s) else { throw fail("textAlignment", .badValue(s, allowed: "leading, center, trailing")) }
                spec.alignment = ta
            }
            return spec
        }
        func insets(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> TemplateNode.EdgeInsets {
            if case .number(let n) = v { return .init(all: n) }
            let o = try object(v, key)
            try onlyKeys(o, ["top", "leading", "bottom", "trailing", "horizontal", "vertical"], at: at(key))
            var e = TemplateNode.EdgeInsets()
            if let h = o["horizontal"] { let n = try number(h, "\(key).horizontal"); e.leading = n; e.trailing = n }
            if let h = o["vertical"] { let n = try number(h, "\(key).vertical"); e.top = n; e.bottom = n }
            if let t = o["top"] { e.top = try number(t, "\(key).top") }
            if let t = o["leading"] { e.leading = try number(t, "\(key).leading") }
            if let t = o["bottom"] { e.bottom = try number(t, "\(key).bottom") }
            if let t = o["trailing"] { e.trailing = try number(t, "\(key).trailing") }
            return e
        }
        func frame(_ v: JSONValue, _ key: String) throws(TemplateParseError) -> TemplateNode.FrameSpec {
            let o = try object(v, key)
            try onlyKeys(o, ["width", "height", "maxWidth", "maxHeight", "alignment"], at: at(key))
            func dim(_ k: String) throws(TemplateParseError) -> Double? {
                guard let d = o[k] else { return nil }
                if d.stringValue == "infinity" { return .infinity }
                return try number(d, "\(key).\(k)")
            }
            return .init(width: try dim("width"), height: try dim("height"), maxWidth: try dim("maxWidth"), maxHeight: try dim("maxHeight"),
                         alignment: try o["alignment"].map { v throws(TemplateParseError) in try alignment(v, "\(key).alignment") } ?? .center)
        }
    }
}
extension TemplateParseError.Reason: Error {}
