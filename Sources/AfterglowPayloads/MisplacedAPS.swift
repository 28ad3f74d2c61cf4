/// Where the `aps` a payload lacks at its top level actually is: inside a sender's envelope (FCM's
/// `message.apns.payload`, a request body's `payload`, …) or under a misspelt key (`APS`). APNs
/// and `simctl push` take the payload itself, so the fix is to send that inner object.
enum MisplacedAPS {
    /// Envelopes are shallow; deeper search would only find app data that happens to hold `aps`.
    static let maxDepth = 5

    static func hint(_ top: JSONObject) -> String? {
        if let found = find(in: top, path: "", depth: 0) {
            let container = found.dropLast(".aps".count)
            let sender = found.hasSuffix("apns.payload.aps") ? " (a Firebase Cloud Messaging message: its \"apns\".\"payload\" is what reaches APNs)" : ""
            return "found an \"aps\" object at \(found)\(sender): APNs and `simctl push` take the payload itself, so send the object at \(container) alone"
        }
        if let near = top.keys.first(where: { KeyNearMiss.suggestion(for: $0, among: ["aps"]) != nil }) {
            return "found \"\(near)\": did you mean \"aps\"? (keys are case-sensitive)"
        }
        return nil
    }

    /// The dotted path of the first nested object holding an `aps` object, breadth first.
    static func find(in object: JSONObject, path: String, depth: Int) -> String? {
        var queue: [(JSONObject, String, Int)] = [(object, path, depth)]
        while !queue.isEmpty {
            let (o, p, d) = queue.removeFirst()
            if d > 0, case .object? = o["aps"] { return p + ".aps" }
            guard d < maxDepth else { continue }
            for m in o.members {
                let child = p.isEmpty ? m.key : "\(p).\(m.key)"
                if case .object(let inner) = m.value { queue.append((inner, child, d + 1)) }
                if case .array(let items) = m.value {
                    for (i, item) in items.enumerated() { if case .object(let inner) = item { queue.append((inner, "\(child)[\(i)]", d + 1)) } }
                }
            }
        }
        return nil
    }
}

extension PayloadParser {
    /// The dotted path of an `aps` object nested inside `top` (a sender's envelope), if any.
    public static func envelopedAPS(in top: JSONObject) -> String? { MisplacedAPS.find(in: top, path: "", depth: 0) }
}
