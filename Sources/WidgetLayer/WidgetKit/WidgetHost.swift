import AfterglowContent
import AfterglowPayloads
import AfterglowDisplay
#if canImport(Glibc)
import Glibc
#endif

/// The compiled program's side of the emulator's protocol, v1: one JSON request per line on
/// stdin, one JSON reply per line on stdout. Specified in docs/SWIFTUI.md › Compiled path › Protocol.
public enum _WidgetHost {
    public static let protocolVersion = 1

    /// The generated entry point's call: every widget of the developer's sources and every `#Preview`.
    @MainActor
    public static func main(widgets: [any Widget.Type], bundles: [any WidgetBundle.Type] = [], previews: [_PreviewRegistration] = []) {
        main(widgets: widgets.map { $0.init() }, bundles: bundles.map { $0.init() }, previews: previews)
    }

    /// The same with values: `_WidgetHost.main(widgets: [W1()], previews: […])`.
    @MainActor @_disfavoredOverload
    public static func main(widgets: [any Widget] = [], bundles: [any WidgetBundle] = [], previews: [_PreviewRegistration] = []) {
        var activities: [_ActivityEntry] = []
        for b in bundles { activities += _collectActivities(bundle: b) }
        for w in widgets { activities += _collectActivities(widget: w) }
        serve(activities: activities, previews: previews)
    }

    @MainActor
    public static func serve(activities: [_ActivityEntry], previews: [_PreviewRegistration]) {
        // Replies go to the original stdout; the developer's own `print`s go to stderr from now on,
        // so they can never be taken for a reply.
        fflush(stdout)
        let protocolFD = dup(1)
        dup2(2, 1)
        let out = FileHandle(fileDescriptor: protocolFD >= 0 ? protocolFD : 1, closeOnDealloc: false)
        let served = Served(activities: activities, previews: previews)
        while let line = readLine() {
            if line.allSatisfy(\.isWhitespace) { continue }
            let text = reply(to: line, served).compactJSON + "\n"
            fflush(stdout)
            out.write(Data(text.utf8))
        }
    }

    /// What a program serves: activity types in source order, the first configuration of a type
    /// winning (a second one is a warning), and the previews.
    public struct Served {
        public var activities: [_ActivityEntry] = []
        public var previews: [_PreviewRegistration]
        public var warnings: [String] = []
        public init(activities: [_ActivityEntry], previews: [_PreviewRegistration] = []) {
            self.previews = previews
            for a in activities + previews.flatMap(\.activities) {
                if self.activities.contains(where: { $0.typeName == a.typeName }) {
                    continue
                }
                self.activities.append(a)
            }
            var seen: [String: Int] = [:]
            for a in activities { seen[a.typeName, default: 0] += 1 }
            for (t, n) in seen.sorted(by: { $0.key < $1.key }) where n > 1 {
                warnings.append("\(n) ActivityConfigurations for \(t); the first is drawn")
            }
        }
    }

    @MainActor
    public static func reply(to line: String, activities: [_ActivityEntry], previews: [_PreviewRegistration] = []) -> JSONValue {
        reply(to: line, Served(activities: activities, previews: previews))
    }

    @MainActor
    public static func reply(to line: String, _ served: Served) -> JSONValue {
        let request: JSONValue
        do { request = try JSONParser.parse(line) } catch { return failure(nil, "request", "request is not JSON: \(error)", id: nil) }
        guard case .object(let r) = request else { return failure(nil, "request", "request is not a JSON object", id: nil) }
        let id = r["id"]
        switch r["op"] {
        case .string("describe")?:
            return _EmulatorClock.at(r["now"]?.numberValue ?? r["environment"]?.objectValue?["now"]?.numberValue) { describe(served, id: id) }
        case .string("render")?:
            guard case .string(let type)? = r["type"] else { return failure(nil, "request", "render needs \"type\"", id: id) }
            return render(type: type, attributes: r["attributes"] ?? .object(JSONObject()), state: r["state"] ?? .object(JSONObject()),
                          environment: r["environment"]?.objectValue ?? JSONObject(), served, id: id)
        default:
            return failure(nil, "request", "unknown op \(r["op"]?.compactJSON ?? "(none)"); expected describe or render", id: id)
        }
    }

