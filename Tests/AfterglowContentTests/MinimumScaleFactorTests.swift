@testable import AfterglowContent
@testable import AfterglowDevices
@testable import AfterglowDisplay
import AfterglowPayloads
import AfterglowTestSupport
import AfterglowTime
import Testing

/// SwiftUI's `.minimumScaleFactor`: a line too wide for its frame is set smaller before it is
/// truncated, never below the factor (a sport card's "20:00" timer in a 36 pt frame).
@Suite struct MinimumScaleFactorTests {
    func drawn(_ factor: Double, width: Double) throws -> (text: String, size: Double) {
        var node = TemplateNode(kind: .text(TextSource(segments: [.literal("Kick-off in 20 minutes")]), .init(sizePt: 17, minimumScaleFactor: factor)))
        node.frame = .init(width: width)
        let t = ActivityTemplate(activityType: "T", layouts: [.lockScreen: node])
        let geo = PresentationGeometry(device: try #require(ContentFixtures.catalog.profile(named: "iphone-16-pro")))
        let a = t.previewActivity()
        let f = try #require(ActivityLayout.frame(.lockScreen, geometry: geo, template: t, activity: a, now: .zero, measurer: ApproximateTextMeasurer()))
        let r = ActivityLayout.items(template: t, activity: a, frame: f, appearance: .light, now: .zero, measurer: ApproximateTextMeasurer())
        for item in r.items { if case .text(let s, let style) = item.command { return (s, style.sizePt) } }
        Issue.record("no text drawn"); return ("", 0)
    }

    @Test func aLineTooWideIsSetSmallerNotTruncated() throws {
        let full = try drawn(1, width: 400)
        #expect(full == ("Kick-off in 20 minutes", 17))
        let scaled = try drawn(0.5, width: full.size * 7)
        #expect(scaled.text == "Kick-off in 20 minutes")
        #expect(scaled.size < 17 && scaled.size >= 8.5)
    }

    @Test func belowTheFactorItIsTruncated() throws {
        let r = try drawn(0.9, width: 60)
        #expect(r.size == 17 * 0.9)
        #expect(r.text.hasSuffix("…"))
    }

    @Test func theFactorRoundTripsThroughTheTemplateFile() throws {
        let node = TemplateNode(kind: .text(TextSource(segments: [.literal("x")]), .init(minimumScaleFactor: 0.5)))
        let t = ActivityTemplate(activityType: "T", layouts: [.lockScreen: node])
        let back = try TemplateParser.parse(data: Array(TemplateWriter.json(t).compactJSON.utf8))
        guard case .text(_, let spec)? = back.layouts[.lockScreen]?.kind else { Issue.record("not text"); return }
        #expect(spec.minimumScaleFactor == 0.5)
        #expect(throws: (any Error).self) { try TemplateParser.parse(data: Array(#"{"activityType":"T","layouts":{"lockScreen":{"text":"x","minimumScaleFactor":0}}}"#.utf8)) }
    }
}
