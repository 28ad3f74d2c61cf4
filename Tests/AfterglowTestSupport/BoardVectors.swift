import AfterglowKit
import Foundation

/// Loads Firmware/test-vectors/, written by the firmware's own C encoder (make -C Firmware vectors).
public enum BoardVectors {
    public static let directory = repositoryRoot + "/Firmware/test-vectors"

    public static func data(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }

    public static func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }

    public static func hex(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        var i = s.startIndex
        while i < s.endIndex {
            let j = s.index(i, offsetBy: 2)
            out.append(UInt8(s[i..<j], radix: 16)!)
            i = j
        }
        return out
    }

    public struct FieldError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Builds the frame a vector's "fields" object describes, independently of the decoder.
    public static func frame(_ f: [String: Any]) throws -> BoardFrame {
        func n(_ k: String) throws -> Int {
            guard let v = f[k] as? Int else { throw FieldError(description: "vector field \(k) missing in \(f)") }
            return v
        }
        func axes(_ k: String) throws -> RawAxes {
            guard let a = f[k] as? [Int], a.count == 3 else { throw FieldError(description: "vector field \(k) not 3 ints") }
            return RawAxes(x: Int16(a[0]), y: Int16(a[1]), z: Int16(a[2]))
        }
        switch f["type"] as? String {
        case "hello":
            return .hello(BoardHello(
                protocolVersion: UInt8(try n("protocol_version")), boardID: UInt32(try n("board_id")),
                firmwareVersion: UInt16(try n("firmware_version")), sensorID: UInt8(try n("sensor_id")),
                accelRange: UInt8(try n("accel_range")), gyroRange: UInt8(try n("gyro_range")), dlpf: UInt8(try n("dlpf")),
                rateHz: UInt16(try n("rate_hz")), accelLSBPerG: UInt16(try n("accel_lsb_per_g")),
                gyroLSBPerDPSx10: UInt16(try n("gyro_lsb_per_dps_x10")), flags: BoardFlags(rawValue: UInt8(try n("flags")))))
        case "sample":
            return .sample(BoardSample(seq: UInt16(try n("seq")), timestampMicros: UInt32(try n("timestamp_us")),
                                       accel: try axes("accel"), gyro: try axes("gyro")))
        case "status":
            return .status(BoardStatus(
                flags: BoardFlags(rawValue: UInt8(try n("flags"))), lastError: UInt8(try n("last_error")),
                i2cErrors: UInt16(try n("i2c_errors")), droppedSamples: UInt16(try n("dropped_samples")),
                badCommands: UInt16(try n("bad_commands")), timestampMicros: UInt32(try n("timestamp_us"))))
        case "pong": return .pong(nonce: UInt32(try n("nonce")))
        case "ping": return .ping(nonce: UInt32(try n("nonce")))
        case "ack": return .ack(BoardAck(command: UInt8(try n("command")), result: .init(rawValue: UInt8(try n("result")))))
        case "start": return .start
        case "stop": return .stop
        case "set-rate": return .setRate(hz: UInt16(try n("rate_hz")))
        case "set-ranges":
            return .setRanges(accel: UInt8(try n("accel_range")), gyro: UInt8(try n("gyro_range")), dlpf: UInt8(try n("dlpf")))
        default: throw FieldError(description: "unknown vector type in \(f)")
        }
    }
}

extension BoardDecoder.Output {
    /// The good frame this output carries, if it carries one.
    public var frame: BoardFrame? {
        switch self {
        case .hello(let h): .hello(h)
        case .sample(let s, _): .sample(s)
        case .status(let s): .status(s)
        case .pong(let n): .pong(nonce: n)
        case .ack(let a): .ack(a)
        case .command(let c): c
        case .badFrame, .gap, .sequenceReset, .stuckAxis: nil
        }
    }
}

/// Splits bytes into chunks of pseudo-random sizes (1…max), reproducibly.
public func chunked(_ bytes: [UInt8], seed: UInt64, max: Int) -> [[UInt8]] {
    var state = seed
    var out: [[UInt8]] = []
    var i = 0
    while i < bytes.count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let n = Int((state >> 33) % UInt64(max)) + 1
        out.append(Array(bytes[i..<min(bytes.count, i + n)]))
        i += n
    }
    return out
}
