@testable import AfterglowContent
@testable import AfterglowDevices
@testable import AfterglowDisplay
import AfterglowPayloads
import AfterglowTestSupport
import AfterglowTime
import Testing

/// SwiftUI's `.fixedSize` and `.layoutPriority`, as their documentation describes them:
/// - `fixedSize(horizontal:vertical:)`: "Fixes this view at its ideal size in the specified
///   dimensions"; its example puts a `.fixedSize()` text in a 200 pt frame, and "the text extends
///   outside the frame" instead of being truncated.
/// - `layoutPriority(_:)`: "A parent layout offers the child views with the highest layout priority
///   all the space offered to the parent minus the minimum space required for all its
///   lower-priority children"; its example is an HStack of two long texts where the one with
///   priority 1 is set in full and the other truncated.
@Suite struct FixedSizeAndPriorityTests {
    let measurer = ApproximateTextMeasurer()

    func text(_ s: String) -> TemplateNode { TemplateNode(kind: .text(TextSource(segments: [.literal(s)]), .init(sizePt: 15))) }

    /// The texts drawn (string, width) when `node` is the Lock Screen layout.
    func drawn(_ node: TemplateNode) throws -> [(text: String, width: Double)] {
        let t = ActivityTemplate(activityType: "T", layouts: [.lockScreen: node])
        let geo = PresentationGeometry(device: try #require(ContentFixtures.catalog.profile(named: "iphone-16-pro")))
        let a = t.previewActivity()
        let f = try #require(ActivityLayout.frame(.lockScreen, geometry: geo, template: t, activity: a, now: .zero, measurer: measurer))
        let r = ActivityLayout.items(template: t, activity: a, frame: f, appearance: .light, now: .zero, measurer: measurer)
        return r.items.compactMap { item in
            if case .text(let s, _) = item.command { return (s, item.bounds.width) }
            return nil
        }
    }

    func natural(_ s: String) -> Double { measurer.measure(s, style: TextStyle(sizePt: 15, weight: .regular, color: .white)).width }

    func hstack(_ children: [TemplateNode], width: Double) -> TemplateNode {
        var n = TemplateNode(kind: .stack(axis: .horizontal, children: children, spacing: 0, alignment: .center))
        n.frame = .init(width: width)
        return n
    }

    @Test func aFixedSizeTextKeepsItsIdealWidthInANarrowFrame() throws {
        let line = "A single line of text, too long to fit in a box."
        #expect(natural(line) > 200)
        var plain = TemplateNode(kind: .stack(axis: .vertical, children: [text(line)], spacing: 0, alignment: .center))
        plain.frame = .init(width: 200)
        // Without it the line is truncated to the frame.
        let cut = try drawn(plain)
        #expect(cut.count == 1 && cut[0].text.hasSuffix("…") && cut[0].width <= 200)
        var fixed = text(line)
        fixed.fixedSize = .both
        var box = TemplateNode(kind: .stack(axis: .vertical, children: [fixed], spacing: 0, alignment: .center))
        box.frame = .init(width: 200)
        let whole = try drawn(box)
        #expect(whole.count == 1 && whole[0].text == line)
        #expect(abs(whole[0].width - natural(line)) < 0.01)
    }

    /// Fixed vertically only: the width is still the one offered (the line is truncated).
    @Test func onlyTheGivenAxisIsFixed() throws {
        let line = "A single line of text, too long to fit in a box."
        var vertical = text(line)
        vertical.fixedSize = .init(horizontal: false, vertical: true)
        let out = try drawn(hstack([vertical], width: 200))
        #expect(out.count == 1 && out[0].text.hasSuffix("…") && out[0].width <= 200)
    }

    @Test func theHigherPriorityTextIsSetInFullAndTheOtherTruncated() throws {
        let low = "This is a moderately long string.", high = "A higher priority string."
        let width = natural(high) + 40
        #expect(natural(low) > 40 && natural(high) + natural(low) > width)
        // Equal priorities: the space is shared, both are cut.
        let shared = try drawn(hstack([text(low), text(high)], width: width))
        #expect(shared.count == 2 && shared.allSatisfy { $0.text.hasSuffix("…") })
        var first = text(high)
        first.layoutPriority = 1
        let out = try drawn(hstack([text(low), first], width: width))
        #expect(out.count == 2)
        #expect(out[1].text == high)
        #expect(out[0].text.hasSuffix("…"))
        // The low-priority text gets what is left: 40 pt.
        #expect(out[0].width <= 40 + 0.01)
    }

    /// The minimum of a lower-priority child is kept back: a 50 pt wide shape is never squeezed.
    @Test func theLowerPrioritysMinimumIsReserved() throws {
        let long = "A higher priority string that is much too long for the row."
        var shape = TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: .semantic(.label))))
        shape.frame = .init(width: 50, height: 10)
        var first = text(long)
        first.layoutPriority = 1
        let out = try drawn(hstack([shape, first], width: 200))
        #expect(out.count == 1 && out[0].text.hasSuffix("…"))
        #expect(out[0].width <= 150 + 0.01 && out[0].width > 140)
    }

    @Test func bothRoundTripThroughTheTemplateFile() throws {
        var node = text("x")
        node.fixedSize = .init(horizontal: true, vertical: false)
        node.layoutPriority = 2
        var both = text("y")
        both.fixedSize = .both
        let stack = TemplateNode(kind: .stack(axis: .vertical, children: [node, both], spacing: nil, alignment: .leading))
        let t = ActivityTemplate(activityType: "T", layouts: [.lockScreen: stack])
        let back = try TemplateParser.parse(data: Array(TemplateWriter.json(t).compactJSON.utf8))
        guard case .stack(_, let children, _, _)? = back.layouts[.lockScreen]?.kind else { Issue.record("not a stack"); return }
        #expect(children[0].fixedSize == .init(horizontal: true, vertical: false) && children[0].layoutPriority == 2)
        #expect(children[1].fixedSize == .both && children[1].layoutPriority == 0)
        #expect(throws: (any Error).self) {
            try TemplateParser.parse(data: Array(#"{"activityType":"T","layouts":{"lockScreen":{"text":"x","fixedSize":{"diagonal":true}}}}"#.utf8))
        }
    }
}
