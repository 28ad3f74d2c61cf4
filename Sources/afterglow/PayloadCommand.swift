import AfterglowKit
import ArgumentParser
import Foundation

/// `afterglow payload FILE…`: validates APNs payloads (`.apns` or `.json`) and payload sequences
/// with the same rules the emulator applies, printing what each holds or every rule it breaks.
struct Payload: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate APNs payloads (.apns/.json) and payload sequences (sequence.json); exit 1 if any is rejected.")

    @Argument(help: "Payload files or sequence.json files.") var files: [String]

    func run() throws {
        var rejected = 0
        for file in files {
            do {
                if (file as NSString).lastPathComponent.hasPrefix("sequence") && file.hasSuffix(".json") {
                    let seq = try PayloadSequence.load(contentsOf: file)
                    print("\(file): ok, \(seq.steps.count) steps over \(formatPoints(seq.steps.last?.at ?? 0)) s")
                    for s in seq.steps { print("  +\(formatPoints(s.at)) s  \(s.file): \(summary(s.payload))") }
                } else {
                    print("\(file): ok, \(summary(try PayloadParser.parse(contentsOf: file)))")
                }
            } catch {
                rejected += 1
                for e in error.errors { printError(e.file == nil ? "\(file): \(e)" : "\(e)") }
            }
        }
        if rejected > 0 {
            printError("\(rejected) of \(files.count) rejected")
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
            let a = p.aps
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
