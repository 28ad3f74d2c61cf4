import Testing
@testable import AfterglowDevices
import AfterglowTestSupport

/// The Smart Stack card sits in the middle of the watch's screen, equal margins either side (a
/// symmetry: the stack is the screen's width, the card "at the top of the Smart Stack", seeds/001 ›
/// watchOS), on every watch profile, and on the screen (issue 30: the card's x written as
/// (screen + card) / 2 passed every test).
@Suite struct SmartStackCentreTests {
    @Test func theCardIsCentredOnEveryWatch() throws {
        let watches = PowerFixtures.catalog.profiles.filter { $0.smartStack != nil }
        #expect(!watches.isEmpty)
        for w in watches {
            let f = try #require(PresentationGeometry(device: w).frame(for: .smartStack)).frame
            #expect(abs(f.midX - w.screen.pointSize.width / 2) < 1e-9, "\(w.id)")
            #expect(f.minX >= 0 && f.maxX <= w.screen.pointSize.width, "\(w.id)")
        }
    }
}
