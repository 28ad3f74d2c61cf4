import AfterglowKit
import Foundation

/// Confirms a serial device is an Afterglow board: sends PING every 250 ms and waits for a hello
/// (an Arduino resets when the port opens and its bootloader takes up to ~2 s, hence the default).
/// The udev discovery of the sensors module calls this on candidate ttyACM/ttyUSB nodes.
public func probeBoard(path: String, baud: Int = 500_000, timeout: Duration = .milliseconds(2500)) -> BoardHello? {
    guard let port = try? SerialPort(path: path, baud: baud) else { return nil }
    defer { port.close() }
    var decoder = BoardDecoder(source: "probe:\(path)")
    let deadline = ContinuousClock.now + timeout
    var nextPing = ContinuousClock.now
    var nonce: UInt32 = 0xA6_10_00_01
    while ContinuousClock.now < deadline {
        if ContinuousClock.now >= nextPing {
            guard port.write(BoardFrame.ping(nonce: nonce).wireBytes) else { return nil }
            nonce &+= 1
            nextPing = ContinuousClock.now + .milliseconds(250)
        }
        switch port.read(timeoutMs: 50) {
        case .bytes(let b):
            for case .hello(let h) in decoder.feed(b) { return h }
        case .timeout:
            continue
        case .gone:
            return nil
        }
    }
    return nil
}
