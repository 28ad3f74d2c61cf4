import AfterglowSensing

/// One device discovery looked at, accepted or not, with the reason — what `sensors list` prints.
public struct SensorCandidate: Hashable, Codable, Sendable {
    public enum Verdict: String, Codable, Sendable {
        /// A usable sensor source.
        case accepted
        /// Matched by USB id, but no hello frame confirmed it (or no decoder to check one).
        case unconfirmed
        case rejected
    }
    public var id: String
    public var kind: SensorSourceKind
    public var node: String
    public var syspath: String
    public var name: String?
    public var usb: USBIdentity?
    public var rateHz: Double
    public var hasGyroscope: Bool
    public var verdict: Verdict
    public var reason: String
    public var board: BoardProbeResult?
    /// The mount matrix applied to this device's samples (udev ACCEL_MOUNT_MATRIX, else sysfs),
    /// nil for none; `mountMatrixError` when the one given is malformed (the device is listed
    /// but not used, so a wrong orientation never drives the detectors).
    public var mountMatrix: MountMatrix?
    public var mountMatrixOrigin: String?
    public var mountMatrixError: String?
    /// How raw accelerometer units become g (evdev: resolution, iio-sensor-proxy's 256 units/g,
    /// or gravity at rest; IIO: scale and offset).
    public var scale: String?
    /// IIO: the buffer's character device (/dev/iio:deviceN), when udev gives one.
    public var devNode: String?
}
