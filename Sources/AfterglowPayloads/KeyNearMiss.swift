/// "Did you mean": the documented key an unknown key most likely meant. APNs keys are
/// lower-case with hyphens (`content-available`); senders often write them as they write their
/// own code (`contentAvailable`, `thread_id`) or mistype them (`catgory`).
public enum KeyNearMiss {
    /// The closest of `candidates` to `key`: the same letters once case, `-` and `_` are ignored,
    /// or at most 2 edits away (at most 1 for keys of 4 letters or fewer, so short words do not
    /// match everything); nil when none is that close or `key` is itself a candidate.
    public static func suggestion(for key: String, among candidates: [String]) -> String? {
        guard !candidates.contains(key) else { return nil }
        let folded = fold(key)
        if let same = candidates.first(where: { fold($0) == folded }) { return same }
        let lower = Array(key.lowercased())
        var best: (String, Int)?
        for c in candidates {
            let d = distance(lower, Array(c.lowercased()))
            let allowed = min(c.count, key.count) <= 4 ? 1 : 2
            if d <= allowed, d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    static func fold(_ s: String) -> String { String(s.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }) }

    /// Levenshtein distance (insertions, deletions, substitutions), two rows.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
