@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowDevices
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowPayloads
@testable import AfterglowTime
import AfterglowTestSupport
import Testing

@Suite("Templates: parsing, bindings, placeholders")
struct TemplatesBindingTests {
    let measurer = ApproximateTextMeasurer()

    func template(_ lockScreen: String, extra: String = "") throws -> ActivityTemplate {
        try TemplateParser.parse(data: Array("""
        {"activityType":"T","placeholder":"—",\(extra)"layouts":{"lockScreen":\(lockScreen),
         "compactLeading":{"text":"L"},"compactTrailing":{"text":"R"}}}
        """.utf8))
    }

    func activity(state: String, attributes: String = "{}", stale: Timestamp? = nil) throws -> LiveActivity {
        LiveActivity(id: "a", attributesType: "T", attributes: try JSONParser.parse(attributes), contentState: try JSONParser.parse(state),
                     startedAt: .zero, staleDate: stale, anchor: WallClockAnchor(unixSecondsAtZero: 1_000_000))
    }

    func layout(_ t: ActivityTemplate, _ a: LiveActivity, now: Timestamp = .zero, presentation: Presentation = .lockScreen,
                device: DeviceProfile = ContentFixtures.phone, measurer: (any TextMeasurer)? = nil) -> LayoutResult {
        let f = PresentationGeometry(device: device).frame(for: presentation, requestedHeight: 120)!
        return ActivityLayout.items(template: t, activity: a, frame: f, appearance: .light, now: now, measurer: measurer ?? self.measurer)
    }

    func texts(_ r: LayoutResult) -> [String] {
        r.items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
    }

