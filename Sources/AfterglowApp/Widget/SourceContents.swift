import Foundation

/// The watched sources' bytes as last seen by `run --widget`, so a save that changed nothing — an
/// editor's second event for one save (delivered late on a loaded machine), a `touch`, a save
/// without edits — re-imports nothing; Xcode Previews does not refresh on it either.
public struct SourceContents {
    private var bytes: [String: Data?] = [:]

    public init() {}

    /// The paths among `paths` whose content differs from when this last saw them (a path never
    /// seen counts as changed; a file gone counts as changed once), remembering what they hold now.
    public mutating func changed(_ paths: [String]) -> [String] {
        paths.filter { p in
            let now = FileManager.default.contents(atPath: p)
            defer { bytes[p] = .some(now) }
            guard let before = bytes[p] else { return true }
            return before != now
        }
    }
}
