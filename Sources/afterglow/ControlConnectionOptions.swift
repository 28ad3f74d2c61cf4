import AfterglowApp
import AfterglowControl
import ArgumentParser
import Foundation

/// `--control-socket PATH` / `--control-port N`: which running emulator a verb talks to.
/// Default: the newest live socket in `$XDG_RUNTIME_DIR/afterglow` (or `/tmp/afterglow-<uid>`).
struct ControlConnectionOptions: ParsableArguments {
    @Option(name: .customLong("control-socket"), help: "The emulator's control socket (default: the newest in the default directory).")
    var controlSocket: String?
    @Option(name: .customLong("control-port"), help: "Talk to the emulator on this loopback TCP port instead.")
    var controlPort: UInt16?
    @Option(name: .customLong("control-token-file"), help: "The token file for --control-port (default: $AFTERGLOW_TOKEN, or the token file in the default directory whose port matches).")
    var controlTokenFile: String?

    func endpoint() throws -> SocketEndpoint {
        if let controlPort { return .loopback(port: controlPort) }
        if let controlSocket { return .unix(path: controlSocket) }
        let dir = SocketEndpoint.defaultDirectory()
        let newest: String?
        do { newest = try SocketEndpoint.newestSocket(in: dir) } catch {
            printError("error: \(error)"); throw ExitCode(2)
        }
        guard let found = newest else {
            printError("error: no running emulator found in \(dir): start 'afterglow run' or pass --control-socket PATH")
            throw ExitCode(2)
        }
        return .unix(path: found)
    }

    /// A client for the endpoint, with the bearer token a TCP port needs found on its own.
    func client(timeout: Double = 30) throws -> ControlClient {
        let e = try endpoint()
        guard case .loopback(let port) = e else { return ControlClient(endpoint: e, timeoutSeconds: timeout) }
        let token: String
        do {
            if let controlTokenFile { token = try ControlToken.read(from: controlTokenFile).token } else {
                var dirs = [SocketEndpoint.defaultDirectory()]
                if let controlSocket { dirs.insert((controlSocket as NSString).deletingLastPathComponent, at: 0) }
                token = try dirs.lazy.compactMap { try? ControlToken.find(port: port, in: $0) }.first
                    ?? ControlToken.find(port: port, in: dirs.last!)
            }
        } catch {
            printError("error: \(error)"); throw ExitCode(2)
        }
        return ControlClient(endpoint: e, timeoutSeconds: timeout, token: token)
    }
}

/// Runs a request; on a transport error or a non-2xx answer prints the reason and exits 1.
func call(_ client: ControlClient, _ method: String, _ target: String, body: Data? = nil, timeout: Double? = nil) throws -> ControlClient.Response {
    let r: ControlClient.Response
    do { r = try client.request(method, target, body: body, timeout: timeout) } catch {
        printError("error: \(error)"); throw ExitCode(1)
    }
    guard r.ok else { printError("error: \(method) \(target): \(r.status) \(r.errorMessage)"); throw ExitCode(1) }
    return r
}

func decodeAnswer<T: Decodable>(_ type: T.Type, _ r: ControlClient.Response) throws -> T {
    do { return try JSONDecoder().decode(T.self, from: r.body) } catch {
        printError("error: unexpected answer from the emulator: \(error)"); throw ExitCode(1)
    }
}
