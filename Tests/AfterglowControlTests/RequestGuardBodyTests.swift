@testable import AfterglowControl
import Foundation
import Testing

/// Rule 4 of `RequestGuard` (a body needs `Content-Type: application/json`) as the server applies
/// it: on the request head, before any body byte is read (`ControlServer` calls `check(head, …)`),
/// so the declared `Content-Length` is all there is to go on. Boundaries either side of "a body":
/// 0 bytes declared passes, 1 byte declared is refused; and the constant-time token comparison
/// as a property (equal only when every byte and the length agree).
@Suite struct RequestGuardBodyTests {
    let open = RequestGuard(token: nil)

    func head(_ headers: [String: String]) -> HTTPRequest {
        HTTPRequest(method: "POST", path: "/v1/push", headers: headers, body: Data())
    }

    @Test func aDeclaredOneByteBodyWithoutATypeIsRefusedFromTheHeadAlone() {
        // Content-Length: 1 with no Content-Type — the smallest body there is. The head carries no
        // body bytes yet, so only the declared length can refuse it (415, before the body is read).
        let r = open.check(head(["content-length": "1"]), transport: .unix)
        #expect(r?.status == 415, "\(String(describing: r))")
        #expect(r?.reason.contains("application/json") == true)
        // Content-Length: 0 is no body: nothing to type.
        #expect(open.check(head(["content-length": "0"]), transport: .unix) == nil)
        #expect(open.check(head([:]), transport: .unix) == nil)
        // A large declared body is refused the same way (the rule is "any body", not a size).
        #expect(open.check(head(["content-length": "4096"]), transport: .unix)?.status == 415)
    }

    @Test func aBodyWithoutADeclaredLengthIsRefusedToo() {
        // Either sign of a body is enough: bytes present with no Content-Length header at all.
        let r = open.check(HTTPRequest(method: "POST", path: "/v1/push", headers: [:], body: Data("{}".utf8)), transport: .unix)
        #expect(r?.status == 415)
    }

    @Test func constantTimeEqualIsEqualityOfBytes() {
        // Property: the result is plain string equality, for equal, one-byte-different, prefix,
        // longer and empty strings alike.
        let pairs: [(String, String)] = [("s3cret", "s3cret"), ("s3cret", "s3crex"), ("s3cret", "s3cre"), ("s3cre", "s3cret"),
                                         ("", ""), ("", "a"), ("a", ""), ("s3cret\u{0}", "s3cret"), ("é", "e\u{301}")]
        for (a, b) in pairs {
            #expect(RequestGuard.constantTimeEqual(a, b) == (Array(a.utf8) == Array(b.utf8)), "\(a.debugDescription) vs \(b.debugDescription)")
        }
    }
}
