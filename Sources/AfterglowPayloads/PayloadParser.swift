import Foundation
import AfterglowTime

/// Validates APNs payloads and Xcode `.apns` files.
///
/// Rules: the payload is a JSON object with an `aps` object and at most 4096 bytes (what
/// `xcrun simctl push` and APNs accept); the keys Apple documents for `aps` have the types and
/// ranges below; a Live Activity event (`aps.event`) needs a `timestamp`, `start` needs
/// `attributes-type`, `attributes` and `content-state`, `update` needs `content-state`, and the
/// content state is at most 4 KB (ActivityKit). Every problem is reported, each with its key path.
public enum PayloadParser {
    public static let maxPayloadBytes = 4096
    public static let maxContentStateBytes = 4096
    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    public static func parse(contentsOf path: String) throws(PayloadRejection) -> APNsPayload {
        let bytes: [UInt8]
        do { bytes = try PayloadError.readFile(path) } catch { throw PayloadRejection(errors: [error]) }
        do {
            var payload = try parse(bytes)
            payload.source = path
            return payload
        } catch {
            throw PayloadRejection(errors: error.errors.map { var e = $0; e.file = path; return e })
        }
    }

    /// `limit`: the payload size limit in bytes (nil skips it, for payloads that do not travel
    /// through APNs, like a scenario's in-app update).
    public static func parse(_ bytes: [UInt8], limit: Int? = maxPayloadBytes) throws(PayloadRejection) -> APNsPayload {
        var errors: [PayloadError] = []
        if let limit, bytes.count > limit { errors.append(PayloadError(path: "", rule: .tooLarge(bytes: bytes.count, limit: limit))) }
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw PayloadRejection(errors: errors + [PayloadError(path: "", rule: .invalidJSON(error))])
        }
        var v = Validator()
        let payload = v.payload(root, byteCount: bytes.count)
        errors += v.errors
        guard errors.isEmpty, let payload else { throw PayloadRejection(errors: errors) }
        return payload
    }

    public static func parse(_ text: String, limit: Int? = maxPayloadBytes) throws(PayloadRejection) -> APNsPayload {
        try parse(Array(text.utf8), limit: limit)
    }
}

/// Walks the JSON, collecting every rule broken.
struct Validator {
    var errors: [PayloadError] = []

    mutating func fail(_ path: String, _ rule: PayloadError.Rule) { errors.append(PayloadError(path: path, rule: rule)) }

    mutating func payload(_ root: JSONValue, byteCount: Int) -> APNsPayload? {
        guard case .object(let top) = root else { fail("", .wrongType(expected: "a JSON object", found: root.typeName)); return nil }
        var bundle: String?
        if let b = top[PayloadParser.simulatorTargetBundleKey] { bundle = string(b, PayloadParser.simulatorTargetBundleKey) }
        guard let apsValue = top["aps"] else {
            errors.append(PayloadError(path: "aps", rule: .missingKey, hint: MisplacedAPS.hint(top)))
            return nil
        }
        guard case .object(let apsObject) = apsValue else { fail("aps", .wrongType(expected: "an object", found: apsValue.typeName)); return nil }
        var custom = top
        custom["aps"] = nil
        custom[PayloadParser.simulatorTargetBundleKey] = nil
        return APNsPayload(aps: aps(apsObject), simulatorTargetBundle: bundle, customKeys: custom, raw: root, byteCount: byteCount)
    }

    static let apsKeys = ["alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
                          "target-content-id", "interruption-level", "relevance-score", "filter-criteria",
                          "event", "timestamp", "content-state", "attributes-type", "attributes", "stale-date", "dismissal-date",
                          "input-push-token", "input-push-channel"]

    static let alertKeys = ["title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
                            "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key"]
    static let liveActivityAlertKeys = ["title", "body", "sound"]

