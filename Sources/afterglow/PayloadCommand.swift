import AfterglowApp
import AfterglowGeometry
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
        var rejected = 0, warned = 0
        for (file, kind) in found.checks {
            do {
                var warnings: [PayloadWarning] = []
                switch kind {
                case .sequence:
                    let seq = try PayloadSequence.load(contentsOf: file)
                    print("\(file): ok, \(seq.steps.count) steps over \(formatPoints(seq.steps.last?.at ?? 0)) s")
                    for s in seq.steps {
                        print("  +\(formatPoints(s.at)) s  \(s.file): \(summary(s.payload))")
                        warnings += s.payload.warnings.map { PayloadWarning(path: "\(s.file): \($0.path)", message: $0.message) }
                    }
                case .payload:
                    let p = try PayloadParser.parse(contentsOf: file)
                    print("\(file): ok, \(summary(p))")
                    warnings = p.warnings
                }
                if !warnings.isEmpty { warned += 1 }
                for w in warnings { printError("\(file): warning: \(w)") }
            } catch {
                rejected += 1
                print("\(file): rejected")
                for e in error.errors { printError(e.file == nil ? "\(file): \(e)" : "\(e)") }
            }
        }
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

    func summary(_ p: APNsPayload) -> String {
        var parts = ["\(p.byteCount) bytes"]
        if let b = p.simulatorTargetBundle { parts.append("for \(b)") }
        if let la = p.aps.liveActivity {
            parts.append("Live Activity \(la.event.rawValue)" + (la.attributesType.map { " (\($0))" } ?? ""))
            if let cs = la.contentState { parts.append("content-state \(cs.compactByteCount) bytes") }
            if la.alert != nil { parts.append("alert") }
        } else {
            // loc-keys as `screenshot` draws them without the app's strings: "[KEY: args]".
            let a = p.localizing(with: nil).payload.aps
            let text = [a.alert?.title?.resolved, a.alert?.body?.resolved].compactMap { $0 }.joined(separator: " — ")
            parts.append(text.isEmpty ? "no alert" : "\"\(text)\"")
            parts.append(a.interruptionLevel?.rawValue ?? "active")
            if let b = a.badge { parts.append("badge \(b)") }
        }
        let unknown = p.customKeys.keys + p.aps.unknownKeys.keys.map { "aps.\($0)" }
        if !unknown.isEmpty { parts.append("kept unknown keys: \(unknown.joined(separator: ", "))") }
        return parts.joined(separator: ", ")
    }
}
