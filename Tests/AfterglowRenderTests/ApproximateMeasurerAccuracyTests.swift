import AfterglowKit
import AfterglowRender
import Testing

/// The core's `ApproximateTextMeasurer` (used by lint with --approximate-text and by the unit
/// tests) must stay close to Pango's real metrics, so layouts computed without a font engine are
/// the layouts the renderer draws.
@Suite("ApproximateTextMeasurer against Pango")
struct ApproximateMeasurerAccuracyTests {
    static let samples = ["Pho Saigon", "On the way", "Arrives 10:30", "20:00", "PSG 2 – 1 OM", "Goal! Mbappé 66'",
                          "5.42 km", "152 bpm", "Outdoor Run", "Order A-1042", "Notification", "Morning Briefing",
                          "The door code is 4821, see you at 8", "Substitution: Barcola on", "WWW MMM iii lll"]

    @Test("widths within 4% and line heights within 10% across sizes and weights")
    func accuracy() {
        let pango = PangoTextMeasurer(), approx = ApproximateTextMeasurer()
        var worst = 0.0
        var report: [String] = []
        for size in [12.0, 15, 22] {
            for weight in [FontWeight.regular, .semibold, .heavy] {
                for mono in [false, true] {
                    for s in Self.samples {
                        let style = TextStyle(sizePt: size, weight: weight, monospacedDigits: mono)
                        let p = pango.measure(s, style: style), a = approx.measure(s, style: style)
                        let dw = abs(a.width - p.width) / p.width
                        worst = max(worst, dw)
                        if dw > 0.04 { report.append("\(s) \(size) \(weight) mono=\(mono): approx \(a.width) vs pango \(p.width)") }
                        #expect(abs(a.height - p.height) / p.height < 0.10, "\(s) \(size): height \(a.height) vs \(p.height)")
                    }
                }
            }
        }
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
        print("ApproximateTextMeasurer worst width error: \(Int((worst * 1000).rounded()) / 10)%")
    }
}
