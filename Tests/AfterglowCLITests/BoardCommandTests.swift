import Foundation
import Testing

@Suite struct BoardCommandTests {
    @Test func decodeReportsEveryFaultOfTheCorruptVectorWithItsByteOffset() throws {
        let r = try CLI.run(["board", "decode", "Firmware/test-vectors/stream-corrupt.bin", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(o["frames"] as? Int == 151 && o["bad_frames"] as? Int == 8 && o["gaps"] as? Int == 3 && o["stuck_runs"] as? Int == 1)
        let anomalies = try #require(o["anomalies"] as? [String])
        #expect(anomalies.contains { $0.contains("bad-crc frame at byte") })
        #expect(anomalies.contains { $0.contains("sequence gap: expected 20, got 25 (5 missing)") })
        #expect(anomalies.contains { $0.contains("accel-x stuck at 321") })
    }

    @Test func decodeOfAMissingFileExitsTwoNamingIt() throws {
        let r = try CLI.run(["board", "decode", "/nonexistent/capture.bin"])
        #expect(r.status == 2 && r.stderr.contains("/nonexistent/capture.bin"))
    }

    @Test func probeOfANonBoardFailsWithAClearMessage() throws {
        let r = try CLI.run(["board", "probe", "/nonexistent/ttyACM9", "--timeout", "0.2"])
        #expect(r.status == 1 && r.stderr.contains("no Afterglow board answered on /nonexistent/ttyACM9"))
    }

    @Test func monitorRejectsBadRanges() throws {
        let r = try CLI.run(["board", "monitor", "/dev/null", "--accel-range", "3"])
        #expect(r.status != 0 && r.stderr.contains("--accel-range 3: must be 2, 4, 8 or 16"))
    }
}
