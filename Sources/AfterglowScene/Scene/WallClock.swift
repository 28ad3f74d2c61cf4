/// A civil date and time of day for the clock faces, computed from Unix seconds without reading
/// the system clock or time zone database (the caller injects both the instant and the offset).
public struct WallClock: Hashable, Codable, Sendable {
    public var year: Int, month: Int, day: Int
    public var hour: Int, minute: Int, second: Int
    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year; self.month = month; self.day = day
        self.hour = hour; self.minute = minute; self.second = second
        weekday = Self.weekday(daysSinceEpoch: Self.daysFromCivil(year, month, day))
    }

    /// The wall clock at `unixSeconds`, shifted by `utcOffsetSeconds` (the device's time zone).
    public init(unixSeconds: Double, utcOffsetSeconds: Int = 0) {
        let t = Int((unixSeconds).rounded(.down)) + utcOffsetSeconds
        let days = Int((Double(t) / 86_400).rounded(.down))
        let secs = t - days * 86_400
        let (y, m, d) = Self.civilFromDays(days)
        year = y; month = m; day = d
        hour = secs / 3600; minute = secs % 3600 / 60; second = secs % 60
        weekday = Self.weekday(daysSinceEpoch: days)
    }

    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]

    /// "10:41" (12-hour, no AM/PM, as the iOS Lock Screen shows it) or "22:41".
    public func timeText(twentyFourHour: Bool = false) -> String {
        let h = twentyFourHour ? hour : (hour % 12 == 0 ? 12 : hour % 12)
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        return twentyFourHour && h < 10 ? "0\(h):\(mm)" : "\(h):\(mm)"
    }
    /// "Friday, November 21".
    public var longDateText: String { "\(Self.weekdayNames[weekday]), \(Self.monthNames[month - 1]) \(day)" }
    /// "FRI 21", the watch face's date.
    public var shortDateText: String { "\(Self.weekdayNames[weekday].prefix(3).uppercased()) \(day)" }

    // Howard Hinnant's days ↔ civil algorithms (proleptic Gregorian calendar).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
    static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
    static func weekday(daysSinceEpoch z: Int) -> Int { ((z % 7) + 7 + 4) % 7 }   // 1970-01-01 was a Thursday
}
