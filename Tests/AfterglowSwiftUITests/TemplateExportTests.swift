import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

/// An imported activity written as template JSON (`afterglow import -o`) lays out exactly as the
/// imported template does, in every presentation, preview state and Always On.
@Suite struct TemplateExportTests {
    @Test func writtenTemplateLaysOutLikeTheImportedOne() throws {
        try compare(try #require(Fixtures.importDelivery().activities.first), minimum: 12)
    }

    /// Every activity of the real corpus (Examples/swiftui) survives the trip to JSON and back.
    @Test(arguments: CorpusImportTests.entries)
    func corpusTemplatesSurviveTheTripToJSON(_ name: String) throws {
        let result = SwiftUIImporter.importActivities(paths: [CorpusImportTests.corpus + "/" + name])
        for a in result.activities where !a.template.layouts.isEmpty { try compare(a, minimum: 2) }
    }

    /// Writes `a`'s template, reads it back, and compares the layouts (display items) in every
    /// presentation, preview state and Always On; colours are compared after the 8-bit rounding
    /// the file applies.
    func compare(_ a: ImportedActivity, minimum: Int) throws {
        let text = TemplateWriter.text(a.template)
        let back = try TemplateParser.parse(data: Array(text.utf8))
        // The imported template as the file can hold it: colours at 8 bits.
        let rounded = Self.eightBit(a.template)
        // Writing what was read back gives the same file: nothing is lost on a second trip.
        #expect(TemplateWriter.text(back) == text)
        let g = PresentationGeometry(device: TestDevices.phone)
        var compared = 0
        for p in Presentation.allCases {
            guard let f = g.frame(for: p) else { continue }
            for state in a.previewStates.isEmpty ? [a.template.previewState ?? .object(JSONObject())] : a.previewStates {
                for reduced in [false, true] {
                    func items(_ t: ActivityTemplate) -> [String] {
                        var act = t.previewActivity()
                        act.contentState = state
                        return ActivityLayout.items(template: t, activity: act, frame: f, appearance: .dark, now: .zero,
                                                    measurer: ApproximateTextMeasurer(), luminanceReduced: reduced)
                            .items.map { "\($0.bounds) \($0.role) \($0.command)" }
                    }
                    let original = items(rounded)
                    #expect(items(back) == original, "\(a.file) \(p) reduced=\(reduced)")
                    compared += 1
                }
            }
        }
        #expect(compared >= minimum)
    }

    static func eightBit(_ c: Color) -> Color {
        func q(_ v: Double) -> Double { (min(1, max(0, v)) * 255).rounded() / 255 }
        return Color(r: q(c.r), g: q(c.g), b: q(c.b), a: q(c.a))
    }

    static func eightBit(_ c: ColorSpec) -> ColorSpec {
        switch c {
        case .fixed(let x): return .fixed(eightBit(x))
        case .adaptive(let l, let d): return .adaptive(light: eightBit(l), dark: eightBit(d))
        case .semantic: return c
        }
    }

    static func eightBit(_ n: TemplateNode) -> TemplateNode {
        var n = n
        n.color = n.color.map(eightBit)
        if let b = n.background { n.background = .init(color: eightBit(b.color), cornerRadiusPt: b.cornerRadiusPt) }
        switch n.kind {
        case .stack(let axis, let children, let spacing, let alignment):
            n.kind = .stack(axis: axis, children: children.map(eightBit), spacing: spacing, alignment: alignment)
        case .shape(var spec):
            spec.fill = spec.fill.map(eightBit); spec.stroke = spec.stroke.map(eightBit)
            n.kind = .shape(spec)
        default: break
        }
        n.underlays = n.underlays.map(eightBit); n.overlays = n.overlays.map(eightBit)
        return n
    }

    static func eightBit(_ t: ActivityTemplate) -> ActivityTemplate {
        var t = t
        t.tint = eightBit(t.tint)
        t.background = t.background.map(eightBit)
        t.layouts = t.layouts.mapValues(eightBit)
        return t
    }
}
