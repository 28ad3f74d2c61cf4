@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowPayloads
@testable import AfterglowLint
import AfterglowTestSupport
import Testing

@Suite("Lint: each rule fires, and does not fire on good content")
struct LintRulesTests {
    /// A template that passes every rule; each test breaks one thing.
    static let good: [String: String] = [
        "compactLeading": #"{"symbol":"bag.fill","size":20}"#,
        "compactTrailing": #"{"text":"$state.eta","size":15,"weight":"semibold"}"#,
        "minimal": #"{"text":"$state.eta","size":12,"weight":"bold"}"#,
        "expanded": #"{"leading":{"text":"Leading","size":15,"weight":"semibold"},"trailing":{"text":"$state.eta","size":17,"weight":"bold"},"bottom":{"text":"Bottom line","size":13,"weight":"medium"}}"#,
        "lockScreen": #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"text":"$state.eta","size":28,"weight":"bold"},{"text":"Detail","size":13,"weight":"medium","color":"secondaryLabel","role":"secondary"}]}"#,
    ]

    func lint(_ layouts: [String: String] = good, top: String = "", state: String = #"{"eta":"12 min","balance":"€1,204"}"#,
              symbols: SymbolCatalog? = nil) throws -> [LintFinding] {
        let body = layouts.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        let t = try TemplateParser.parse(data: Array(#"{"activityType":"T",\#(top)"layouts":{\#(body)}}"#.utf8))
        let a = LiveActivity(id: "a", attributesType: "T", attributes: .object(JSONObject()), contentState: try JSONParser.parse(state), startedAt: .zero)
        return TemplateLinter(template: t, symbols: symbols).lint(samples: [.init(activity: a, now: .zero)], devices: [ContentFixtures.phone])
    }

    func rules(_ f: [LintFinding]) -> Set<LintRule> { Set(f.map(\.rule)) }

    func with(_ key: String, _ value: String) -> [String: String] { var l = Self.good; l[key] = value; return l }

    @Test("the good template is clean")
    func clean() throws {
        let f = try lint()
        #expect(f.isEmpty, "\(f)")
    }

    @Test("an SF Symbol the renderer has no glyph for: one warning naming it, with the closest names")
    func unknownSymbol() throws {
        let catalog = SymbolCatalog(names: ["bag.fill", "bag", "car.fill", "figure.run"])
        #expect(!rules(try lint(symbols: catalog)).contains(.unknownSymbol))
        // Bound from the state too: the name is checked after the binding is resolved.
        let f = try lint(with("compactLeading", #"{"symbol":"$state.icon","size":20}"#), state: #"{"eta":"1 min","icon":"bag.fil"}"#, symbols: catalog)
        let u = f.filter { $0.rule == .unknownSymbol }
        #expect(u.count == 1, "\(u)")
        #expect(u.first?.severity == .warning)
        #expect(u.first?.message.contains("unknown SF Symbol 'bag.fil' is drawn as a placeholder; did you mean 'bag.fill'?") == true, "\(u)")
        // No catalog given: the rule is off (the core alone does not know what the renderer draws).
        #expect(!rules(try lint(with("compactLeading", #"{"symbol":"nope","size":20}"#))).contains(.unknownSymbol))
    }

    @Test("symbol suggestions: the .fill twin first, then by edit distance")
    func symbolSuggestions() {
        let c = SymbolCatalog(names: ["heart", "heart.fill", "heart.circle", "bolt.fill"])
        #expect(c.suggestions(for: "heart.fill.x").isEmpty == false)
        #expect(c.suggestions(for: "heart").first == "heart.fill")
        #expect(c.suggestions(for: "hart.fill").first == "heart.fill")
        #expect(c.suggestions(for: "xyzzy.qqq").isEmpty)
    }

    @Test("required presentations")
    func required() throws {
        var l = Self.good
        l["minimal"] = nil
        let f = try lint(l)
        #expect(f.contains { $0.rule == .requiredPresentation && $0.subject == "layouts.minimal" && $0.severity == .error })
    }

    @Test("Lock Screen height outside 84–160 pt", arguments: [(#""lockScreenHeight":60,"#, true), (#""lockScreenHeight":170,"#, true), (#""lockScreenHeight":84,"#, false), (#""lockScreenHeight":160,"#, false)])
    func height(top: String, fires: Bool) throws {
        let f = try lint(top: top)
        #expect(rules(f).contains(.lockScreenHeight) == fires, "\(f)")
        if fires { #expect(f.first { $0.rule == .lockScreenHeight }?.message.contains("84–160 pt") == true) }
    }

    @Test("short content makes the Lock Screen too short")
    func shortContent() throws {
        let f = try lint(with("lockScreen", #"{"text":"Hi","size":13}"#))
        // One 13 pt line: 13 × 1.21 = 15.73 pt (Inter's ascender + descender, 0.96875 + 0.2421875
        // = 1.2109 em, which the approximate measurer rounds to 1.21), plus the 14 pt Lock Screen
        // margin above and below (HIG Live Activities › Specifications, seeds/001):
        // 15.73 + 2 × 14 = 43.73 pt, well under the 84 pt minimum.
        let needed = 13 * 1.21 + 2 * 14
        #expect(f.first { $0.rule == .lockScreenHeight }?.message.contains("needs \(String(format: "%.2f", needed)) pt") == true, "\(f)")
    }

    @Test("content closer than the 14 pt Lock Screen margin")
    func margin() throws {
        let f = try lint(top: #""insets":{"lockScreen":6},"#)
        let m = f.filter { $0.rule == .lockScreenMargin }
        #expect(!m.isEmpty && m.allSatisfy { $0.severity == .error }, "text too close is an error: \(f)")
        #expect(m.first?.message.contains("6 pt from the edge") == true)
        #expect(!rules(try lint(top: #""insets":{"lockScreen":14},"#)).contains(.lockScreenMargin))
    }

    @Test("content poking outside the island's rounded shape")
    func islandShape() throws {
        let f = try lint(top: #""insets":{"expanded":4},"#)
        let s = f.filter { $0.rule == .islandShape }
        #expect(!s.isEmpty && s.allSatisfy { $0.presentation == "expanded" }, "\(f)")
        // At the default 14 pt inset nothing pokes out (44 × (1 − 1/√2) = 12.9 pt is the minimum).
        #expect(!rules(try lint(top: #""insets":{"expanded":13},"#)).contains(.islandShape))
        #expect(rules(try lint(top: #""insets":{"expanded":12},"#)).contains(.islandShape))
        // A compact view that fills its width puts the symbol at the island's rounded end.
        let wide = with("compactLeading", #"{"hstack":[{"symbol":"bag.fill","size":20},{"spacer":{}}]}"#)
        let compact = try lint(wide, top: #""insets":{"compact":0},"#)
        #expect(compact.contains { $0.rule == .islandShape && $0.presentation == "compactLeading" }, "\(compact)")
        #expect(!rules(try lint(wide)).contains(.islandShape), "the default inset clears the end circle")
    }

    @Test("compact content over the TrueDepth camera")
    func sensor() throws {
        let f = try lint(with("compactLeading", #"{"text":"Overhang","size":15,"weight":"semibold","padding":{"trailing":-30}}"#))
        #expect(f.contains { $0.rule == .sensorRegion && $0.presentation == "compactLeading" }, "\(f)")
    }

    @Test("text smaller than 11 pt", arguments: [(10.5, true), (11.0, false)])
    func textSize(size: Double, fires: Bool) throws {
        let f = try lint(with("lockScreen", #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"text":"tiny","size":\#(size)},{"spacer":{"minLength":40}}]}"#))
        #expect(f.contains { $0.rule == .textSize && $0.message.contains("below the 11 pt") } == fires, "\(f)")
    }

    @Test("regular-weight text in the Dynamic Island")
    func weight() throws {
        let f = try lint(with("compactTrailing", #"{"text":"$state.eta","size":15}"#))
        #expect(f.contains { $0.rule == .textWeight && $0.severity == .warning && $0.presentation == "compactTrailing" })
    }

    /// "Use large, heavier-weight text — a medium weight or higher" is a best practice for the
    /// whole Live Activity (seeds/001 › Best practices): the Lock Screen, StandBy and Smart Stack too.
    @Test("regular-weight text in any presentation", arguments: [("regular", true), ("medium", false), ("semibold", false)])
    func weightEverywhere(weight: String, fires: Bool) throws {
        let lock = #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"text":"Body","size":15,"weight":"\#(weight)"},{"spacer":{"minLength":40}}]}"#
        let f = try lint(with("lockScreen", lock))
        let onLock = f.filter { $0.rule == .textWeight && ($0.presentation == "lockScreen" || $0.presentation == "standBy") && $0.message.contains("\"Body\"") }
        #expect(!onLock.isEmpty == fires, "\(f)")
        if fires { #expect(onLock.contains { $0.message.contains("in the lockScreen presentation") }) }
    }

    @Test("animations longer than 2 s", arguments: [(2.5, true), (2.0, false)])
    func animation(duration: Double, fires: Bool) throws {
        let f = try lint(with("compactTrailing", #"{"text":"$state.eta","size":15,"weight":"semibold","animation":{"kind":"numericText","duration":\#(duration)}}"#))
        #expect(rules(f).contains(.animationDuration) == fires)
    }

    @Test("low contrast in Always On", arguments: [("#6E6E73", true), ("label", false), ("#B0B0B5", false)])
    func contrast(color: String, fires: Bool) throws {
        let f = try lint(with("lockScreen", #"{"vstack":[{"text":"Title","size":17,"weight":"semibold","color":"\#(color)"},{"text":"Second","size":28,"weight":"bold"},{"spacer":{"minLength":20}}]}"#))
        #expect(rules(f).contains(.alwaysOnContrast) == fires, "\(f)")
    }

    @Test("contrast model: WCAG ratios after the renderer's Always On transform")
    func contrastModel() {
        #expect(abs(AlwaysOnContrastCheck.contrast(1, 0) - 21) < 1e-9)
        let white = DisplayItem(id: "t", bounds: Rect(x: 0, y: 0, width: 10, height: 10), command: .text("A", TextStyle(sizePt: 15, color: .white)))
        let c = AlwaysOnContrastCheck().contrasts(of: [white], size: Size(width: 10, height: 10))
        // White at 78% (sRGB) over black: below the full 21:1, well above 4.5:1.
        #expect(c.count == 1 && c[0].contrast < 21 && c[0].contrast > 10)
        var secondary = white
        secondary.role = .secondary
        #expect(AlwaysOnContrastCheck().contrasts(of: [secondary], size: Size(width: 10, height: 10)).isEmpty, "secondary content is meant to dim")
    }

    @Test("sensitive fields shown unredacted", arguments: [
        (#"{"text":"$state.balance","size":13}"#, true),
        (#"{"text":"$state.balance","size":13,"role":"sensitive"}"#, false),
        (#"{"vstack":[{"text":"$state.balance","size":13}],"role":"sensitive"}"#, false),
    ])
    func sensitive(node: String, fires: Bool) throws {
        let f = try lint(with("expanded", #"{"leading":{"text":"Leading","size":15,"weight":"semibold"},"bottom":\#(node)}"#),
                         top: #""sensitiveFields":["state.balance"],"#)
        #expect(rules(f).contains(.sensitiveUnredacted) == fires, "\(f)")
    }

    @Test("missing fields are reported as template data warnings")
    func data() throws {
        let f = try lint(state: "{}")
        #expect(f.contains { $0.rule == .templateData && $0.severity == .warning && $0.message.contains("$state.eta is missing") })
    }

    @Test("rounded-rect geometry: corners of a square inside a circle")
    func geometry() {
        let circle = RoundedRectShape(rect: Rect(x: 0, y: 0, width: 40, height: 40), radius: 44)
        #expect(circle.radius == 20)
        let side = 40 / 2.0.squareRoot()
        #expect(circle.overflow(of: Rect(x: 20 - side / 2, y: 20 - side / 2, width: side, height: side)) < 1e-9)
        #expect(abs(circle.overflow(of: Rect(x: 0, y: 0, width: 40, height: 40)) - (20 * 2.0.squareRoot() - 20)) < 1e-9)
        #expect(circle.distanceOutside(Point(x: 20, y: 0)) == 0)
    }

    @Test("the examples lint clean on every device with their payload sequences")
    func examples() throws {
        for name in ["food-delivery", "sports-score", "workout"] {
            let t = try ContentFixtures.template(name)
            let seq = try PayloadSequence.load(contentsOf: ContentFixtures.example(name, "sequence.json"))
            let samples = LintSamples.sequence(seq, template: t)
            #expect(samples.count == seq.steps.count)
            let f = TemplateLinter(template: t).lint(samples: samples + LintSamples.preview(t), devices: ContentFixtures.catalog.profiles)
            #expect(f.isEmpty, "\(name): \(f)")
        }
    }

    @Test("the lint demo template breaks every layout rule")
    func demo() throws {
        let t = try TemplateParser.parse(contentsOf: ContentFixtures.repoRoot + "/Examples/lint/bad-template.json")
        let f = TemplateLinter(template: t).lint(samples: LintSamples.preview(t), devices: [ContentFixtures.phone])
        let expected: Set<LintRule> = [.animationDuration, .sensitiveUnredacted, .sensorRegion, .textSize, .textWeight, .islandShape,
                                       .lockScreenHeight, .lockScreenMargin, .alwaysOnContrast]
        #expect(expected.isSubset(of: rules(f)), "missing \(expected.subtracting(rules(f)))")
    }

    /// "Carefully consider including buttons or toggles in your custom layout": CarPlay deactivates
    /// them (HIG Live Activities › CarPlay and › watchOS, seeds/001). Fires for a control in the
    /// custom small layout, or in the compact views when there is none; not for a Lock Screen button.
    @Test("buttons or toggles in what CarPlay shows", arguments: [
        ("smartStack", #"{"hstack":[{"text":"$state.eta","size":15,"weight":"semibold"},{"symbol":"pause.fill","size":14,"control":{"kind":"button","action":"PauseIntent"}}]}"#, true),
        ("compactTrailing", #"{"text":"$state.eta","size":15,"weight":"semibold","control":"toggle"}"#, true),
        ("lockScreen", #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"text":"$state.eta","size":28,"weight":"bold","control":"button"},{"spacer":{"minLength":20}}]}"#, false),
    ])
    func carPlayControls(slot: String, layout: String, fires: Bool) throws {
        let f = try lint(with(slot, layout)).filter { $0.rule == .carPlayControls }
        #expect(f.isEmpty == !fires, "\(f)")
        if fires {
            let w = try #require(f.first)
            #expect(w.severity == .warning && w.presentation == "carPlay" && w.subject?.hasPrefix("layouts.\(slot)") == true)
            #expect(w.message.contains("carefully consider including buttons or toggles in your custom layout"))
            #expect(w.source.contains("seeds/001") && w.source.contains("deactivates interactive elements"))
        }
    }
}

