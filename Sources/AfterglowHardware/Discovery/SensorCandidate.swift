import AfterglowKit

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
}
