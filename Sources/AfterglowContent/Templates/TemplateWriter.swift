import AfterglowDisplay
import AfterglowPayloads

/// Writes an `ActivityTemplate` as the template JSON `TemplateParser` reads (docs/CONTENT.md), so
/// a template built in memory — one imported from SwiftUI source — can be saved, edited by hand
/// and loaded with `--template`. Values equal to the parser's defaults are left out, as a person
/// would write them; `TemplateParser.parse(write(t))` draws what `t` draws (colours rounded to 8 bits).
public enum TemplateWriter {
    /// `imageFile` maps an image node's PNG path to the name written in the file (relative to the
    /// template's directory); nil keeps the image's name only (drawn as a placeholder).
    public static func json(_ t: ActivityTemplate, imageFile: (String) -> String? = { $0 }) -> JSONValue {
        var top = JSONObject()
        top["activityType"] = .string(t.activityType)
        if t.displayName != t.activityType { top["displayName"] = .string(t.displayName) }
        top["placeholder"] = .string(t.placeholder)
        top["dateEncoding"] = .string(t.dateEncoding.rawValue)
        top["tint"] = color(t.tint)
        if let b = t.background { top["background"] = color(b) }
        if !t.sensitiveFields.isEmpty { top["sensitiveFields"] = .array(t.sensitiveFields.map(JSONValue.string)) }
        if !t.insets.isEmpty {
            top["insets"] = .object(JSONObject(t.insets.keys.sorted().map { JSONObject.Member(key: $0, value: .number(t.insets[$0]!)) }))
        }
        if let h = t.lockScreenHeight { top["lockScreenHeight"] = .number(h) }
        if let u = t.widgetURL { top["widgetURL"] = .string(u) }
        if let c = t.systemActionForegroundColor { top["systemActionForegroundColor"] = color(c) }
        if t.hasWatchApp { top["watchApp"] = .bool(true) }
        if !t.regionPriority.isEmpty {
            top["regionPriority"] = .object(JSONObject(t.regionPriority.map { (ActivityTemplate.regionName($0.key), $0.value) }.sorted { $0.0 < $1.0 }
                .map { JSONObject.Member(key: $0.0, value: .number($0.1)) }))
        }
        if !t.belowIfTooWide.isEmpty {
            top["verticalPlacement"] = .object(JSONObject(t.belowIfTooWide.map(ActivityTemplate.regionName).sorted()
                .map { JSONObject.Member(key: $0, value: .string("belowIfTooWide")) }))
        }
        if t.previewAttributes != nil || t.previewState != nil {
            var p = JSONObject()
            if let a = t.previewAttributes { p["attributes"] = a }
            if let s = t.previewState { p["content-state"] = s }
            top["preview"] = .object(p)
        }
        var layouts = JSONObject(), expanded = JSONObject()
        withoutActuallyEscaping(imageFile) { imageFile in
            let writer = NodeWriter(imageFile: imageFile)
            for slot in ActivityTemplate.Slot.allCases {
                guard let n = t.layouts[slot] else { continue }
                if slot.rawValue.hasPrefix("expanded") {
                    let region = slot.rawValue.dropFirst("expanded".count)
                    expanded[region.prefix(1).lowercased() + region.dropFirst()] = writer.node(n)
                } else {
                    layouts[slot.rawValue] = writer.node(n)
                }
            }
        }
        if !expanded.members.isEmpty { layouts["expanded"] = .object(expanded) }
        top["layouts"] = .object(layouts)
        return .object(top)
    }

    /// The file's text: indented JSON and a final newline.
    public static func text(_ t: ActivityTemplate, imageFile: (String) -> String? = { $0 }) -> String {
        json(t, imageFile: imageFile).prettyJSON() + "\n"
    }

