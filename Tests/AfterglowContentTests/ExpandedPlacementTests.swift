@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowDevices
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowPayloads
@testable import AfterglowTime
import AfterglowTestSupport
import Testing

/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: a side region too wide for the space
/// beside the TrueDepth camera moves below it and takes the width the other side leaves
/// (WidgetKit's DynamicIslandExpandedRegionVerticalPlacement). Apple's Food Truck sample is the
/// case: an icon leading, "Order 1234 / 6 donuts" trailing with priority 1 and belowIfTooWide.
@Suite("Expanded regions: belowIfTooWide")
struct ExpandedPlacementTests {
    let measurer = ApproximateTextMeasurer()

    func template(below: Bool) throws -> ActivityTemplate {
        let placement = below ? #","regionPriority":{"trailing":1},"verticalPlacement":{"trailing":"belowIfTooWide"}"# : ""
        return try TemplateParser.parse(data: Array("""
        {"activityType":"T"\(placement),"layouts":{"lockScreen":{"text":"x"},
         "expanded":{"leading":{"symbol":"box.truck","size":28},
                     "trailing":{"vstack":[{"text":"Order 1234 for the whole table","lineLimit":1},{"text":"6 donuts"}]}},
         "compactLeading":{"text":"L"},"compactTrailing":{"text":"R"}}}
        """.utf8))
    }

    func items(_ t: ActivityTemplate) throws -> [DisplayItem] {
        let a = LiveActivity(id: "a", attributesType: "T", attributes: .object(JSONObject()), contentState: .object(JSONObject()),
                             startedAt: .zero, anchor: WallClockAnchor(unixSecondsAtZero: 1_000_000))
        let f = try #require(PresentationGeometry(device: ContentFixtures.phone).frame(for: .expanded, requestedHeight: nil))
        return ActivityLayout.items(template: t, activity: a, frame: f, appearance: .dark, now: .zero, measurer: measurer).items
    }

    func text(_ items: [DisplayItem], _ s: String) -> DisplayItem? {
        items.first { if case .text(let t, _) = $0.command { return t.hasPrefix(s) }; return false }
    }

    @Test func aTooWideTrailingRegionMovesBelowTheCameraAndWidens() throws {
        let beside = try items(template(below: false)), below = try items(template(below: true))
        let a = try #require(text(beside, "Order")), b = try #require(text(below, "Order"))
        let frame = try #require(PresentationGeometry(device: ContentFixtures.phone).frame(for: .expanded, requestedHeight: nil))
        // Beside the camera the region is (island width − camera) / 2 − inset wide.
        let sideW = (frame.frame.width - ActivityLayout.sensorRegion.width) / 2 - ActivityLayout.expandedInsetPt
        #expect(a.bounds.maxX - a.bounds.minX <= sideW + 0.5)
        // Below the camera: starts under the camera's 36.67 pt and is wider than beside it.
        #expect(b.bounds.minY >= frame.frame.minY + ActivityLayout.sensorRegion.height - 0.5)
        #expect(b.bounds.width > sideW + 1)
        // It does not run into the leading icon.
        let icon = try #require(below.first { if case .symbol = $0.command { return true }; return false })
        #expect(b.bounds.minX >= icon.bounds.maxX)
    }

    @Test func placementAndPriorityRoundTripAndBadValuesNameTheirKey() throws {
        let t = try template(below: true)
        #expect(t.belowIfTooWide == [.expandedTrailing] && t.regionPriority == [.expandedTrailing: 1])
        let again = try TemplateParser.parse(data: Array(TemplateWriter.text(t).utf8))
        #expect(again.belowIfTooWide == t.belowIfTooWide && again.regionPriority == t.regionPriority)
        // A widget's `priority: .greatestFiniteMagnitude` (llllayer-hogsmeade-voip) is a priority like any other.
        let first = try TemplateParser.parse(data: Array(#"{"activityType":"T","regionPriority":{"leading":1.7976931348623157e+308},"layouts":{"lockScreen":{"text":"x"}}}"#.utf8))
        #expect(first.regionPriority[.expandedLeading] == .greatestFiniteMagnitude)
        #expect(throws: TemplateParseError.self) {
            try TemplateParser.parse(data: Array(#"{"activityType":"T","verticalPlacement":{"middle":"belowIfTooWide"},"layouts":{}}"#.utf8))
        }
        do {
            _ = try TemplateParser.parse(data: Array(#"{"activityType":"T","verticalPlacement":{"leading":"above"},"layouts":{}}"#.utf8))
        } catch {
            #expect(error.path == "verticalPlacement.leading")
        }
    }
}

/// The center region below the camera is as wide as its neighbours' content leaves: a call title
/// beside two small icons is not squeezed into the camera's 125 pt (llllayer-hogsmeade-voip's
/// "与 Name 通话中" wrapped there).
@Suite("Expanded regions: the center's width")
struct ExpandedCenterWidthTests {
    @Test func theCenterTakesTheWidthItsNeighboursLeave() throws {
        let t = try TemplateParser.parse(data: Array("""
        {"activityType":"T","layouts":{"lockScreen":{"text":"x"},
         "expanded":{"leading":{"symbol":"person.fill","size":28},"trailing":{"symbol":"waveform","size":28},
                     "center":{"text":"Calling Alexandra Hamilton","lineLimit":1}},
         "compactLeading":{"text":"L"},"compactTrailing":{"text":"R"}}}
        """.utf8))
        let a = LiveActivity(id: "a", attributesType: "T", attributes: .object(JSONObject()), contentState: .object(JSONObject()),
                             startedAt: .zero, anchor: WallClockAnchor(unixSecondsAtZero: 1_000_000))
        let f = try #require(PresentationGeometry(device: ContentFixtures.phone).frame(for: .expanded, requestedHeight: nil))
        let items = ActivityLayout.items(template: t, activity: a, frame: f, appearance: .dark, now: .zero, measurer: ApproximateTextMeasurer()).items
        let text = try #require(items.first { if case .text = $0.command { return true }; return false })
        guard case .text(let drawn, _) = text.command else { return }
        // Drawn whole (no ellipsis) and wider than the camera, centred on the island.
        #expect(drawn == "Calling Alexandra Hamilton")
        #expect(text.bounds.width > ActivityLayout.sensorRegion.width)
        #expect(abs(text.bounds.midX - f.frame.midX) < 1)
        // Clear of the icons on both sides.
        let symbols = items.filter { if case .symbol = $0.command { return true }; return false }
        #expect(symbols.count == 2)
        for s in symbols { #expect(!s.bounds.intersects(text.bounds)) }
    }
}
