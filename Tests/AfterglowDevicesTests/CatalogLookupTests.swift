import Testing
@testable import AfterglowDevices
import AfterglowTestSupport

/// `DeviceCatalog`'s ordering, look-up and "did you mean" on ids made for the test, so each answer
/// can be worked by hand (issue 30: a mutation pass changed the suggestion filter, its order and
/// the edit distance's costs, and the tests on the shipped ids did not notice).
@Suite struct CatalogLookupTests {
    static let base = PowerFixtures.catalog.profile(named: "iphone-16-pro")!
    static func catalog(_ ids: [String]) -> DeviceCatalog {
        DeviceCatalog(profiles: ids.map { id in var p = base; p.id = id; p.name = "Name " + id; return p })
    }

    /// Levenshtein distance: one insertion, deletion or substitution each costs 1 (worked by hand:
    /// flaw → lawn deletes f and inserts n; ab → ba two substitutions; "a" → "b" one). Symmetric,
    /// zero only for equal strings, at most the longer length.
    @Test func editDistanceCountsOneForEachEdit() {
        #expect(editDistance("flaw", "lawn") == 2)
        #expect(editDistance("ab", "ba") == 2)
        #expect(editDistance("a", "b") == 1)
        #expect(editDistance("a", "a") == 0)
        #expect(editDistance("abc", "abcd") == 1 && editDistance("abcd", "abc") == 1)
        #expect(editDistance("xabc", "abc") == 1 && editDistance("abc", "xabc") == 1)
        #expect(editDistance("", "") == 0)
        let words = ["", "a", "ab", "ba", "abc", "iphone", "ipad", "watch", "iphone-16-pro"]
        for a in words {
            for b in words {
                let d = editDistance(a, b)
                #expect(d == editDistance(b, a), "\(a) / \(b)")
                #expect((d == 0) == (a == b))
                #expect(d <= max(a.count, b.count) && d >= abs(a.count - b.count))
            }
        }
    }

    /// Suggestions: ids within max(3, half the typed length) edits, or containing what was typed,
    /// nearest first, ties by id, at most `limit`.
    @Test func suggestionsAreTheNearestIdsWithinTheLimit() {
        let c = Self.catalog(["abcdefgh", "abcdefgx", "abcdexyz", "abwxyzgh", "zzzzzzzz", "ab"])
        // "abcdefgh" typed (8 letters: limit max(3, 4) = 4): distances 0, 1, 3, 4, 8, 6.
        #expect(c.suggestions(for: "abcdefgh", limit: 10) == ["abcdefgh", "abcdefgx", "abcdexyz", "abwxyzgh"])
        #expect(c.suggestions(for: "abcdefgh") == ["abcdefgh", "abcdefgx", "abcdexyz"], "three by default")
        #expect(c.suggestions(for: "abcdefgh", limit: 1) == ["abcdefgh"])
        // Short input: limit 3. "ab" is 0 from "ab"; 6 from the 8-letter ids, but each contains it.
        #expect(c.suggestions(for: "ab", limit: 10) == ["ab", "abcdefgh", "abcdefgx", "abcdexyz", "abwxyzgh"])
        // Ties in distance go by id: "abcdefgq" is 1 from both abcdefgh and abcdefgx.
        #expect(c.suggestions(for: "abcdefgq", limit: 2) == ["abcdefgh", "abcdefgx"])
        #expect(c.suggestions(for: "ABCDEFGH", limit: 1) == ["abcdefgh"], "case does not matter")
    }

    /// Profiles are listed by kind, then id; a look-up takes the id or the name, in any case.
    @Test func profilesAreOrderedByKindThenIdAndFoundByIdOrName() {
        let c = Self.catalog(["b", "c", "a"])
        #expect(c.profiles.map(\.id) == ["a", "b", "c"])
        #expect(c.profile(named: "B")?.id == "b")
        #expect(c.profile(named: "name c")?.id == "c")
        #expect(c.profile(named: "d") == nil)
        let shipped = PowerFixtures.catalog.profiles
        let keys = shipped.map { ($0.kind.rawValue, $0.id) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "kind, then id")
    }
}
