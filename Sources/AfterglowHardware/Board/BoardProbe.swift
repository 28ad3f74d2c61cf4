import AfterglowSensing
import Foundation

/// Confirms a serial device is an Afterglow board: sends PING every 250 ms and waits for a hello
/// (an Arduino resets when the port opens and its bootloader takes up to ~2 s, hence the default).
/// The udev discovery of the sensors module calls this on candidate ttyACM/ttyUSB nodes.
public func probeBoard(path: String, baud: Int = 500_000, timeout: Duration = .milliseconds(2500)) -> BoardHello? {
    guard let port = try? BoardBaud.open(path, baud: baud) else { return nil }
    defer { port.close() }
    var decoder = BoardDecoder(source: "probe:\(path)")
    let deadline = ContinuousClock.now + timeout
    var nextPing = ContinuousClock.now
    var nonce: UInt32 = 0xA6_10_00_01
    while ContinuousClock.now < deadline {
        if ContinuousClock.now >= nextPing {
            guard (try? port.write(BoardFrame.ping(nonce: nonce).wireBytes)) != nil else { return nil }
            nonce &+= 1
            nextPing = ContinuousClock.now + .milliseconds(250)
        }
        guard let bytes = try? port.read(timeoutMs: 50) else { return nil } // gone
        for case .hello(let h) in decoder.feed(bytes) { return h }
    }
    return nil
}
