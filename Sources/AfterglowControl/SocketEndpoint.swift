#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the control server listens or the client connects: a Unix domain socket path, or a
/// loopback TCP port (the server never binds anything but 127.0.0.1).
public enum SocketEndpoint: Sendable, Equatable, CustomStringConvertible {
    case unix(path: String)
    case loopback(port: UInt16)

    public var description: String {
        switch self {
        case .unix(let p): "unix:\(p)"
        case .loopback(let port): "http://127.0.0.1:\(port)"
        }
    }

    /// `$XDG_RUNTIME_DIR/afterglow`, else `/tmp/afterglow-<uid>`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_RUNTIME_DIR"], !xdg.isEmpty { return xdg + "/afterglow" }
        return "/tmp/afterglow-\(getuid())"
    }

    /// `<default dir>/<pid>.sock`.
    public static func defaultSocketPath(pid: Int32 = getpid()) -> String {
        defaultDirectory() + "/\(pid).sock"
    }

    /// The most recently modified `*.sock` in the default directory whose emulator is still listening.
    public static func newestSocket(in directory: String = defaultDirectory()) -> String? {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return nil }
        let socks = names.filter { $0.hasSuffix(".sock") }.map { directory + "/" + $0 }
        let dated = socks.compactMap { p -> (String, Date)? in
            guard let attrs = try? fm.attributesOfItem(atPath: p), let d = attrs[.modificationDate] as? Date else { return nil }
            return (p, d)
        }.sorted { $0.1 > $1.1 }
        // A stale socket (its emulator died) refuses connections: skip it.
        return dated.first { SocketIO.canConnect(.unix(path: $0.0)) }?.0
    }
}

/// Thin wrappers over the POSIX socket calls, returning errno-carrying errors.
enum SocketIO {
    struct Failure: Error, CustomStringConvertible {
        let call: String; let code: Int32; let detail: String
        var description: String { "\(call) \(detail): \(String(cString: strerror(code)))" }
    }

    static func listen(on endpoint: SocketEndpoint) throws -> (fd: Int32, bound: SocketEndpoint) {
        switch endpoint {
        case .unix(let path):
            let dir = (path as NSString).deletingLastPathComponent
            if !dir.isEmpty && !FileManager.default.fileExists(atPath: dir) {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno, detail: "AF_UNIX") }
            // A leftover socket from a dead emulator is removed; a live one is an error.
            if FileManager.default.fileExists(atPath: path) {
                if canConnect(endpoint) { close(fd); throw Failure(call: "bind", code: EADDRINUSE, detail: "\(path) (another emulator listens there)") }
                unlink(path)
            }
            var addr = try unixAddress(path)
            // Created 0600 from the start: no window in which another user could connect.
            let old = umask(0o177)
            let rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
            umask(old)
            guard rc == 0 else { let e = errno; close(fd); throw Failure(call: "bind", code: e, detail: path) }
            chmod(path, 0o600)
            guard Glibc.listen(fd, 64) == 0 else { let e = errno; close(fd); throw Failure(call: "listen", code: e, detail: path) }
            setNonBlocking(fd)
            return (fd, endpoint)
        case .loopback(let port):
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno, detail: "AF_INET") }
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            var addr = loopbackAddress(port)
            let rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard rc == 0 else { let e = errno; close(fd); throw Failure(call: "bind", code: e, detail: "127.0.0.1:\(port)") }
            guard Glibc.listen(fd, 64) == 0 else { let e = errno; close(fd); throw Failure(call: "listen", code: e, detail: "127.0.0.1:\(port)") }
            var bound = sockaddr_in(); var len = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
            setNonBlocking(fd)
            return (fd, .loopback(port: UInt16(bigEndian: bound.sin_port)))
        }
    }

    /// A blocking connected socket, with send/receive timeouts.
    static func connect(to endpoint: SocketEndpoint, timeoutSeconds: Double) throws -> Int32 {
        let fd: Int32
        let rc: Int32
        switch endpoint {
        case .unix(let path):
            fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno, detail: "AF_UNIX") }
            var addr = try unixAddress(path)
            rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        case .loopback(let port):
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno, detail: "AF_INET") }
            var addr = loopbackAddress(port)
            rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        guard rc == 0 else { let e = errno; close(fd); throw Failure(call: "connect", code: e, detail: endpoint.description) }
        if timeoutSeconds > 0 {
            var tv = timeval(tv_sec: Int(timeoutSeconds), tv_usec: Int((timeoutSeconds - floor(timeoutSeconds)) * 1e6))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        }
        return fd
    }

    static func canConnect(_ endpoint: SocketEndpoint) -> Bool {
        guard let fd = try? connect(to: endpoint, timeoutSeconds: 1) else { return false }
        close(fd)
        return true
    }

    static func unixAddress(_ path: String) throws -> sockaddr_un {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < capacity else { throw Failure(call: "bind", code: ENAMETOOLONG, detail: "socket path \(path) is longer than \(capacity - 1) bytes") }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        return addr
    }

    static func loopbackAddress(_ port: UInt16) -> sockaddr_in {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian   // 127.0.0.1, never INADDR_ANY
        return addr
    }

    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }
}
