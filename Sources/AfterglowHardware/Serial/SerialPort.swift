import AfterglowTime
import AfterglowSensing
import CUdev
import Foundation

/// A serial port in raw mode (termios: no echo, no line discipline, 8N1), as the sensor board
/// needs: binary frames, no translation of CR/LF or flow-control bytes.
public final class SerialPort: @unchecked Sendable {
    public let node: String
    public private(set) var fd: Int32

    public init(node: String, baud: speed_t = speed_t(B115200)) throws(HardwareError) {
        self.node = node
        fd = open(node, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .errno("open", node) }
        var tio = termios()
        if tcgetattr(fd, &tio) == 0 {
            cfmakeraw(&tio)
            cfsetispeed(&tio, baud); cfsetospeed(&tio, baud)
            tio.c_cflag |= tcflag_t(CLOCAL | CREAD)
            _ = tcsetattr(fd, TCSANOW, &tio)
        }
        // A mocked or pseudo terminal may refuse termios; the byte stream is what matters.
    }

    deinit { close() }

    public func close() { if fd >= 0 { Foundation.close(fd); fd = -1 } }

    public func write(_ bytes: [UInt8]) throws(HardwareError) {
        guard !bytes.isEmpty else { return }
        let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        if n < 0 { throw .errno("write", node) }
    }

    /// Reads what is available, waiting up to `timeoutMs` for the first byte. Empty on timeout;
    /// throws when the port is gone (unplugged: POLLHUP/EIO).
    public func read(timeoutMs: Int32, max: Int = 4096) throws(HardwareError) -> [UInt8] {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let r = poll(&pfd, 1, timeoutMs)
        if r < 0 { if errno == EINTR { return [] }; throw .errno("poll", node) }
        if r == 0 { return [] }
        var buf = [UInt8](repeating: 0, count: max)
        let n = buf.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, max) }
        if n < 0 { if errno == EAGAIN || errno == EINTR { return [] }; throw .errno("read", node) }
        if n == 0 { if pfd.revents & Int16(POLLHUP) != 0 { throw HardwareError("\(node): hung up") }; return [] }
        return Array(buf[0..<n])
    }
}

/// Result of asking a serial port whether it is one of our boards.
public struct BoardProbeResult: Hashable, Codable, Sendable {
    public var bytesRead: Int
    public var identity: BoardIdentity?
    public var error: String?
}

/// Opens a port at the board's baud rate, sends the recognizer's probe request (again every
/// `repeatMs`: an Arduino resets when its port opens and its bootloader swallows the first ~1–2 s),
/// and reads for up to `timeoutMs` until the recognizer finds a hello frame. Without a
/// recognizer it still reads (so `sensors list` shows whether bytes flow) but cannot confirm.
public struct BoardProber: Sendable {
    public var recognizer: (any BoardHelloRecognizer)?
    public var timeoutMs: Int
    /// The firmware's default is 500000 baud (Firmware/README.md); 115200 for the slower build.
    public var baud: Int
    public var repeatMs: Int

    public init(recognizer: (any BoardHelloRecognizer)?, timeoutMs: Int = 2500, baud: Int = 500_000, repeatMs: Int = 250) {
        self.recognizer = recognizer; self.timeoutMs = timeoutMs; self.baud = baud; self.repeatMs = repeatMs
    }

    public func probe(node: String) -> BoardProbeResult {
        let port: SerialPort
        do { port = try BoardBaud.open(node, baud: baud) } catch { return BoardProbeResult(bytesRead: 0, identity: nil, error: error.description) }
        defer { port.close() }
        let request = recognizer?.probeRequest ?? []
        var bytes: [UInt8] = []
        let clock = RealClock()
        let deadline = clock.now + .milliseconds(Double(timeoutMs))
        var nextRequest = clock.now
        while clock.now < deadline {
            if !request.isEmpty, clock.now >= nextRequest {
                do { try port.write(request) } catch { return BoardProbeResult(bytesRead: bytes.count, identity: nil, error: error.description) }
                nextRequest = clock.now + .milliseconds(Double(repeatMs))
            }
            let left = Int32(max(1, (deadline - clock.now).milliseconds))
            do {
                bytes += try port.read(timeoutMs: min(left, 50))
            } catch {
                return BoardProbeResult(bytesRead: bytes.count, identity: nil, error: error.description)
            }
            if let id = recognizer?.recognize(bytes) { return BoardProbeResult(bytesRead: bytes.count, identity: id, error: nil) }
            if recognizer == nil && bytes.count >= 64 { break }
        }
        return BoardProbeResult(bytesRead: bytes.count, identity: nil, error: nil)
    }
}
