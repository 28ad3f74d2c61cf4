/// What a sensor board says about itself in its hello frame (Firmware/PROTOCOL.md). Discovery
/// uses it to confirm that a serial port matched by USB id really is one of our boards.
public struct BoardIdentity: Hashable, Codable, Sendable {
    public var boardID: String
    public var protocolVersion: Int
    public var firmware: String
    public var sensor: String
    public var rateHz: Double
    public init(boardID: String, protocolVersion: Int, firmware: String, sensor: String, rateHz: Double) {
        self.boardID = boardID; self.protocolVersion = protocolVersion; self.firmware = firmware; self.sensor = sensor; self.rateHz = rateHz
    }
}

/// Finds a board's hello frame in the first bytes read from a serial port. The wire decoder lives
/// with the protocol (AfterglowSensing/BoardProtocol, the firmware issue); discovery only needs this
/// one question answered, so it depends on this protocol and the executable wires the decoder in.
public protocol BoardHelloRecognizer: Sendable {
    /// Bytes the host should send to make the board announce itself (e.g. a ping), or empty.
    var probeRequest: [UInt8] { get }
    /// The identity if `bytes` contain a valid hello frame (garbage around it is allowed).
    func recognize(_ bytes: [UInt8]) -> BoardIdentity?
}
