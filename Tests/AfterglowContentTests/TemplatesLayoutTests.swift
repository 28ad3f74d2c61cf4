@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowDevices
@testable import AfterglowDisplay
@testable import AfterglowTime
import AfterglowTestSupport
import Testing

@Suite("Templates: layout")
struct TemplatesLayoutTests {
    let measurer = ApproximateTextMeasurer()
    let now = Timestamp(seconds: 600)

    func frames(_ device: DeviceProfile, _ t: ActivityTemplate, _ a: LiveActivity) -> [PresentationFrame] {
        let geo = PresentationGeometry(device: device)
        return Presentation.allCases.compactMap { ActivityLayout.frame($0, geometry: geo, template: t, activity: a, now: now, measurer: measurer) }
    }

    @Test("every example lays out inside every presentation frame of every device, with no issues",
          arguments: ["food-delivery", "sports-score", "workout"])
    func examplesInsideFrames(name: String) throws {
        let t = try ContentFixtures.template(name)
        let activity = t.previewActivity(at: .zero, anchor: .examples)
        for device in ContentFixtures.catalog.profiles {
            for f in frames(device, t, activity) {
                for appearance in Appearance.allCases {
                    let r = ActivityLayout.items(template: t, activity: activity, frame: f, appearance: appearance, now: now, measurer: measurer)
                    #expect(!r.items.isEmpty, "\(device.id) \(f.presentation) is empty")
                    #expect(r.issues.isEmpty, "\(device.id) \(f.presentation): \(r.issues)")
                    for item in r.items {
                        #expect(f.frame.insetBy(dx: -0.01, dy: -0.01).contains(item.bounds), "\(device.id) \(item.id) \(item.bounds) outside \(f.frame)")
                    }
                    #expect(Set(r.items.map(\.id)).count == r.items.count, "duplicate item ids in \(f.presentation)")
                }
            }
        }
    }
}
