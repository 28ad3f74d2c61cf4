/// The SF Symbol names a display list may use in `.symbol` commands and have drawn as a glyph.
///
/// The names come from data (AfterglowRender's `sf-symbols.json`, which maps each name to an icon
/// font glyph); the core only holds and checks them, so template lint can name an unknown symbol
/// without the renderer or any C library. An unknown name is drawn as a dashed placeholder.
public struct SymbolCatalog: Sendable, Hashable {
    public let names: Set<String>

    public init(names: Set<String>) { self.names = names }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Up to `limit` known names closest to `name`: the same name with or without `.fill` first,
    /// then by edit distance (at most a third of the name's length), then alphabetically.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let variant = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name + ".fill"
        var out: [String] = names.contains(variant) ? [variant] : []
        let budget = max(2, name.count / 3)
        let near = names.lazy
            .filter { $0 != variant && abs($0.count - name.count) <= budget }
            .map { ($0, Self.distance($0, name)) }
            .filter { $0.1 <= budget }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        out += near.prefix(limit).map(\.0)
        return Array(out.prefix(limit))
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
