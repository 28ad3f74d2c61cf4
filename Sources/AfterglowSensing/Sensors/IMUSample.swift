import AfterglowTime

/// A 3-axis vector in the device frame: x right, y up along the screen, z out of the screen
/// (the same right-handed frame as Core Motion), so a phone lying face up reads z ≈ −1 g.
public struct Vector3: Hashable, Codable, Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    public static let zero = Vector3(x: 0, y: 0, z: 0)
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }
    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
}

/// One IMU reading, whatever produced it (board, evdev, IIO, simulation, replay).
public struct IMUSample: Hashable, Codable, Sendable {
    public var timestamp: Timestamp
    /// Specific force in g (1 g = 9.80665 m/s²), gravity included.
    public var acceleration: Vector3
    /// Angular rate in degrees per second (zero when the source has no gyroscope).
    public var angularRate: Vector3
    public var source: String

    public init(timestamp: Timestamp, acceleration: Vector3, angularRate: Vector3 = .zero, source: String) {
        self.timestamp = timestamp; self.acceleration = acceleration; self.angularRate = angularRate; self.source = source
    }
}

/// The gestures the detectors recognise (docs/SENSORS.md).
public enum Gesture: String, Codable, Sendable, CaseIterable {
    case wristRaise = "wrist-raise"
    case wristDrop = "wrist-drop"
    case faceUp = "face-up"
    case faceDown = "face-down"
    case pickUp = "pick-up"
}

/// A detected gesture, stamped with when it completed and where it came from.
public struct GestureEvent: Hashable, Codable, Sendable {
    public var gesture: Gesture
    public var timestamp: Timestamp
    public var source: String
    public init(gesture: Gesture, timestamp: Timestamp, source: String) {
        self.gesture = gesture; self.timestamp = timestamp; self.source = source
    }
}