    static func color(_ c: ColorSpec) -> JSONValue {
        switch c {
        case .fixed(let c): return .string(hex(c))
        case .adaptive(let l, let d): return .object(JSONObject(["light": .string(hex(l)), "dark": .string(hex(d))]))
        case .semantic(let s): return .string(s.rawValue)
        }
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = v.isFinite ? Int((min(1, max(0, v)) * 255).rounded()) : 0
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.r) + byte(c.g) + byte(c.b) + (byte(c.a) == "FF" ? "" : byte(c.a))
    }

    struct NodeWriter {
        var imageFile: (String) -> String?

        func node(_ n: TemplateNode) -> JSONValue {
            var o = JSONObject()
            switch n.kind {
            case .stack(let axis, let children, let spacing, let alignment):
                o[axis == .horizontal ? "hstack" : axis == .vertical ? "vstack" : "zstack"] = .array(children.map(node))
                if let spacing { o["spacing"] = .number(spacing) }
                if alignment != (axis == .vertical ? .leading : .center) { o["alignment"] = .string(alignment.rawValue) }
            case .text(let source, let spec):
                o["text"] = text(source)
                textSpec(spec, into: &o)
            case .symbol(let source, let size):
                o["symbol"] = text(source)
                if size != 17 { o["size"] = .number(size) }
            case .progress(let source, let style, let thickness, let size):
                o["progress"] = progress(source)
                if style != .bar { o["style"] = .string(style.rawValue) }
                if thickness != (style == .bar ? 6 : 4) { o["thickness"] = .number(thickness) }
                if size != 28 { o["size"] = .number(size) }
            case .timer(let t, let spec):
                switch (t.start, t.end, t.countsDown) {
                case (nil, let e?, true): o["timer"] = .string(e.description)
                case (let s?, nil, false): o["timer"] = .string(s.description)
                default:
                    var io = JSONObject()
                    if let s = t.start { io["from"] = .string(s.description) }
                    if let e = t.end { io["to"] = .string(e.description) }
                    o["timer"] = .object(io)
                }
                if !t.countsDown { o["countsDown"] = .bool(false) }
                textSpec(spec, into: &o, timer: true)
            case .spacer(let minLength):
                o["spacer"] = .object(minLength == 0 ? JSONObject() : JSONObject(["minLength": .number(minLength)]))
            case .shape(let s):
                var so = JSONObject()
                switch s.form {
                case .rectangle: so["form"] = .string("rectangle")
                case .roundedRectangle(let r): so["form"] = .string("roundedRectangle"); so["cornerRadius"] = .number(r)
                case .capsule: so["form"] = .string("capsule")
                case .circle: so["form"] = .string("circle")
                case .ellipse: so["form"] = .string("ellipse")
                }
                if let f = s.fill { so["fill"] = TemplateWriter.color(f) }
                if let st = s.stroke { so["stroke"] = TemplateWriter.color(st) }
                if s.lineWidth != 1 { so["lineWidth"] = .number(s.lineWidth) }
                if s.strokeOnly { so["strokeOnly"] = .bool(true) }
                o["shape"] = .object(so)
            case .image(let path, let name, let size):
                var io = JSONObject()
                io["name"] = .string(name)
                if let path, let file = imageFile(path) { io["file"] = .string(file) }
                o["image"] = .object(io)
                if size != 17 { o["size"] = .number(size) }
            }
            modifiers(n, into: &o)
            return .object(o)
        }

        func modifiers(_ n: TemplateNode, into o: inout JSONObject) {
            if let id = n.id { o["id"] = .string(id) }
            let p = n.padding
            if p != .zero {
                o["padding"] = p.top == p.leading && p.top == p.bottom && p.top == p.trailing ? .number(p.top)
                    : .object(JSONObject(["top": .number(p.top), "leading": .number(p.leading), "bottom": .number(p.bottom), "trailing": .number(p.trailing)]))
            }
            if let f = n.frame {
                var fo = JSONObject()
                func dim(_ k: String, _ v: Double?) { if let v { fo[k] = v.isInfinite ? .string("infinity") : .number(v) } }
                dim("width", f.width); dim("height", f.height); dim("maxWidth", f.maxWidth); dim("maxHeight", f.maxHeight)
                if f.alignment != .center { fo["alignment"] = .string(f.alignment.rawValue) }
                o["frame"] = .object(fo)
            }
            if let b = n.background {
                o["background"] = b.cornerRadiusPt == 0 ? TemplateWriter.color(b.color)
                    : .object(JSONObject(["color": TemplateWriter.color(b.color), "cornerRadius": .number(b.cornerRadiusPt)]))
            }
            if let c = n.color { o["color"] = TemplateWriter.color(c) }
            if let r = n.role { o["role"] = .string(r.rawValue) }
            if let a = n.animation { o["animation"] = .object(JSONObject(["kind": .string(a.kind), "duration": .number(a.durationS)])) }
            if let c = n.condition { o["when"] = .string(c.rawValue) }
            if let p = n.predicate { o["if"] = predicate(p) }
            if let op = n.opacity { o["opacity"] = .number(op) }
            if let c = n.clipCornerRadius { o["clip"] = .number(c) }
            if n.fixedSize == .both { o["fixedSize"] = .bool(true) } else if !n.fixedSize.isNone {
                o["fixedSize"] = .object(JSONObject(["horizontal": .bool(n.fixedSize.horizontal), "vertical": .bool(n.fixedSize.vertical)]))
            }
            if n.layoutPriority != 0 { o["layoutPriority"] = .number(n.layoutPriority) }
            if let c = n.control {
                o["control"] = c.action.map { .object(JSONObject(["kind": .string(c.kind.rawValue), "action": .string($0)])) } ?? .string(c.kind.rawValue)
            }
            if let u = n.widgetURL { o["widgetURL"] = .string(u) }
            if !n.underlays.isEmpty { o["underlays"] = .array(n.underlays.map(node)) }
            if !n.overlays.isEmpty { o["overlays"] = .array(n.overlays.map(node)) }
        }

        /// The parser's defaults: 15 pt regular, one line, leading; monospaced digits for timers only.
        func textSpec(_ s: TemplateNode.TextSpec, into o: inout JSONObject, timer: Bool = false) {
            if s.sizePt != 15 { o["size"] = .number(s.sizePt) }
            if s.weight != .regular { o["weight"] = .string(s.weight.rawValue) }
            if s.monospacedDigits != timer { o["monospacedDigits"] = .bool(s.monospacedDigits) }
            if s.lineLimit != 1 { o["lineLimit"] = .number(Double(s.lineLimit)) }
            if s.minimumScaleFactor != 1 { o["minimumScaleFactor"] = .number(s.minimumScaleFactor) }
            if s.alignment != .leading { o["textAlignment"] = .string(s.alignment.rawValue) }
        }

        /// The string form when it reads back as the same segments, else the segments spelled out.
        func text(_ source: TextSource) -> JSONValue {
            let spelled: String
            if source.segments.count == 1, case .binding(let b) = source.segments[0] {
                spelled = b.description
            } else {
                spelled = source.segments.map { s -> String in
                    switch s {
                    case .literal(let l): return l
                    case .binding(let b): return "{\(b.description)}"
                    }
                }.joined()
            }
            if case .success(let back) = TextSource.parse(spelled), back == source { return .string(spelled) }
            return .array(source.segments.map { s in
                switch s {
                case .literal(let l): return .string(l)
                case .binding(let b): return .object(JSONObject(["field": .string(b.description)]))
                }
            })
        }

        func progress(_ p: ProgressSource) -> JSONValue {
            switch p {
            case .constant(let c): return .number(c)
            case .value(let b): return .string(b.description)
            case .interval(let a, let b): return .object(JSONObject(["from": .string(a.description), "to": .string(b.description)]))
            case .ratio(let v, let t):
                var o = JSONObject(["value": .string(v.description)])
                if let t { o["total"] = .string(t.description) }
                return .object(o)
            case .scaled(let v, let total): return .object(JSONObject(["value": .string(v.description), "total": .number(total)]))
            }
        }

        func predicate(_ p: TemplatePredicate) -> JSONValue {
            switch p {
            case .constant(let b): return .bool(b)
            case .status(let c): return .string(c.rawValue)
            case .luminanceReduced: return .string("luminanceReduced")
            case .darkAppearance: return .string("dark")
            case .smallFamily: return .string("smallFamily")
            case .truthy(let b): return .string(b.description)
            case .compare(let b, let op, let v):
                return .object(JSONObject(["field": .string(b.description), "op": .string(op.rawValue), "value": v]))
            case .not(let q): return .object(JSONObject(["not": predicate(q)]))
            case .all(let ps): return .object(JSONObject(["all": .array(ps.map(predicate))]))
            case .any(let ps): return .object(JSONObject(["any": .array(ps.map(predicate))]))
            }
        }
    }
}
