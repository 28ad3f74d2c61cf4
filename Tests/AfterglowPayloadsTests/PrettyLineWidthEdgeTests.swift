import Testing
@testable import AfterglowPayloads

/// `prettyJSON`'s one-line rule at its edge: a container of scalars stays on one line when its
/// indent and compact form fit in `lineWidth` — exactly as wide included. `["ab","cd"]` is 11
/// characters compact: one line at width 11 (printed with a space after the comma), one element
/// per line at width 10. Nested one level, the indent's 2 spaces count: 13 fits, 12 does not.
@Suite struct PrettyLineWidthEdgeTests {
    @Test func aContainerExactlyAsWideAsTheLineStaysOnOneLine() throws {
        let v = try JSONParser.parse(#"["ab","cd"]"#)
        #expect(v.compactJSON.count == 11)
        #expect(v.prettyJSON(lineWidth: 11) == #"["ab", "cd"]"#)
        #expect(v.prettyJSON(lineWidth: 10) == "[\n  \"ab\",\n  \"cd\"\n]")
        let nested = JSONValue.array([.array([.string("ab"), .string("cd")]), .object(.init([]))])
        #expect(nested.prettyJSON(lineWidth: 13) == "[\n  [\"ab\", \"cd\"],\n  {}\n]")
        #expect(nested.prettyJSON(lineWidth: 12) == "[\n  [\n    \"ab\",\n    \"cd\"\n  ],\n  {}\n]")
    }
}
