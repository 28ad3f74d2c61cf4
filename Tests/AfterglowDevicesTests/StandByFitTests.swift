import AfterglowKit
import AfterglowTestSupport
import Testing

/// StandBy's default background scales the activity "slightly larger" than 2× (HIG Live
/// Activities › StandBy, shared/seeds/001) to fill the landscape screen less the margin a side —
/// and a tall activity must still fit the landscape height less the margins. iPhone 16 Pro
/// (402 × 874 pt, Lock Screen width 371 pt, margin 24 pt): by width (874 − 48) / 371 = 2.2264;
/// a 160 pt activity by height (402 − 48) / 160 = 2.2125, the smaller, so 2.2125 and it
/// fills the height exactly; an 80 pt one is limited by width.
@Suite struct StandByFitTests {
    @Test func aTallActivityIsScaledToFitTheLandscapeHeight() {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        #expect(PresentationGeometry.standByDefaultMarginPt == 24)
        #expect(abs(g.standByDefaultBackgroundScale(height: 160) - 354.0 / 160) < 1e-12)
        #expect(abs(g.standByDefaultBackgroundScale(height: 80) - 826.0 / 371) < 1e-12)
    }

    /// The property on every phone with StandBy: scaled height plus both margins never exceeds
    /// the landscape height unless the 2× floor forces it.
    @Test func theScaledActivityFitsTheLandscapeHeight() {
        for id in ["iphone-14-pro", "iphone-15", "iphone-16-pro-max", "iphone-17-pro", "iphone-air"] {
            let g = PresentationGeometry(device: device(id))
            let landHeight = device(id).screen.widthPt
            for h in stride(from: 50.0, through: 160, by: 10) {
                let s = g.standByDefaultBackgroundScale(height: h)
                #expect(s >= 2)
                if s > 2 { #expect(s * h + 2 * 24 <= landHeight + 1e-9, "\(id), \(h) pt: \(s)×") }
            }
        }
    }
}
