import AfterglowSensing
import Foundation
import Synchronization

/// Streams IMU samples from an Afterglow board on a serial device (Firmware/PROTOCOL.md).
///
/// `run` opens the port in raw mode, sends the configuration and START, and decodes whatever
/// arrives. A read error, EOF or hang-up (unplug) is reported as `.unplugged` and the source waits
/// for the path to come back, then reopens and reconfigures it. A board that stays silent for
/// `silenceTimeout` (it sends a status every second) is pinged and restarted.
public final class BoardSerialSource: @unchecked Sendable {
    public struct Configuration: Sendable {
        public var path: String
        public var baud: Int = 500_000
        public var rateHz: UInt16?
        /// Range codes (accel 0…3 = ±2…16 g, gyro 0…3 = ±250…2000 °/s) and DLPF 0…6.
        public var ranges: (accel: UInt8, gyro: UInt8, dlpf: UInt8)?
        public var mapping: BoardAxisMapping = .standard
        public var pollTimeoutMs: Int32 = 100
        public var reopenInterval: Duration = .milliseconds(250)
        public var silenceTimeout: Duration = .milliseconds(2500)
        /// Wait for the path to return after an unplug; false ends `run` instead (for callers that
        /// follow hotplug themselves, such as `HotplugSource`).
        public var reconnect = true
        public init(path: String) { self.path = path }
    }

    public enum Event: Sendable {
        case opened(path: String)
        case hello(BoardHello)
        case sample(IMUSample, raw: BoardSample)
        case status(BoardStatus)
        case ack(BoardAck)
        /// A bad frame, a sequence gap or reset, a stuck axis: counted in `stats`, reported here.
        case anomaly(BoardDecoder.Output)
        case silent(path: String)
        case unplugged(path: String, reason: String)
    }

    public let configuration: Configuration
    private let stopFlag = Atomic<Bool>(false)
    private let statsLock = Mutex(BoardDecoderStats())

    public init(configuration: Configuration) { self.configuration = configuration }

    /// Totals over every connection so far.
    public var stats: BoardDecoderStats { statsLock.withLock { $0 } }

    public func stop() { stopFlag.store(true, ordering: .relaxed) }
    private var stopped: Bool { stopFlag.load(ordering: .relaxed) }

    /// Blocks until `stop()` (or `until` returns true), calling `handler` on this thread.
    /// `initialPort`, when given, is used for the first connection: callers open it on their own
    /// thread so an open failure is reported at once (and umockdev's scripted tty, which breaks
    /// when a second thread reopens it, sees a single open).
    public func run(initialPort: SerialPort? = nil, until: () -> Bool = { false }, handler: (Event) -> Void) {
        var reportedAbsent = false
        var first = initialPort
        while !stopped && !until() {
            let port: SerialPort
            do {
                if let p = first { port = p; first = nil } else {
                    port = try BoardBaud.open(configuration.path, baud: configuration.baud)
                }
            } catch {
                if !reportedAbsent {
                    handler(.unplugged(path: configuration.path, reason: "\(error)"))
                    reportedAbsent = true
                }
                if !configuration.reconnect { return }
                Thread.sleep(forTimeInterval: configuration.reopenInterval.seconds)
                continue
            }
            reportedAbsent = false
            handler(.opened(path: configuration.path))
            let reason = stream(port, until: until, handler: handler)
            port.close()
            if let reason {
                handler(.unplugged(path: configuration.path, reason: reason))
                reportedAbsent = true
                if !configuration.reconnect { return }
            }
        }
    }

    private func configure(_ port: SerialPort) -> Bool {
        var frames: [BoardFrame] = [.ping(nonce: 1)]
        if let r = configuration.rateHz { frames.append(.setRate(hz: r)) }
        if let g = configuration.ranges { frames.append(.setRanges(accel: g.accel, gyro: g.gyro, dlpf: g.dlpf)) }
        frames.append(.start)
        return (try? port.write(frames.flatMap(\.wireBytes))) != nil
    }

    /// Returns nil when stopped, or why the device went away.
    private func stream(_ port: SerialPort, until: () -> Bool, handler: (Event) -> Void) -> String? {
        var decoder = BoardDecoder(source: "board:\(configuration.path)", mapping: configuration.mapping)
        var merged = BoardDecoderStats()
        guard configure(port) else { return "write failed" }
        var lastByte = ContinuousClock.now
        var lastStart = ContinuousClock.now
        defer { statsLock.withLock { $0 = Self.add($0, decoder.stats, minus: merged) } }
        while !stopped && !until() {
            let bytes: [UInt8]
            do { bytes = try port.read(timeoutMs: configuration.pollTimeoutMs) } catch { return error.description }
            if bytes.isEmpty {
                if ContinuousClock.now - lastByte > configuration.silenceTimeout {
                    handler(.silent(path: configuration.path))
                    guard configure(port) else { return "write failed" }
                    lastByte = ContinuousClock.now
                }
            } else {
                lastByte = ContinuousClock.now
                for output in decoder.feed(bytes) {
                    switch output {
                    case .hello(let h):
                        handler(.hello(h))
                        // A board that reset (watchdog, power) comes back stopped: restart it.
                        if !h.flags.contains(.streaming) && ContinuousClock.now - lastStart > .milliseconds(500) {
                            lastStart = ContinuousClock.now
                            guard configure(port) else { return "write failed" }
                        }
                    case .sample(let raw, let imu?): handler(.sample(imu, raw: raw))
                    case .sample: break // before any hello: no scales yet, counted in stats
                    case .status(let s): handler(.status(s))
                    case .ack(let a): handler(.ack(a))
                    case .pong, .command: break
                    case .badFrame, .gap, .sequenceReset, .stuckAxis: handler(.anomaly(output))
                    }
                }
                let now = decoder.stats
                statsLock.withLock { $0 = Self.add($0, now, minus: merged) }
                merged = now
            }
        }
        return nil
    }

    /// total + (now − before), field by field.
    private static func add(_ total: BoardDecoderStats, _ now: BoardDecoderStats, minus before: BoardDecoderStats) -> BoardDecoderStats {
        var t = total
        let kp: [WritableKeyPath<BoardDecoderStats, Int>] = [
            \.bytes, \.frames, \.hellos, \.samples, \.statuses, \.badCRC, \.malformed, \.short, \.badLength,
            \.unknownType, \.badMagic, \.oversize, \.discardedBytes, \.leadingBytes, \.gaps, \.missingSamples,
            \.sequenceResets, \.clockResets, \.stuckRuns, \.samplesWithoutHello,
        ]
        for k in kp { t[keyPath: k] += now[keyPath: k] - before[keyPath: k] }
        return t
    }
}
