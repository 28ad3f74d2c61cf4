import Testing
@testable import AfterglowKit
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct SensorsTraceTests {
    @Test func csvRoundTripIsExact() throws {
        let t = GestureScenarios.trace(.wristDrop, seed: 11, rateHz: 100)
        let text = TraceCSV.write(t)
        let (back, rejected) = try TraceCSV.read(text, file: "t.csv")
        #expect(rejected.isEmpty)
        #expect(back.samples.map(\.acceleration) == t.samples.map(\.acceleration))
        #expect(back.samples.map(\.angularRate) == t.samples.map(\.angularRate))
        #expect(back.samples.map(\.timestamp) == t.samples.map(\.timestamp))
        #expect(back.labels == t.labels)
        #expect(back.metadata("seed") == "11")
        #expect(text.hasPrefix("# afterglow-imu-trace 1\n"))
    }

    @Test func badRowsAreReportedWithLineAndColumnAndSkipped() throws {
        let text = """
        # afterglow-imu-trace 1
        t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps
        0,0,0,-1,0,0,0
        10000000,0,zero,-1,0,0,0
        20000000,0,0,-1,0
        30000000,0,0,-1,0,0,0
        """
        let (t, bad) = try TraceCSV.read(text, file: "x.csv")
        #expect(t.samples.count == 2)
        #expect(bad.count == 2)
        #expect(bad[0].line == 4 && bad[0].column == "ay_g")
        #expect(bad[0].description.contains("x.csv:4 column ay_g"))
        #expect(bad[1].line == 5 && bad[1].message.contains("7 fields"))
    }

    @Test func aFileWithoutTheHeaderIsRefused() {
        #expect(throws: TraceCSV.ParseError.self) { try TraceCSV.read("1,2,3\n", file: "p.txt") }
    }

    @Test func pebbleLinesAreMilliGAt25Hz() {
        let (t, bad) = PebbleImport.read("# pebble\n0,0,-1000\n12,-3,-998\nbad line\n500,0,866\n", file: "p.log")
        #expect(bad.count == 1 && bad[0].line == 4)
        #expect(t.samples.count == 3)
        #expect(t.samples[0].acceleration == Vector3(x: 0, y: 0, z: -1))
        #expect(t.samples[1].acceleration == Vector3(x: 0.012, y: -0.003, z: -0.998))
        // The bad line still used its 40 ms slot, so the last sample is at 120 ms.
        #expect(t.samples.map(\.timestamp.nanoseconds) == [0, 40_000_000, 120_000_000])
        #expect(t.metadata("gyroscope") == "none")
    }

    @Test func replayKeepsExactTimingOnTheVirtualClock() {
        let t = GestureScenarios.trace(.faceUp, seed: 2, rateHz: 50)
        let clock = VirtualClock(start: Timestamp(seconds: 10))
        let src = TraceReplaySource(trace: t, id: "replay", start: clock.now)
        var seen: [IMUSample] = []
        src.pump(on: clock) { seen.append($0); return true }
        #expect(seen.count == t.samples.count)
        #expect(seen.map { $0.timestamp.nanoseconds - 10_000_000_000 } == t.samples.map(\.timestamp.nanoseconds))
        #expect(clock.now == seen.last!.timestamp)
        #expect(src.status == .finished)
    }

    @Test func replayHandsOutOnlyWhatIsDue() {
        let t = GestureScenarios.trace(.faceUp, seed: 2, rateHz: 100)
        let src = TraceReplaySource(trace: t, id: "r", start: .zero)
        #expect(src.read(until: Timestamp(seconds: 0.095)).count == 10)
        #expect(src.read(until: Timestamp(seconds: 0.095)).isEmpty)
        #expect(src.read(until: Timestamp(seconds: 0.2)).count == 11)   // 0.10 … 0.20 inclusive
    }

    @Test func orientationParsesAndMaps() throws {
        let o = try AxisOrientation(parsing: "-y, x ,z")
        #expect(o.apply(Vector3(x: 1, y: 2, z: 3)) == Vector3(x: -2, y: 1, z: 3))
        #expect(o.description == "-y,x,z")
        #expect(AxisOrientation.identity.apply(Vector3(x: 1, y: 2, z: 3)) == Vector3(x: 1, y: 2, z: 3))
        #expect(throws: AxisOrientation.ParseError.repeatedAxis("x,x,z", axis: "x")) { try AxisOrientation(parsing: "x,x,z") }
        #expect(throws: AxisOrientation.ParseError.badTerm("x,w,z", term: "w", position: 1)) { try AxisOrientation(parsing: "x,w,z") }
        #expect(throws: AxisOrientation.ParseError.wrongTermCount("x,y", 2)) { try AxisOrientation(parsing: "x,y") }
    }
}
