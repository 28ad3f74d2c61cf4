import AfterglowApp
import AfterglowControl
import ArgumentParser
import Foundation

/// `afterglow screenshot` against a running emulator: fetches the last presented frame as PNG.
/// Kept apart from the headless renderer's screenshot path so the two merge cleanly.
func screenshotFromRunningEmulator(connection: ControlConnectionOptions, output: String) throws {
    let r = try call(try connection.client(), "GET", "/v1/screenshot")
    guard r.contentType == "image/png" else { printError("error: expected image/png, got \(r.contentType)"); throw ExitCode(1) }
    do { try r.body.write(to: URL(fileURLWithPath: output)) } catch {
        printError("error: cannot write \(output): \(error.localizedDescription)"); throw ExitCode(1)
    }
    say("wrote \(output) (\(r.body.count) bytes)")
}
