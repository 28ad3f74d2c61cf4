import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// Panel figures transferred by screen area, as the profiles' `panel` sources say: "the iPhone 14
/// Pro Max fit … transferred by screen area (static, refresh and channel costs × 0.836 …)". For a
/// screen of w × h pt the factor is (w · h) / (430 · 932); iPhone 15 Pro: 393 × 852 / (430 × 932) =
/// 0.8355. Static and refresh costs are the 14 Pro Max's × that factor, rounded (within 0.001: the
/// 6.9-inch phones carry 1.764 for 1.7633). A survivor of the mutation pass changed one profile's static power by 10 %.
@Suite struct PanelAreaTransferTests {
    @Test func transferredFiguresAreTheReferenceTimesTheAreaRatio() {
        let ref = device("iphone-14-pro-max")
        #expect(ref.screen.widthPt == 430 && ref.screen.heightPt == 932)
        let refArea = ref.screen.widthPt * ref.screen.heightPt
        var checked = 0
        for p in shippedCatalog.profiles where p.id != ref.id && (p.sources["panel"] ?? "").contains("transferred by screen area") {
            let k = p.screen.widthPt * p.screen.heightPt / refArea
            #expect(abs(p.panel.staticMilliwatts - ref.panel.staticMilliwatts * k) <= 0.001,
                    "\(p.id): static \(p.panel.staticMilliwatts) mW, 14 Pro Max × \(k) = \(ref.panel.staticMilliwatts * k)")
            #expect(abs(p.panel.refreshMilliwattsPerHz - ref.panel.refreshMilliwattsPerHz * k) <= 0.001,
                    "\(p.id): refresh \(p.panel.refreshMilliwattsPerHz) mW/Hz, 14 Pro Max × \(k) = \(ref.panel.refreshMilliwattsPerHz * k)")
            checked += 1
        }
        #expect(checked >= 15, "only \(checked) profiles say they were transferred")
        let k15 = 393.0 * 852 / (430 * 932)
        #expect(abs(k15 - 0.8355) < 0.0001)
    }
}
