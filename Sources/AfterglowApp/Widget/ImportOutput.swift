import AfterglowPayloads
import AfterglowContent
import AfterglowSwiftUI
import Foundation

/// `afterglow import -o DIR`: one directory per imported activity, laid out like
/// Examples/activities so every verb finds the template beside its payloads:
/// `DIR/<AttributesType>/template.json`, `preview-N.json` (a start payload per preview content
/// state, or one with synthesized values), and `assets/` (the asset-catalog PNGs it draws).
public enum ImportOutput {
    public struct Written {
        public var directory: String
        public var template: String
        public var payloads: [String]
        public var images: Int
    }

    public struct WriteError: Error, CustomStringConvertible { public var description: String }

    public static func write(_ activities: [ImportedActivity], to dir: String, anchor: WallClockAnchor = SwiftUIImporter.previewAnchor) throws(WriteError) -> [Written] {
        let fm = FileManager.default
        func mkdir(_ path: String) throws(WriteError) {
            do { try fm.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw WriteError(description: "cannot create directory \(path): \(error.localizedDescription)")
            }
        }
        func put(_ text: String, _ path: String) throws(WriteError) {
            guard fm.createFile(atPath: path, contents: Data(text.utf8)) else { throw WriteError(description: "cannot write \(path)") }
        }
        try mkdir(dir)
        var used: Set<String> = [], out: [Written] = []
        for a in activities {
            var name = safeName(a.attributesType), n = 2
            while used.contains(name) { name = "\(safeName(a.attributesType))-\(n)"; n += 1 }
            used.insert(name)
            let actDir = (dir as NSString).appendingPathComponent(name)
            try mkdir(actDir)
            // Asset PNGs are copied so the directory stands alone; named after their image set.
            var images: [String: String] = [:], copyError: WriteError?
            let text = TemplateWriter.text(a.template) { src -> String? in
                if let done = images[src] { return done }
                let set = ((src as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let base = safeName(set.hasSuffix(".imageset") ? String(set.dropLast(".imageset".count)) : (src as NSString).lastPathComponent)
                let rel = "assets/\(base.hasSuffix(".png") ? base : base + ".png")"
                do {
                    let target = (actDir as NSString).appendingPathComponent(rel)
                    try fm.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    if fm.fileExists(atPath: target) { try fm.removeItem(atPath: target) }
                    try fm.copyItem(atPath: src, toPath: target)
                } catch {
                    copyError = WriteError(description: "cannot copy image \(src) to \(actDir)/\(rel): \(error.localizedDescription)")
                    return nil
                }
                images[src] = rel
                return rel
            }
            if let copyError { throw copyError }
            let templatePath = (actDir as NSString).appendingPathComponent("template.json")
            try put(text, templatePath)
            // What was written must load: a template the parser refuses is the writer's bug.
            do { _ = try TemplateParser.parse(contentsOf: templatePath) } catch {
                throw WriteError(description: "internal error: the written template does not load back: \(error)")
            }
            let states = a.previewStates.isEmpty ? [a.template.previewState ?? .object(JSONObject())] : a.previewStates
            var payloads: [String] = []
            for (i, state) in states.enumerated() {
                let path = (actDir as NSString).appendingPathComponent("preview-\(i + 1).json")
                try put(WidgetSources.startPayloadJSON(a, anchor: anchor, state: state).prettyJSON() + "\n", path)
                payloads.append(path)
            }
            out.append(Written(directory: actDir, template: templatePath, payloads: payloads, images: images.count))
        }
        return out
    }

    /// A file name from a type name: letters, digits, `.`, `-`, `_` kept, the rest `_`.
    public static func safeName(_ s: String) -> String {
        let cleaned = String(s.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return cleaned.isEmpty || cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
    }
}
