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

    /// held-out gromb57-emojirangers / issue #24: an app colour the importer cannot resolve
    /// (`Color.gameWhite` from an extension it cannot evaluate) on the app's own black card drew the
    /// text in the default colour, black on black: a blank card. It is now a neutral grey, legible
    /// on black (6.4:1) and on white (3.3:1), and the diagnostic says so.
    @Test func anUnresolvedTextColourIsANeutralVisibleGrey() {
        let (node, a) = SubsetTableTests.lock(#"Text(context.attributes.name).foregroundStyle(AppTheme.heroColor(for: context.state.title)).activityBackgroundTint(.black)"#)
        let n = try! #require(node)
        #expect(n.color == ViewInterpreter.unresolvedForeground)
        guard case .fixed(let grey) = ViewInterpreter.unresolvedForeground else { Issue.record("not fixed"); return }
        func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
        #expect(contrast(grey.relativeLuminance, Color.black.relativeLuminance) >= 4.5)
        #expect(contrast(grey.relativeLuminance, Color.white.relativeLuminance) >= 3)
        #expect(a!.diagnostics.map(\.message).contains { $0.contains("drawn in a neutral grey") })
    }

    /// held-out 3 gaetanomatonti-express-groceries: `.background(.background)` is the system
    /// background, white in the light appearance; it was drawn black, so the default (black) title
    /// was black on black, a blank card.
    @Test func theSystemBackgroundFollowsTheAppearance() {
        let (node, _) = SubsetTableTests.lock(#"Text("Express").background(.background)"#)
        let n = try! #require(node)
        #expect(n.allNodes.contains { $0.background?.color == ColorSpec.adaptive(light: .white, dark: .black) }, "\(n)")
    }

    static func importOne(_ src: String) -> ImportedActivity {
        let header = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var title: String; var progress: Double; var urgent: Bool; var eta: Date }
            var name: String
        }

        """
        return SwiftUIImporter.importActivities(sources: [("R.swift", header + src)]).activities[0]
    }
    static func notSupported(_ a: ImportedActivity) -> [String] { a.diagnostics.map(\.message).filter { $0.contains("not supported") } }
    static func texts(_ n: TemplateNode?) -> [TextSource] {
        (n?.allNodes ?? []).compactMap { if case .text(let t, _) = $0.kind { return t }; return nil }
    }

    /// pawello2222-delivery: `$0` as the context, the island returned by a helper function and
    /// its regions by a `@DynamicIslandExpandedContentBuilder` helper.
    @Test func shorthandContextAndIslandHelpers() {
        let a = Self.importOne("""
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { Text($0.state.title) } dynamicIsland: { island(state: $0.state) }
            }
            private func island(state: A.ContentState) -> DynamicIsland {
                DynamicIsland { expanded(state: state) } compactLeading: { Text("L") } compactTrailing: { Text(state.title) } minimal: { Text("M") }
            }
            @DynamicIslandExpandedContentBuilder
            private func expanded(state: A.ContentState) -> DynamicIslandExpandedContent<some View> {
                DynamicIslandExpandedRegion(.leading) { Text(state.title) }
                DynamicIslandExpandedRegion(.bottom) { Text("bottom") }
            }
        }
        """)
        #expect(Self.notSupported(a).isEmpty, "\(Self.notSupported(a))")
        for slot in [ActivityTemplate.Slot.lockScreen, .compactTrailing, .expandedLeading] {
            #expect(Self.texts(a.template.layouts[slot]).contains { $0.bindings.contains(FieldBinding(root: .state, path: "title")) }, "\(slot)")
        }
        #expect(a.template.layouts[.expandedBottom] != nil && a.template.layouts[.minimal] != nil)
    }

    /// kirchberg-sport-match, x-typo-codex-task: view and value helpers declared on the widget
    /// struct itself; a value helper with an early `if … { return … }`.
    @Test func widgetStructHelpersAndEarlyReturns() {
        let a = Self.importOne("""
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    card(state: context.state).foregroundStyle(color(for: context.state))
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
            private func card(state: A.ContentState) -> some View { Text(state.title) }
            private func color(for state: A.ContentState) -> Color {
                if state.urgent { return .orange }
                return state.progress > 0.5 ? .green : .blue
            }
        }
        """)
        #expect(Self.notSupported(a).isEmpty, "\(Self.notSupported(a))")
        let lock = try! #require(a.template.layouts[.lockScreen])
        #expect(Self.texts(lock).contains { $0.bindings.contains(FieldBinding(root: .state, path: "title")) })
        // One alternative per case of the colour: urgent, then the progress test.
        #expect(lock.allNodes.filter { $0.predicate != nil }.count >= 2)
    }

    /// duckduckgo-vpn-snooze, aashir-athar-rn-kit: `let`s before `return DynamicIsland`, a `var`
    /// assigned in an `if` (ordinary code, not a view), and a view chosen by a ternary.
    @Test func statementsBeforeAReturnedIsland() {
        let a = Self.importOne("""
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    let start = Date()
                    var range: ClosedRange<Date>?
                    if start <= context.state.eta { range = start...context.state.eta }
                    return Text(context.state.title)
                } dynamicIsland: { context in
                    let state = context.state
                    return DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text(state.title) }
                    } compactLeading: {
                        state.urgent ? Image(systemName: "bolt") : Image(systemName: "leaf")
                    } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """)
        #expect(Self.notSupported(a).isEmpty, "\(Self.notSupported(a))")
        #expect(a.template.layouts[.lockScreen].map { Self.texts($0).count } == 1)
        #expect(Self.texts(a.template.layouts[.expandedLeading]).contains { $0.bindings.contains(FieldBinding(root: .state, path: "title")) })
        let compact = try! #require(a.template.layouts[.compactLeading])
        let symbols = compact.allNodes.compactMap { n -> String? in if case .symbol(let t, _) = n.kind { return t.segments.description }; return nil }
        #expect(symbols.count == 2)
        #expect(compact.allNodes.filter { $0.predicate != nil }.count == 2)
    }

    /// rootstrap-rn-notification, ittybittyapps-race, apple-food-truck …: iOS 16
    /// `PreviewProvider`s give the starting state through `previewContext(_:viewKind:)`.
    @Test func previewProviderContextsAreThePreviewStates() {
        let a = Self.importOne("""
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in Text(context.state.title) } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        struct W_Previews: PreviewProvider {
            static let attributes = A(name: "Juancho")
            static let state = A.ContentState(title: "On the way", progress: 0.4, urgent: false, eta: Date())
            static var previews: some View {
                attributes.previewContext(state, viewKind: .content)
                A(name: "Other").previewContext(.init(title: "Almost there", progress: 0.9, urgent: true, eta: Date()), viewKind: .dynamicIsland(.compact))
            }
        }
        """)
        #expect(a.previewSource == .previews)
        #expect(a.previewStates.count == 2)
        func field(_ v: JSONValue?, _ k: String) -> JSONValue? { if case .object(let o)? = v { return o[k] }; return nil }
        #expect(field(a.previewStates.first, "title") == .string("On the way"))
        #expect(field(a.previewStates.last, "title") == .string("Almost there"))
        #expect(field(a.template.previewAttributes, "name") == .string("Juancho"))
    }

    /// heojeongbo-expo-progress, one-draw-two-outs-progress, duckduckgo-vpn-snooze: `\(Int(p * 100))%`
    /// as a percent binding, `Font.system(size:weight:)`, and gradients as their first colour.
    @Test func percentInterpolationFontSystemAndGradients() {
        let a = Self.importOne("""
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text("\\(Int(context.state.progress * 100))% done").font(Font.system(size: 18, weight: .semibold))
                        Text("ETA \\(context.state.eta, style: .time)")
                        ProgressView(value: context.state.progress).tint(Gradient(colors: [.blue, .green]))
                        RoundedRectangle(cornerRadius: 4).fill(LinearGradient(gradient: Gradient(colors: [Color.blue.opacity(0.8), .purple]), startPoint: .top, endPoint: .bottom))
                    }
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """)
        #expect(Self.notSupported(a).isEmpty, "\(Self.notSupported(a))")
        let lock = try! #require(a.template.layouts[.lockScreen])
        #expect(Self.texts(lock).contains { $0.segments == [.binding(FieldBinding(root: .state, path: "progress", format: .percent)), .literal(" done")] })
        #expect(lock.allNodes.contains { if case .text(_, let spec) = $0.kind { return spec.sizePt == 18 && spec.weight == .semibold }; return false })
        // pawello2222-delivery: a date interpolated with `style: .time` is a time, not seconds.
        #expect(Self.texts(lock).contains { $0.segments == [.literal("ETA "), .binding(FieldBinding(root: .state, path: "eta", format: .time))] })
    }

    /// `Button(intent:)` and `Link(destination:)` become their label marked as a control with what
    /// it runs, on real corpus files (DuckDuckGo's VPN snooze, LLLLLayer's VoIP call).
    @Test func buttonsAndLinksAreControls() throws {
        let root = CorpusImportTests.corpus
        let ddg = try #require(SwiftUIImporter.importActivities(paths: [root + "/duckduckgo-vpn-snooze"]).activities.first)
        let buttons = ddg.template.layouts.values.flatMap(\.allNodes).compactMap(\.control)
        #expect(!buttons.isEmpty && buttons.allSatisfy { $0 == ControlSpec(kind: .button, action: "CancelSnoozeLiveActivityAppIntent") })
        let voip = try #require(SwiftUIImporter.importActivities(paths: [root + "/llllayer-hogsmeade-voip"]).activities.first)
        let links = Set(voip.template.layouts.values.flatMap(\.allNodes).compactMap(\.control))
        #expect(links.contains(ControlSpec(kind: .link, action: "hogsmeade://LiveActivity?action=end")))
        #expect(links.allSatisfy { $0.kind == .link })
    }
}

