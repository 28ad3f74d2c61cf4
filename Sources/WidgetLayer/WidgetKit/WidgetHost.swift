import AfterglowContent
import AfterglowPayloads

/// The compiled program's side of the emulator's protocol: one JSON request per line on stdin,
/// one JSON reply per line on stdout (docs/SWIFTUI.md › Compiled path).
///   {"op":"describe"} → {"ok":true,"activities":[{"type":"…"}]}
///   {"op":"render","type":"…","attributes":{…},"state":{…},"environment":{"colorScheme":"dark","isLuminanceReduced":true}}
///     → {"ok":true,"template":{template JSON},"synthetic":{"d0":…}} or {"ok":false,"error":"…"}
public enum _WidgetHost {
    @MainActor
    public static func serve(activities: [_ActivityEntry]) {
        setvbuf(stdout, nil, _IOLBF, 0)
        while let line = readLine() {
            print(reply(to: line, activities: activities).compactJSON)
        }
    }

    @MainActor
    static func reply(to line: String, activities: [_ActivityEntry]) -> JSONValue {
        func failure(_ message: String) -> JSONValue {
            var o = JSONObject(); o["ok"] = .bool(false); o["error"] = .string(message); return .object(o)
        }
        guard let request = try? JSONParser.parse(line), case .object(let r) = request else { return failure("request is not a JSON object") }
        switch r["op"] {
        case .string("describe")?:
            var o = JSONObject(); o["ok"] = .bool(true)
            o["activities"] = .array(activities.map { a in var e = JSONObject(); e["type"] = .string(a.typeName); return .object(e) })
            return .object(o)
        case .string("render")?:
            guard case .string(let type)? = r["type"], let entry = activities.first(where: { $0.typeName == type }) else {
                return failure("no ActivityConfiguration for \(r["type"]?.compactJSON ?? "nil")")
            }
            var environment = EnvironmentValues()
            if case .object(let e)? = r["environment"] {
                if case .string("dark")? = e["colorScheme"] { environment.colorScheme = .dark }
                if case .bool(let b)? = e["isLuminanceReduced"] { environment.isLuminanceReduced = b }
            }
            do {
                let rendered = try entry.render(Data((r["attributes"] ?? .object(JSONObject())).compactJSON.utf8),
                                                Data((r["state"] ?? .object(JSONObject())).compactJSON.utf8), environment)
                let template = ActivityTemplate(activityType: type, dateEncoding: .unix, layouts: rendered.layouts)
                var o = JSONObject(); o["ok"] = .bool(true)
                o["template"] = TemplateWriter.json(template)
                o["synthetic"] = .object(JSONObject(rendered.syntheticState.keys.sorted().map { JSONObject.Member(key: $0, value: .number(rendered.syntheticState[$0]!)) }))
                return .object(o)
            } catch {
                return failure("\(type): \(error)")
            }
        default:
            return failure("unknown op \(r["op"]?.compactJSON ?? "nil")")
        }
    }
}
