import Testing
@testable import AfterglowPayloads

/// docs/CONTENT.md: "nesting ≤ 64" holds through objects as through arrays (the array case is
/// `PayloadBoundaryTests.nestingOf64IsAcceptedAnd65Refused`): 64 objects put the scalar at depth
/// 64, accepted; 65 refused with the limit named; and the same through objects and arrays mixed.
@Suite struct ObjectNestingTests {
    func objects(_ levels: Int) -> String {
        String(repeating: #"{"a": "#, count: levels) + "1" + String(repeating: "}", count: levels)
    }
    func mixed(_ levels: Int) -> String {
        (0..<levels).map { $0 % 2 == 0 ? #"{"a": "# : "[" }.joined() + "1" + (0..<levels).reversed().map { $0 % 2 == 0 ? "}" : "]" }.joined()
    }

    @Test(arguments: [true, false])
    func nestingOf64ObjectsIsAcceptedAnd65Refused(mixedWithArrays: Bool) throws {
        let make = mixedWithArrays ? mixed : objects
        _ = try JSONParser.parse(make(64))
        do { _ = try JSONParser.parse(make(65)); Issue.record("accepted 65 levels") } catch {
            #expect(error.message.contains("nesting deeper than 64"), "\(error)")
        }
    }
}

/// The mistake hint looks one byte past a `/` for a comment: a `/` that ends the file is not a
/// comment and must not be read past (a payload cut off after a slash).
@Suite struct TrailingSlashHintTests {
    @Test(arguments: ["/", #"{"aps": {}} /"#, #"{"aps": {"alert": 1}, /"#])
    func aSlashAtTheEndIsNoComment(_ text: String) throws {
        let e = try #require(PayloadsMistakeTests().jsonError(text))
        #expect(!e.message.contains("comment"), "\(e)")
        #expect(e.offset == text.utf8.count - 1, "the slash itself: \(e)")
    }
}
