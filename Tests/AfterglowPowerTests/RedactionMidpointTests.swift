import Testing
@testable import AfterglowPower

/// `AlwaysOnContentPolicy.treatment(for:progress:)`: "redaction applies from the midpoint" of the
/// dim transition — at p = ½ itself, as hiding does (AlwaysOnFadeTests); sensitive content is shown
/// undimmed before it and redacted from it through the end.
@Suite struct RedactionMidpointTests {
    @Test func sensitiveContentIsRedactedFromTheMidpoint() {
        let p = AlwaysOnContentPolicy.standard
        #expect(p.treatment(for: .sensitive) == .redact)
        #expect(p.treatment(for: .sensitive, progress: 0) == .dim(1))
        #expect(p.treatment(for: .sensitive, progress: 0.5.nextDown) == .dim(1))
        #expect(p.treatment(for: .sensitive, progress: 0.5) == .redact)
        #expect(p.treatment(for: .sensitive, progress: 1) == .redact)
    }
}
