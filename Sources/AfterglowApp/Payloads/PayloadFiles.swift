import AfterglowPayloads
import Foundation

/// What `afterglow payload` checks for each path given: a file as it is, a directory searched
/// recursively for `.apns` files, payload `.json` files (an object with an `aps` key) and
/// sequences (`sequence*.json`). Other JSON (templates, category files, scenarios) is skipped
/// and counted, so a directory of examples checks its payloads, not its templates.
public enum PayloadFiles {
    public enum Kind: Equatable { case payload, sequence }

    public struct Found {
        public var checks: [(path: String, kind: Kind)] = []
        /// JSON files inside a directory that are not payloads.
        public var skipped: [String] = []
    }

    public static func kind(ofNamed path: String) -> Kind {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix("sequence") && name.hasSuffix(".json") ? .sequence : .payload
    }

    public static func find(_ paths: [String]) -> Found {
        var found = Found()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                found.checks.append((path, kind(ofNamed: path)))  // a file, or a missing path the parser reports
                continue
            }
            let base = URL(fileURLWithPath: path)
            let files = (FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])?
                .compactMap { $0 as? URL } ?? [])
                .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
                .map { (path as NSString).appendingPathComponent(String($0.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))) }
                .sorted()
            for file in files {
                switch (file as NSString).pathExtension.lowercased() {
                case "apns": found.checks.append((file, .payload))
                case "json":
                    if kind(ofNamed: file) == .sequence { found.checks.append((file, .sequence)) }
                    else if looksLikePayload(file) { found.checks.append((file, .payload)) }
                    else { found.skipped.append(file) }
                default: continue
                }
            }
        }
        return found
    }

    /// A JSON object with an `aps` key (or an envelope around one), or a file that is not JSON at all (it cannot be anything
    /// else we know, so it is checked and its syntax error reported).
    public static func looksLikePayload(_ file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return true }
        guard let root = try? JSONParser.parse(Array(data)) else { return true }
        // An envelope holding one (FCM's message.apns.payload.aps) is checked too, so its mistake is named.
        if case .object(let o) = root { return o["aps"] != nil || PayloadParser.envelopedAPS(in: o) != nil }
        return false
    }
}
