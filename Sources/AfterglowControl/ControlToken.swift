#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The bearer token TCP clients must send, made at start and kept in a 0600 file beside the Unix
/// socket (`<dir>/<pid>.token` for `<dir>/<pid>.sock`), as Jupyter keeps its server token in a
/// runtime file. The file is JSON — `{"host": "127.0.0.1", "port": N, "token": "…", "pid": P}` — so
/// a client that knows only the port finds the right one among several emulators, and connects to
/// exactly the address the server wrote (never a name that could resolve to another listener).
public struct ControlToken: Codable, Sendable, Equatable {
    public var port: UInt16
    public var token: String
    public var pid: Int32
    /// The address to connect to; absent in files from before it was written (read as 127.0.0.1).
    public var host: String?

    public init(port: UInt16, token: String, pid: Int32 = getpid(), host: String = "127.0.0.1") {
        self.port = port; self.token = token; self.pid = pid; self.host = host
    }

    /// 32 bytes from the system's CSPRNG (getrandom), as 64 hex digits.
    public static func random() -> String {
        var g = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &g)) }.joined()
    }

    /// The token file that belongs to a socket path: `x.sock` → `x.token`.
    public static func path(besideSocket socket: String) -> String {
        (socket.hasSuffix(".sock") ? String(socket.dropLast(5)) : socket) + ".token"
    }

    /// Writes the file with mode 0600 from its creation (never a moment world-readable), replacing
    /// a stale one; refuses to follow a symlink planted at that path.
    public func write(to path: String) throws {
        unlink(path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SocketIO.Failure(call: "open", code: errno, detail: "token file \(path)") }
        defer { close(fd) }
        let data = ((try? JSONEncoder().encode(self)) ?? Data()) + Data("\n".utf8)
        let n = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard n == data.count else { throw SocketIO.Failure(call: "write", code: errno, detail: "token file \(path)") }
        fchmod(fd, 0o600)
    }

    /// Reads a token file after checking it is the user's own and private (lstat: no symlink).
    public static func read(from path: String) throws -> ControlToken {
        do { try RuntimeDirectory.checkOwnedFile(path, socket: false) } catch {
            throw ControlClient.Failure(description: "cannot use the token file: \(error)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ControlClient.Failure(description: "cannot read the token file \(path)")
        }
        do { return try JSONDecoder().decode(ControlToken.self, from: data) } catch {
            throw ControlClient.Failure(description: "token file \(path) is not {\"port\", \"token\", \"pid\"} JSON: \(error)")
        }
    }

    /// The token for a loopback port: `$AFTERGLOW_TOKEN`, else `$AFTERGLOW_TOKEN_FILE`, else the
    /// token file in `directory` whose port matches. Throws naming what it looked at.
    public static func find(port: UInt16, in directory: String = SocketEndpoint.defaultDirectory(),
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let t = environment["AFTERGLOW_TOKEN"], !t.isEmpty { return t }
        if let f = environment["AFTERGLOW_TOKEN_FILE"], !f.isEmpty { return try read(from: f).token }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasSuffix(".token") {
            if let t = try? read(from: directory + "/" + name), t.port == port { return t.token }
        }
        throw ControlClient.Failure(description: "no token for port \(port) in \(directory): pass --control-token-file, or set AFTERGLOW_TOKEN")
    }
}
