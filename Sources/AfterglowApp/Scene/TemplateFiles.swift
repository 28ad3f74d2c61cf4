import Foundation

/// Where activity templates are found on disk.
public enum TemplateFiles {
    /// A template file, or every `*/template.json` (or `template.json`) in a directory.
    public static func at(_ path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { return [path] }
        let direct = (path as NSString).appendingPathComponent("template.json")
        if FileManager.default.fileExists(atPath: direct) { return [direct] }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return children.sorted().map { (path as NSString).appendingPathComponent("\($0)/template.json") }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }
}
