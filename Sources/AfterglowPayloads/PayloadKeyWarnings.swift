/// Warnings about keys (see `PayloadWarning`): Live Activity keys without the `event` that makes
/// them one, and unknown keys that are near misses of documented ones.
extension APNsPayload {
    /// `aps` keys that mean something only in a Live Activity push (ActivityKit push notifications).
    static let liveActivityKeys = ["content-state", "attributes-type", "attributes", "timestamp", "stale-date",
                                   "dismissal-date", "input-push-token", "input-push-channel"]

    var keyWarnings: [PayloadWarning] {
        var out: [PayloadWarning] = []
        let raw = raw.value(atPath: "aps")?.objectValue ?? JSONObject()
        let activityKeys = raw.keys.filter(Self.liveActivityKeys.contains)
        if raw["event"] == nil, !activityKeys.isEmpty {
            let listed = activityKeys.map { "\"\($0)\"" }.joined(separator: ", ")
            out.append(PayloadWarning(path: "aps", message: "Live Activity key\(activityKeys.count == 1 ? "" : "s") \(listed) without \"event\": this is not a Live Activity push, so \(activityKeys.count == 1 ? "it is" : "they are") ignored and it is read as a notification\(aps.alert == nil ? " with no alert" : ""); add \"event\": \"update\" (or \"start\" with \"attributes-type\" and \"attributes\", or \"end\")"))
        }
        func nearMisses(_ keys: [String], among known: [String], at path: String) {
            for k in keys {
                if let s = KeyNearMiss.suggestion(for: k, among: known) {
                    out.append(PayloadWarning(path: "\(path).\(k)", message: "unknown key, kept and ignored: did you mean \"\(s)\"?"))
                }
            }
        }
        nearMisses(aps.unknownKeys.keys, among: Validator.apsKeys, at: "aps")
        if let alert = aps.alert { nearMisses(alert.unknownKeys.keys, among: Validator.alertKeys, at: "aps.alert") }
        if isLiveActivity, let alert = raw["alert"]?.objectValue {
            nearMisses(alert.keys.filter { !Validator.liveActivityAlertKeys.contains($0) }, among: Validator.liveActivityAlertKeys, at: "aps.alert")
        }
        // A misspelt `aps` would have been rejected; app keys close to `aps`'s own keys are not checked.
        return out
    }
}
