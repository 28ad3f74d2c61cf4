@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowLint
import AfterglowTestSupport
import Testing

/// Lint rules about taps (issue 29): the compact views link to one screen (seeds/001), controls
/// offer 44 × 44 pt (seeds/003), and the weight message on a Mac does not speak of an island.
@Suite("Lint: taps and links")
struct LintTapRulesTests {
    func lint(_ layouts: [String: String] = LintRulesTests.good, top: String = "", devices: [DeviceProfile] = [ContentFixtures.phone]) throws -> [LintFinding] {
        let body = layouts.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        let t = try TemplateParser.parse(data: Array(#"{"activityType":"T",\#(top)"layouts":{\#(body)}}"#.utf8))
        let a = LiveActivity(id: "a", attributesType: "T", attributes: .object(JSONObject()),
                             contentState: try JSONParser.parse(#"{"eta":"12 min"}"#), startedAt: .zero)
        return TemplateLinter(template: t).lint(samples: [.init(activity: a, now: .zero)], devices: devices)
    }
    func with(_ key: String, _ value: String) -> [String: String] { var l = LintRulesTests.good; l[key] = value; return l }

    @Test("compact leading and trailing opening different screens is a warning; the same or the template's URL is not")
    func compactLinks() throws {
        #expect(try lint(top: #""widgetURL":"app://order","#).allSatisfy { $0.rule != .compactLinks })
        var l = with("compactLeading", #"{"symbol":"bag.fill","size":20,"widgetURL":"app://order"}"#)
        l["compactTrailing"] = #"{"text":"$state.eta","size":15,"weight":"semibold","widgetURL":"app://eta"}"#
        let f = try lint(l).filter { $0.rule == .compactLinks }
        #expect(f.count == 1 && f.first?.severity == .warning)
        #expect(f.first?.message == "the compact leading view opens app://order but the trailing view opens app://eta; both should link to the same screen")
        // One view with a URL, the other none and no template URL: different screens too.
        let g = try lint(with("compactLeading", #"{"symbol":"bag.fill","size":20,"widgetURL":"app://order"}"#)).filter { $0.rule == .compactLinks }
        #expect(g.first?.message.contains("the app's default screen") == true)
        // The template's URL stands in for the view without one.
        #expect(try lint(with("compactLeading", #"{"symbol":"bag.fill","size":20,"widgetURL":"app://order"}"#), top: #""widgetURL":"app://order","#)
            .allSatisfy { $0.rule != .compactLinks })
    }

    @Test("a control smaller than 44 × 44 pt is a warning on iPhone; a large one is not")
    func tapTargetSize() throws {
        let small = with("lockScreen", #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"symbol":"pause.fill","size":20,"control":{"kind":"button","action":"PauseIntent"}}]}"#)
        let f = try lint(small).filter { $0.rule == .tapTargetSize && $0.presentation == "lockScreen" }
        #expect(f.count == 1, "\(f)")
        #expect(f.first?.message == "the button (PauseIntent) is 20 × 20 pt, smaller than the 44 × 44 pt minimum tappable area")
        let big = with("lockScreen", #"{"vstack":[{"text":"Title","size":17,"weight":"semibold"},{"symbol":"pause.fill","size":20,"frame":{"width":44,"height":44},"control":"button"}]}"#)
        #expect(try lint(big).allSatisfy { $0.rule != .tapTargetSize })
    }

    @Test("the weight warning on the Mac names the menu bar, not the Dynamic Island")
    func macWording() throws {
        let mac = try #require(ContentFixtures.catalog.profile(named: "mac-macbook-air-13-m3"))
        let f = try lint(with("compactTrailing", #"{"text":"$state.eta","size":15}"#), devices: [mac]).filter { $0.rule == .textWeight }
        #expect(!f.isEmpty)
        #expect(f.allSatisfy { !$0.message.contains("Dynamic Island") && $0.message.contains("Mac menu bar") }, "\(f)")
    }

    @Test("a widgetURL without a scheme is an error naming its key")
    func badURL() {
        #expect(throws: TemplateParseError.self) {
            try TemplateParser.parse(data: Array(#"{"activityType":"T","widgetURL":"orders/1","layouts":{}}"#.utf8))
        }
        do {
            _ = try TemplateParser.parse(data: Array(#"{"activityType":"T","layouts":{"lockScreen":{"text":"a","widgetURL":"nope"}}}"#.utf8))
        } catch {
            #expect(error.description == #"layouts.lockScreen.widgetURL: "nope" is not allowed (a URL with a scheme, like myapp://orders/42)"#)
        }
    }

    @Test("widgetURL, systemActionForegroundColor and watchApp survive the writer")
    func roundTrip() throws {
        let t = try TemplateParser.parse(data: Array(##"{"activityType":"T","widgetURL":"app://x","systemActionForegroundColor":"#FF0000","watchApp":true,"layouts":{"lockScreen":{"text":"a","widgetURL":"app://y"}}}"##.utf8))
        let back = try TemplateParser.parse(data: Array(TemplateWriter.text(t).utf8))
        #expect(back.widgetURL == "app://x" && back.hasWatchApp && back.systemActionForegroundColor == t.systemActionForegroundColor)
        #expect(back.layouts[.lockScreen]?.widgetURL == "app://y")
        #expect(TemplateLinks.url(back, presentation: .lockScreen) == "app://y")
        #expect(TemplateLinks.url(back, presentation: .compactLeading) == "app://x")
    }
}