    @Test("bindings fill text from content-state and attributes")
    func bindings() throws {
        let t = try template(#"{"vstack":[{"text":"$attributes.name"},{"text":"ETA {$state.eta} min"},{"text":"$state.score.home"},{"text":"$state.players[1]"}]}"#)
        let r = layout(t, try activity(state: #"{"eta":12,"score":{"home":3},"players":["a","b"]}"#, attributes: #"{"name":"Pho"}"#))
        #expect(texts(r) == ["Pho", "ETA 12 min", "3", "b"])
        #expect(r.issues.isEmpty)
    }

    @Test("a missing field shows the placeholder and is reported, never crashes")
    func missingField() throws {
        let t = try template(#"{"vstack":[{"text":"ETA {$state.eta} min"},{"progress":"$state.p"},{"timer":"$state.end"}]}"#)
        let r = layout(t, try activity(state: "{}"))
        #expect(texts(r) == ["ETA — min", "—"])
        #expect(r.issues.map(\.kind) == [.missingField, .missingField, .missingField])
        #expect(r.issues[0].path == "layouts.lockScreen.vstack[0]")
        #expect(r.issues[0].message.contains("$state.eta is missing from the content-state"))
        let fill = r.items.first { $0.id.hasSuffix("/fill") }
        #expect(fill?.bounds.width == 0, "missing progress draws empty")
    }

    @Test("a value of the wrong type is reported and shows the placeholder")
    func wrongType() throws {
        let t = try template(#"{"vstack":[{"text":"$state.eta|duration"},{"progress":"$state.p"}]}"#)
        let r = layout(t, try activity(state: #"{"eta":"soon","p":"half"}"#))
        #expect(texts(r) == ["—"])
        #expect(r.issues.map(\.kind) == [.wrongType, .wrongType])
    }

    @Test("formats: number, percent, duration, minutes, relative, time")
    func formats() throws {
        let t = try template(#"{"vstack":[{"text":"$state.n|number"},{"text":"$state.p|percent"},{"text":"$state.d|duration"},{"text":"$state.m|minutes"},{"text":"$state.at|relative"},{"text":"$state.past|relative"},{"text":"$state.at|time"},{"text":"$state.f"}]}"#)
        // Clock zero is Unix 1_000_000 = 1970-01-12 13:46:40 UTC.
        let r = layout(t, try activity(state: #"{"n":12345.4,"p":0.425,"d":3900,"m":7.4,"at":1000720,"past":999700,"f":2.5}"#))
        #expect(texts(r) == ["12,345", "43%", "1 h 5 min", "7 min", "in 12 min", "5 min ago", "13:58", "2.5"])
    }

    @Test("a timer counts down to its date at the given now and clamps at zero; an interval drives progress")
    func timerAndInterval() throws {
        let t = try template(#"{"vstack":[{"timer":"$state.end"},{"timer":"$state.start","countsDown":false},{"progress":{"from":"$state.start","to":"$state.end"}}]}"#)
        let a = try activity(state: #"{"start":1000000,"end":1003725}"#)
        let r = layout(t, a, now: Timestamp(seconds: 600))
        #expect(texts(r) == ["52:05", "10:00"])
        let fill = try #require(r.items.first { $0.id == "lockScreen/2/fill" })
        let track = try #require(r.items.first { $0.id == "lockScreen/2/track" })
        #expect(abs(fill.bounds.width / track.bounds.width - 600.0 / 3725) < 1e-9)
        #expect(texts(layout(t, a, now: Timestamp(seconds: 5000))).first == "0:00")
        #expect(texts(layout(t, a, now: Timestamp(seconds: 3725 + 3600))).last == "2:02:05")
    }

    @Test("an interval from its end to its start counts down: the bar shows the time remaining")
    func countdownInterval() throws {
        let t = try template(#"{"vstack":[{"progress":{"from":"$state.end","to":"$state.start"}}]}"#)
        let a = try activity(state: #"{"start":1000000,"end":1003725}"#)
        let r = layout(t, a, now: Timestamp(seconds: 600))
        let fill = try #require(r.items.first { $0.id == "lockScreen/0/fill" })
        let track = try #require(r.items.first { $0.id == "lockScreen/0/track" })
        // 600 s of 3725 gone: (3725 − 600) / 3725 of the bar left.
        #expect(abs(fill.bounds.width / track.bounds.width - 3125.0 / 3725) < 1e-9)
    }

    @Test("reference-date encoding reads Swift Date's default Codable form")
    func referenceDates() throws {
        let t = try template(#"{"timer":"$state.end"}"#, extra: #""dateEncoding":"reference","#)
        let r = layout(t, try activity(state: #"{"end":\#(1_000_000 + 90 - 978_307_200)}"#))
        #expect(texts(r) == ["1:30"])
    }

    @Test("conditions: stale-only and ended-only nodes")
    func conditions() throws {
        let t = try template(#"{"vstack":[{"text":"Live"},{"text":"Updating…","when":"stale"},{"text":"Done","when":"ended"}]}"#)
        var a = try activity(state: "{}", stale: Timestamp(seconds: 100))
        #expect(texts(layout(t, a, now: Timestamp(seconds: 99))) == ["Live"])
        #expect(texts(layout(t, a, now: Timestamp(seconds: 100))) == ["Live", "Updating…"])
        // An ended activity is `.ended`, not stale: its final card never says "Updating…" (issue 29).
        a.phase = .ended(at: .zero, reason: .app)
        #expect(texts(layout(t, a, now: Timestamp(seconds: 100))) == ["Live", "Done"])
        // Ids are tree paths: hiding a node does not renumber its siblings.
        #expect(layout(t, a, now: Timestamp(seconds: 100)).items.map(\.id) == ["lockScreen/0", "lockScreen/2"])
    }

    @Test("item ids are stable from frame to frame")
    func stableIDs() throws {
        let t = try ContentFixtures.template("food-delivery")
        let a = t.previewActivity(anchor: .examples)
        let ids = { (s: Double) in self.layout(t, a, now: Timestamp(seconds: s)).items.map(\.id) }
        #expect(ids(10) == ids(700))
        #expect(Set(ids(10)).count == ids(10).count)
    }

    @Test("a plugged-in measurer changes the layout (long text truncates)")
    func measurerPlugs() throws {
        struct Wide: TextMeasurer {
            func measure(_ text: String, style: TextStyle) -> Size { Size(width: Double(text.count) * style.sizePt, height: style.sizePt) }
        }
        let t = try template(#"{"text":"$state.s"}"#)
        let a = try activity(state: #"{"s":"A rather long line of text"}"#)
        #expect(texts(layout(t, a)) == ["A rather long line of text"])
        let narrow = texts(layout(t, a, measurer: Wide()))
        #expect(narrow.first?.hasSuffix("…") == true)
        #expect((narrow.first?.count ?? 99) < 26)
    }

    @Test("StandBy scales the Lock Screen layout 2×")
    func standBy() throws {
        let t = try ContentFixtures.template("sports-score")
        let a = t.previewActivity(anchor: .examples)
        let lock = layout(t, a, presentation: .lockScreen)
        let stand = layout(t, a, presentation: .standBy)
        let f = PresentationGeometry(device: ContentFixtures.phone).frame(for: .standBy, requestedHeight: 120)!
        #expect(lock.items.map(\.id) == stand.items.map(\.id))
        for (l, s) in zip(lock.items, stand.items) {
            if case .text(_, let ls) = l.command, case .text(_, let ss) = s.command { #expect(ss.sizePt == ls.sizePt * f.scale) }
        }
    }

    @Test("Smart Stack without its own layout combines compact leading and trailing (seeds/001)")
    func smartStackFallback() throws {
        let t = try ContentFixtures.template("food-delivery")
        let r = layout(t, t.previewActivity(anchor: .examples), presentation: .smartStack, device: ContentFixtures.watch)
        #expect(r.items.map(\.id) == ["compactLeading", "compactTrailing"])
        let f = PresentationGeometry(device: ContentFixtures.watch).frame(for: .smartStack)!.frame
        #expect(r.items[0].bounds.maxX < f.midX && r.items[1].bounds.minX > f.midX)
        #expect(r.items.allSatisfy { abs($0.bounds.maxY - (f.maxY - 8)) < 0.01 }, "in the lower corners")
    }

    @Test("a missing layout is reported, not crashed on")
    func missingLayout() throws {
        let t = try template(#"{"text":"x"}"#)
        let r = layout(t, try activity(state: "{}"), presentation: .minimalAttached)
        #expect(r.items.isEmpty && r.issues.map(\.kind) == [.missingLayout])
    }

    @Test("template errors name the key path", arguments: [
        (#"{"layouts":{}}"#, "activityType"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"text":"x","colour":"red"}}}"#, "layouts.lockScreen.colour"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"text":"$status"}}}"#, "layouts.lockScreen.text"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"text":"{$state.x|fancy}"}}}"#, "layouts.lockScreen.text"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"vstack":[{"text":"a","symbol":"b"}]}}}"#, "layouts.lockScreen.vstack[0]"),
        (##"{"activityType":"T","layouts":{"lockScreen":{"text":"a","color":"#12"}}}"##, "layouts.lockScreen.color"),
        (#"{"activityType":"T","layouts":{"expanded":{"middle":{"text":"a"}}}}"#, "layouts.expanded.middle"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"spacing":3}}}"#, "layouts.lockScreen"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"text":"a","weight":"thin"}}}"#, "layouts.lockScreen.weight"),
        (#"{"activityType":"T","layouts":{"lockScreen":{"text":"a","animation":{"kind":"x"}}}}"#, "layouts.lockScreen.animation.duration"),
    ])
    func parseErrors(json: String, path: String) {
        do { _ = try TemplateParser.parse(data: Array(json.utf8)); Issue.record("accepted \(json)") } catch {
            #expect(error.path == path, "\(error)")
        }
    }

    @Test("a text beside a spacer keeps its full width; the spacer takes the rest")
    func spacerLast() throws {
        let t = try template(#"{"hstack":[{"symbol":"s","size":14},{"text":"Outdoor Run","size":12},{"spacer":{}},{"symbol":"r","size":16}],"frame":{"maxWidth":"infinity"}}"#)
        let r = layout(t, try activity(state: "{}"))
        #expect(texts(r) == ["Outdoor Run"])
        let f = PresentationGeometry(device: ContentFixtures.phone).frame(for: .lockScreen, requestedHeight: 120)!.frame
        let last = try #require(r.items.last)
        #expect(abs(last.bounds.maxX - (f.maxX - 14)) < 0.01, "the spacer pushes the last item to the margin")
    }

    @Test("absurd payload numbers render without trapping")
    func absurdNumbers() throws {
        let t = try template(#"{"vstack":[{"text":"$state.n|number"},{"text":"$state.n|percent"},{"text":"$state.n|duration"},{"text":"$state.n|time"},{"text":"$state.n|relative"},{"timer":"$state.n"},{"progress":{"from":"$state.m","to":"$state.n"}}]}"#)
        for n in ["1e300", "-1e300", "9.3e18"] {
            let r = layout(t, try activity(state: #"{"n":\#(n),"m":0}"#), now: Timestamp(seconds: 10))
            #expect(r.items.count == 8 && r.issues.allSatisfy { $0.kind == .overflow }, "\(n): \(r.issues)")
        }
        let store = ActivityStore(clock: VirtualClock(), anchor: WallClockAnchor(unixSecondsAtZero: 0))
        let push = try #require(try PayloadParser.parse(#"{"aps":{"event":"start","timestamp":1e300,"attributes-type":"T","attributes":{},"content-state":{},"stale-date":1e300,"dismissal-date":1e300}}"#).aps.liveActivity)
        #expect(store.apply(push) == .started(activityID: "T-1"))
        #expect(store.nextDeadline() != nil)
    }

    @Test("template numbers are bounded")
    func boundedNumbers() {
        #expect(throws: TemplateParseError.self) { try self.template(#"{"text":"a","size":1e300}"#) }
        #expect(throws: TemplateParseError.self) { try self.template(#"{"text":"a","lineLimit":1e300}"#) }
    }
}
