import AfterglowTime

/// Screens every sample before the detectors see it: keeps each good one, drops and counts the
/// rest, so corrupt input (NaN, a stuck axis, a clock that jumps, an impossible value) never
/// poisons the detector state and never stops the stream.
///
/// Rules, in order:
/// 1. any non-finite component → dropped (`nonFinite`);
/// 2. |axis| above the limits (default 20 g, 2500 °/s: beyond every part we read — the MPU-6050
///    tops out at ±16 g / ±2000 °/s) → dropped (`outOfRange`);
/// 3. timestamp not after the previous accepted one → dropped (`timeWentBackwards`);
/// 4. one axis repeating the exact same value for `stuckRun` samples while another axis of the
///    same sensor keeps changing → dropped from then on while it stays stuck (`stuckAxis`); real
///    sensor noise changes the LSBs every sample, so an exact repeat that long is a dead axis.
///    (A perfectly still ideal signal repeats on all axes and is not flagged.);
/// 5. a forward gap longer than `maxGap` is kept but counted (`clockJumps`) and returned as
///    `.gap` so the detectors restart their windows instead of bridging the hole.
public struct SampleSanitizer: Sendable {
    public struct Limits: Hashable, Codable, Sendable {
        public var maxAccelG = 20.0
        public var maxGyroDps = 2500.0
        public var stuckRun = 25
        public var maxGap: Duration = .milliseconds(500)
        public init() {}
    }

    public struct Report: Hashable, Codable, Sendable, CustomStringConvertible {
        public var accepted = 0
        public var nonFinite = 0
        public var outOfRange = 0
        public var timeWentBackwards = 0
        public var stuckAxis = 0
        /// Kept, but the stream had a hole longer than `maxGap` before them.
        public var clockJumps = 0
        public init() {}
        public var rejected: Int { nonFinite + outOfRange + timeWentBackwards + stuckAxis }
        public var description: String {
            "\(accepted) kept, \(rejected) dropped (\(nonFinite) non-finite, \(outOfRange) out of range, \(timeWentBackwards) time not increasing, \(stuckAxis) stuck axis), \(clockJumps) clock jump(s)"
        }
    }

    public enum Verdict: Hashable, Sendable {
        case accept
        /// Accepted after a hole in the timeline of this length.
        case gap(Duration)
        case reject(String)
    }

    public var limits: Limits
    public private(set) var report = Report()
    private var last: IMUSample?
    private var lastValues = [Double](repeating: .nan, count: 6)
    private var runs = [Int](repeating: 0, count: 6)
    private var changedSinceRunStart = [Int](repeating: 0, count: 6)
    // Scratch storage reused every sample, so the per-sample path allocates nothing.
    private var values = [Double](repeating: 0, count: 6)
    private var changed = [Bool](repeating: false, count: 6)

    public init(limits: Limits = Limits()) { self.limits = limits }

    public mutating func check(_ s: IMUSample) -> Verdict {
        let a = s.acceleration, g = s.angularRate
        guard a.isFinite, g.isFinite else { report.nonFinite += 1; return .reject("non-finite value") }
        let m = limits
        if abs(a.x) > m.maxAccelG || abs(a.y) > m.maxAccelG || abs(a.z) > m.maxAccelG
            || abs(g.x) > m.maxGyroDps || abs(g.y) > m.maxGyroDps || abs(g.z) > m.maxGyroDps {
            report.outOfRange += 1; return .reject("value out of range")
        }
        if let last, s.timestamp <= last.timestamp {
            report.timeWentBackwards += 1; return .reject("timestamp \(s.timestamp) not after \(last.timestamp)")
        }
        values[0] = a.x; values[1] = a.y; values[2] = a.z; values[3] = g.x; values[4] = g.y; values[5] = g.z
        if let stuck = updateStuck() {
            report.stuckAxis += 1; return .reject("axis \(stuck) stuck")
        }
        defer { last = s; report.accepted += 1 }
        if let last, s.timestamp - last.timestamp > m.maxGap {
            report.clockJumps += 1
            return .gap(s.timestamp - last.timestamp)
        }
        return .accept
    }

    /// Tracks exact repeats per channel; returns the name of a stuck channel, if any.
    private mutating func updateStuck() -> String? {
        for i in 0..<6 {
            changed[i] = values[i] != lastValues[i]
            if changed[i] { runs[i] = 1; changedSinceRunStart[i] = 0 } else { runs[i] += 1 }
            lastValues[i] = values[i]
        }
        for i in 0..<6 where runs[i] > 1 {
            let first = i < 3 ? 0 : 3
            var other = false
            for j in first..<(first + 3) where j != i && changed[j] { other = true }
            if other { changedSinceRunStart[i] += 1 }
        }
        for i in 0..<6 where runs[i] >= limits.stuckRun && changedSinceRunStart[i] * 2 >= runs[i] {
            return Self.channelNames[i]
        }
        return nil
    }

    private static let channelNames = ["ax", "ay", "az", "gx", "gy", "gz"]
}
