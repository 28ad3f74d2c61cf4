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

    /// A phone lists the CarPlay sizes its activity is shown at (`allFrames`); that is the same
    /// card as on a CarPlay screen, so it is inset as the Dashboard card is. Before session 17 a
    /// phone's CarPlay frames said 0 pt while the Dashboard's said 8 (found by a mutation pass).
    @Test func aPhonesCarPlayFramesAreInsetAsTheDashboardCard() throws {
        let card = try #require(PresentationGeometry(device: device("carplay-standard")).frame(for: .carPlay))
        for id in ["iphone-16-pro", "iphone-15", "iphone-air"] {
            let frames = PresentationGeometry(device: device(id)).allFrames().filter { $0.presentation == .carPlay }
            #expect(frames.count == 3, "\(id)")
            for f in frames { #expect(f.marginPt == card.marginPt, "\(id) \(f.frame.size): \(f.marginPt) pt against \(card.marginPt)") }
        }
    }
}
