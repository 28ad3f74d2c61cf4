#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the control server listens or the client connects: a Unix domain socket path, or a
/// loopback TCP port. The server binds the port on both loopback families, 127.0.0.1 and ::1, so
/// no other local user can squat the one it left free (a client that resolves `localhost` to ::1
/// would hand that user its token); clients connect to 127.0.0.1, the address in the token file.
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

    /// The most recently modified `*.sock` in the default directory whose emulator is still
    /// listening. Throws `RuntimeDirectory.Unsafe` when the directory is not private to the user
    /// (someone else's, a symlink, group/other bits); sockets owned by anyone else are skipped.
    public static func newestSocket(in directory: String = defaultDirectory()) throws -> String? {
        let fm = FileManager.default
        guard fm.fileExists(atPath: directory) else { return nil }
        try RuntimeDirectory.checkPrivate(directory)
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return nil }
        let socks = names.filter { $0.hasSuffix(".sock") }.map { directory + "/" + $0 }
            .filter { (try? RuntimeDirectory.checkOwnedFile($0, socket: true)) != nil }
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
            // The default directory must be private (made 0700 here, or refused if someone else
            // made it); an explicit path's directory must at least be safe from replacement.
            if dir == SocketEndpoint.defaultDirectory() { try RuntimeDirectory.preparePrivate(dir) }
            else if !dir.isEmpty {
                if !FileManager.default.fileExists(atPath: dir) { try RuntimeDirectory.preparePrivate(dir) }
                try RuntimeDirectory.checkParent(dir)
            }
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno, detail: "AF_UNIX") }
            // A leftover socket from a dead emulator is removed; a live one is an error.
            if FileManager.default.fileExists(atPath: path) {
                if canConnect(endpoint) { close(fd); throw Failure(call: "bind", code: EADDRINUSE, detail: "\(path) (another emulator listens there)") }
                unlink(path)
            }
            let rc = try bindPrivate(fd, path)
            guard rc == 0 else { let e = errno; close(fd); throw Failure(call: "bind", code: e, detail: path) }
            chmod(path, 0o600)
            guard Glibc.listen(fd, 64) == 0 else { let e = errno; close(fd); throw Failure(call: "listen", code: e, detail: path) }
            setNonBlocking(fd)
            return (fd, endpoint)
        case .loopback(let port):
            let (fd, bound) = try listenIPv4(port)
            return (fd, .loopback(port: bound))
        }
    }

    /// Both loopback families on one port: the IPv4 socket first (port 0 lets the kernel choose),
    /// then ::1 on the same port. A kernel-chosen port already taken on ::1 is given back and
    /// another tried; a port asked for is refused.
    static func listenLoopback(_ port: UInt16) throws -> (fds: [Int32], port: UInt16) {
        for attempt in 0..<8 {
            let (fd4, bound) = try listenIPv4(port)
            do {
                guard let fd6 = try listenIPv6(bound) else { return ([fd4], bound) }
                return ([fd4, fd6], bound)
            } catch let f as Failure where f.code == EADDRINUSE && port == 0 && attempt < 7 {
                close(fd4)
            } catch { close(fd4); throw error }
        }
        throw Failure(call: "bind", code: EADDRINUSE, detail: "no free port on both 127.0.0.1 and ::1")
    }

    static func listenIPv4(_ port: UInt16) throws -> (Int32, UInt16) {
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
        return (fd, UInt16(bigEndian: bound.sin_port))
    }

    /// The same port on ::1 (IPV6_V6ONLY, so it never takes IPv4 traffic). nil when the host has
    /// no IPv6 loopback at all (then nobody can listen there either); any other failure — above
    /// all EADDRINUSE, another process on [::1]:port — is thrown: starting anyway would leave a
    /// squatter collecting the token of every client that resolves localhost to ::1.
    static func listenIPv6(_ port: UInt16) throws -> Int32? {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        if fd < 0 { if errno == EAFNOSUPPORT { return nil }; throw Failure(call: "socket", code: errno, detail: "AF_INET6") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in6()
        addr.sin6_family = sa_family_t(AF_INET6)
        addr.sin6_port = port.bigEndian
        addr.sin6_addr = in6addr_loopback
        let rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        if rc != 0 {
            let e = errno; close(fd)
            if e == EADDRNOTAVAIL || e == EAFNOSUPPORT { return nil }
            throw Failure(call: "bind", code: e, detail: "[::1]:\(port)" + (e == EADDRINUSE ? " (another process listens on the IPv6 loopback at this port; a client resolving localhost to ::1 would send it the token, so the emulator does not start)" : ""))
        }
        guard Glibc.listen(fd, 64) == 0 else { let e = errno; close(fd); throw Failure(call: "listen", code: e, detail: "[::1]:\(port)") }
        setNonBlocking(fd)
        return fd
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

    /// Binds a Unix socket whose file is 0600 from the start, so no other user can connect in the
    /// moment before the `chmod`. Linux creates the file from the socket inode's mode less the
    /// umask, and `fchmod` sets that mode before `bind`; the process-wide umask is not touched
    /// (setting it raced with every other thread, and with children forked meanwhile, which
    /// inherited it: a compiled program written 0600 could not be run). Returns bind's result.
    static func bindPrivate(_ fd: Int32, _ path: String) throws -> Int32 {
        var addr = try unixAddress(path)
        fchmod(fd, 0o600)
        return withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
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
