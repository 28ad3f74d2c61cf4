import AfterglowKit
import Foundation
import Testing
@testable import AfterglowSwiftUI

/// The compiled path's source pre-pass (docs/SWIFTUI.md › Compiled path › Driver): rewrites keep
/// every line where it was, so the compiler's file:line:column are the developer's.
struct CompiledPrePassTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import MyAppCore

    #if os(iOS)
    struct A: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: X.self) { _ in Text("a") } dynamicIsland: { _ in DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { } }
        }
    }
    #elseif os(watchOS)
    struct W: Widget {
        var body: some WidgetConfiguration { ActivityConfiguration(for: X.self) { _ in Text("w") } dynamicIsland: { _ in fatalError() } }
    }
    #endif

    @main
    struct Bundle: WidgetBundle {
        var body: some Widget { A() }
    }

    struct Row: View { var body: some View { Text("x") } }

    #Preview("Lock", as: .content, using: X.preview) {
        A()
    } contentStates: {
        X.ContentState.one
    }

    #Preview {
        Row()
    }

    struct Row_Previews: PreviewProvider {
        static var previews: some View { Row() }
    }
    """

    func run() -> CompiledPrePass.Output {
        CompiledPrePass.run([(path: "/src/W.swift", text: Self.source)])
    }

    @Test func linesKeepTheirNumbers() {
        let out = run()
        let lines = out.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        // The first line is the #sourceLocation, the last the reset.
        #expect(lines.first == "#sourceLocation(file: \"/src/W.swift\", line: 1)")
        let body = lines.dropFirst().dropLast(2)
        #expect(body.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1 + 5] == "struct A: Widget {")
    }

    @Test func osConditionsTakeTheIOSBranchWithColumnsKept() {
        let text = run().files[0].text
        #expect(text.contains("#if true   \n"))
        #expect(text.contains("#elseif false      \n"))
    }

    @Test func osLoggingImportsTheLayersLoggingModule() {
        let out = CompiledPrePass.run([(path: "/src/L.swift", text: "import os\nimport OSLog\nimport MyAppKit\nlet l = Logger()\n")])
        let lines = out.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "import AfterglowOSLog")
        #expect(lines[2] == "import AfterglowOSLog")
        #expect(!lines[3].contains("import MyAppKit"))
        #expect(out.standIns == ["import MyAppKit dropped (a module neither the toolchain nor the layer has)"])
    }

    @Test func widgetsInTheActiveBranchOnly() {
        #expect(run().widgets == ["A"])
    }

    @Test func mainIsRemovedAndTheEntryCallsTheHost() {
        let out = run()
        #expect(!out.files[0].text.contains("@main"))
        #expect(out.entry.contains("@main"))
        #expect(out.entry.contains("_WidgetHost.main(widgets: [A()] as [any Widget], previews: [__afterglowPreview1])"))
    }

    @Test func activityPreviewsBecomeRegistrationsOthersAreDropped() {
        let out = run()
        let text = out.files[0].text
        #expect(out.previews == ["__afterglowPreview1"])
        #expect(text.contains("@MainActor let __afterglowPreview1 = _AfterglowPreview(\"Lock\", as: .content, using: X.preview) {"))
        #expect(text.contains("} contentStates: {"))
        #expect(!text.contains("#Preview"))
        #expect(!text.contains("PreviewProvider"))
        #expect(text.contains("struct Row: View"))
    }

    @Test func anAppModuleImportIsDroppedAndSaid() {
        let out = run()
        #expect(!out.files[0].text.contains("import MyAppCore"))
        #expect(out.files[0].text.contains("import WidgetKit"))
        #expect(out.standIns == ["import MyAppCore dropped (a module neither the toolchain nor the layer has)"])
    }

    @Test func withoutThePreviewHostPreviewsAreDroppedAndTheFirstWidgetRuns() {
        let out = CompiledPrePass.run([(path: "/src/W.swift", text: Self.source)], previewHost: false)
        #expect(out.previews.isEmpty)
        #expect(out.entry.contains("A.main()"))
    }

    @Test func publicAndOpenAreBlankedSameWidth() {
        let out = CompiledPrePass.run([(path: "/src/M.swift", text: "public struct M { public private(set) var x: Int; open func f() {} }")])
        #expect(out.files[0].text.contains("       struct M {        private(set) var x: Int;      func f() {} }"))
        #expect(out.entry.contains("static var module: Foundation.Bundle"))
    }

    /// An intent's `perform()` is never run by the emulator: its body becomes `return .result()`,
    /// lines kept, so app code it calls (SwiftData, a manager) need not compile.
    @Test func appIntentPerformBodiesAreNotCompiledAndLinesAreKept() {
        let text = """
        import AppIntents
        struct PauseIntent: LiveActivityIntent {
            func perform() async throws -> some IntentResult {
                try AppStore.shared.pause(id)
                return .result()
            }
        }
        struct Ask: AppIntent { func perform() async throws -> some ReturnsValue<Int> { .result(value: Model.count) } }
        struct NotAnIntent { func perform() async throws -> some IntentResult { Helper.run() } }
        struct Later {}
        extension Later: AudioPlaybackIntent {}
        extension Later {
            func perform() async throws -> some IntentResult & ProvidesDialog {
                Player.shared.play()
            }
        }
        """
        let out = CompiledPrePass.run([(path: "/src/I.swift", text: text)])
        let copy = out.files[0].text
        #expect(!copy.contains("AppStore.shared"))
        #expect(!copy.contains("Player.shared"))
        #expect(copy.contains("{ return .result() "))
        // A value-returning intent and a non-intent keep their bodies.
        #expect(copy.contains("Model.count"))
        #expect(copy.contains("Helper.run()"))
        // Same line count: the #sourceLocation line and the trailing directive are the only additions.
        #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count + 3)
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1 + 8].contains("struct NotAnIntent"))
        #expect(out.standIns.contains("perform() of 2 App Intents not compiled (the emulator records a button's intent and never runs it)"))
    }

    /// URLSession lives in FoundationNetworking on Linux: a file that uses it imports that too.
    @Test func urlSessionUsersImportFoundationNetworking() {
        let uses = CompiledPrePass.run([(path: "/src/N.swift", text: "import SwiftUI\nlet t = URLSession.shared.dataTask(with: u)\n")])
        #expect(uses.files[0].text.contains("import SwiftUI; import FoundationNetworking; import UIKit\n"))
        let plain = CompiledPrePass.run([(path: "/src/P.swift", text: "import Foundation\nlet x = 1\n")])
        #expect(!plain.files[0].text.contains("FoundationNetworking"))
    }

    /// On Apple's platforms `import Foundation` brings CoreFoundation's names and ImageIO, CoreText
    /// and CoreGraphics are modules; the layer keeps what widget code uses of them in UIKit.
    @Test func coreFoundationAndImageIONamesComeFromTheLayersUIKit() {
        let cf = CompiledPrePass.run([(path: "/src/I.swift", text: "import Foundation\nlet o: CFDictionary = [kCGImageSourceShouldCache: false] as CFDictionary\n")])
        #expect(cf.files[0].text.contains("import Foundation; import UIKit\n"))
        let io = CompiledPrePass.run([(path: "/src/J.swift", text: "import ImageIO\nimport CoreText\nlet x = 1\n")])
        #expect(io.files[0].text.contains("import UIKit\nimport UIKit\nlet x = 1"))
        #expect(io.standIns.isEmpty)
        let delay = CompiledPrePass.run([(path: "/src/D.swift", text: "import Foundation\nlet d = 500 * NSEC_PER_MSEC\n")])
        #expect(delay.files[0].text.contains("import Foundation; import UIKit\n"))
        let notify = CompiledPrePass.run([(path: "/src/G.swift", text: "import Foundation\nlet c = CFNotificationCenterGetDarwinNotifyCenter()\n")])
        #expect(notify.files[0].text.contains("import Foundation; import UIKit\n"))
        let plain = CompiledPrePass.run([(path: "/src/P.swift", text: "import Foundation\nlet x = 1\n")])
        #expect(!plain.files[0].text.contains("UIKit"))
    }

    /// A folder holding two targets' files: the widget's are compiled; another target's copy of its
    /// intents (every type also declared by an earlier file) and a bridge nothing reaches are left out
    /// and said; extensions, files the widget reaches through others, and private names are kept apart.
    @Test func anotherTargetsFilesAreLeftOut() {
        let widget = """
        import SwiftUI
        import WidgetKit
        struct TimerWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TimerAttributes.self) { c in Card(c: c) } dynamicIsland: { _ in DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { } }
            }
        }
        """
        let files: [(path: String, text: String)] = [
            (path: "/src/A_Intents.swift", text: "struct PauseIntent: LiveActivityIntent {}\nstruct ResetIntent: LiveActivityIntent {}\n"),
            (path: "/src/Attributes.swift", text: "struct TimerAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var a: Int } }\n"),
            (path: "/src/Bridge.swift", text: "class TimerModule: NSObject { var a: Activity<TimerAttributes>? }\n"),
            (path: "/src/Card.swift", text: "struct Card: View { let c: ActivityViewContext<TimerAttributes>; var body: some View { Button(intent: PauseIntent()) { Text(Palette.name) } } }\nprivate struct PauseIntent {}\n"),
            (path: "/src/Colors.swift", text: "extension Color { static let brand = Color.red }\n"),
            // An extension under a top-level `#if` (a SDK's modifier used by the widget) is kept.
            (path: "/src/Link.swift", text: "enum LinkBuilder { static let scheme = \"x\" }\n#if canImport(SwiftUI)\nimport SwiftUI\nextension View { func link() -> some View { self } }\n#endif\n"),
            (path: "/src/Palette.swift", text: "enum Palette { static let name = \"Timer\" }\n"),
            (path: "/src/W_Intents.swift", text: "struct PauseIntent: LiveActivityIntent { func perform() {} }\nstruct ResetIntent: LiveActivityIntent {}\n"),
            (path: "/src/Widget.swift", text: widget),
        ]
        let out = CompiledPrePass.run(files)
        let kept = out.files.map { ($0.path as NSString).lastPathComponent }
        #expect(kept == ["A_Intents.swift", "Attributes.swift", "Card.swift", "Colors.swift", "Link.swift", "Palette.swift", "Widget.swift"])
        #expect(out.standIns.contains { $0.hasPrefix("W_Intents.swift left out: declares only types another file declares too (PauseIntent, ResetIntent)") })
        #expect(out.standIns.contains { $0.hasPrefix("Bridge.swift left out: nothing the widget uses is declared there (TimerModule)") })
    }

    @Test func compilerErrorsAreParsed() {
        let log = """
        /src/W.swift:12:5: error: cannot find type 'Order' in scope
        /src/W.swift:14:9: error: cannot find 'AppColors' in scope
        /src/W.swift:14:9: error: cannot find 'AppColors' in scope
        /src/W.swift:20:1: warning: unused
        error: link failed
        """
        let errors = CompiledWidgetBuilder.errors(in: log)
        #expect(errors.count == 3)
        #expect(errors[0] == .init(file: "/src/W.swift", line: 12, column: 5, message: "cannot find type 'Order' in scope"))
        #expect(errors[0].description == "/src/W.swift:12:5: error: cannot find type 'Order' in scope")
        let missing = MissingTypeStandIns.missing(in: errors)
        #expect(missing.types == ["Order"])
        #expect(missing.namespaces == ["AppColors"])
    }

    /// swiftc's message for a closure of several statements without `return` (swiftc 6.3.1 in
    /// `-swift-version 5` and `6` alike, on `f { c in let d = c; DI { d } }` with `f(_: (C) -> DI)`)
    /// is the language's rule, said as such; a missing name is the layer's, and gets no note.
    @Test func swiftsOwnRulesAreSaidBesideTheError() {
        let errors = CompiledWidgetBuilder.errors(in: """
        /src/W.swift:39:13: error: missing return in closure expected to return 'DynamicIsland'
        /src/W.swift:14:9: error: cannot find 'AppColors' in scope
        """)
        #expect(errors.count == 2)
        #expect(errors[0].languageNote?.contains("Xcode too") == true)
        #expect(errors[0].languageNote?.contains("`return`") == true)
        #expect(errors[1].languageNote == nil)
    }

    @Test func assetsMissingFromTheCatalogsAreStandIns() {
        let s = AssetStandIns.scan(sources: [(path: "/src/W.swift", text: "Color(\"Brand\"); Image(\"logo\"); Color(\"\\(x)\")")], paths: [])
        #expect(s.count == 2)
        #expect(s[0].hasPrefix("asset colour \"Brand\""))
    }
}

/// Guessed preview values the developer's Codable rejects are repaired from the decoding error.
struct CompiledStateRepairTests {
    @Test func valuesFromTheExpectedType() {
        #expect(StateRepair.value(for: "type mismatch: expected Int (Expected to decode Int but found a string instead.)") == .number(1))
        #expect(StateRepair.value(for: "type mismatch: expected Dictionary<String, Any> (…)") == .object(JSONObject()))
        #expect(StateRepair.value(for: "data corrupted (Attempted to decode UUID from invalid UUID string.)")?.stringValue?.count == 36)
        #expect(StateRepair.value(for: "data corrupted (Cannot initialize Kind from invalid String value x)") == nil)
    }

    @Test func setsANestedPath() {
        let state = JSONValue.object(JSONObject(["items": .array([.object(JSONObject(["n": .string("a")]))])]))
        let fixed = StateRepair.set(state, path: StateRepair.components("state.items[0].n").dropFirst(), .number(1))
        #expect(fixed == .object(JSONObject(["items": .array([.object(JSONObject(["n": .number(1)]))])])))
    }

    @Test func previewLinesAreKnownAndPreviewsCanBeDropped() {
        let text = """
        import SwiftUI
        struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { _ in Text("x") } dynamicIsland: { _ in fatalError() } } }
        #Preview("P", as: .content, using: A()) {
            W()
        } contentStates: {
            A.ContentState()
        }
        """
        let kept = CompiledPrePass.run([(path: "/src/W.swift", text: text)])
        #expect(kept.previews.count == 1)
        #expect(kept.previewLines.count == 1 && kept.previewLines[0].path == "/src/W.swift" && kept.previewLines[0].lines == 3...7)
        let dropped = CompiledPrePass.run([(path: "/src/W.swift", text: text)], keepPreviews: false)
        #expect(dropped.previews.isEmpty && dropped.previewLines.isEmpty)
        #expect(!dropped.files[0].text.contains("contentStates"))
        // The line count is kept, so the compiler's lines are still the developer's.
        #expect(dropped.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count == kept.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(dropped.standIns.contains { $0.hasPrefix("#Preview blocks dropped") })
    }
}
