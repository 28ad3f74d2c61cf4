import AfterglowSensing
import Foundation

extension BoardHello {
    /// `afterglow board probe`'s answer: the board, its firmware and protocol, its sensor's settings and flags.
    public var personText: String {
        let hello = self
        return """
        board \(String(format: "0x%08X", hello.boardID)) firmware \(hello.firmwareVersion >> 8).\(hello.firmwareVersion & 0xFF) \
        protocol \(hello.protocolVersion)
        sensor \(hello.sensorName), ±\(hello.accelFullScaleG) g, ±\(hello.gyroFullScaleDPS) °/s, DLPF \(hello.dlpf), \(hello.rateHz) Hz
        flags \(hello.flags.names.joined(separator: ", "))
        """
    }
}
