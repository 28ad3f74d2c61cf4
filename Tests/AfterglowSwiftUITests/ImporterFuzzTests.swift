import AfterglowKit
import AfterglowSwiftUI
import Testing

/// Mutated sources must never crash the importer or the layout of what it imports: truncated
/// at every 37th byte, with spans deleted and duplicated, braces and quotes injected
/// (a deterministic generator, so a failure reproduces).
@Suite struct ImporterFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
    }

    static func mutations(of source: String, count: Int) -> [String] {
        let bytes = Array(source.utf8)
        var g = Generator(state: 0x5eed)
        var out: [String] = []
        for i in stride(from: 0, to: bytes.count, by: 37) { out.append(String(decoding: bytes[0..<i], as: UTF8.self)) }
        let junk: [[UInt8]] = ["{", "}", "(", ")", "\"", "#", "\\(", "if ", ".", "...", "$0", "\u{0}", "é"].map { Array($0.utf8) }
        while out.count < count {
            var b = bytes
            for _ in 0..<(1 + g.next(4)) {
                let at = g.next(b.count), len = min(b.count - at, g.next(40))
                switch g.next(3) {
                case 0: b.removeSubrange(at..<(at + len))
                case 1: b.insert(contentsOf: b[at..<(at + len)], at: g.next(b.count))
                default: b.insert(contentsOf: junk[g.next(junk.count)], at: at)
                }
            }
            out.append(String(decoding: b, as: UTF8.self))
        }
        return out
    }

    @Test func mutatedSourcesNeverCrash() {
        let f = PresentationGeometry(device: TestDevices.phone)
        var imported = 0
        for src in Self.mutations(of: Fixtures.delivery, count: 300) {
            let r = SwiftUIImporter.importActivities(sources: [("M.swift", src)])
            for a in r.activities where !a.template.layouts.isEmpty {
                imported += 1
                for p in [Presentation.lockScreen, .expanded, .compactLeading, .compactTrailing, .minimalAttached, .smartStack] {
                    guard let frame = f.frame(for: p) else { continue }
                    for s in a.previewStates {
                        var act = a.template.previewActivity()
                        act.contentState = s
                        _ = ActivityLayout.items(template: a.template, activity: act, frame: frame, appearance: .dark, now: .zero, measurer: ApproximateTextMeasurer())
                    }
                }
            }
        }
        // Most mutations still hold an importable activity; the test is that none crashed.
        #expect(imported > 50)
    }
}

/// Inputs the importer fuzz target found; each crashed once.
@Suite struct ImporterFuzzRegressionTests {
    /// swift-syntax's diagnostic generator traps on this `=` (see InconsistentEqualWhitespace).
    @Test func anEqualWithAReplacementCharacterBeforeItIsAnErrorNotACrash() {
        let text = "struct S {\n    init(theme: Int) {\n        self.theme \u{FFFD}= theme\n    }\n}\n"
        let result = SwiftUIImporter.importActivities(sources: [(path: "S.swift", text: text)])
        let d = result.allDiagnostics.first { $0.message.contains("consistent whitespace") }
        #expect(d?.line == 3 && d?.column == 23 && d?.severity == .error)
    }

}
