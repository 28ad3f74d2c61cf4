import AfterglowTime

/// Streaming decoder for the board's byte stream: takes chunks of any size, splits at 0x00,
/// COBS-decodes, checks CRC and layout, tracks sequence gaps, unwraps the clock, converts samples
/// to `IMUSample`s with the scales of the latest hello, and counts every chunk it rejects.
///
/// Rules (Firmware/PROTOCOL.md › Host rules): a bad chunk is dropped whole and the next delimiter
/// resynchronises; an empty chunk is ignored; the first chunk after opening is not an error when it
/// fails (the port was opened mid-frame); more than `maxEncodedLength` bytes without a delimiter
/// is one oversize frame and everything up to the next delimiter is discarded.
public struct BoardDecoder: Sendable {
    public enum Output: Hashable, Sendable {
        case hello(BoardHello)
        /// A sample; `imu` is nil until a hello has given the scales.
        case sample(BoardSample, imu: IMUSample?)
        case status(BoardStatus)
        case pong(nonce: UInt32)
        case ack(BoardAck)
        /// A host command echoed back (a loopback or a misconnected port); counted as a frame.
        case command(BoardFrame)
        case badFrame(BoardFrameFault, byteOffset: Int, length: Int)
        case gap(expected: UInt16, received: UInt16, missing: Int)
        case sequenceReset(expected: UInt16, received: UInt16)
        case stuckAxis(String, value: Int16, byteOffset: Int)
    }

    public let source: String
    public var mapping: BoardAxisMapping
    public let stuckThreshold: Int
    public let maxEncodedLength: Int
    public private(set) var stats = BoardDecoderStats()
    public private(set) var hello: BoardHello?

    private var buffer: [UInt8] = []
    private var chunkStart = 0
    private var discarding = false
    private var synced = false
    private var expectedSeq: UInt16?
    private var clock = BoardClockUnwrapper()
    private var lastAxes: [Int16] = []
    private var runLengths = [Int](repeating: 0, count: 6)

    public init(source: String = "board", mapping: BoardAxisMapping = .standard, stuckThreshold: Int = 100,
                maxEncodedLength: Int = BoardFrame.maxEncodedLength) {
        self.source = source; self.mapping = mapping
        self.stuckThreshold = stuckThreshold; self.maxEncodedLength = maxEncodedLength
    }

    /// Bytes received after the last delimiter (an incomplete frame).
    public var pendingByteCount: Int { buffer.count }

    public mutating func feed<C: Collection>(_ bytes: C) -> [Output] where C.Element == UInt8 {
        var out: [Output] = []
        for byte in bytes {
            let offset = stats.bytes
            stats.bytes += 1
            if byte == 0 {
                finishChunk(endingAt: offset, into: &out)
                chunkStart = offset + 1
                continue
            }
            if discarding { stats.discardedBytes += 1; continue }
            buffer.append(byte)
            if buffer.count > maxEncodedLength {
                if synced {
                    stats.record(.oversize)
                    stats.discardedBytes += buffer.count
                    out.append(.badFrame(.oversize, byteOffset: chunkStart, length: buffer.count))
                } else {
                    stats.leadingBytes += buffer.count
                }
                buffer.removeAll(keepingCapacity: true)
                discarding = true
            }
        }
        return out
    }

    private mutating func finishChunk(endingAt offset: Int, into out: inout [Output]) {
        defer { buffer.removeAll(keepingCapacity: true); discarding = false }
        if discarding {
            synced = true
            return
        }
        if buffer.isEmpty { synced = true; return }
        let result: Result<BoardFrame, BoardFrameFault>
        if let raw = COBS.decode(buffer) { result = BoardFrame.parse(raw: raw) } else { result = .failure(.malformed) }
        let wasSynced = synced
        synced = true
        switch result {
        case .failure(let fault):
            if !wasSynced { stats.leadingBytes += buffer.count; return }
            stats.record(fault)
            stats.discardedBytes += buffer.count
            out.append(.badFrame(fault, byteOffset: chunkStart, length: buffer.count))
        case .success(let frame):
            stats.frames += 1
            accept(frame, at: chunkStart, into: &out)
        }
    }

    private mutating func accept(_ frame: BoardFrame, at offset: Int, into out: inout [Output]) {
        switch frame {
        case .hello(let h):
            stats.hellos += 1
            hello = h
            expectedSeq = nil // a hello starts a new sequence (board reset or reconfiguration)
            runLengths = [Int](repeating: 0, count: 6)
            lastAxes = []
            out.append(.hello(h))
        case .sample(let s):
            stats.samples += 1
            checkSequence(s.seq, into: &out)
            checkStuck(s, at: offset, into: &out)
            out.append(.sample(s, imu: convert(s)))
        case .status(let s):
            stats.statuses += 1
            out.append(.status(s))
        case .pong(let n): out.append(.pong(nonce: n))
        case .ack(let a): out.append(.ack(a))
        case .start, .stop, .setRate, .setRanges, .ping: out.append(.command(frame))
        }
    }

    private mutating func checkSequence(_ seq: UInt16, into out: inout [Output]) {
        defer { expectedSeq = seq &+ 1 }
        guard let expected = expectedSeq else { return }
        let d = seq &- expected
        if d == 0 { return }
        if d < 0x8000 {
            stats.gaps += 1
            stats.missingSamples += Int(d)
            out.append(.gap(expected: expected, received: seq, missing: Int(d)))
        } else {
            stats.sequenceResets += 1
            out.append(.sequenceReset(expected: expected, received: seq))
        }
    }

    private static let axisNames = ["accel-x", "accel-y", "accel-z", "gyro-x", "gyro-y", "gyro-z"]

    private mutating func checkStuck(_ s: BoardSample, at offset: Int, into out: inout [Output]) {
        let axes = [s.accel.x, s.accel.y, s.accel.z, s.gyro.x, s.gyro.y, s.gyro.z]
        if lastAxes.count == 6 {
            for i in 0..<6 {
                if axes[i] == lastAxes[i] {
                    runLengths[i] += 1
                    // The run counts repeats, so a run of N identical samples has N − 1 repeats.
                    if runLengths[i] == stuckThreshold - 1 {
                        stats.stuckRuns += 1
                        out.append(.stuckAxis(Self.axisNames[i], value: axes[i], byteOffset: offset))
                    }
                } else {
                    runLengths[i] = 0
                }
            }
        }
        lastAxes = axes
    }

    private mutating func convert(_ s: BoardSample) -> IMUSample? {
        guard let h = hello, h.hasUsableScales else {
            stats.samplesWithoutHello += 1
            return nil
        }
        let period = h.rateHz > 0 ? Int64(1_000_000 / Int(h.rateHz)) : 1
        let micros = clock.unwrap(s.timestampMicros, nominalPeriodMicros: period)
        stats.clockResets = clock.resets
        return IMUSample(
            timestamp: Timestamp(nanoseconds: micros * 1000),
            acceleration: mapping.acceleration(s.accel, lsbPerG: Double(h.accelLSBPerG)),
            angularRate: mapping.angularRate(s.gyro, lsbPerDPS: Double(h.gyroLSBPerDPSx10) / 10),
            source: source)
    }
}
