import Foundation
import Testing

/// `--wrist` / `--crown` on `sensors evaluate | replay` and `run`, `--rewear`, `--resample`
/// (docs/SENSORS.md › Wrist and crown).
@Suite struct SensorsWearingCommandTests {
    @Test func bothSettingsOnAutoAndAPhoneWithAWristAreRefusedWithTheReason() throws {
        let both = try CLI.run(["sensors", "evaluate", "--real", "Examples/real/st-mems", "--wrist", "auto", "--crown", "auto"])
        #expect(both.status != 0 && both.stderr.contains("only one of them"), "\(both.stderr)")
        let phone = try CLI.run(["sensors", "evaluate", "--real", "Examples/real/st-mems", "--device", "iphone-16-pro", "--wrist", "right"])
        #expect(phone.status != 0 && phone.stderr.contains("iphone-16-pro is a phone"), "\(phone.stderr)")
        let bad = try CLI.run(["sensors", "evaluate", "--real", "Examples/real/st-mems", "--wrist", "middle"])
        #expect(bad.status != 0 && bad.stderr.contains("--wrist"), "\(bad.stderr)")
        let rewear = try CLI.run(["sensors", "evaluate", "--real", "Examples/real/st-mems", "--rewear", "right"])
        #expect(rewear.status != 0 && rewear.stderr.contains("--rewear"), "\(rewear.stderr)")
        let rate = try CLI.run(["sensors", "evaluate", "--real", "Examples/real/st-mems", "--resample", "0"])
        #expect(rate.status != 0 && rate.stderr.contains("--resample"), "\(rate.stderr)")
        let run = try CLI.run(["run", "--headless", "--device", "iphone-16-pro", "--wrist", "right"])
        #expect(run.status != 0 && run.stderr.contains("a watch's settings"), "\(run.stderr)")
    }

    @Test func aRecordingReworeOntoTheRightWristScoresAsOnTheLeft() throws {
        // The same recordings, mirrored onto the right wrist with the crown to the hand and scored
        // with those settings: the same table of false triggers and probable glances.
        let dir = "Examples/real/sensorlog-watch"
        let left = try CLI.run(["sensors", "evaluate", "--real", dir, "--device", "apple-watch-45mm", "--wrist", "left", "--crown", "right"])
        let right = try CLI.run(["sensors", "evaluate", "--real", dir, "--device", "apple-watch-45mm", "--rewear", "right,left"])
        #expect(left.status == 0 && right.status == 0, "\(left.stderr)\(right.stderr)")
        func table(_ s: String) -> [Substring] { s.split(separator: "\n").filter { !$0.contains("real traces under") } }
        #expect(table(left.stdout) == table(right.stdout))
        #expect(right.stdout.contains("worn: wrist right, crown left (rewore)"))
    }
}
