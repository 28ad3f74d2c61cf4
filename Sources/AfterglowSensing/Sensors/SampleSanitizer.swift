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
///    same sensor *moves* (its range over that run exceeds `movingAccelG` / `movingGyroDps`), or
///    pinned at a value rest cannot produce (|a| ≥ `pinnedAccelG`, |ω| ≥ `pinnedGyroDps`: a range
///    limit) → dropped from then on while it stays stuck (`stuckAxis`). Stillness is not a fault:
///    a device at rest shows every axis quiet around gravity, and a quantised sensor (a 12-bit
///    part reads 1 mg steps) repeats one axis exactly while the others flicker by an LSB — that
///    is rest, kept, never a gap that would restart the detectors;
/// 5. a forward gap longer than `maxGap` is kept but counted (`clockJumps`) and returned as
///    `.gap` so the detectors restart their windows instead of bridging the hole.
public struct SampleSanitizer: Sendable {
    public struct Limits: Hashable, Codable, Sendable {
        public var maxAccelG = 20.0
        public var maxGyroDps = 2500.0
        public var stuckRun = 25
        /// Another axis "moves" when its range over the frozen run exceeds this (sensor noise
        /// at rest spans ≈ 0.01–0.04 g over 25 samples; any wrist or hand motion far more).
        public var movingAccelG = 0.1
        public var movingGyroDps = 10.0
        /// A value held exactly at or beyond this is a range limit, not rest (rest reads ≤ ~1.05 g
        /// per axis and ≈ 0 °/s).
        public var pinnedAccelG = 1.5
        public var pinnedGyroDps = 250.0
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
    /// [i * 6 + j]: the smallest / largest value of channel j since channel i's current run began.
    private var runMin = [Double](repeating: 0, count: 36)
    private var runMax = [Double](repeating: 0, count: 36)
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
            lastValues[i] = values[i]
            let first = i < 3 ? 0 : 3
            if changed[i] {
                runs[i] = 1
                for j in first..<(first + 3) { runMin[i * 6 + j] = values[j]; runMax[i * 6 + j] = values[j] }
            } else {
                runs[i] += 1
                for j in first..<(first + 3) {
                    runMin[i * 6 + j] = min(runMin[i * 6 + j], values[j]); runMax[i * 6 + j] = max(runMax[i * 6 + j], values[j])
                }
            }
        }
        for i in 0..<6 where runs[i] >= limits.stuckRun {
            let accel = i < 3, first = accel ? 0 : 3
            if abs(values[i]) >= (accel ? limits.pinnedAccelG : limits.pinnedGyroDps) { return Self.channelNames[i] }
            let moving = accel ? limits.movingAccelG : limits.movingGyroDps
            for j in first..<(first + 3) where j != i && runMax[i * 6 + j] - runMin[i * 6 + j] > moving {
                return Self.channelNames[i]
            }
        }
        return nil
    }

    private static let channelNames = ["ax", "ay", "az", "gx", "gy", "gz"]
}
