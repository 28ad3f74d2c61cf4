import AfterglowKit
import AfterglowTestSupport
import Testing

/// One CarPlay presentation in two places: a phone's activity at the CarPlay table's sizes
/// (seeds/001 › CarPlay dimensions) and the Dashboard card of a CarPlay screen, which is the same
/// card laid out at the table's size and drawn `activityScale` times larger ("The system may scale
/// your Live Activity to best fit a vehicle's screen size and resolution", same section). Scaling
/// draws every figure larger alike, as StandBy scales the Lock Screen presentation's corners
/// (PresentationBoundaryTests), so the card's corner radius is the phone's times the scale.
@Suite struct CarPlayCardCornerTests {
    @Test(arguments: ["carplay-widescreen", "carplay-portrait", "carplay-standard"])
    func theDashboardCardsCornersAreThePhonesScaled(id: String) throws {
        let card = try #require(PresentationGeometry(device: device(id)).frame(for: .carPlay))
        let laidOut = Size(width: card.frame.width / card.scale, height: card.frame.height / card.scale)
        let phoneCards = PresentationGeometry(device: device("iphone-16-pro")).allFrames().filter { $0.presentation == .carPlay }
        let phone = try #require(phoneCards.first { abs($0.frame.width - laidOut.width) < 1e-9 && abs($0.frame.height - laidOut.height) < 1e-9 },
                                 "\(id): the phone shows the same size")
        #expect(abs(card.cornerRadiusPt - phone.cornerRadiusPt * card.scale) < 1e-9,
                "\(id): \(card.cornerRadiusPt) pt at \(card.scale)x, the phone's \(phone.cornerRadiusPt) pt")
        #expect(card.scale == (device(id).carPlay?.activityScale ?? 1))
    }

    /// The widescreen card is the one drawn larger (2.25×), so the scale is really exercised.
    @Test func oneCardIsDrawnLarger() throws {
        let card = try #require(PresentationGeometry(device: device("carplay-widescreen")).frame(for: .carPlay))
        #expect(card.scale == 2.25)
    }
}
