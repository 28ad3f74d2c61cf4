import AfterglowControl
import AfterglowTime
import Foundation

/// The control API of a running session: the Unix socket, and loopback TCP with a bearer token
/// when a port is asked for (docs/CONTROL_API.md › Security).
public final class ControlEndpoints {
    public let server: ControlServer
    private let tokenFile: String?

    private init(server: ControlServer, tokenFile: String?) { self.server = server; self.tokenFile = tokenFile }

    static func start(session: EmulatorSession, socketPath: String, port: UInt16?, clock: any SimulationClock,
                      say: (String) -> Void) throws(RunFailure) -> ControlEndpoints {
        var endpoints: [SocketEndpoint] = [.unix(path: socketPath)]
        if let port { endpoints.append(.loopback(port: port)) }
        // TCP is reachable by every local process and every web page in a browser: it needs a
        // token, made here and kept beside the socket.
        let token = port == nil ? nil : ControlToken.random()
        let tokenFile = ControlToken.path(besideSocket: socketPath)
        let server: ControlServer
        do {
            server = try ControlServer(backend: SessionControlBackend(session: session), endpoints: endpoints, clock: clock,
                                       requestGuard: RequestGuard(token: token, tokenFile: token == nil ? nil : tokenFile))
            for case .loopback(let port) in server.endpoints {
                if let token { try ControlToken(port: port, token: token).write(to: tokenFile) }
            }
        } catch {
            throw .failed("control API: \(error)")
        }
        session.stateChanged = { [server] in server.wake() }
        server.start()
        for e in server.endpoints {
            if case .loopback = e, let token {
                say("afterglow: control API on \(e) (token \(token), also in \(tokenFile))")
            } else { say("afterglow: control API on \(e)") }
        }
        return ControlEndpoints(server: server, tokenFile: token == nil ? nil : tokenFile)
    }

    func stop() {
        server.stop()
        if let tokenFile { unlink(tokenFile) }
    }
}
