/// Something a valid payload holds that is almost certainly a mistake: it is accepted (APNs would
/// accept it too) but reported with its key path, so the sender can fix it.
public struct PayloadWarning: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }

    /// Seconds since 1970 above this are after the year 5138: such a date is in milliseconds.
    /// (Now is about 1.8 × 10⁹ s; in milliseconds it is about 1.8 × 10¹².)
    public static let millisecondsThreshold = 1e11
}

extension APNsPayload {
    /// The payload's likely mistakes (see `PayloadWarning`), in key order.
    public var warnings: [PayloadWarning] {
        var out = keyWarnings
        guard let la = aps.liveActivity else { return out }
        func dateCheck(_ value: Double?, _ path: String, _ consequence: String) {
            guard let value, value > PayloadWarning.millisecondsThreshold else { return }
            out.append(PayloadWarning(path: path, message: "\(JSONValue.format(value)) looks like milliseconds; APNs expects seconds since 1970 (\(JSONValue.format((value / 1000).rounded(.down)))?): \(consequence)"))
        }
        dateCheck(la.timestamp, "aps.timestamp",
                  "ActivityKit ignores any update older than the newest it has applied, so every later update sent in seconds would be dropped")
        dateCheck(la.staleDate, "aps.stale-date", "the activity would never become stale")
        dateCheck(la.dismissalDate, "aps.dismissal-date", "the ended activity would stay on the Lock Screen until the system's 4-hour limit")
        return out
    }
}
