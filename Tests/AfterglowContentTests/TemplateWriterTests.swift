import AfterglowKit
import AfterglowTestSupport
import Testing

/// `TemplateWriter` writes what `TemplateParser` reads back unchanged (`afterglow import -o`).
@Suite struct TemplateWriterTests {
    /// The node tree without the parser's source paths (which say where in a file a node sat).
    func stripped(_ n: TemplateNode) -> TemplateNode {
        var n = n
        n.sourcePath = ""
        if case .stack(let axis, let children, let spacing, let alignment) = n.kind {
            n.kind = .stack(axis: axis, children: children.map(stripped), spacing: spacing, alignment: alignment)
        }
        n.underlays = n.underlays.map(stripped); n.overlays = n.overlays.map(stripped)
        return n
    }

    func roundTrip(_ t: ActivityTemplate) throws -> ActivityTemplate {
        try TemplateParser.parse(data: Array(TemplateWriter.text(t).utf8))
    }

    @Test(arguments: ["food-delivery", "sports-score", "workout"])
    func exampleTemplatesComeBackUnchanged(_ name: String) throws {
        let t = try ContentFixtures.template(name)
        // Same structure, so even the source paths match.
        #expect(try roundTrip(t) == t)
    }

    @Test func everyNodeKindAndModifierComesBack() throws {
        let state = { (p: String) in FieldBinding(root: .state, path: p) }
        var shape = TemplateNode(kind: .shape(ShapeSpec(form: .roundedRectangle(cornerRadius: 6), fill: .fixed(Color(hex: "#FF000080")!),
                                                       stroke: .semantic(.tint), lineWidth: 2, strokeOnly: false)))
        shape.predicate = .all([.luminanceReduced, .not(.darkAppearance), .any([.smallFamily, .status(.stale)]),
                                .compare(state("status"), .equal, .string("late")), .truthy(state("note")), .constant(false)])
        shape.opacity = 0.5
        shape.clipCornerRadius = 4
        shape.underlays = [TemplateNode(kind: .shape(ShapeSpec(form: .capsule, strokeOnly: true)))]
        shape.overlays = [TemplateNode(kind: .image(path: "/tmp/logo.png", name: "Logo", sizePt: 24))]
        var text = TemplateNode(kind: .text(TextSource(segments: [.literal("$5 off {$state.x} "), .binding(state("eta")), .literal("!")]),
                                            .init(sizePt: 13, weight: .semibold, monospacedDigits: true, lineLimit: 2, alignment: .center)))
        text.padding = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
        text.frame = .init(width: 40, maxWidth: .infinity, alignment: .trailing)
        text.background = .init(color: .adaptive(light: .white, dark: .black), cornerRadiusPt: 8)
        text.role = .sensitive
        text.animation = .init(kind: "numericText", durationS: 0.4)
        text.condition = .fresh
        let children: [TemplateNode] = [
            shape, text,
            TemplateNode(kind: .progress(.ratio(state("done"), state("total")), style: .ring, thicknessPt: 3, sizePt: 20)),
            TemplateNode(kind: .progress(.ratio(state("done"), nil), style: .bar, thicknessPt: 6, sizePt: 28)),
            TemplateNode(kind: .progress(.scaled(state("done"), total: 10), style: .bar, thicknessPt: 6, sizePt: 28)),
            TemplateNode(kind: .progress(.constant(0.25), style: .bar, thicknessPt: 6, sizePt: 28)),
            TemplateNode(kind: .timer(TimerSource(start: state("start"), end: nil, countsDown: true), .init())),
            TemplateNode(kind: .timer(TimerSource(start: nil, end: state("end"), countsDown: false), .init())),
            TemplateNode(kind: .timer(TimerSource(start: nil, end: state("end"), countsDown: true), .init(monospacedDigits: true))),
            TemplateNode(kind: .symbol(.literal("$"), sizePt: 12)),
            TemplateNode(kind: .text(.literal(""), .init())),
            TemplateNode(kind: .spacer(minLength: 4)),
        ]
        let root = TemplateNode(kind: .stack(axis: .depth, children: children, spacing: nil, alignment: .bottom))
        let t = ActivityTemplate(activityType: "Every", displayName: "Every kind", placeholder: "…", dateEncoding: .reference,
                                 tint: .fixed(Color(hex: "#336699")!), background: .semantic(.track), sensitiveFields: ["state.eta"],
                                 layouts: [.lockScreen: root, .expandedBottom: text, .minimal: shape], insets: ["minimal": 2],
                                 lockScreenHeight: 120, previewAttributes: .object(JSONObject(["a": .number(1)])),
                                 previewState: .object(JSONObject(["eta": .number(3600.5)])))
        let back = try roundTrip(t)
        #expect(back.layouts.mapValues(stripped) == t.layouts.mapValues(stripped))
        var top = back; top.layouts = t.layouts
        #expect(top == t)
    }