    static func failure(_ type: String?, _ kind: String, _ message: String, id: JSONValue?, extra: JSONObject = JSONObject()) -> JSONValue {
        var o = JSONObject()
        o["ok"] = .bool(false)
        if let type { o["type"] = .string(type) }
        o["errorKind"] = .string(kind)
        o["error"] = .string(message)
        for m in extra.members { o[m.key] = m.value }
        if let id { o["id"] = id }
        return .object(o)
    }

    static func familyNames(_ f: [ActivityFamily]) -> JSONValue {
        .array(f.map { .string($0 == .small ? "small" : "medium") })
    }

    @MainActor
    static func describe(_ served: Served, id: JSONValue?) -> JSONValue {
        var o = JSONObject()
        o["ok"] = .bool(true)
        o["protocol"] = .number(Double(protocolVersion))
        var list: [JSONValue] = []
        var warnings = served.warnings
        var evaluated: [(registration: _PreviewRegistration, attributes: JSONValue, states: [JSONValue])] = []
        for p in served.previews where p.typeName != nil {
            let v = p.evaluate()
            warnings += v.warnings
            evaluated.append((p, v.attributes, v.states))
        }
        for a in served.activities {
            var e = JSONObject()
            e["type"] = .string(a.typeName)
            if let d = a.displayName { e["displayName"] = .string(d) }
            if let d = a.description { e["description"] = .string(d) }
            e["families"] = familyNames(a.families)
            var previews: [JSONValue] = evaluated.filter { $0.registration.typeName == a.typeName }.map { p in
                var q = JSONObject()
                q["name"] = .string(p.registration.name); q["kind"] = .string(p.registration.kind)
                q["attributes"] = p.attributes; q["states"] = .array(p.states)
                return .object(q)
            }
            if previews.isEmpty {
                // The attributes type's own samples (AlarmKit), marked as such.
                previews = a.defaultPreviews().map { d in
                    var q = JSONObject()
                    q["name"] = .string(d.name); q["kind"] = .string("content")
                    q[d.name == "synthesized" ? "synthesized" : "builtIn"] = .bool(true)
                    q["attributes"] = (try? JSONParser.parse(String(decoding: d.attributes, as: UTF8.self))) ?? .null
                    q["states"] = .array(d.states.map { (try? JSONParser.parse(String(decoding: $0, as: UTF8.self))) ?? .null })
                    return .object(q)
                }
            }
            e["previews"] = .array(previews)
            list.append(.object(e))
        }
        for p in served.previews {
            if let t = p.typeName, !served.activities.contains(where: { $0.typeName == t }) {
                warnings.append("#Preview \"\(p.name)\" is for \(t), which no ActivityConfiguration draws")
            }
        }
        o["activities"] = .array(list)
        o["warnings"] = .array(warnings.map(JSONValue.string))
        if let id { o["id"] = id }
        return .object(o)
    }

    /// The request's environment: the four folded values and the rest for SwiftUI.
    static func environment(_ e: JSONObject) -> _RenderEnvironment {
        var env = _RenderEnvironment()
        env.dark = e["colorScheme"]?.stringValue == "dark"
        env.luminanceReduced = e["isLuminanceReduced"]?.boolValue ?? false
        env.small = e["activityFamily"]?.stringValue == "small"
        env.stale = e["isStale"]?.boolValue ?? false
        for key in ["redacted", "dynamicTypeSize", "locale"] {
            if let s = e[key]?.stringValue { env.host[key] = s }
        }
        if let now = e["now"]?.numberValue { env.host["now"] = String(now) }
        return env
    }

    @MainActor
    static func render(type: String, attributes: JSONValue, state: JSONValue, environment e: JSONObject, _ served: Served, id: JSONValue?) -> JSONValue {
        guard let entry = served.activities.first(where: { $0.typeName == type }) else {
            let known = served.activities.map(\.typeName).joined(separator: ", ")
            return failure(type, "unknownType", "no ActivityConfiguration for \(type) (this program draws: \(known.isEmpty ? "none" : known))", id: id)
        }
        _LoweringContext._warnings = []
        let rendered: _RenderedActivity
        do {
            rendered = try _EmulatorClock.at(e["now"]?.numberValue) {
                try _renderFolded(entry, attributes: Data(attributes.compactJSON.utf8), state: Data(state.compactJSON.utf8),
                                  environment: environment(e))
            }
        } catch let d as _DecodingFailure {
            var extra = JSONObject(); extra["codingPath"] = .string(d.codingPath)
            return failure(type, "decoding", "\(type): \(d)", id: id, extra: extra)
        } catch {
            return failure(type, "evaluation", "\(type): \(error)", id: id)
        }
        let template = self.template(entry, rendered)
        var o = JSONObject()
        o["ok"] = .bool(true)
        o["type"] = .string(type)
        o["template"] = TemplateWriter.json(template)
        o["synthetic"] = .object(JSONObject(rendered.syntheticState.keys.sorted().map { JSONObject.Member(key: $0, value: .number(rendered.syntheticState[$0]!)) }))
        o["warnings"] = .array((served.warnings.filter { $0.contains(" \(type);") } + _LoweringContext._warnings).map(JSONValue.string))
        o["reads"] = .array(rendered.reads.sorted().map(JSONValue.string))
        o["metadata"] = metadata(rendered.meta)
        if let id { o["id"] = id }
        return .object(o)
    }

