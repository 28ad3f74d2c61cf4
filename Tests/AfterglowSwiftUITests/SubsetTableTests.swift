import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

/// One test per row of docs/SWIFTUI.md's table: each construct, written in a Lock Screen view,
/// produces the node the table says (and no "not supported" diagnostic).
@Suite struct SubsetTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var construct: String
        var view: String
        var check: @Sendable (TemplateNode) -> Bool
        var testDescription: String { construct }
    }

    static func lock(_ view: String, extra: String = "") -> (TemplateNode?, ImportedActivity?) {
        let src = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var title: String; var done: Double; var total: Double; var eta: Date; var on: Bool; var kind: Kind; var items: [String]; var note: String?; var data: [String: String] }
            enum Kind: String, Codable { case car, bike }
            var name: String
        }
        struct Badge: View { var label: String; var body: some View { Text(label).bold() } }
        \(extra)
        struct W: Widget { var body: some WidgetConfiguration {
            ActivityConfiguration(for: A.self) { context in
                \(view)
            } dynamicIsland: { context in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
        } }
        """
        let a = SwiftUIImporter.importActivities(sources: [("R.swift", src)]).activities.first
        return (a?.template.layouts[.lockScreen], a)
    }

    static func all(_ n: TemplateNode, _ f: (TemplateNode) -> Bool) -> Bool { n.allNodes.contains(where: f) }
    static func text(_ n: TemplateNode, _ s: String) -> Bool { all(n) { if case .text(let t, _) = $0.kind { return t == .literal(s) }; return false } }
    static func binding(_ n: TemplateNode, _ path: String, _ format: ValueFormat = .automatic) -> Bool {
        all(n) { if case .text(let t, _) = $0.kind { return t.bindings.contains(FieldBinding(root: path.hasPrefix("attributes.") ? .attributes : .state, path: String(path.split(separator: ".", maxSplits: 1)[1]), format: format)) }; return false }
    }

    static let rows: [Row] = [
        Row(construct: "Text literal", view: #"Text("Hello")"#) { text($0, "Hello") },
        Row(construct: "Text interpolation of context.state / context.attributes", view: #"Text("\(context.attributes.name): \(context.state.title)")"#) { binding($0, "attributes.name") && binding($0, "state.title") },
        Row(construct: "Text(value, format:)", view: #"Text(context.state.done, format: .percent)"#) { binding($0, "state.done", .percent) },
        Row(construct: "Text(timerInterval:countsDown:)", view: #"Text(timerInterval: Date()...context.state.eta, countsDown: true)"#) {
            all($0) { if case .timer(let t, _) = $0.kind { return t.end?.path == "eta" && t.countsDown }; return false } },
        Row(construct: "Text(date, style: .timer / .relative / .time)", view: #"VStack { Text(context.state.eta, style: .timer); Text(context.state.eta, style: .relative) }"#) {
            all($0) { if case .timer = $0.kind { return true }; return false } && binding($0, "state.eta", .relative) },
        Row(construct: "Image(systemName:)", view: #"Image(systemName: "car.fill")"#) { all($0) { if case .symbol(let s, _) = $0.kind { return s == .literal("car.fill") }; return false } },
        Row(construct: "Image(\"asset\")", view: #"Image("logo")"#) { all($0) { if case .image(_, "logo", _) = $0.kind { return true }; return false } },
        Row(construct: "Label", view: #"Label("Ride", systemImage: "car")"#) { text($0, "Ride") && all($0) { if case .symbol = $0.kind { return true }; return false } },
        Row(construct: "HStack / VStack / ZStack", view: #"HStack(spacing: 3) { VStack(alignment: .leading) { Text("a") }; ZStack { Text("b") } }"#) {
            if case .stack(.horizontal, let kids, 3, _) = $0.kind, case .stack(.vertical, _, _, .leading) = kids[0].kind, case .stack(.depth, _, _, _) = kids[1].kind { return true }; return false },
        Row(construct: "Spacer, Divider", view: #"HStack { Text("a"); Spacer(minLength: 4); Divider() }"#) {
            all($0) { if case .spacer(4) = $0.kind { return true }; return false } && all($0) { if case .shape = $0.kind { return $0.frame?.width == 1 }; return false } },
        Row(construct: "Color (system and RGB) as a view", view: #"HStack { Color.red; Color(red: 0, green: 0.5, blue: 1) }"#) {
            all($0) { if case .shape(let s) = $0.kind { return s.fill == .fixed(ColorSpec.namedColors["red"]!) }; return false } &&
            all($0) { if case .shape(let s) = $0.kind { return s.fill == .fixed(Color(r: 0, g: 0.5, b: 1)) }; return false } },
        Row(construct: "Circle / Capsule / Rectangle / RoundedRectangle, fill and stroke", view: #"HStack { Circle().fill(.green); Capsule().stroke(.blue, lineWidth: 2); RoundedRectangle(cornerRadius: 6) }"#) {
            all($0) { if case .shape(let s) = $0.kind { return s.form == .circle && s.fill == .fixed(ColorSpec.namedColors["green"]!) }; return false } &&
            all($0) { if case .shape(let s) = $0.kind { return s.form == .capsule && s.strokeOnly && s.lineWidth == 2 }; return false } &&
            all($0) { if case .shape(let s) = $0.kind { return s.form == .roundedRectangle(cornerRadius: 6) }; return false } },
        Row(construct: "ProgressView(value:total:)", view: #"ProgressView(value: context.state.done, total: context.state.total)"#) {
            all($0) { if case .progress(.ratio(let v, let t), .bar, _, _) = $0.kind { return v.path == "done" && t?.path == "total" }; return false } },
        // Counting down (the default) the interval runs from its end to its start: the bar empties.
        Row(construct: "ProgressView(timerInterval:)", view: #"VStack { ProgressView(timerInterval: context.state.start...context.state.end); ProgressView(timerInterval: context.state.start...context.state.end, countsDown: false) }"#) {
            let kinds = $0.allNodes.map(\.kind)
            let down = kinds.contains { if case .progress(.interval(let a, let b), _, _, _) = $0 { return a.path == "end" && b.path == "start" }; return false }
            let up = kinds.contains { if case .progress(.interval(let a, let b), _, _, _) = $0 { return a.path == "start" && b.path == "end" }; return false }
            return down && up },
        Row(construct: "Gauge with a circular style", view: #"Gauge(value: context.state.done) { Text("x") }.gaugeStyle(.accessoryCircularCapacity)"#) {
            all($0) { if case .progress(.value, .ring, _, _) = $0.kind { return true }; return false } },
        Row(construct: "Group, EmptyView", view: #"Group { Text("g"); EmptyView() }"#) { text($0, "g") },
        Row(construct: "Button and Link drawn as their label", view: #"VStack { Button(action: {}) { Text("Stop") }; Link(destination: URL(string: "x")!) { Text("Open") } }"#) { text($0, "Stop") && text($0, "Open") },
        Row(construct: "ForEach over a literal collection", view: #"HStack { ForEach(["a", "b"], id: \.self) { s in Text(s) } }"#) { text($0, "a") && text($0, "b") },
        Row(construct: "ForEach over a state array (first 4, each when present)", view: #"HStack { ForEach(context.state.items, id: \.self) { s in Text(s) } }"#) {
            all($0) { $0.predicate == .truthy(FieldBinding(root: .state, path: "items[1]")) } },
        Row(construct: "if / else on state", view: #"if context.state.on { Text("on") } else { Text("off") }"#) {
            all($0) { $0.predicate == .truthy(FieldBinding(root: .state, path: "on")) } && text($0, "off") },
        Row(construct: "if let on an optional field", view: #"if let n = context.state.note { Text(n) }"#) { all($0) { $0.predicate == .truthy(FieldBinding(root: .state, path: "note")) } },
        // An SDK's dictionary of AnyCodable values (OneSignal's `data["title"]?.asString()`) and a
        // literal index: the key or index becomes part of the field's path in the payload.
        Row(construct: "subscripts of a dictionary or array field, AnyCodable reads", view: #"VStack { let d = context.state.data; if let s = d["status"]?.asString() { Text(s) }; Text(context.state.items[1]) }"#) {
            all($0) { $0.predicate == .truthy(FieldBinding(root: .state, path: "data.status")) } && binding($0, "state.data.status") && binding($0, "state.items[1]") },
        Row(construct: "switch on an enum field", view: #"switch context.state.kind { case .car: Text("car") default: Text("other") }"#) {
            all($0) { $0.predicate == .compare(FieldBinding(root: .state, path: "kind"), .equal, .string("car")) } },
        Row(construct: "context.isStale", view: #"if context.isStale { Text("old") }"#) { all($0) { $0.predicate == .status(.stale) } },
        Row(construct: "User View structs with call-site values", view: #"Badge(label: context.attributes.name)"#) { binding($0, "attributes.name") },
        Row(construct: "Computed property with a switch (enum → text)", view: #"Text(context.state.kind.title)"#) { text($0, "Car") && text($0, "Bike") },
        Row(construct: ".font text styles and .system(size:weight:)", view: #"VStack { Text("a").font(.caption); Text("b").font(.system(size: 30, weight: .bold)) }"#) {
            all($0) { if case .text(.literal("a"), let s) = $0.kind { return s.sizePt == 12 }; return false } &&
            all($0) { if case .text(.literal("b"), let s) = $0.kind { return s.sizePt == 30 && s.weight == .bold }; return false } },
        Row(construct: ".fontWeight, .bold, .monospacedDigit", view: #"Text("9").fontWeight(.medium).monospacedDigit()"#) {
            all($0) { if case .text(_, let s) = $0.kind { return s.weight == .medium && s.monospacedDigits }; return false } },
        Row(construct: ".foregroundStyle / .foregroundColor", view: #"Text("x").foregroundStyle(.secondary)"#) { all($0) { $0.color == .semantic(.secondaryLabel) } },
        Row(construct: ".padding, .frame", view: #"Text("x").padding(.horizontal, 5).frame(width: 40)"#) {
            // frame after padding: the padded text inside a 40 pt frame.
            $0.frame?.width == 40 && $0.allNodes.contains { $0.padding.leading == 5 && $0.padding.top == 0 } },
        Row(construct: ".background(color) / .background { view } / .overlay", view: #"Text("x").background(.blue).overlay { Circle() }"#) {
            $0.background?.color == .fixed(ColorSpec.namedColors["blue"]!) && !$0.overlays.isEmpty },
        Row(construct: ".clipShape, .cornerRadius, .opacity", view: #"Text("x").cornerRadius(4).opacity(0.5)"#) { $0.clipCornerRadius == 4 && $0.opacity == 0.5 },
        Row(construct: ".lineLimit, .multilineTextAlignment", view: #"Text("x").lineLimit(1).multilineTextAlignment(.center)"#) {
            if case .text(_, let s) = $0.kind { return s.lineLimit == 1 && s.alignment == .center }; return false },
        Row(construct: ".privacySensitive (the sensitive role)", view: #"Text(context.state.title).privacySensitive()"#) { $0.role == .sensitive },
        Row(construct: "@Environment(\\.isLuminanceReduced)", view: #"Dim()"#) { all($0) { $0.predicate == .luminanceReduced } },
        Row(construct: "@Environment(\\.colorScheme)", view: #"Scheme()"#) { all($0) { $0.predicate == .darkAppearance } },
    ]

    static let extra = """
    struct Dim: View { @Environment(\\.isLuminanceReduced) var dim; var body: some View { if dim { Text("d") } } }
    struct Scheme: View { @Environment(\\.colorScheme) var scheme; var body: some View { if scheme == .dark { Text("d") } } }
    extension A.Kind { var title: String { switch self { case .car: return "Car"
        case .bike: return "Bike" } } }
    """

    @Test(arguments: rows) func row(_ r: Row) throws {
        let (node, a) = Self.lock(r.view, extra: Self.extra)
        let n = try #require(node, "\(r.construct): no Lock Screen layout")
        #expect(r.check(n), "\(r.construct): \(n)")
        let unsupported = a?.diagnostics.filter { $0.message.contains("not supported") } ?? []
        #expect(unsupported.isEmpty, "\(r.construct): \(unsupported)")
    }

    @Test func quietModifiersAreAcceptedWithoutDiagnostics() throws {
        let (_, a) = Self.lock(#"Text("x").widgetURL(URL(string: "a")).contentTransition(.numericText()).minimumScaleFactor(0.5).activityBackgroundTint(.black).activitySystemActionForegroundColor(.white)"#)
        #expect(try #require(a).diagnostics.isEmpty)
        #expect(a?.template.background == .fixed(.black))
    }
}
