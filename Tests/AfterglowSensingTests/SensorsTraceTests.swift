import AfterglowTestSupport
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

    /// The trace-csv fuzz finding (Fuzz/corpus/trace-csv/regress-crlf-*): a row broken by a CRLF,
    /// invalid UTF-8 in a metadata line and in a row. Lines are numbered by LF bytes, as editors
    /// and `sed -n` do — a CRLF is one break — so every error names a line that exists and holds
    /// the bad text. (Counting Swift Characters gets fewer lines: "\r\n" is one Character.)
    @Test func rowErrorsNameLinesCountedByLineFeedsWithCRLFAndInvalidUTF8() throws {
        let bytes: [UInt8] = Array("# afterglow-imu-trace 1\r\n# seed: 2".utf8) + [0xD4] + Array("26\r\n".utf8)
            + Array("t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\r\n0,0,0,-1,0,0,0\r\n".utf8)
            + Array("20000000,0.9,".utf8) + [0xB5] + Array(",-1,0,0,0\r\n".utf8)
            + Array("40000000,0,0,-1,1.\r\n.5,0\r\n60000000,0,0,-1,0,0,0".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        let lineFeeds = bytes.filter { $0 == 0x0A }.count
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count < lineFeeds + 1)
        let (t, bad) = try TraceCSV.read(text, file: "crlf.csv")
        #expect(t.samples.count == 2)
        #expect(t.metadata("seed") == "2\u{FFFD}26")
        #expect(bad.map(\.line) == [5, 6, 7])
        #expect(bad.allSatisfy { (1...(lineFeeds + 1)).contains($0.line) })
        #expect(bad[0].column == "ay_g" && bad[0].message == "\"\u{FFFD}\" is not a number")
        #expect(bad[1].message == "expected 7 fields, found 5")
        #expect(bad[2].column == "t_ns" && bad[2].message == "\".5\" is not an integer")
        // The lines named are the ones holding the bad text.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        #expect(lines[bad[0].line - 1].hasPrefix("20000000,"))
        #expect(lines[bad[2].line - 1].hasPrefix(".5,0"))
    }

    /// Fuzz finding (Fuzz/corpus/trace-csv/regress-label-seconds-overflow-*): a label 1.1e10 s
    /// long trapped converting to Int64 nanoseconds. Times that cannot be a timestamp are an error
    /// naming the line, for labels and rest periods alike.
    @Test func labelAndRestTimesBeyondATimestampAreErrorsNotTraps() {
        for (line, bad) in [("# label: pick-up incidental 1.5 10958963425", "label times"), ("# rest: 0 1e300", "rest must"),
                            ("# label: face-up target nan 1", "label times"), ("# phase: walking 3 2", "phase must"),
                            ("# phase: walking 0", "phase must"), ("# phase: 0 1", "phase must"), ("# phase: walking 0 inf", "phase must")] {
            let text = "# afterglow-imu-trace 1\n\(line)\nt_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n0,0,0,-1,0,0,0\n"
            #expect { try TraceCSV.read(text, file: "l.csv") } throws: { e in
                guard let e = e as? TraceCSV.ParseError else { return false }
                return e.line == 2 && e.message.hasPrefix(bad)
            }
        }
        #expect(throws: Never.self) { try TraceCSV.read("# afterglow-imu-trace 1\n# label: face-up target 999999999 1000000000\nt_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n", file: "ok.csv") }
    }

    /// A recording's `wrist:` / `crown:` decide the frame its raises are judged in; a value that is
    /// neither was read as "no setting" and scored in the default frame without a word (found
    /// running `sensors evaluate` on a trace saying `wrist: middle`, issue 26's audit).
    @Test func anUnknownWristOrCrownIsAnErrorNamingTheLine() {
        for (line, bad) in [("# wrist: middle", "wrist must be left or right, got \"middle\""), ("# wrist: auto", "wrist must be left or right"),
                            ("# crown: up", "crown must be left, right or auto, got \"up\""), ("# crown: Left", "crown must be")] {
            let text = "# afterglow-imu-trace 1\n\(line)\nt_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n0,0,0,-1,0,0,0\n"
            #expect { try TraceCSV.read(text, file: "w.csv") } throws: { e in
                guard let e = e as? TraceCSV.ParseError else { return false }
                return e.file == "w.csv" && e.line == 2 && e.message.hasPrefix(bad)
            }
        }
        for ok in ["# wrist: right\n# crown: left", "# wrist: left\n# crown: auto", "# crown: right"] {
            #expect(throws: Never.self) { try TraceCSV.read("# afterglow-imu-trace 1\n\(ok)\nt_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n0,0,0,-1,0,0,0\n", file: "ok.csv") }
        }
    }

    /// `phase:` lines split a recording into activities (sp-sw's sit, stand up, walk, turn): the
    /// activity at a time is its phase's, time outside every phase is the trace's `activity`.
    @Test func phasesNameTheActivityAtEachTimeAndShareTheHours() throws {
        var text = "# afterglow-imu-trace 1\n# activity: up-and-go\n# phase: seated 0 1\n# phase: walking 1 3\n# phase: seated 3.5 4\n"
        text += "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n"
        for k in 0...40 { text += "\(k * 100_000_000),0,0,-1,0,0,0\n" }
        let t = try TraceCSV.read(text, file: "p.csv").trace
        #expect(t.phases.map(\.name) == ["seated", "walking", "seated"])
        #expect(t.activity(at: Timestamp(seconds: 0.5)) == "seated")
        #expect(t.activity(at: Timestamp(seconds: 1)) == "walking")
        #expect(t.activity(at: Timestamp(seconds: 3.2)) == "up-and-go")
        let s = t.activitySeconds
        #expect(abs((s["seated"] ?? 0) - 1.5) < 1e-9 && abs((s["walking"] ?? 0) - 2) < 1e-9 && abs((s["up-and-go"] ?? 0) - 0.5) < 1e-9)
    }

    /// Fuzz finding (Fuzz/corpus/trace-csv/regress-metadata-trailing-cr-f028c6a5): a metadata
    /// line ending in several CRs before its LF kept all but one in its value, so the trace
    /// written back read back with a different value. Stray CRs around a key or value are dropped.
    @Test func metadataReadsBackTheSameWithStrayCarriageReturns() throws {
        let text = "# afterglow-imu-trace 1\n# source: sim:x\r\r\r\n#  seed :\r 7 \r\r\nt_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n0,0,0,-1,0,0,0\n"
        let first = try TraceCSV.read(text, file: "cr.csv").trace
        #expect(first.metadata.map(\.key) == ["source", "seed"])
        #expect(first.metadata.map(\.value) == ["sim:x", "7"])
        let again = try TraceCSV.read(TraceCSV.write(first), file: "again.csv").trace
        #expect(again.metadata.map(\.value) == first.metadata.map(\.value))
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
