@testable import AfterglowKit
import Testing

/// Every drawn activity carries a tap area that opens its app (seeds/001: "people tap the minimal
/// presentation to open its app"), under the controls it holds, on every surface.
@Suite struct TapTargetScenesTests {
    func openTargets(_ list: DisplayList) -> [(Rect, ContentInteraction)] {
        list.items.compactMap { item in
            if case .tapTarget(let t) = item.command, t.kind == ContentInteraction.activityKind { return (item.bounds, t) }
            return nil
        }
    }

    @Test func minimalBubblesOpenTheirApps() throws {
        let phone = TestDevices.named("iphone-16-pro")
        let s = SceneState(device: phone, surface: .homeScreen, islandPresentation: .minimal,
                           activities: [SampleActivity(), SampleActivity(id: "b", relevanceScore: -1)], locked: false)
        let list = SceneComposer().compose(s)
        let targets = openTargets(list)
        let attached = try #require(targets.first { $0.1.presentation == "minimalAttached" })
        let detached = try #require(targets.first { $0.1.presentation == "minimalDetached" })
        #expect(attached.1.activityID == "sample" && detached.1.activityID == "b")
        #expect(attached.1.opens == .app)
        #expect(list.items.first { $0.id == "island.shape" }.map { $0.bounds.insetBy(dx: -0.5, dy: -0.5).contains(attached.0) } == true)
        #expect(list.items.first { $0.id == "island.detached" }.map { $0.bounds.contains(detached.0) } == true)
    }
}
