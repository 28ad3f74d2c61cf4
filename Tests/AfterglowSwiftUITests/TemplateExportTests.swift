import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

/// An imported activity written as template JSON (`afterglow import -o`) lays out exactly as the
/// imported template does, in every presentation, preview state and Always On.
@Suite struct TemplateExportTests {
    @Test func writtenTemplateLaysOutLikeTheImportedOne() throws {
        let a = try #require(Fixtures.importDelivery().activities.first)
        let text = TemplateWriter.text(a.template)
        let back = try TemplateParser.parse(data: Array(text.utf8))
        // Writing what was read back gives the same file: nothing is lost on a second trip.
        #expect(TemplateWriter.text(back) == text)
        let g = PresentationGeometry(device: TestDevices.phone)
        var compared = 0
        for p in Presentation.allCases {
            guard let f = g.frame(for: p) else { continue }
            for state in a.previewStates {
                for reduced in [false, true] {
                    func items(_ t: ActivityTemplate) -> [String] {
                        var act = t.previewActivity()
                        act.contentState = state
                        return ActivityLayout.items(template: t, activity: act, frame: f, appearance: .dark, now: .zero,
                                                    measurer: ApproximateTextMeasurer(), luminanceReduced: reduced)
                            .items.map { "\($0.bounds) \($0.role) \($0.command)" }
                    }
                    let original = items(a.template)
                    #expect(!original.isEmpty)
                    #expect(items(back) == original, "\(p) reduced=\(reduced)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 12)
    }
}
