@testable import AfterglowPayloads
import Testing

/// `MisplacedAPS.find` counts an array's object item as one envelope level, like an object
/// member (batch bodies such as `{"notifications": [{"payload": {"aps": …}}]}`), and names it
/// with its index. Five levels deep through arrays is found, six is not (`maxDepth` = 5, as in
/// PayloadBoundaryTests' object-only case); the path is written out by hand.
@Suite struct EnvelopeArrayDepthTests {
    private func object(_ text: String) throws -> JSONObject {
        guard case .object(let o) = try JSONParser.parse(text) else { throw CancellationError() }
        return o
    }

    @Test func anArrayItemIsOneLevel() throws {
        // a[1] is level 1, a[1].b[0] 2, .c[0] 3, .d[0] 4, .e 5: the aps at level 5 is found.
        let five = try object(#"{"a": [1, {"b": [{"c": [{"d": [{"e": {"aps": {}}}]}]}]}]}"#)
        #expect(PayloadParser.envelopedAPS(in: five) == "a[1].b[0].c[0].d[0].e.aps")
        // a[0] 1, b[0] 2, c[0] 3, d[0] 4, e[0] 5, f 6: too deep.
        let six = try object(#"{"a": [{"b": [{"c": [{"d": [{"e": [{"f": {"aps": {}}}]}]}]}]}]}"#)
        #expect(PayloadParser.envelopedAPS(in: six) == nil)
        #expect(PayloadParser.envelopedAPS(in: try object(#"{"batch": [{"x": 1}, {"aps": {}}]}"#)) == "batch[1].aps")
    }
}
