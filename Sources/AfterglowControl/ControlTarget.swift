import Foundation

/// Which running emulator a client talks to: a socket or loopback port given, else the newest live
/// socket in the default directory (`$XDG_RUNTIME_DIR/afterglow`, or `/tmp/afterglow-<uid>`); a
/// TCP port's bearer token is found on its own (a token file given, else the one whose port matches).
public struct ControlTarget: Sendable {
    public var socket: String?
    public var port: UInt16?
    public var tokenFile: String?

    public struct Failure: Error, CustomStringConvertible { public var description: String }

    public init(socket: String?, port: UInt16?, tokenFile: String?) { self.socket = socket; self.port = port; self.tokenFile = tokenFile }

    public func endpoint() throws -> SocketEndpoint {
        if let port { return .loopback(port: port) }
        if let socket { return .unix(path: socket) }
        let dir = SocketEndpoint.defaultDirectory()
        let newest: String?
        do { newest = try SocketEndpoint.newestSocket(in: dir) } catch { throw Failure(description: "\(error)") }
        guard let found = newest else {
            throw Failure(description: "no running emulator found in \(dir): start 'afterglow run' or pass --control-socket PATH")
        }
        return .unix(path: found)
    }

    public func client(timeout: Double = 30) throws -> ControlClient {
        let e = try endpoint()
        guard case .loopback(let port) = e else { return ControlClient(endpoint: e, timeoutSeconds: timeout) }
        let token: String
        do {
            if let tokenFile { token = try ControlToken.read(from: tokenFile).token } else {
                var dirs = [SocketEndpoint.defaultDirectory()]
                if let socket { dirs.insert((socket as NSString).deletingLastPathComponent, at: 0) }
                token = try dirs.lazy.compactMap { try? ControlToken.find(port: port, in: $0) }.first
                    ?? ControlToken.find(port: port, in: dirs.last!)
            }
        } catch { throw Failure(description: "\(error)") }
        return ControlClient(endpoint: e, timeoutSeconds: timeout, token: token)
    }
}
