import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

/// Constructs found in the real corpus (Examples/swiftui) that the importer got wrong; each test
/// names the entry that showed it.
@Suite struct RealMaterialGapTests {
    /// fluttercandies-links: `.frame(width: .infinity, height: .infinity)` — SwiftUI logs
    /// "Invalid frame dimension" and ignores it; the importer warns and ignores it too, and the
    /// layout never produces an infinite rect (it used to trap the screenshot's crop).
    @Test func infiniteFixedFrameIsIgnoredWithADiagnostic() {
        let (node, a) = SubsetTableTests.lock(#"HStack { Text("A").frame(width: 40, height: 40) }.frame(width: .infinity, height: .infinity)"#)
        let n = try! #require(node)
        #expect(n.frame?.width == nil && n.frame?.height == nil)
        let d = a!.diagnostics.map(\.message)
        #expect(d.contains { $0.contains(".frame(width: .infinity)") && $0.contains("ignored") })
        #expect(d.contains { $0.contains(".frame(height: .infinity)") })
        let frame = PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen)!
        let items = ActivityLayout.items(template: a!.template, activity: a!.template.previewActivity(), frame: frame,
                                         appearance: .dark, now: .zero, measurer: ApproximateTextMeasurer()).items
        #expect(!items.isEmpty && items.allSatisfy { $0.bounds.width.isFinite && $0.bounds.height.isFinite })
    }

    /// The core layout ignores a non-finite or negative fixed dimension even when a template
    /// carries one (a hand-made template, or an importer that let it through).
    @Test func layoutIgnoresNonFiniteFixedDimensions() {
        let (_, imported) = SubsetTableTests.lock(#"Text("A")"#)
        var template = try! #require(imported).template
        var node = try! #require(template.layouts[.lockScreen])
        node.frame = .init(width: .infinity, height: -5)
        template.layouts[.lockScreen] = node
        let frame = PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen)!
        let items = ActivityLayout.items(template: template, activity: template.previewActivity(), frame: frame,
                                         appearance: .dark, now: .zero, measurer: ApproximateTextMeasurer()).items
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.bounds.width.isFinite && $0.bounds.height >= 0 && $0.bounds.width <= frame.frame.width })
    }
}
