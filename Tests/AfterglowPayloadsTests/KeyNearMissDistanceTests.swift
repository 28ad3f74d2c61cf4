@testable import AfterglowKit
@testable import AfterglowPayloads
import Testing

/// The edit distance behind "did you mean" hints, on hand-checkable pairs (it had no test of its
/// own): kitten → sitting is the textbook 3 (two substitutions, one insertion); a swap of two
/// letters is 2; one dropped letter is 1; nothing to edit is 0; to or from empty is the length.
@Suite struct KeyNearMissDistanceTests {
    func d(_ a: String, _ b: String) -> Int { KeyNearMiss.distance(Array(a), Array(b)) }

    @Test func textbookDistances() {
        #expect(d("kitten", "sitting") == 3)
        #expect(d("sound", "sonud") == 2 && d("badge", "badeg") == 2)
        #expect(d("alert", "alrt") == 1 && d("a", "b") == 1)
        #expect(d("aps", "aps") == 0)
        #expect(d("", "abc") == 3 && d("abc", "") == 3)
    }
}
