import Foundation
import AfterglowTime

/// Payloads of the board's frames (Firmware/PROTOCOL.md › Frame types).

/// Raw sensor counts as the MPU-6050 reports them, in the sensor's axes.
public struct RawAxes: Hashable, Sendable, Codable {
    public var x: Int16, y: Int16, z: Int16
    public init(x: Int16, y: Int16, z: Int16) { self.x = x; self.y = y; self.z = z }
    public subscript(i: Int) -> Int16 { i == 0 ? x : i == 1 ? y : z }
}

public struct BoardFlags: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let streaming = BoardFlags(rawValue: 0x01)
    public static let sensorPresent = BoardFlags(rawValue: 0x02)
    /// The last sensor read failed; the board is retrying.
    public static let sensorFault = BoardFlags(rawValue: 0x04)
    public static let watchdogReset = BoardFlags(rawValue: 0x08)
    public static let brownoutReset = BoardFlags(rawValue: 0x10)
    /// A frame did not fit the transmit buffer since the last status.
    public static let txOverflow = BoardFlags(rawValue: 0x20)

    public var names: [String] {
        [(BoardFlags.streaming, "streaming"), (.sensorPresent, "sensor-present"), (.sensorFault, "sensor-fault"),
         (.watchdogReset, "watchdog-reset"), (.brownoutReset, "brownout-reset"), (.txOverflow, "tx-overflow")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// What the board says about itself: identity, sensor, ranges, rate, and the scales to apply.
public struct BoardHello: Hashable, Sendable, Codable {
    public var protocolVersion: UInt8
    public var boardID: UInt32
    public var firmwareVersion: UInt16
    /// WHO_AM_I of the sensor (0x68 = MPU-6050), 0 when no sensor answers.
    public var sensorID: UInt8
    public var accelRange: UInt8
    public var gyroRange: UInt8
    public var dlpf: UInt8
    public var rateHz: UInt16
    public var accelLSBPerG: UInt16
    public var gyroLSBPerDPSx10: UInt16
    public var flags: BoardFlags

    public init(protocolVersion: UInt8 = BoardFrame.protocolVersion, boardID: UInt32, firmwareVersion: UInt16,
                sensorID: UInt8, accelRange: UInt8, gyroRange: UInt8, dlpf: UInt8, rateHz: UInt16,
                accelLSBPerG: UInt16, gyroLSBPerDPSx10: UInt16, flags: BoardFlags) {
        self.protocolVersion = protocolVersion; self.boardID = boardID; self.firmwareVersion = firmwareVersion
        self.sensorID = sensorID; self.accelRange = accelRange; self.gyroRange = gyroRange; self.dlpf = dlpf
        self.rateHz = rateHz; self.accelLSBPerG = accelLSBPerG; self.gyroLSBPerDPSx10 = gyroLSBPerDPSx10
        self.flags = flags
    }

    /// ±g full scale of the accelerometer (2, 4, 8, 16).
    public var accelFullScaleG: Int { 2 << Int(accelRange) }
    /// ±°/s full scale of the gyroscope (250, 500, 1000, 2000).
    public var gyroFullScaleDPS: Int { 250 << Int(gyroRange) }
    public var sensorName: String {
        switch sensorID {
        case 0: "none"
        case 0x68: "MPU-6050"
        case 0x72: "MPU-6050 (clone, WHO_AM_I 0x72)"
        default: String(format: "unknown (WHO_AM_I 0x%02X)", sensorID)
        }
    }
    /// True when the scales can convert samples (a zero scale would divide by zero).
    public var hasUsableScales: Bool { accelLSBPerG > 0 && gyroLSBPerDPSx10 > 0 }
}

public struct BoardSample: Hashable, Sendable, Codable {
    public var seq: UInt16
    /// The board's microsecond clock at the sampling tick; wraps every 2^32 µs (71.6 min).
    public var timestampMicros: UInt32
    public var accel: RawAxes
    public var gyro: RawAxes
    public init(seq: UInt16, timestampMicros: UInt32, accel: RawAxes, gyro: RawAxes) {
        self.seq = seq; self.timestampMicros = timestampMicros; self.accel = accel; self.gyro = gyro
    }
}

public struct BoardStatus: Hashable, Sendable, Codable {
    public var flags: BoardFlags
    /// TWI status code of the last failure, 0xFF = timeout, 0 = none.
    public var lastError: UInt8
    public var i2cErrors: UInt16
    public var droppedSamples: UInt16
    public var badCommands: UInt16
    public var timestampMicros: UInt32
    public init(flags: BoardFlags, lastError: UInt8, i2cErrors: UInt16, droppedSamples: UInt16,
                badCommands: UInt16, timestampMicros: UInt32) {
        self.flags = flags; self.lastError = lastError; self.i2cErrors = i2cErrors
        self.droppedSamples = droppedSamples; self.badCommands = badCommands; self.timestampMicros = timestampMicros
    }
}

public struct BoardAck: Hashable, Sendable, Codable {
    public struct Result: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let ok = Result(rawValue: 0)
        public static let badLength = Result(rawValue: 1)
        public static let badValue = Result(rawValue: 2)
        public static let sensorError = Result(rawValue: 3)
        public static let unknownCommand = Result(rawValue: 4)
        public var description: String {
            ["ok", "bad-length", "bad-value", "sensor-error", "unknown-command"].indices.contains(Int(rawValue))
                ? ["ok", "bad-length", "bad-value", "sensor-error", "unknown-command"][Int(rawValue)] : "result-\(rawValue)"
        }
    }
    public var command: UInt8
    public var result: Result
    public init(command: UInt8, result: Result) { self.command = command; self.result = result }
}