    mutating func aps(_ o: JSONObject) -> APS {
        let isActivity = o["event"] != nil
        var aps = APS(alert: nil, badge: nil, sound: nil, threadID: nil, category: nil, interruptionLevel: nil,
                      relevanceScore: nil, mutableContent: false, contentAvailable: false, targetContentID: nil,
                      liveActivity: nil, unknownKeys: JSONObject(o.members.filter { !Self.apsKeys.contains($0.key) }))
        if let a = o["alert"], !isActivity { aps.alert = alert(a, "aps.alert") }
        if let b = o["badge"] { aps.badge = integer(b, "aps.badge", min: 0) }
        if let s = o["sound"] { aps.sound = sound(s, "aps.sound") }
        if let t = o["thread-id"] { aps.threadID = string(t, "aps.thread-id") }
        if let c = o["category"] { aps.category = string(c, "aps.category") }
        if let t = o["target-content-id"] { aps.targetContentID = string(t, "aps.target-content-id") }
        if let m = o["mutable-content"] { aps.mutableContent = flag(m, "aps.mutable-content") }
        if let c = o["content-available"] { aps.contentAvailable = flag(c, "aps.content-available") }
        if let l = o["interruption-level"], let s = string(l, "aps.interruption-level") {
            if let level = InterruptionLevel(rawValue: s) { aps.interruptionLevel = level } else {
                fail("aps.interruption-level", .notAllowed(value: s, allowed: InterruptionLevel.allCases.map(\.rawValue)))
            }
        }
        if let r = o["relevance-score"] {
            // Notifications: 0…1 (UNNotificationContent.relevanceScore); Live Activities: any
            // non-negative number, compared between activities.
            aps.relevanceScore = number(r, "aps.relevance-score", range: 0...(isActivity ? Double.greatestFiniteMagnitude : 1),
                                        rangeText: isActivity ? "0 or more" : "0…1")
        }
        if isActivity { aps.liveActivity = liveActivity(o, relevance: aps.relevanceScore) }
        return aps
    }

    mutating func liveActivity(_ o: JSONObject, relevance: Double?) -> LiveActivityPush? {
        guard let eventName = string(o["event"]!, "aps.event") else { return nil }
        guard let event = LiveActivityPush.Event(rawValue: eventName) else {
            fail("aps.event", .notAllowed(value: eventName, allowed: LiveActivityPush.Event.allCases.map(\.rawValue)))
            return nil
        }
        var push = LiveActivityPush(event: event, timestamp: 0, contentState: nil, attributesType: nil, attributes: nil,
                                    staleDate: nil, dismissalDate: nil, relevanceScore: relevance, alert: nil)
        if let t = o["timestamp"] {
            push.timestamp = number(t, "aps.timestamp", range: 0...Double.greatestFiniteMagnitude, rangeText: "seconds since 1970, 0 or more") ?? 0
        } else { fail("aps.timestamp", .requiredForEvent(eventName)) }
        if let cs = o["content-state"] {
            if case .object = cs {
                let bytes = cs.compactByteCount
                if bytes > PayloadParser.maxContentStateBytes {
                    fail("aps.content-state", .tooLarge(bytes: bytes, limit: PayloadParser.maxContentStateBytes))
                } else { push.contentState = cs }
            } else { fail("aps.content-state", .wrongType(expected: "an object", found: cs.typeName)) }
        } else if event != .end { fail("aps.content-state", .requiredForEvent(eventName)) }
        if let t = o["attributes-type"] { push.attributesType = string(t, "aps.attributes-type") } else if event == .start {
            fail("aps.attributes-type", .requiredForEvent(eventName))
        }
        if let a = o["attributes"] {
            if case .object = a { push.attributes = a } else { fail("aps.attributes", .wrongType(expected: "an object", found: a.typeName)) }
        } else if event == .start { fail("aps.attributes", .requiredForEvent(eventName)) }
        if let s = o["stale-date"] { push.staleDate = number(s, "aps.stale-date", range: 0...Double.greatestFiniteMagnitude, rangeText: "seconds since 1970, 0 or more") }
        if let d = o["dismissal-date"] { push.dismissalDate = number(d, "aps.dismissal-date", range: 0...Double.greatestFiniteMagnitude, rangeText: "seconds since 1970, 0 or more") }
        if let a = o["alert"] {
            if case .object(let ao) = a {
                var alert = LiveActivityAlert()
                if let t = ao["title"] { alert.title = localizable(t, "aps.alert.title") }
                if let b = ao["body"] { alert.body = localizable(b, "aps.alert.body") }
                if let s = ao["sound"] { alert.sound = string(s, "aps.alert.sound") }
                push.alert = alert
            } else { fail("aps.alert", .wrongType(expected: "an object with title, body and sound", found: a.typeName)) }
        }
        return push
    }

