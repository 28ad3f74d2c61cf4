@testable import AfterglowPayloads
import Testing

/// Text that ends right after an opening brace or bracket (a payload cut off in transfer) is a
/// syntax error at its end, never a read past it: "{" has 1 byte, so the error is at byte 1.
@Suite struct JSONTruncatedContainerTests {
    @Test(arguments: ["{", "{ ", "{\n\t"])
    func anObjectCutAfterItsBrace(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text); Issue.record("accepted") } catch {
            #expect(error.message == "unexpected end of input in an object" && error.offset == text.utf8.count, "\(error)")
        }
    }

    @Test(arguments: ["[", "[ "])
    func anArrayCutAfterItsBracket(text: String) {
        do { _ = try JSONParser.parse(text); Issue.record("accepted") } catch {
            #expect(error.offset == text.utf8.count, "\(error)")
        }
    }
}
