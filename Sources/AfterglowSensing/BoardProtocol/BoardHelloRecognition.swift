import Foundation

/// Discovery's question "is this serial port one of our boards?" answered with the real decoder:
/// the probe request is a PING (the board answers PONG + HELLO), and any valid hello in the bytes
/// read — garbage, stale frames or a half frame around it allowed — identifies the board.
public struct BoardFrameHelloRecognizer: BoardHelloRecognizer {
    public init() {}

    public var probeRequest: [UInt8] { BoardFrame.ping(nonce: 0x50_52_4F_42).wireBytes }

    public func recognize(_ bytes: [UInt8]) -> BoardIdentity? {
        var decoder = BoardDecoder(source: "probe")
        for case .hello(let h) in decoder.feed(bytes) { return BoardIdentity(h) }
        return nil
    }
}

extension BoardIdentity {
    public init(_ h: BoardHello) {
        self.init(boardID: String(format: "0x%08X", h.boardID), protocolVersion: Int(h.protocolVersion),
                  firmware: "\(h.firmwareVersion >> 8).\(h.firmwareVersion & 0xFF)", sensor: h.sensorName, rateHz: Double(h.rateHz))
    }
}
