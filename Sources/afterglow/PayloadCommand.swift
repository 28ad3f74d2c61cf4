import AfterglowApp
import AfterglowPayloads
import ArgumentParser
import Foundation

/// `afterglow payload PATH…`: validates APNs payloads (`.apns` or `.json`) and payload sequences
/// with the same rules the emulator applies, printing what each holds or every rule it breaks.
/// A directory is searched recursively (see `PayloadFiles`), with one result line per file.
struct Payload: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate APNs payloads (.apns/.json) and payload sequences (sequence.json), or every one inside a directory; exit 1 if any is rejected.")

    @Argument(help: "Payload files, sequence.json files, or directories to search for them.") var paths: [String]

    func run() throws {
        let found = PayloadFiles.find(paths)
        let (rejected, warned) = PayloadCheck.run(found.checks)
        let skipped = found.skipped.isEmpty ? "" : "; skipped \(found.skipped.count) JSON file(s) that are not payloads"
        if found.checks.isEmpty {
            printError("error: no payloads (.apns, .json with an \"aps\" key, sequence*.json) in \(paths.joined(separator: ", "))\(skipped)")
            throw ExitCode(1)
        }
        if found.checks.count > 1 || !found.skipped.isEmpty {
            print("\(found.checks.count) checked: \(found.checks.count - rejected) ok (\(warned) with warnings), \(rejected) rejected\(skipped)")
        }
        if rejected > 0 {
            printError("\(rejected) of \(found.checks.count) rejected")
            throw ExitCode(1)
        }
    }
}
