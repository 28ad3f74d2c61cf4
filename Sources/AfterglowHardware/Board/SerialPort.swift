import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A serial device (ttyACM/ttyUSB or a pseudo-terminal) in raw 8N1 mode at a given baud rate.
public final class SerialPort: @unchecked Sendable {
    public let path: String
    public let baud: Int
    public private(set) var fd: Int32

    public struct OpenError: Error, CustomStringConvertible {
        public let path: String
        public let step: String
        public let errno: Int32
        public var description: String { "\(path): \(step): \(String(cString: strerror(errno)))" }
        /// True when the device is gone (unplugged) rather than misconfigured.
        public var isAbsent: Bool { [ENOENT, ENODEV, ENXIO, EIO].contains(errno) }
    }

    /// termios speed constants Linux supports (bits/s -> speed_t).
    static let speeds: [Int: speed_t] = [
        9600: speed_t(B9600), 19200: speed_t(B19200), 38400: speed_t(B38400), 57600: speed_t(B57600),
        115200: speed_t(B115200), 230400: speed_t(B230400), 460800: speed_t(B460800),
        500000: speed_t(B500000), 921600: speed_t(B921600), 1000000: speed_t(B1000000),
        2000000: speed_t(B2000000),
    ]

    public static var supportedBauds: [Int] { speeds.keys.sorted() }

    /// Opens non-blocking, raw, no flow control, ignoring modem lines; flushes stale input.
    public init(path: String, baud: Int) throws {
        guard let speed = Self.speeds[baud] else {
            throw OpenError(path: path, step: "baud \(baud) not one of \(Self.supportedBauds)", errno: EINVAL)
        }
        self.path = path
        self.baud = baud
        fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { throw OpenError(path: path, step: "open", errno: errno) }
        var tio = termios()
        if tcgetattr(fd, &tio) != 0 {
            let e = errno
            Glibc.close(fd)
            throw OpenError(path: path, step: "tcgetattr (not a tty?)", errno: e)
        }
        cfmakeraw(&tio)
        tio.c_cflag |= tcflag_t(CLOCAL | CREAD)
        tio.c_cflag &= ~(tcflag_t(CRTSCTS) | tcflag_t(CSTOPB) | tcflag_t(PARENB))
        tio.c_iflag &= ~tcflag_t(IXON | IXOFF | IXANY)
        cfsetispeed(&tio, speed)
        cfsetospeed(&tio, speed)
        withUnsafeMutableBytes(of: &tio.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        if tcsetattr(fd, TCSANOW, &tio) != 0 {
            let e = errno
            Glibc.close(fd)
            throw OpenError(path: path, step: "tcsetattr \(baud) baud", errno: e)
        }
        tcflush(fd, TCIOFLUSH)
    }

    deinit { close() }

    public func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    public enum ReadResult: Equatable {
        case bytes([UInt8])
        case timeout
        /// End of file, hang-up or a device error: the device went away.
        case gone(String)
    }

    /// Waits up to `timeoutMs` for input with poll(2).
    public func read(timeoutMs: Int32, max: Int = 4096) -> ReadResult {
        guard fd >= 0 else { return .gone("closed") }
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let r = poll(&pfd, 1, timeoutMs)
        if r < 0 { return errno == EINTR ? .timeout : .gone("poll: \(String(cString: strerror(errno)))") }
        if r == 0 { return .timeout }
        if pfd.revents & Int16(POLLIN) == 0 && pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            return .gone(pfd.revents & Int16(POLLHUP) != 0 ? "hang-up" : "poll error")
        }
        var buf = [UInt8](repeating: 0, count: max)
        let n = buf.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, max) }
        if n > 0 { return .bytes(Array(buf[0..<n])) }
        if n == 0 { return .gone("end of file") }
        if errno == EAGAIN || errno == EINTR { return .timeout }
        return .gone("read: \(String(cString: strerror(errno)))")
    }

    /// Writes everything or reports the device gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        var off = 0
        var spins = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n > 0 { off += n; continue }
            if n < 0 && (errno == EAGAIN || errno == EINTR) && spins < 100 {
                spins += 1
                usleep(1000)
                continue
            }
            return false
        }
        return true
    }
}
