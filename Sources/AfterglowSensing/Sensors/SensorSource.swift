import AfterglowTime

/// What kind of thing produces a sample stream.
public enum SensorSourceKind: String, Codable, Sendable, CaseIterable {
    case board, evdev, iio, simulated, replay
}

/// Where a source stands. A live source that loses its device goes to `.disconnected` and may
/// come back to `.streaming` when the device returns (hotplug); a finite one ends in `.finished`.
public enum SensorStatus: Hashable, Sendable, CustomStringConvertible {
    case idle
    case streaming
    case disconnected(reason: String)
    case finished
    case failed(reason: String)

    public var description: String {
        switch self {
        case .idle: "idle"
        case .streaming: "streaming"
        case .disconnected(let r): "disconnected: \(r)"
        case .finished: "finished"
        case .failed(let r): "failed: \(r)"
        }
    }
    public var isLive: Bool { if case .streaming = self { true } else { false } }
}

/// Identity of a source, as `afterglow sensors list` prints it.
public struct SensorSourceInfo: Hashable, Codable, Sendable {
    /// Stable name used on the command line and in `IMUSample.source` (e.g. `evdev:event5`).
    public var id: String
    public var kind: SensorSourceKind
    /// Device node or file (`/dev/ttyACM0`, `/sys/bus/iio/devices/iio:device0`, `trace.csv`).
    public var node: String
    /// Nominal sample rate in Hz (0 when unknown).
    public var rateHz: Double
    public var hasGyroscope: Bool
    public init(id: String, kind: SensorSourceKind, node: String, rateHz: Double, hasGyroscope: Bool) {
        self.id = id; self.kind = kind; self.node = node; self.rateHz = rateHz; self.hasGyroscope = hasGyroscope
    }
}

/// The one interface every sample producer implements (board, evdev, IIO, simulation, replay).
///
/// Pull model: the consumer asks for everything up to a deadline on its clock. A simulated or
/// replayed source returns the samples stamped up to `deadline` without waiting; a live device
/// returns what arrived, waiting at most until `deadline`. Timestamps are on the consumer's
/// clock timeline, already mapped to the device frame.
public protocol SensorSource: AnyObject {
    var info: SensorSourceInfo { get }
    var status: SensorStatus { get }
    /// Samples with `timestamp <= deadline` that have not been returned before, in time order.
    func read(until deadline: Timestamp) -> [IMUSample]
    /// Problems seen since the last call (read errors, unplug, dropped frames), oldest first.
    func drainIssues() -> [SensorIssue]
    func close()
}

/// Something wrong with a source that the user should hear about; the stream carries on.
public struct SensorIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    public var source: String
    public var timestamp: Timestamp
    public var message: String
    public init(source: String, timestamp: Timestamp, message: String) {
        self.source = source; self.timestamp = timestamp; self.message = message
    }
    public var description: String { "\(source) @\(timestamp): \(message)" }
}
