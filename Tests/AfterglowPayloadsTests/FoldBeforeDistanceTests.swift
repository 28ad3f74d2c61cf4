@testable import AfterglowPayloads
import Testing

/// `KeyNearMiss.suggestion`'s first rule (its doc comment): a key with "the same letters once
/// case, `-` and `_` are ignored" as a documented key is that key, however many separators it
/// differs by and whatever other key is as few edits away.
@Suite struct FoldBeforeDistanceTests {
    @Test func sameLettersWinOverEditDistance() {
        // Four hyphens inserted: 4 edits from "alert", over the 2 allowed, yet the same letters.
        #expect(KeyNearMiss.suggestion(for: "a-l-e-r-t", among: ["alert"]) == "alert")
        #expect(KeyNearMiss.suggestion(for: "a_l_e_r_t", among: ["alert"]) == "alert")
        #expect(KeyNearMiss.suggestion(for: "A l e r t", among: ["alert"]) == "alert")
        // "sound_" is 1 edit from both "sounds" (listed first) and "sound"; its letters are sound's.
        #expect(KeyNearMiss.suggestion(for: "sound_", among: ["sounds", "sound"]) == "sound")
        #expect(KeyNearMiss.fold("Thread_Id-x y") == "threadidxy")
    }
}
