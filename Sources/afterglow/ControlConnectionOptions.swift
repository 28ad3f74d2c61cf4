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

    var target: ControlTarget { ControlTarget(socket: controlSocket, port: controlPort, tokenFile: controlTokenFile) }

    func endpoint() throws -> SocketEndpoint {
        do { return try target.endpoint() } catch { throw failure(error, 2) }
    }

    func client(timeout: Double = 30) throws -> ControlClient {
        do { return try target.client(timeout: timeout) } catch { throw failure(error, 2) }
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