    /// The template a render stands for: layouts, the Smart Stack when `.small` is supported,
    /// background, keyline tint as the tint, margins.
    public static func template(_ entry: _ActivityEntry, _ rendered: _RenderedActivity) -> ActivityTemplate {
        var layouts = rendered.layouts
        if entry.families.contains(.small), let lock = layouts[.lockScreen] { layouts[.smartStack] = lock }
        // The Lock Screen view owns the whole card: the HIG's 14 pt standard margin is the
        // developer's to apply ("The standard layout margin for Live Activities on the Lock Screen
        // is 14 points … For developer guidance, see padding(_:_:)", seeds/001 › Lock Screen), and
        // Apple's samples pad their views themselves (Emoji Rangers `.padding()`, Food Truck
        // `.padding(.trailing, 32)`). A template's own default margin stays 14 pt.
        var insets = ["lockScreen": 0.0]
        for (k, v) in entry.insets { insets[k] = v }
        for (k, v) in rendered.meta.insets { insets[k] = v }
        var t = ActivityTemplate(activityType: entry.typeName, displayName: entry.displayName, dateEncoding: .unix,
                                 tint: rendered.meta.keylineTint ?? .semantic(.label), background: rendered.meta.backgroundTint,
                                 layouts: layouts, insets: insets, widgetURL: rendered.meta.islandWidgetURL,
                                 systemActionForegroundColor: rendered.meta.systemActionForegroundColor)
        for (k, v) in rendered.meta.regionPriority { if let slot = ActivityTemplate.Slot(rawValue: k) { t.regionPriority[slot] = v } }
        for (k, v) in rendered.meta.verticalPlacement where v == "belowIfTooWide" { if let slot = ActivityTemplate.Slot(rawValue: k) { t.belowIfTooWide.insert(slot) } }
        return t
    }

    static func metadata(_ m: _ActivityMetadata) -> JSONValue {
        var o = JSONObject()
        if let u = m.widgetURL { o["widgetURL"] = .string(u) }
        if let u = m.islandWidgetURL { o["islandWidgetURL"] = .string(u) }
        if let c = m.systemActionForegroundColor { o["systemActionForegroundColor"] = colorJSON(c) }
        if let c = m.keylineTint { o["keylineTint"] = colorJSON(c) }
        if !m.regionPriority.isEmpty {
            o["regionPriority"] = .object(JSONObject(m.regionPriority.keys.sorted().map { .init(key: $0, value: .number(m.regionPriority[$0]!)) }))
        }
        if !m.verticalPlacement.isEmpty {
            o["verticalPlacement"] = .object(JSONObject(m.verticalPlacement.keys.sorted().map { .init(key: $0, value: .string(m.verticalPlacement[$0]!)) }))
        }
        return .object(o)
    }

    static func colorJSON(_ c: ColorSpec) -> JSONValue {
        func hex(_ c: AfterglowDisplay.Color) -> String {
            func byte(_ v: Double) -> String {
                let b = v.isFinite ? Int((min(1, max(0, v)) * 255).rounded()) : 0
                return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
            }
            return "#" + byte(c.r) + byte(c.g) + byte(c.b) + (byte(c.a) == "FF" ? "" : byte(c.a))
        }
        switch c {
        case .fixed(let c): return .string(hex(c))
        case .adaptive(let l, let d): var o = JSONObject(); o["light"] = .string(hex(l)); o["dark"] = .string(hex(d)); return .object(o)
        case .semantic(let s): return .string(s.rawValue)
        }
    }
}