    @Test func imagePathsAreRelativeToTheTemplateFile() throws {
        let node = TemplateNode(kind: .image(path: "/elsewhere/logo@3x.png", name: "Logo", sizePt: 20))
        let t = ActivityTemplate(activityType: "Img", layouts: [.lockScreen: node])
        let text = TemplateWriter.text(t) { _ in "assets/Logo.png" }
        let back = try TemplateParser.parse(data: Array(text.utf8), baseDirectory: "/out/Img")
        #expect(back.layouts[.lockScreen]?.kind == .image(path: "/out/Img/assets/Logo.png", name: "Logo", sizePt: 20))
    }

    @Test func badNewKeysNameTheirPath() throws {
        func error(_ json: String) -> String {
            do { _ = try TemplateParser.parse(data: Array(json.utf8)); return "" } catch { return error.description }
        }
        #expect(error(#"{"activityType":"A","layouts":{"lockScreen":{"shape":"hexagon"}}}"#)
            == #"layouts.lockScreen.shape: "hexagon" is not allowed (rectangle, roundedRectangle, capsule, circle, ellipse)"#)
        #expect(error(#"{"activityType":"A","layouts":{"lockScreen":{"spacer":{},"if":{"field":"$state.x","op":"=~","value":1}}}}"#)
            == #"layouts.lockScreen.if.op: "=~" is not allowed (==, !=, <, <=, >, >=)"#)
        #expect(error(#"{"activityType":"A","layouts":{"lockScreen":{"text":["a",{"field":"x"}]}}}"#).hasPrefix("layouts.lockScreen.text[1].field: \"x\" is not a binding"))
        #expect(error(#"{"activityType":"A","layouts":{"lockScreen":{"shape":{"form":"roundedRectangle"}}}}"#)
            == "layouts.lockScreen.shape.cornerRadius: required key is missing")
    }

    /// Buttons, toggles and links (`control`): both spellings read, written back, and a bad kind
    /// named with its path.
    @Test func controlsComeBackAndBadKindsNameTheirPath() throws {
        let json = #"{"activityType":"A","layouts":{"lockScreen":{"hstack":[{"text":"Pause","control":{"kind":"button","action":"PauseIntent"}},{"symbol":"link","control":"link"}]}}}"#
        let t = try TemplateParser.parse(data: Array(json.utf8))
        let controls = try #require(t.layouts[.lockScreen]).allNodes.compactMap(\.control)
        #expect(controls == [ControlSpec(kind: .button, action: "PauseIntent"), ControlSpec(kind: .link)])
        #expect(try roundTrip(t).layouts[.lockScreen]?.allNodes.compactMap(\.control) == controls)
        do {
            _ = try TemplateParser.parse(data: Array(#"{"activityType":"A","layouts":{"lockScreen":{"text":"x","control":"slider"}}}"#.utf8))
            Issue.record("a bad control kind parsed")
        } catch {
            #expect(error.description == #"layouts.lockScreen.control: "slider" is not allowed (button, toggle, link)"#)
        }
    }
}

