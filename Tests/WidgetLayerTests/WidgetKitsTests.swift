import Testing
import Foundation
import AfterglowContent
import AfterglowPayloads
import AfterglowDisplay
import SwiftUI
import WidgetKit
import AlarmKit

@MainActor
struct WidgetKitsTests {
    @Test func identicalSubtreesAreKeptOnceAndColourOnlyDifferencesBecomeAdaptive() {
        let a = TemplateNode(kind: .stack(axis: .vertical, children: [
            TemplateNode(kind: .text(.literal("Same"), .init())),
            TemplateNode(kind: .text(.literal("Tint"), .init()), color: .fixed(.black)),
        ], spacing: nil, alignment: .center))
        var b = a
        b.kind = .stack(axis: .vertical, children: [
            TemplateNode(kind: .text(.literal("Same"), .init())),
            TemplateNode(kind: .text(.literal("Tint"), .init()), color: .fixed(.white)),
        ], spacing: nil, alignment: .center)
        let merged = _mergeNodes(a, b, axis: .colorScheme)
        #expect(merged.count == 1)
        guard case .stack(_, let children, _, _)? = merged.first?.kind else { Issue.record("not a stack"); return }
        #expect(children.count == 2)
        #expect(children[1].color == ColorSpec.adaptive(light: AfterglowDisplay.Color.black, dark: AfterglowDisplay.Color.white))
        #expect(_mergeNodes(a, a, axis: .isLuminanceReduced) == [a])
    }

    @Test func alarmStatesRoundTripAndTheTypeIsNamedWithItsMetadata() throws {
        struct Cooking: AlarmMetadata { var dish: String }
        let id = UUID()
        let state = AlarmPresentationState(alarmID: id, mode: .paused(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 60)))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(AlarmPresentationState.self, from: data) == state)
        #expect(String(decoding: data, as: UTF8.self).contains(#""paused":{"#))
        // Swift's synthesized form of the case (`_0` for its unlabeled value) decodes to the same state.
        let synthesized = #"{"alarmID":"\#(id.uuidString)","mode":{"paused":{"_0":{"totalCountdownDuration":300,"previouslyElapsedDuration":60}}}}"#
        #expect(try JSONDecoder().decode(AlarmPresentationState.self, from: Data(synthesized.utf8)) == state)
        // An alert with no stop button in the payload gets the initialiser's default, as `Alert(title:)` does.
        let bare = try JSONDecoder().decode(AlarmPresentation.Alert.self, from: Data(#"{"title":"Time's up"}"#.utf8))
        #expect(bare.stopButton == AlarmPresentation.Alert(title: "Time's up").stopButton)
        let attributes = AlarmAttributes(presentation: AlarmPresentation(alert: .init(title: "Done")), metadata: Cooking(dish: "Rice"), tintColor: .orange)
        let back = try JSONDecoder().decode(AlarmAttributes<Cooking>.self, from: JSONEncoder().encode(attributes))
        #expect(back.tintColor == .orange)
        #expect(back.presentation.alert.title == "Done")
        // A type declared in a function is named by its enclosing type, without the "unknown context".
        #expect(_activityTypeName(AlarmAttributes<Cooking>.self) == "AlarmAttributes<WidgetKitsTests.Cooking>")
        #expect(AlarmAttributes<Cooking>._afterglowDefaultPreviews.first?.states.count == 3)
    }

    @Test func uiKitComesWithSwiftUIAndLowersToTheSameColours() {
        // `import SwiftUI` alone brings UIKit, as on iOS.
        #expect(Color(uiColor: .white) == Color.white)
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)).spec == ColorSpec.fixed(AfterglowDisplay.Color(r: 1, g: 0, b: 0, a: 1)))
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic._spec == ColorSpec.adaptive(light: AfterglowDisplay.Color.white, dark: AfterglowDisplay.Color.black))
        #expect(UIColor.systemBlue._spec == ColorSpec.adaptive(light: AfterglowDisplay.Color(r: 0, g: 122 / 255, b: 1, a: 1),
                                                             dark: AfterglowDisplay.Color(r: 10 / 255, g: 132 / 255, b: 1, a: 1)))
        #expect(UIScreen.main.bounds.width == 402)
    }
}
