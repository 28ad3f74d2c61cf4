import AfterglowTime

/// Frames of the sensor-board protocol, version 1 (Firmware/PROTOCOL.md), with their exact byte
/// layouts: type byte, little-endian payload, CRC-16 little-endian; COBS-encoded on the wire.
public enum BoardFrame: Hashable, Sendable {
    case hello(BoardHello)
    case sample(BoardSample)
    case status(BoardStatus)
    case pong(nonce: UInt32)
    case ack(BoardAck)
    // Host → board commands.
    case start
    case stop
    case setRate(hz: UInt16)
    case setRanges(accel: UInt8, gyro: UInt8, dlpf: UInt8)
    case ping(nonce: UInt32)

    public enum Kind: UInt8, Sendable, CaseIterable {
        case hello = 0x01, sample = 0x02, status = 0x03, pong = 0x04, ack = 0x05
        case start = 0x81, stop = 0x82, setRate = 0x83, setRanges = 0x84, ping = 0x85

        /// Payload bytes between the type byte and the CRC.
        public var payloadLength: Int {
            switch self {
            case .hello: 22
            case .sample: 18
            case .status: 12
            case .pong, .ping: 4
            case .ack, .setRate: 2
            case .setRanges: 3
            case .start, .stop: 0
            }
        }
    }

    public static let magic: [UInt8] = Array("AGLW".utf8)
    public static let protocolVersion: UInt8 = 1
    /// Encoded bytes a receiver accepts before a delimiter; longer is an oversize frame.
    public static let maxEncodedLength = 64

    public var kind: Kind {
        switch self {
        case .hello: .hello
        case .sample: .sample
        case .status: .status
        case .pong: .pong
        case .ack: .ack
        case .start: .start
        case .stop: .stop
        case .setRate: .setRate
        case .setRanges: .setRanges
        case .ping: .ping
        }
    }

    /// Type byte, payload and CRC (before COBS).
    public var rawBytes: [UInt8] {
        var w = ByteWriter()
        w.u8(kind.rawValue)
        switch self {
        case .hello(let h):
            w.bytes(Self.magic)
            w.u8(h.protocolVersion); w.u32(h.boardID); w.u16(h.firmwareVersion); w.u8(h.sensorID)
            w.u8(h.accelRange); w.u8(h.gyroRange); w.u8(h.dlpf); w.u16(h.rateHz)
            w.u16(h.accelLSBPerG); w.u16(h.gyroLSBPerDPSx10); w.u8(h.flags.rawValue)
        case .sample(let s):
            w.u16(s.seq); w.u32(s.timestampMicros)
            for v in [s.accel.x, s.accel.y, s.accel.z, s.gyro.x, s.gyro.y, s.gyro.z] { w.u16(UInt16(bitPattern: v)) }
        case .status(let s):
            w.u8(s.flags.rawValue); w.u8(s.lastError); w.u16(s.i2cErrors); w.u16(s.droppedSamples)
            w.u16(s.badCommands); w.u32(s.timestampMicros)
        case .pong(let n), .ping(let n):
            w.u32(n)
        case .ack(let a):
            w.u8(a.command); w.u8(a.result.rawValue)
        case .start, .stop:
            break
        case .setRate(let hz):
            w.u16(hz)
        case .setRanges(let a, let g, let d):
            w.u8(a); w.u8(g); w.u8(d)
        }
        w.u16(CRC16.ccittFalse(w.data))
        return w.data
    }

    /// The complete wire form: COBS(raw) and the 0x00 delimiter.
    public var wireBytes: [UInt8] { COBS.encode(rawBytes) + [0] }

    /// Parses COBS-decoded bytes; the error says which rule the bytes broke.
    public static func parse(raw: [UInt8]) -> Result<BoardFrame, BoardFrameFault> {
        guard raw.count >= 3 else { return .failure(.short) }
        let body = raw[0..<(raw.count - 2)]
        let crc = UInt16(raw[raw.count - 2]) | UInt16(raw[raw.count - 1]) << 8
        guard CRC16.ccittFalse(body) == crc else { return .failure(.badCRC) }
        guard let kind = Kind(rawValue: raw[0]) else { return .failure(.unknownType) }
        guard body.count - 1 == kind.payloadLength else { return .failure(.badLength) }
        var r = ByteReader(Array(body.dropFirst()))
        switch kind {
        case .hello:
            guard r.bytes(4) == magic else { return .failure(.badMagic) }
            let h = BoardHello(
                protocolVersion: r.u8(), boardID: r.u32(), firmwareVersion: r.u16(), sensorID: r.u8(),
                accelRange: r.u8(), gyroRange: r.u8(), dlpf: r.u8(), rateHz: r.u16(),
                accelLSBPerG: r.u16(), gyroLSBPerDPSx10: r.u16(), flags: BoardFlags(rawValue: r.u8()))
            return .success(.hello(h))
        case .sample:
            let seq = r.u16(), t = r.u32()
            let a = RawAxes(x: r.i16(), y: r.i16(), z: r.i16())
            let g = RawAxes(x: r.i16(), y: r.i16(), z: r.i16())
            return .success(.sample(BoardSample(seq: seq, timestampMicros: t, accel: a, gyro: g)))
        case .status:
            return .success(.status(BoardStatus(
                flags: BoardFlags(rawValue: r.u8()), lastError: r.u8(), i2cErrors: r.u16(),
                droppedSamples: r.u16(), badCommands: r.u16(), timestampMicros: r.u32())))
        case .pong: return .success(.pong(nonce: r.u32()))
        case .ping: return .success(.ping(nonce: r.u32()))
        case .ack:
            let command = r.u8()
            return .success(.ack(BoardAck(command: command, result: BoardAck.Result(rawValue: r.u8()))))
        case .start: return .success(.start)
        case .stop: return .success(.stop)
        case .setRate: return .success(.setRate(hz: r.u16()))
        case .setRanges: return .success(.setRanges(accel: r.u8(), gyro: r.u8(), dlpf: r.u8()))
        }
    }
}

/// Why a chunk between two delimiters was not a frame (Firmware/PROTOCOL.md › Bad frames).
public enum BoardFrameFault: String, Error, Sendable, CaseIterable, Codable {
    case badCRC = "bad-crc"
    case malformed = "malformed-cobs"
    case short = "short"
    case badLength = "bad-length"
    case unknownType = "unknown-type"
    case badMagic = "bad-magic"
    case oversize = "oversize"
}

struct ByteWriter {
    var data: [UInt8] = []
    mutating func u8(_ v: UInt8) { data.append(v) }
    mutating func u16(_ v: UInt16) { data.append(UInt8(v & 0xFF)); data.append(UInt8(v >> 8)) }
    mutating func u32(_ v: UInt32) { u16(UInt16(v & 0xFFFF)); u16(UInt16(v >> 16)) }
    mutating func bytes(_ b: [UInt8]) { data += b }
}

/// Reads a payload whose length was checked before; never reads past the end.
struct ByteReader {
    let data: [UInt8]
    var at = 0
    init(_ data: [UInt8]) { self.data = data }
    mutating func u8() -> UInt8 { defer { at += 1 }; return at < data.count ? data[at] : 0 }
    mutating func u16() -> UInt16 { UInt16(u8()) | UInt16(u8()) << 8 }
    mutating func u32() -> UInt32 { UInt32(u16()) | UInt32(u16()) << 16 }
    mutating func i16() -> Int16 { Int16(bitPattern: u16()) }
    mutating func bytes(_ n: Int) -> [UInt8] { (0..<n).map { _ in u8() } }
}
