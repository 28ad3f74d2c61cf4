import Foundation

/// termios speed constants for the baud rates a board may use (Firmware/README.md › Baud rate).
public enum BoardBaud {
    static let speeds: [Int: speed_t] = [
        9600: speed_t(B9600), 19200: speed_t(B19200), 38400: speed_t(B38400), 57600: speed_t(B57600),
        115200: speed_t(B115200), 230400: speed_t(B230400), 460800: speed_t(B460800),
        500000: speed_t(B500000), 921600: speed_t(B921600), 1000000: speed_t(B1000000),
    ]
    public static var supported: [Int] { speeds.keys.sorted() }

    /// Opens `path` raw at `baud` and drops whatever input was queued before (stale frames).
    public static func open(_ path: String, baud: Int) throws(HardwareError) -> SerialPort {
        guard let speed = speeds[baud] else { throw HardwareError("\(path): baud \(baud) is not one of \(supported)") }
        let port = try SerialPort(node: path, baud: speed)
        tcflush(port.fd, TCIOFLUSH)
        return port
    }
}
