import Foundation
import AfterglowPayloads
import AfterglowTime

/// Turns bound JSON values into display text, given the current time for relative dates.
struct ValueFormatter {
    var now: Timestamp
    var anchor: WallClockAnchor
    var dateEncoding: ActivityTemplate.DateEncoding

    /// nil when the value cannot be shown in this format (reported as a wrong type).
    func format(_ v: JSONValue, _ f: ValueFormat) -> String? {
        switch (f, v) {
        case (.automatic, .string(let s)): return s
        case (.automatic, .number(let n)): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : trimmed(n, decimals: 2)
        case (.automatic, .bool(let b)): return b ? "Yes" : "No"
        case (.number, .number(let n)): return grouped(Self.whole(n))
        case (.percent, .number(let n)): return "\(Self.whole(n * 100))%"
        case (.duration, .number(let n)): return duration(seconds: n)
        case (.minutes, .number(let n)): return "\(Self.whole(n)) min"
        case (.relative, .number(let n)): return relative(to: date(n))
        case (.time, .number(let n)):
            let unix = anchor.unixSeconds(date(n))
            let daySeconds = Self.whole(unix.rounded(.down)) % 86_400
            let d = daySeconds < 0 ? daySeconds + 86_400 : daySeconds
            return String(format: "%d:%02d", d / 3600, (d % 3600) / 60)
        default: return nil
        }
    }

    /// A content-state date (number) on the clock's timeline.
    func date(_ n: Double) -> Timestamp { anchor.timestamp(unixSeconds: n + dateEncoding.offsetToUnix) }

    func relative(to t: Timestamp) -> String {
        let s = (t - now).seconds
        if abs(s) < 60 { return "now" }
        let text = duration(seconds: abs(s))
        return s > 0 ? "in \(text)" : "\(text) ago"
    }

    func duration(seconds: Double) -> String {
        let total = Self.whole(seconds)
        if total < 60 { return "\(total) s" }
        let minutes = total / 60
        if minutes < 60 { return "\(minutes) min" }
        let h = minutes / 60, m = minutes % 60
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }

    /// "12:05" or "1:02:05"; clamps at zero when counting down past the date, as timers do.
    static func timer(seconds: Double) -> String {
        let total = max(0, whole(seconds.rounded(.down)))
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    /// Rounds to a whole number, clamped so absurd payload values cannot trap the conversion.
    static func whole(_ x: Double) -> Int64 {
        guard x.isFinite else { return 0 }
        return Int64(min(9e15, max(-9e15, x.rounded())))
    }

    func grouped(_ n: Int64) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    func trimmed(_ n: Double, decimals: Int) -> String {
        var s = String(format: "%.\(decimals)f", n)
        while s.contains("."), s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
