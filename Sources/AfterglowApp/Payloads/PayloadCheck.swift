import AfterglowGeometry
import AfterglowPayloads
import Foundation

/// `afterglow payload`: each file checked with the rules the emulator applies; prints what each
/// holds (or every rule it breaks, on stderr) and counts the rejected and the warned.
public enum PayloadCheck {
    public static func run(_ checks: [(path: String, kind: PayloadFiles.Kind)]) -> (rejected: Int, warned: Int) {
        var rejected = 0, warned = 0
        for (file, kind) in checks {
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
        return (rejected, warned)
    }

    public static func summary(_ p: APNsPayload) -> String {
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
