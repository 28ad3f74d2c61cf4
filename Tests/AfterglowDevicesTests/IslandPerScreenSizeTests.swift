import AfterglowTestSupport
import Testing
@testable import AfterglowDevices

/// The HIG gives the Dynamic Island's dimensions per screen size (seeds/001 › iOS dimensions: one
/// row per "Screen dimensions (portrait)"), and phones of one screen size share one island. So
/// every island figure of a profile — its top offset too, an estimate from Apple's artwork that
/// the HIG does not give — equals that of the other phones of its screen size: a profile that
/// differs from its siblings has a typo.
@Suite struct IslandPerScreenSizeTests {
    @Test func phonesOfOneScreenSizeShareOneIsland() {
        var bySize: [String: [DeviceProfile]] = [:]
        for p in shippedCatalog.profiles where p.dynamicIsland != nil {
            bySize["\(p.screen.widthPt)x\(p.screen.heightPt)", default: []].append(p)
        }
        // 393×852, 430×932, 402×874 and 440×956 have siblings (14 Pro … 17 Pro Max).
        #expect(bySize.values.filter { $0.count > 1 }.count >= 4)
        for (size, phones) in bySize {
            let first = phones[0]
            for p in phones.dropFirst() {
                #expect(p.dynamicIsland == first.dynamicIsland, "\(size): \(p.id) \(String(describing: p.dynamicIsland)) vs \(first.id) \(String(describing: first.dynamicIsland))")
            }
        }
    }
}
