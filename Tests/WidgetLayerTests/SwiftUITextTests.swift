import Testing
import AfterglowContent
import AfterglowDisplay
import SwiftUI

@MainActor
struct SwiftUITextTests {
    @Test func interpolationsFormatAsSwiftUIDoes() {
        let x = 0.456, n = 42
        let (nodes, _) = lower(VStack {
            Text("\(x, specifier: "%.1f") km")
            Text("\(n) left")
            Text("\(x)")
            Text("\(x, format: .percent)")
            Text(1234.5, format: .number)
            Text(verbatim: "%d raw")
        })
        #expect(nodes[0].allTexts == ["0.5 km", "42 left", "0.456000", "45.6%", "1,234.5", "%d raw"])
    }

    @Test func textCaseAndMonospacedDigitAreHonoured() {
        let (nodes, _) = lower(VStack {
            Text("Arriving soon").textCase(.uppercase)
            Text("12:30").monospacedDigit().minimumScaleFactor(0.5)
        }.font(.caption))
        let kids = nodes[0].children
        #expect(kids[0].plainText == "ARRIVING SOON")
        #expect(kids[1].textSpec?.monospacedDigits == true)
        #expect(kids[1].textSpec?.sizePt == 12)
        #expect(kids[1].textSpec?.minimumScaleFactor == 0.5 && kids[0].textSpec?.minimumScaleFactor == 1)
    }

    @Test func concatenatedTextsAreOneLine() {
        let (nodes, _) = lower(Text("Score ") + Text("3").bold() + Text(" – 1"))
        #expect(nodes.count == 1)
        #expect(nodes[0].plainText == "Score 3 – 1")
    }

    @Test func timersAreBoundToSyntheticDatesOnTheEmulatorsClock() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let end = now.addingTimeInterval(600)
        let (nodes, context) = lower(VStack {
            Text(end, style: .timer)
            Text(now.addingTimeInterval(-60), style: .timer)
            Text(timerInterval: now...end, countsDown: true)
            Text(end, style: .relative)
        }, now: now)
        let kids = nodes[0].children
        guard case .timer(let down, _) = kids[0].kind, case .timer(let up, _) = kids[1].kind, case .timer(let interval, _) = kids[2].kind else {
            Issue.record("not timers: \(kids)"); return
        }
        #expect(down.countsDown && down.start == nil)
        #expect(!up.countsDown && up.end == nil)
        #expect(interval.start != nil && interval.end != nil && interval.countsDown)
        #expect(down.end.map { context.syntheticState[String($0.path.split(separator: ".").last!)] } == end.timeIntervalSince1970)
        #expect(kids[3].plainText?.hasSuffix("|relative}") == true)
        #expect(kids.allSatisfy { $0.bindings.allSatisfy { $0.path.hasPrefix("__afterglow.") } })
    }

    @Test func aTimerInsideAStringIsItsOwnNode() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let (nodes, _) = lower(Text("Ends in \(now.addingTimeInterval(90), style: .timer)"), now: now)
        guard case .stack(.horizontal, let kids, _, _) = nodes.first?.kind else { Issue.record("\(nodes)"); return }
        #expect(kids[0].plainText == "Ends in ")
        if case .timer = kids[1].kind {} else { Issue.record("second is not a timer: \(kids[1])") }
    }

    @Test func timeStyleIsAStaticLocalisedTime() {
        let d = Date(timeIntervalSince1970: 1_000_000_000)  // 2001-09-09 01:46:40 UTC
        let (nodes, _) = lower(Text(d, style: .time).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        #expect(nodes[0].plainText?.replacingOccurrences(of: "\u{202F}", with: " ") == "1:46 AM")
    }

    @Test func dynamicTypeScalesTextStylesButNotFixedSizes() {
        let view = VStack { Text("a").font(.body); Text("b").font(.system(size: 20)); Text("c").font(.headline) }
        let (large, _) = lower(view)
        let (ax1, _) = lower(view) { $0.dynamicTypeSize = .accessibility1 }
        let (xs, _) = lower(view.dynamicTypeSize(.xSmall))
        #expect(large[0].children.map { $0.textSpec!.sizePt } == [17, 20, 17])
        #expect(ax1[0].children.map { $0.textSpec!.sizePt } == [28, 20, 28])
        #expect(xs[0].children.map { $0.textSpec!.sizePt } == [14, 20, 14])
        #expect(large[0].children[2].textSpec?.weight == .semibold)
    }

    @Test func redactedPlaceholderDrawsBarsUnlessUnredacted() {
        let (nodes, _) = lower(VStack { Text("Secret"); Text("Shown").unredacted() }.redacted(reason: .placeholder))
        let kids = nodes[0].children
        if case .shape = kids[0].kind {} else { Issue.record("not a placeholder bar: \(kids[0])") }
        #expect(kids[1].plainText == "Shown")
    }

    @Test func markdownInALiteralIsInterpretedNotShown() {
        let name = "**not markdown**"
        let (nodes, context) = lower(VStack {
            Text("**Bold** and _it_ in snake_case, see [docs](https://x.y)")
            Text(name)
            Text("a * b = c")
        })
        #expect(nodes[0].allTexts == ["Bold and it in snake_case, see docs", "**not markdown**", "a * b = c"])
        #expect(context.warnings.contains { $0.contains("Markdown") })
    }

    @Test func privacySensitiveMarksTheRoleAndIsRedactedWhenLocked() {
        let (nodes, _) = lower(Text("4 2 4 2").privacySensitive())
        #expect(nodes[0].role == .sensitive && nodes[0].plainText == "4 2 4 2")
        let (locked, _) = lower(VStack { Text("Gate 4"); Text("4 2 4 2").privacySensitive() }) { $0.redactionReasons = .privacy }
        let kids = locked[0].children
        #expect(kids[0].plainText == "Gate 4")
        if case .shape = kids[1].kind {} else { Issue.record("not redacted: \(kids[1])") }
        #expect(kids[1].role == .sensitive)
    }
}
