import AfterglowTime
import AfterglowSensing
import Foundation

/// The sensor board as a `SensorSource` (pull model): a reader thread runs `BoardSerialSource`,
/// and `read(until:)` hands out what arrived, stamped on the consumer's clock.
///
/// Board timestamps (µs since the board booted, unwrapped) are mapped onto the consumer's clock by
/// `BoardClockMapper` (smallest observed arrival − board time), so spacing stays the board's own.
public final class BoardSensorSource: SensorSource, @unchecked Sendable {
    public private(set) var info: SensorSourceInfo
    public var status: SensorStatus { state.withLock { $0.status } }

    private struct State {
        var status: SensorStatus = .idle
        var pending: [IMUSample] = []
        var issues: [SensorIssue] = []
        var clockMap = BoardClockMapper()
    }
    /// Shared with the reader thread.
    private final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var value = State()
        func withLock<T>(_ body: (inout State) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(&value) }
    }
    private let state = Shared()
    private let reader: BoardSerialSource
    private let clock: any SimulationClock
    private let orientation: AxisOrientation
    private let thread: Thread

    public init(path: String, id: String? = nil, clock: any SimulationClock, orientation: AxisOrientation = .identity,
                baud: Int = 500_000, rateHz: UInt16? = nil, reconnect: Bool = false) {
        var config = BoardSerialSource.Configuration(path: path)
        config.baud = baud
        config.rateHz = rateHz
        config.reconnect = reconnect
        reader = BoardSerialSource(configuration: config)
        self.clock = clock
        self.orientation = orientation
        let sourceID = id ?? "board:\((path as NSString).lastPathComponent)"
        info = SensorSourceInfo(id: sourceID, kind: .board, node: path, rateHz: Double(rateHz ?? 200), hasGyroscope: true)
        let reader = reader, state = state
        // Open on the caller's thread; the reader thread reopens only after an unplug.
        let initial = try? BoardBaud.open(path, baud: baud)
        thread = Thread { [clock, orientation] in
            reader.run(initialPort: initial) { event in Self.handle(event, state: state, clock: clock, orientation: orientation, id: sourceID) }
        }
        thread.name = "board \(path)"
        state.withLock { $0.status = .streaming }
        thread.start()
    }

    private static func handle(_ event: BoardSerialSource.Event, state: Shared, clock: any SimulationClock,
                               orientation: AxisOrientation, id: String) {
        let now = clock.now
        state.withLock { s in
            switch event {
            case .sample(var sample, _):
                sample.timestamp = s.clockMap.map(board: sample.timestamp, arrival: now)
                sample.source = id
                s.pending.append(orientation.apply(sample))
                s.status = .streaming
            case .hello(let h):
                s.issues.append(SensorIssue(source: id, timestamp: now, message: "hello: \(h.sensorName), ±\(h.accelFullScaleG) g, ±\(h.gyroFullScaleDPS) °/s, \(h.rateHz) Hz"))
            case .status(let st) where st.flags.contains(.sensorFault) || !st.flags.contains(.sensorPresent):
                s.issues.append(SensorIssue(source: id, timestamp: now, message: "board reports sensor \(st.flags.contains(.sensorPresent) ? "fault" : "missing") (I2C errors \(st.i2cErrors), dropped \(st.droppedSamples))"))
            case .anomaly(let o):
                s.issues.append(SensorIssue(source: id, timestamp: now, message: "\(o)"))
            case .silent(let p):
                s.issues.append(SensorIssue(source: id, timestamp: now, message: "\(p) silent; pinging"))
            case .unplugged(let p, let why):
                s.status = .disconnected(reason: "\(p): \(why)")
                s.issues.append(SensorIssue(source: id, timestamp: now, message: "unplugged: \(why)"))
            case .opened, .ack, .status:
                break
            }
        }
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        // A live device: wait for the deadline, then return what arrived up to it.
        if clock.now < deadline { clock.sleep(until: deadline) }
        return state.withLock { s in
            let n = s.pending.firstIndex { $0.timestamp > deadline } ?? s.pending.count
            defer { s.pending.removeFirst(n) }
            return Array(s.pending[0..<n])
        }
    }

    public func drainIssues() -> [SensorIssue] { state.withLock { s in defer { s.issues = [] }; return s.issues } }

    /// Decoder counters over every connection (bad frames, gaps, stuck runs …).
    public var stats: BoardDecoderStats { reader.stats }

    public func close() {
        reader.stop()
        state.withLock { $0.status = .finished }
    }
}
