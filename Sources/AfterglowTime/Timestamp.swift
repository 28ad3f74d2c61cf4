/// A point on a clock's timeline, in nanoseconds since that clock's origin.
///
/// The core never reads the wall clock itself: every time-dependent component is handed a
/// `SimulationClock` (virtual in tests and CI, real in the window) and works in `Timestamp`s.
public struct Timestamp: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    public init(seconds: Double) { self.nanoseconds = Int64((seconds * 1e9).rounded()) }

    public static let zero = Timestamp(nanoseconds: 0)

    public var seconds: Double { Double(nanoseconds) / 1e9 }
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.nanoseconds < b.nanoseconds }
    public static func + (a: Timestamp, d: Duration) -> Timestamp { Timestamp(nanoseconds: a.nanoseconds + d.nanoseconds) }
    public static func - (a: Timestamp, d: Duration) -> Timestamp { Timestamp(nanoseconds: a.nanoseconds - d.nanoseconds) }
    public static func - (a: Timestamp, b: Timestamp) -> Duration { .nanoseconds(a.nanoseconds - b.nanoseconds) }
    public static func += (a: inout Timestamp, d: Duration) { a = a + d }

    public var description: String { String(format: "%.6fs", seconds) }
}

extension Duration {
    /// Whole nanoseconds (saturating), the unit the core computes in.
    public var nanoseconds: Int64 {
        let (s, atto) = components
        let (product, overflow) = s.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return s < 0 ? .min : .max }
        return product &+ atto / 1_000_000_000
    }
    public var seconds: Double { Double(nanoseconds) / 1e9 }
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public static func seconds(_ value: Double) -> Duration { .nanoseconds(Int64((value * 1e9).rounded())) }
    public static func milliseconds(_ value: Double) -> Duration { .nanoseconds(Int64((value * 1e6).rounded())) }
}

import Foundation
