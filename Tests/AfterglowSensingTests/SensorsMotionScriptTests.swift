import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct SensorsMotionScriptTests {
    @Test func parsesSegmentsPosesAndLabels() throws {
        let s = try MotionScriptParser.parse("""
        # comment
        hold face-up 2 table
        label face-up:incidental
        move 0,-0.6,-0.8 0.5 hand lift=0.3 label=pick-up   # trailing comment
        walk 3
        type 1.5
        """, name: "t")
        #expect(s.segments.count == 4)
        #expect(s.segments[0] == .hold(gravity: DevicePose.faceUp.gravity, seconds: 2, context: .table))
        #expect(s.segments[1] == .move(to: Vector3(x: 0, y: -0.6, z: -0.8).normalized, seconds: 0.5, context: .hand, liftG: 0.3))
        #expect(s.labels == [
            GestureLabel(gesture: .faceUp, role: .incidental, start: .zero, end: .zero),
            GestureLabel(gesture: .pickUp, role: .target, start: Timestamp(seconds: 2), end: Timestamp(seconds: 2.5)),
        ])
        #expect(abs(s.duration - 7) < 1e-12)
    }

    @Test func errorsNameTheLineAndTheWord() {
        func error(_ text: String) -> String {
            do { _ = try MotionScriptParser.parse(text, name: "t", file: "s.motion"); return "" } catch { return error.description }
        }
        #expect(error("hold face-up 2 table\nmove sideways 1\n") .hasPrefix("s.motion:2: \"sideways\" is not a pose"))
        #expect(error("walk -3") == "s.motion:1: \"-3\" is not a positive number of seconds")
        #expect(error("hold face-up 1 desk").contains("\"desk\" is not a context"))
        #expect(error("hold face-up 1\nmove viewing 1 label=wave").contains("\"wave\" is not a gesture"))
        #expect(error("jump 3").contains("unknown verb \"jump\""))
        #expect(error("# nothing\n").contains("no segments"))
    }

    @Test func theShippedExampleParsesAndItsGesturesAreDetected() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/motion/commute-glance.motion").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let script = try MotionScriptParser.parse(text, name: "commute", file: path)
        let trace = IMUSimulator(rateHz: 100).render(script, seed: 7)
        let report = GestureEvaluation.evaluate([trace])
        #expect(report.gestures.allSatisfy { $0.recall == 1 && $0.precision == 1 })
        #expect(report.gestures.map(\.targets).reduce(0, +) == 4)
    }
}
