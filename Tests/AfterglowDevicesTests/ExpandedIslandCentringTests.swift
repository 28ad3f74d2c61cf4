import AfterglowKit
import AfterglowTestSupport
import Testing

/// The expanded presentation is the Dynamic Island grown around the TrueDepth camera: "The Dynamic
/// Island uses a corner radius of 44 points, and its rounded corner shape matches the TrueDepth
/// camera" (HIG Live Activities › Specifications, seeds/001), and the camera sits at the top centre
/// of the screen. So the expanded island stays centred on the camera, as the compact island is —
/// equal space either side, from the island's own top edge, inside the screen.
@Suite struct ExpandedIslandCentringTests {
    @Test func theExpandedIslandIsCentredOnTheCamera() throws {
        var checked = 0
        for phone in shippedCatalog.profiles where phone.dynamicIsland != nil {
            let g = PresentationGeometry(device: phone)
            let sensor = try #require(g.sensorRegion), compact = try #require(g.islandFrame)
            for h in [84.0, 120, 160] {
                let f = try #require(g.frame(for: .expanded, requestedHeight: h)).frame
                #expect(abs(f.midX - sensor.midX) < 1e-9 && abs(f.midX - compact.midX) < 1e-9, "\(phone.id): \(f)")
                #expect(abs(f.minX - (phone.screen.widthPt - f.maxX)) < 1e-9, "\(phone.id): equal space either side")
                #expect(f.minX > 0 && f.maxX < phone.screen.widthPt, "\(phone.id): inside the screen")
                #expect(f.minY == compact.minY, "\(phone.id): grows down from the island's top edge")
            }
            checked += 1
        }
        #expect(checked >= 10)
        // By hand: iPhone 16 Pro, 402 pt wide, the table's 371 pt expanded island: (402 − 371) / 2 = 15.5 pt a side.
        let f = try #require(PresentationGeometry(device: device("iphone-16-pro")).frame(for: .expanded)).frame
        #expect(f.minX == 15.5 && f.maxX == 386.5)
    }
}
