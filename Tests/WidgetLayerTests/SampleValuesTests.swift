import Testing
import Foundation
import ActivityKit
import SwiftUI
import WidgetKit
import AfterglowContent
import AfterglowPayloads

// `_SampleValues` makes the starting state of an activity whose sources have no preview. A state
// holding an enum without raw values (Swift's synthesized `{"case": {…}}` form) gave none, so the
// compiled path had no state to draw and fell back to the interpreter.
struct SampleValuesTests {
    enum Half: Codable, Equatable { case notStarted, first(min: Int), second(min: Int), finished }
    enum Status: Codable, Equatable { case inProgress, done }
    enum Only: Codable, Equatable { case one }
    enum Unlabeled: Codable, Equatable { case score(Int, String) }
    struct Match: Codable, Equatable { var time: Half; var status: Status; var only: Only; var goals: [Unlabeled] }

    @Test func enumsWithoutRawValuesDecodeTheirFirstCase() throws {
        let made = try #require(_SampleValues.make(Match.self))
        #expect(made.time == .notStarted)
        #expect(made.status == .inProgress)
        #expect(made.only == .one)
        // Two elements per array; an unlabeled payload is keyed `_0`, `_1`: 3 for integers.
        #expect(made.goals.count == 2)
        guard case .score(let n, _)? = made.goals.first else { Issue.record("no goal"); return }
        #expect(n == 3)
        // What it encodes is what ActivityKit would decode from a payload.
        let json = String(decoding: try JSONEncoder().encode(made), as: UTF8.self)
        #expect(json.contains(#""time":{"notStarted":{}}"#), "\(json)")
        #expect(try JSONDecoder().decode(Match.self, from: JSONEncoder().encode(made)) == made)
    }

    /// Made-up dates are ordered so that ranges built from a pair are valid: a start before now,
    /// the rest after (`ClosedRange` traps on an inverted pair, which sent activities to the
    /// interpreter). The frozen clock is not running here, so "now" is read around the call.
    @Test func madeUpDatesMakeValidRangesFromAStartAndAnEnd() throws {
        struct Timing: Codable { var startDate: Date; var endDate: Date; var startedAt: Date; var created_at: Date; var eta: Date; var window: ClosedRange<Date> }
        let before = Date()
        let t = try #require(_SampleValues.make(Timing.self))
        let after = Date()
        for start in [t.startDate, t.startedAt, t.created_at] { #expect(start < before) }
        for end in [t.endDate, t.eta] { #expect(end > after) }
        // The ranges widget code builds: start...end, start...now, now...end.
        #expect(t.startDate <= t.endDate && t.startedAt <= after && before <= t.eta)
        #expect(t.window.lowerBound <= t.window.upperBound)
    }

    /// A range of dates is coded as `[lower, upper]`: made up, it is not empty and holds now, so
    /// a `Text(timerInterval:)` over it counts down from more than 0:00 (Food Truck's did not).
    @Test func aMadeUpRangeOfDatesIsNotEmpty() throws {
        struct Order: Codable { var timerRange: ClosedRange<Date>; var slots: [Date]; var open: Range<Date> }
        let before = Date()
        let o = try #require(_SampleValues.make(Order.self))
        let after = Date()
        #expect(o.timerRange.lowerBound < before && o.timerRange.upperBound > after)
        // 10 minutes before now to 20 minutes after: 1,800 s apart.
        #expect(abs(o.timerRange.upperBound.timeIntervalSince(o.timerRange.lowerBound) - 1800) < 1)
        #expect(!o.open.isEmpty && o.slots[0] < o.slots[1])
    }

    /// A case with associated values alone: the enum's first case carries them.
    @Test func theFirstCaseCarriesItsAssociatedValues() throws {
        enum Time: Codable, Equatable { case firstPart(min: Int), breakTime }
        #expect(_SampleValues.make(Time.self) == .firstPart(min: 3))
    }

    /// The case list is read from the compiler's keys; struct keys and string keys give none.
    @Test func onlyPayloadlessKeyEnumsListCases() {
        enum Keys: String, CodingKey { case alpha, beta, gamma }
        #expect(_enumCodingKeys(Keys.self).map(\.stringValue) == ["alpha", "beta", "gamma"])
        enum One: CodingKey { case single }
        #expect(_enumCodingKeys(One.self).map(\.stringValue) == ["single"])
        struct Free: CodingKey {
            var stringValue: String; var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }
        #expect(_enumCodingKeys(Free.self).isEmpty)
    }
}

/// The whole way: an iOS 16 beta configuration (`attributesType:`, no Dynamic Island) whose state is
/// an enum without raw values gets a synthesized preview from `describe`, which `render` draws.
@MainActor
struct SynthesizedEnumStateTests {
    struct MatchAttributes: ActivityAttributes {
        enum Half: Codable, Hashable { case first(min: Int), breakTime }
        struct ContentState: Codable, Hashable { var time: Half; var goals: Int }
        var stadium: String
    }
    struct MatchWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(attributesType: MatchAttributes.self) { context in
                switch context.state.time {
                case .first(let min): Text("\(min)' first half")
                case .breakTime: Text("Break")
                }
            }
        }
    }

    @Test func aStateEnumWithoutRawValuesIsSynthesizedAndDrawn() throws {
        let served = _WidgetHost.Served(activities: _collectActivities(widget: MatchWidget()), previews: [])
        guard case .object(let d) = _WidgetHost.reply(to: #"{"op":"describe"}"#, served),
              case .object(let a)? = d["activities"]?.arrayValue?.first,
              case .object(let p)? = a["previews"]?.arrayValue?.first,
              let state = p["states"]?.arrayValue?.first else { Issue.record("no synthesized preview"); return }
        #expect(p["synthesized"] == .bool(true))
        // Swift's synthesized form, the first case with 3 for its integer.
        #expect(state.objectValue?["time"]?.compactJSON == #"{"first":{"min":3}}"#)
        let request = #"{"op":"render","type":"SynthesizedEnumStateTests.MatchAttributes","attributes":{"stadium":"Anfield"},"state":"#
            + state.compactJSON + "}"
        guard case .object(let r) = _WidgetHost.reply(to: request, served) else { Issue.record("no reply"); return }
        #expect(r["ok"] == .bool(true), "\(r)")
        let template = try TemplateParser.parse(data: Array(#require(r["template"]).compactJSON.utf8))
        let lock = try #require(template.layouts[ActivityTemplate.Slot.lockScreen])
        guard case .text(let s, _) = lock.kind, case .literal(let t)? = s.segments.first else { Issue.record("\(lock.kind)"); return }
        #expect(t == "3' first half")
        // No island declared: no expanded regions.
        #expect(template.layouts[ActivityTemplate.Slot.expandedLeading] == nil && template.layouts[ActivityTemplate.Slot.expandedBottom] == nil)
    }
}
