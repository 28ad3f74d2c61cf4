@testable import AfterglowPayloads
import Foundation
import Testing

/// Boundaries either side of the payload module's documented limits, and properties of its small
/// helpers (issue 30: each of these let a planted bug through).
@Suite("Payloads: limits at their boundaries")
struct PayloadBoundaryTests {
    func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)
    }

    /// docs/CONTENT.md: "nesting ≤ 64". The top-level value is depth 0 and each array adds one, so
    /// 64 arrays put the scalar at depth 64 (accepted) and 65 put it at 65 (refused).
    @Test func nestingOf64IsAcceptedAnd65Refused() throws {
        let v = try JSONParser.parse(nested(64))
        var depth = 0, cur = v
        while case .array(let a) = cur { depth += 1; cur = a[0] }
        #expect(depth == 64 && cur == .number(1))
        do { _ = try JSONParser.parse(nested(65)); Issue.record("accepted 65 levels") } catch {
            #expect(error.message.contains("nesting deeper than 64"), "\(error)")
        }
    }

    @Test func pathIndicesStartAtZeroAndStayInRange() throws {
        let v = try JSONParser.parse(#"{"items": [{"name": "first"}, {"name": "second"}]}"#)
        #expect(v.value(atPath: "items[0].name") == .string("first"))
        #expect(v.value(atPath: "items[1].name") == .string("second"))
        #expect(v.value(atPath: "items[2].name") == nil)
    }

    /// Two spaces per level; containers of scalars that fit stay on one line ("prettyJSON" doc).
    /// The expected text is written out by hand.
    @Test func prettyPrintingIndentsTwoSpacesPerLevel() throws {
        let v = try JSONParser.parse(#"{"a": [[1, 2], {"b": [3]}], "c": "x"}"#)
        let expected = """
        {
          "a": [
            [1, 2],
            {
              "b": [3]
            }
          ],
          "c": "x"
        }
        """
        #expect(v.prettyJSON() == expected, "\(v.prettyJSON())")
        // A scalar-only array too long for the line breaks one element per line.
        let long = JSONValue.array([.string(String(repeating: "x", count: 30)), .string(String(repeating: "y", count: 30))])
        #expect(long.prettyJSON(lineWidth: 40) == "[\n  \"\(String(repeating: "x", count: 30))\",\n  \"\(String(repeating: "y", count: 30))\"\n]")
    }

    /// A `//` comment marker as the last two bytes of a file (a last line "//") is still named.
    @Test func aCommentMarkerAtTheVeryEndIsNamed() {
        do { _ = try JSONParser.parse("{}\n//"); Issue.record("accepted") } catch {
            #expect(error.message.hasPrefix("a // comment"), "\(error)")
        }
        do { _ = try JSONParser.parse("{}\n/*"); Issue.record("accepted") } catch {
            #expect(error.message.hasPrefix("a /* */ comment"), "\(error)")
        }
    }

    func object(_ text: String) throws -> JSONObject {
        guard case .object(let o) = try JSONParser.parse(text) else { throw CancellationError() }
        return o
    }

    /// `MisplacedAPS.maxDepth` = 5: an `aps` inside five envelope levels is found, inside six not.
    /// And a top-level `aps` is not "nested": the lookup names envelopes only.
    @Test func envelopeSearchStopsAfterFiveLevels() throws {
        let five = try object(#"{"a": {"b": {"c": {"d": {"e": {"aps": {"alert": "hi"}}}}}}}"#)
        #expect(PayloadParser.envelopedAPS(in: five) == "a.b.c.d.e.aps")
        let six = try object(#"{"a": {"b": {"c": {"d": {"e": {"f": {"aps": {"alert": "hi"}}}}}}}}"#)
        #expect(PayloadParser.envelopedAPS(in: six) == nil)
        let top = try object(#"{"aps": {"alert": "hi"}}"#)
        #expect(PayloadParser.envelopedAPS(in: top) == nil)
        #expect(PayloadParser.envelopedAPS(in: try object(#"{"message": {"apns": {"payload": {"aps": {}}}}}"#)) == "message.apns.payload.aps")
    }

    /// HIG Notifications › Notification actions (seeds/004): "up to four" actions per category.
    @Test func aCategoryTakesFourActionsNotFive() throws {
        let actions = (1...5).map { NotificationCategory.Action(id: "a\($0)", title: "Action \($0)") }
        let four = try NotificationCategory(id: "c", actions: Array(actions.prefix(4)))
        #expect(four.actions.count == 4)
        #expect(throws: CategoryError.self) { try NotificationCategory(id: "c", actions: actions) }
    }

    /// A `/*/` opens a comment and does not close it: the `*` that opened it cannot also close it
    /// (as in C). Without the skip over the opener, `/*/ … */` would end at its third byte.
    @Test func aBlockCommentOpenerIsNotItsOwnCloser() throws {
        let text = "/*/ a comment with \"quotes\" = \"no\"; */\n\"key\" = \"value\";\n"
        let table = try StringsFileParser.parse(Array(text.utf8), file: "Localizable.strings")
        #expect(table == ["key": "value"])
    }

    /// The avatar stand-in is a monogram on a disc: at most two letters, whatever the name's length.
    @Test func initialsAreAtMostTwoLetters() {
        #expect(CommunicationSender(name: "Ana Lima").initials == "AL")
        #expect(CommunicationSender(name: "Ana Maria Lima").initials.count == 2)
        #expect(CommunicationSender(name: "ana").initials == "A")
        #expect(CommunicationSender(name: "").initials == "")
    }

    /// A specifier cut off at the end of the format ("%1", "%12$", "%l") takes no argument and is
    /// left as written (LocalizedFormat's rule for a specifier without an argument), rather than
    /// reading past the end; complete ones still take theirs.
    @Test func aFormatEndingInsideASpecifierIsLeftAsWritten() {
        #expect(LocalizedFormat.apply("step %1", ["x"]) == "step %1")
        #expect(LocalizedFormat.apply("step %12", ["x"]) == "step %12")
        #expect(LocalizedFormat.apply("step %12$", ["x"]) == "step %12$")
        #expect(LocalizedFormat.apply("step %l", ["x"]) == "step %l")
        #expect(LocalizedFormat.apply("%d%%", ["5"]) == "5%")
    }
    /// "at most 2 edits (1 for short keys)", short meaning 4 characters or fewer (the shorter of
    /// key and candidate): "bagde" (5, a swap = 2 edits) → "badge"; "bdg" (3, 2 edits) → none;
    /// "bdgx" (4, 2 edits) → none; "bdge" (4, 1 edit) → "badge"; "bxyze" (5, 3 edits) → none.
    @Test func nearMissEditLimitsAtTheirBoundary() {
        #expect(KeyNearMiss.suggestion(for: "bagde", among: ["badge"]) == "badge")
        #expect(KeyNearMiss.suggestion(for: "bdg", among: ["badge"]) == nil)
        #expect(KeyNearMiss.suggestion(for: "bdgx", among: ["badge"]) == nil)
        #expect(KeyNearMiss.suggestion(for: "bdge", among: ["badge"]) == "badge")
        #expect(KeyNearMiss.suggestion(for: "bxyze", among: ["badge"]) == nil, "5 characters, 3 substitutions: over the 2 allowed")
    }

    /// A file cut off right after a key (a truncated upload) is a syntax error at its end, not a
    /// read past it.
    @Test func aFileEndingAfterAKeyIsAnError() {
        do { _ = try JSONParser.parse(#"{"aps""#); Issue.record("accepted") } catch {
            #expect(error.offset == 6 && error.message.contains("expected ':' after key"), "\(error)")
        }
    }
}
