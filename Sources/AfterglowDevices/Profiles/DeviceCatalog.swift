import Foundation

/// All profiles found in a directory. A broken file is reported and skipped; the rest load.
public struct DeviceCatalog: Sendable {
    public private(set) var profiles: [DeviceProfile]
    public private(set) var errors: [ProfileError]

    public init(profiles: [DeviceProfile], errors: [ProfileError] = []) {
        self.profiles = profiles.sorted { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        self.errors = errors
    }

    /// Loads every `*.json` in `directory`, in name order.
    public static func load(directory: String) -> DeviceCatalog {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            return DeviceCatalog(profiles: [], errors: [ProfileError(file: directory, field: "", message: "cannot read the devices directory")])
        }
        var profiles: [DeviceProfile] = [], errors: [ProfileError] = []
        var seen: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = fm.contents(atPath: path) else {
                errors.append(ProfileError(file: path, field: "", message: "cannot be read")); continue
            }
            do {
                let p = try ProfileParser.parse(data: data, file: path)
                if let other = seen[p.id] {
                    errors.append(ProfileError(file: path, field: "id", message: "\"\(p.id)\" is already used by \(other)"))
                    continue
                }
                seen[p.id] = path
                profiles.append(p)
            } catch {
                errors.append(error)
            }
        }
        return DeviceCatalog(profiles: profiles, errors: errors)
    }

    public func profile(named name: String) -> DeviceProfile? {
        let key = name.lowercased()
        return profiles.first { $0.id == key || $0.name.lowercased() == key }
    }

    /// Closest ids by edit distance, for "did you mean" messages: ids within max(3, half the
    /// name's length) edits or containing the name, closest first, equally close ones in id order.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let key = name.lowercased()
        return profiles.map { ($0.id, editDistance(key, $0.id)) }
            .filter { $0.1 <= max(3, key.count / 2) || $0.0.contains(key) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }
}

/// Levenshtein distance over characters.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var prev = Array(0...b.count), cur = prev
    for i in 1...a.count {
        cur[0] = i
        for j in 1...max(1, b.count) where !b.isEmpty {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        if b.isEmpty { cur[0] = i }
        swap(&prev, &cur)
    }
    return prev[b.count]
}
