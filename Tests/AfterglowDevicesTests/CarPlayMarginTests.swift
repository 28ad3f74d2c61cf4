import AfterglowKit
import AfterglowTestSupport
import Testing

/// CarPlay shows the watch's layout: "The custom watchOS layout also applies to your Live Activity
/// in CarPlay" (HIG Live Activities › watchOS, shared/seeds/001), and without one CarPlay and the
/// Smart Stack both combine the compact leading and trailing views (› CarPlay, › watchOS). One
/// layout in two places is inset alike, so the CarPlay Dashboard card's content margin (in the
/// table's points, before `activityScale`) is the Smart Stack's on every watch.
@Suite struct CarPlayMarginTests {
    static let carPlayProfiles = ["carplay-widescreen", "carplay-portrait", "carplay-standard"]
    static let watches = ["apple-watch-40mm", "apple-watch-41mm", "apple-watch-44mm", "apple-watch-45mm", "apple-watch-49mm"]

    @Test(arguments: carPlayProfiles)
    func theDashboardCardIsInsetAsTheSmartStack(id: String) throws {
        let card = try #require(PresentationGeometry(device: device(id)).frame(for: .carPlay))
        for w in Self.watches {
            let stack = try #require(PresentationGeometry(device: device(w)).frame(for: .smartStack))
            #expect(card.marginPt == stack.marginPt, "\(id) against \(w)")
        }
    }
}
