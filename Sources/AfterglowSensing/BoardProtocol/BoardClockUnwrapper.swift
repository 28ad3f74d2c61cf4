import AfterglowTime

/// Extends the board's 32-bit microsecond clock (wraps every 71.6 minutes) to 64 bits.
///
/// A forward step is any difference below 2^31 µs modulo 2^32; anything else means the clock went
/// backwards (the board reset): the timeline continues one nominal period after the last sample so
/// host timestamps never go backwards, and the reset is counted.
public struct BoardClockUnwrapper: Sendable {
    public private(set) var lastRaw: UInt32?
    public private(set) var lastMicros: Int64 = 0
    public private(set) var resets = 0

    public init() {}

    public mutating func unwrap(_ raw: UInt32, nominalPeriodMicros: Int64) -> Int64 {
        guard let last = lastRaw else {
            lastRaw = raw
            lastMicros = Int64(raw)
            return lastMicros
        }
        let delta = raw &- last
        if delta < 0x8000_0000 {
            lastMicros += Int64(delta)
        } else {
            resets += 1
            lastMicros += max(1, nominalPeriodMicros)
        }
        lastRaw = raw
        return lastMicros
    }
}
