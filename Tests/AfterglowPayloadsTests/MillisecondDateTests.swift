@testable import AfterglowKit
@testable import AfterglowPayloads
import Testing

/// Dates sent in milliseconds (a survivor of the mutation pass dropped the stale-date check).
/// APNs dates are seconds since 1970: 1 763 721 000 is November 2025; the same instant in
/// milliseconds, 1 763 721 000 000, is beyond 10^11 s — the year 5000 and later — so it can only be
/// a unit mistake, and each date key gets its own warning naming what would go wrong.
@Suite struct MillisecondDateTests {
    static func warnings(_ aps: String) throws -> [String] {
        try PayloadParser.parse(#"{"aps":{"event":"update","content-state":{},\#(aps)}}"#).warnings.map(\.path)
    }

    @Test func eachDateKeyInMillisecondsIsWarnedAbout() throws {
        #expect(try Self.warnings(#""timestamp":1763721000000"#) == ["aps.timestamp"])
        #expect(try Self.warnings(#""timestamp":1763721000,"stale-date":1763721000000"#) == ["aps.stale-date"])
        #expect(try Self.warnings(#""timestamp":1763721000,"dismissal-date":1763721000000"#) == ["aps.dismissal-date"])
    }

    @Test func datesInSecondsAreNot() throws {
        #expect(try Self.warnings(#""timestamp":1763721000,"stale-date":1763724600,"dismissal-date":1763728200"#).isEmpty)
    }
}
