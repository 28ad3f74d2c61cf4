import Foundation
import Testing
@testable import AfterglowGestures
import AfterglowTestSupport
import AfterglowTime

/// Every default of `GestureThresholds` is the figure docs/SENSORS.md › Detectors states (its
/// table and the paragraphs around it), and the doc still states it: each limit was chosen on the
/// data that section and › Thresholds describe, so a default moved in code alone (issue 30: a
/// mutation pass nudged limits by 10 % and only the wrist raise's row had a test) no longer is the
/// detector those measurements describe. Each row: the doc's words (whitespace folded), the figure
/// they give, the field.
@Suite struct ThresholdsDocTableTests {
    static let detectors: String = {
        let text = (try? String(contentsOfFile: PowerFixtures.repoRoot + "/docs/SENSORS.md", encoding: .utf8)) ?? ""
        let section = text.components(separatedBy: "\n## Detectors\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        return section.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }()

    static let t = GestureThresholds()
    static func ms(_ d: Duration) -> Double { d.milliseconds }

    @Test func theDocSectionIsThere() {
        #expect(Self.detectors.count > 2000, "docs/SENSORS.md › Detectors not found beside the repository")
    }

    static let rows: [(String, Double, Double)] = [
        // Shared features.
        ("τ = 40 ms", 40, ms(t.gravityTau)),
        ("over the last 60 ms", 60, ms(t.stillWindow)),
        ("quiet = accel spread < 0.012 g", 0.012, t.quietAccelSpreadG),
        ("gyro spread < 0.8 °/s", 0.8, t.quietGyroSpreadDps),
        // Wrist raise: the view cone, entry and exit.
        (#"z ≤ −0.7, \|x\| ≤ 0.35, y ≤ 0.2, x + y ≤ 0.25"#, -0.7, t.viewEnterZ),
        (#"z ≤ −0.7, \|x\| ≤ 0.35,"#, 0.35, t.viewEnterMaxX),
        (#"\|x\| ≤ 0.35, y ≤ 0.2,"#, 0.2, t.viewEnterMaxY),
        ("y ≤ 0.2, x + y ≤ 0.25)", 0.25, t.viewEnterMaxXPlusY),
        ("leaves the cone only at z > −0.55,", -0.55, t.viewExitZ),
        (#"z > −0.55, \|x\| > 0.5,"#, 0.5, t.viewExitMaxX),
        (#"\|x\| > 0.5, y > 0.35 or"#, 0.35, t.viewExitMaxY),
        ("y > 0.35 or x + y > 0.4", 0.4, t.viewExitMaxXPlusY),
        // Armed, then held steady.
        ("within 1.5 s of being **armed**", 1500, ms(t.armWindow)),
        (#"(hand toward the floor \|x\| ≥ 0.6,"#, 0.6, t.armMinX),
        ("or face turned away z ≥ −0.3)", -0.3, t.armMinZ),
        ("**held steady** there for 40 ms", 40, ms(t.raiseDwell)),
        ("acceleration spread ≤ 0.06 g", 0.06, t.raiseSteadyAccelSpreadG),
        (#"\|‖a‖ − 1 g\| ≤ 0.15 g"#, 0.15, t.raiseSteadyAccelDevG),
        (#"(with a gyroscope) \|ω\| ≤ 60 °/s"#, 60, t.raiseSteadyGyroDps),
        // Wrist drop.
        ("after a raise, and ≥ 300 ms later", 300, ms(t.dropMinViewing)),
        ("≥ 300 ms later, z > −0.2", -0.2, t.dropZ),
        (#"z > −0.2 or \|x\| > 0.7"#, 0.7, t.dropMaxX),
        // Face up / face down and rest.
        ("tilt ≤ 15° from face up", 15, t.faceUpEnterDeg),
        ("**at rest for 800 ms**", 800, ms(t.restStill)),
        ("the acceleration spread over the last 400 ms", 400, ms(t.restWindow)),
        ("(a window in time, ≥ 5 samples", 5, Double(t.restWindowMinSamples)),
        ("below 0.012 g (and gyro spread below 0.8 °/s)", 0.012, t.restEnterSpreadG),
        ("until that spread exceeds 0.02 g", 0.02, t.restExitSpreadG),
        ("exceeds 0.02 g (or 1.5 °/s)", 1.5, t.restExitGyroSpreadDps),
        ("re-armed past 30°", 30, t.faceUpExitDeg),
        ("more than 5° from where it lay", 5, t.rearmTiltDeg),
        ("out of rest ≥ 1.5 s", 1500, ms(t.rearmMotion)),
        ("more than 0.15 g from the resting one", 0.15, t.rearmLiftG),
        ("within 20° of face down", 20, t.faceDownEnterDeg),
        ("the same, past 40°", 40, t.faceDownExitDeg),
        // Pick up.
        ("after a rest (quiet ≥ 500 ms", 500, ms(t.pickUpRest)),
        ("within 2 s of moving", 2000, ms(t.pickUpWindow)),
        ("tilt > 15° from the rest direction", 15, t.pickUpTiltDeg),
        (#"\|‖a‖ − 1 g\| > 0.15 g for 40 ms"#, 0.15, t.pickUpLiftG),
        ("> 0.15 g for 40 ms", 40, ms(t.pickUpLiftDwell)),
        // Off the wrist (› Worn or on a table, within the section).
        ("`tableMaxTiltDeg` (7°)", 7, t.tableMaxTiltDeg),
        ("`tableMaxDriftG` (4 mg)", 0.004, t.tableMaxDriftG),
        ("`tableBlocks` (5)", 5, Double(t.tableBlocks)),
        ("whose 1 s block means", 1000, ms(t.tableBlock)),
    ]

    @Test(arguments: ThresholdsDocTableTests.rows)
    func theDefaultIsTheDocsFigure(words: String, figure: Double, field: Double) {
        #expect(Self.detectors.contains(words), "docs/SENSORS.md › Detectors no longer says \"\(words)\"")
        #expect(abs(field - figure) <= 1e-12 * max(1, abs(figure)), "\"\(words)\": the default is \(field), the doc says \(figure)")
    }
}
