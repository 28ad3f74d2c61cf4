import Foundation

// swift-corelibs-foundation declares `DateComponentsFormatter` unavailable ("Not supported"), yet
// widgets format countdowns with it. A declaration in a module that imports Foundation shadows
// Foundation's own, so the developer's unchanged `DateComponentsFormatter()` finds this one.
// English only (the emulator's locale); the outputs follow Apple's documented styles:
// (Apple's ZeroFormattingBehavior pages: `.default` "1:00:10" / "1h 10s", `.none` "1h 0m 10s");
// positional "1:01:05", abbreviated "1h 1m 5s", brief "1hr 1min 5sec", short "1 hr, 1 min, 5 sec",
// full "1 hour, 1 minute, 5 seconds", spellOut "one hour, one minute, five seconds".

open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional = 0, abbreviated, short, full, spellOut, brief }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zero units; other styles: drop every zero unit.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount: Int = 0
    open var includesTimeRemainingPhrase = false
    open var includesApproximationPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = nil
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    private static let order: [(NSCalendar.Unit, Double, [String])] = [
        // unit, seconds, [abbreviated, brief, short, full singular]
        (.day, 86_400, ["d", "day", "day", "day"]),
        (.hour, 3_600, ["h", "hr", "hr", "hour"]),
        (.minute, 60, ["m", "min", "min", "minute"]),
        (.second, 1, ["s", "sec", "sec", "second"]),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        var units = Self.order.filter { allowedUnits.contains($0.0) }
        if units.isEmpty { units = Self.order } // Apple's default: every unit
        let negative = ti < 0
        var rest = Int(abs(ti).rounded(.down))
        var values: [(unit: (NSCalendar.Unit, Double, [String]), value: Int)] = []
        for u in units {
            let size = Int(u.1)
            values.append((u, rest / size)); rest %= size
        }
        // Zero units: positional drops leading ones by default, other styles every one.
        let dropAll = zeroFormattingBehavior.contains(.dropAll) || (zeroFormattingBehavior.contains(.default) && unitsStyle != .positional)
        let dropLeading = dropAll || zeroFormattingBehavior.contains(.dropLeading) || zeroFormattingBehavior.contains(.default)
        var kept = values
        if zeroFormattingBehavior.contains(.pad) == false || unitsStyle != .positional {
            if dropLeading { while kept.count > 1, kept[0].value == 0 { kept.removeFirst() } }
            if zeroFormattingBehavior.contains(.dropTrailing) || dropAll { while kept.count > 1, kept.last!.value == 0 { kept.removeLast() } }
            if dropAll && unitsStyle != .positional { let nonZero = kept.filter { $0.value != 0 }; kept = nonZero.isEmpty ? [kept.last!] : nonZero }
        }
        if maximumUnitCount > 0, kept.count > maximumUnitCount { kept = Array(kept.prefix(maximumUnitCount)) }
        var text: String
        switch unitsStyle {
        case .positional:
            // `.pad` gives every field two digits ("00:05"); otherwise the first is unpadded ("1:00:10").
            let pad = zeroFormattingBehavior.contains(.pad)
            text = kept.enumerated().map { i, v in
                i == 0 && !pad ? String(v.value) : String(format: "%02d", v.value)
            }.joined(separator: ":")
        case .abbreviated:
            text = kept.map { "\($0.value)\($0.unit.2[0])" }.joined(separator: " ")
        case .brief:
            text = kept.map { "\($0.value)\($0.unit.2[1])" }.joined(separator: " ")
        case .short:
            text = kept.map { "\($0.value) \($0.unit.2[2])" }.joined(separator: ", ")
        case .full:
            text = kept.map { "\($0.value) \($0.unit.2[3])\($0.value == 1 ? "" : "s")" }.joined(separator: ", ")
        case .spellOut:
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = Locale(identifier: "en_US")
            text = kept.map { v in
                let n = speller.string(from: NSNumber(value: v.value)) ?? String(v.value)
                return "\(n) \(v.unit.2[3])\(v.value == 1 ? "" : "s")"
            }.joined(separator: ", ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        if let t = obj as? TimeInterval { return string(from: t) }
        if let c = obj as? DateComponents { return string(from: c) }
        return nil
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let f = DateComponentsFormatter()
        f.unitsStyle = unitsStyle
        return f.string(from: components)
    }
}