    mutating func alert(_ v: JSONValue, _ path: String) -> NotificationAlert? {
        if case .string(let s) = v { return NotificationAlert(body: .plain(s), unknownKeys: JSONObject()) }
        guard case .object(let o) = v else { fail(path, .wrongType(expected: "a string or an object", found: v.typeName)); return nil }
        var a = NotificationAlert(unknownKeys: JSONObject(o.members.filter { !Self.alertKeys.contains($0.key) }))
        a.title = text(o, plain: "title", key: "title-loc-key", args: "title-loc-args", path)
        a.subtitle = text(o, plain: "subtitle", key: "subtitle-loc-key", args: "subtitle-loc-args", path)
        a.body = text(o, plain: "body", key: "loc-key", args: "loc-args", path)
        if let l = o["launch-image"] { a.launchImage = string(l, "\(path).launch-image") }
        return a
    }

    /// A localized key wins over the plain text, as on iOS.
    mutating func text(_ o: JSONObject, plain: String, key: String, args: String, _ path: String) -> LocalizableText? {
        var argList: [String] = []
        if let a = o[args] { argList = strings(a, "\(path).\(args)") ?? [] }
        if let k = o[key], let ks = string(k, "\(path).\(key)") { return .localized(key: ks, args: argList) }
        if let p = o[plain], let ps = string(p, "\(path).\(plain)") { return .plain(ps) }
        return nil
    }

    /// Live Activity alert texts: a string or {"loc-key", "loc-args"}.
    mutating func localizable(_ v: JSONValue, _ path: String) -> LocalizableText? {
        if case .string(let s) = v { return .plain(s) }
        guard case .object(let o) = v else { fail(path, .wrongType(expected: "a string or {\"loc-key\", \"loc-args\"}", found: v.typeName)); return nil }
        guard let k = o["loc-key"] else { fail("\(path).loc-key", .missingKey); return nil }
        guard let key = string(k, "\(path).loc-key") else { return nil }
        let args = o["loc-args"].flatMap { strings($0, "\(path).loc-args") } ?? []
        return .localized(key: key, args: args)
    }

    mutating func sound(_ v: JSONValue, _ path: String) -> NotificationSound? {
        if case .string(let s) = v { return NotificationSound(name: s, critical: false, volume: nil) }
        guard case .object(let o) = v else { fail(path, .wrongType(expected: "a string or an object", found: v.typeName)); return nil }
        var s = NotificationSound(name: "default", critical: false, volume: nil)
        if let n = o["name"] { s.name = string(n, "\(path).name") ?? s.name } else { fail("\(path).name", .missingKey) }
        if let c = o["critical"] { s.critical = flag(c, "\(path).critical") }
        if let vol = o["volume"] { s.volume = number(vol, "\(path).volume", range: 0...1, rangeText: "0…1") }
        return s
    }

    mutating func string(_ v: JSONValue, _ path: String) -> String? {
        guard case .string(let s) = v else { fail(path, .wrongType(expected: "a string", found: v.typeName)); return nil }
        return s
    }

    mutating func strings(_ v: JSONValue, _ path: String) -> [String]? {
        guard case .array(let a) = v else { fail(path, .wrongType(expected: "an array of strings", found: v.typeName)); return nil }
        var out: [String] = []
        for (i, e) in a.enumerated() {
            // loc-args may hold numbers; iOS formats them as text.
            if case .number(let n) = e { out.append(JSONValue.format(n)); continue }
            guard let s = string(e, "\(path)[\(i)]") else { return nil }
            out.append(s)
        }
        return out
    }

    mutating func number(_ v: JSONValue, _ path: String, range: ClosedRange<Double>, rangeText: String) -> Double? {
        guard case .number(let n) = v else { fail(path, .wrongType(expected: "a number", found: v.typeName)); return nil }
        guard range.contains(n) else { fail(path, .outOfRange(value: n, allowed: rangeText)); return nil }
        return n
    }

    mutating func integer(_ v: JSONValue, _ path: String, min: Int) -> Int? {
        guard case .number(let n) = v else { fail(path, .wrongType(expected: "a whole number", found: v.typeName)); return nil }
        guard n == n.rounded(), abs(n) < 1e15 else { fail(path, .notAnInteger(n)); return nil }
        guard n >= Double(min) else { fail(path, .outOfRange(value: n, allowed: "\(min) or more")); return nil }
        return Int(n)
    }

    /// `mutable-content`, `content-available`, `critical`: APNs documents the value 1; 0 means off.
    mutating func flag(_ v: JSONValue, _ path: String) -> Bool {
        guard case .number(let n) = v else { fail(path, .wrongType(expected: "the number 0 or 1", found: v.typeName)); return false }
        guard n == 0 || n == 1 else { fail(path, .outOfRange(value: n, allowed: "0 or 1")); return false }
        return n == 1
    }
}
