import AfterglowKit
import AfterglowTestSupport
import Testing

@Suite struct BoardDecoderTests {
    static let hello = BoardHello(boardID: 7, firmwareVersion: 0x0100, sensorID: 0x68, accelRange: 1, gyroRange: 1,
                                  dlpf: 3, rateHz: 200, accelLSBPerG: 8192, gyroLSBPerDPSx10: 655,
                                  flags: [.streaming, .sensorPresent])

    static func sample(_ seq: UInt16, t: UInt32, a: (Int16, Int16, Int16), g: (Int16, Int16, Int16) = (0, 0, 0)) -> BoardFrame {
        .sample(BoardSample(seq: seq, timestampMicros: t, accel: RawAxes(x: a.0, y: a.1, z: a.2),
                            gyro: RawAxes(x: g.0, y: g.1, z: g.2)))
    }

    @Test func convertsRawCountsWithTheHelloScalesIntoTheCoreFrame() throws {
        var d = BoardDecoder(source: "board:test")
        let bytes = BoardFrame.hello(Self.hello).wireBytes + Self.sample(0, t: 2500, a: (0, 4096, 8192), g: (655, -1310, 0)).wireBytes
        let samples = d.feed(bytes).compactMap { (o: BoardDecoder.Output) -> IMUSample? in if case .sample(_, let s?) = o { s } else { nil } }
        let imu = try #require(samples.first)
        // Lying flat, component side up, the MPU-6050 reads +1 g on z; the core's frame says face up is −1 g.
        #expect(imu.acceleration == Vector3(x: 0, y: -0.5, z: -1))
        #expect(imu.angularRate == Vector3(x: 10, y: -20, z: 0))
        #expect(imu.timestamp == Timestamp(nanoseconds: 2_500_000))
        #expect(imu.source == "board:test")
    }

    @Test func samplesBeforeAnyHelloAreKeptRawButNotScaled() {
        var d = BoardDecoder()
        let out = d.feed(Self.sample(0, t: 0, a: (1, 2, 3)).wireBytes)
        #expect(out.count == 1)
        if case .sample(let s, let imu) = out[0] { #expect(s.seq == 0 && imu == nil) } else { Issue.record("not a sample") }
        #expect(d.stats.samplesWithoutHello == 1)
    }

    @Test func axisMappingRemapsAndFlips() throws {
        let m = try #require(BoardAxisMapping(spec: "-y, x, z"))
        let v = m.acceleration(RawAxes(x: 100, y: 200, z: 300), lsbPerG: 100)
        #expect(v == Vector3(x: 2, y: -1, z: -3))
        #expect(BoardAxisMapping(spec: "x,x,z") == nil)
        #expect(BoardAxisMapping(spec: "x,y") == nil)
    }

    @Test func garbageBetweenFramesCostsAtMostTheFrameItTouches() {
        var d = BoardDecoder()
        var bytes = BoardFrame.hello(Self.hello).wireBytes
        for seq in UInt16(0)..<5 { bytes += Self.sample(seq, t: UInt32(seq) * 5000, a: (Int16(seq), 1, 2)).wireBytes }
        bytes += [0xFF, 0x00, 0x42, 0x42, 0x42, 0x00] // two garbage chunks, each ended by a delimiter
        for seq in UInt16(5)..<8 { bytes += Self.sample(seq, t: UInt32(seq) * 5000, a: (Int16(seq), 1, 2)).wireBytes }
        let out = d.feed(bytes)
        #expect(out.compactMap(\.frame).count == 9)
        #expect(d.stats.badFrames == 2 && d.stats.gaps == 0)
    }

    @Test func oversizeRunIsOneBadFrameAndTheNextFrameIsKept() {
        var d = BoardDecoder()
        var bytes = BoardFrame.hello(Self.hello).wireBytes
        bytes += [UInt8](repeating: 0x11, count: 1000) + [0]
        bytes += Self.sample(0, t: 0, a: (1, 2, 3)).wireBytes
        let out = d.feed(bytes)
        #expect(d.stats.oversize == 1 && d.stats.discardedBytes == 1000)
        #expect(out.compactMap(\.frame).count == 2)
    }

    @Test func sequenceWrapsAt65536WithoutAGap() {
        var d = BoardDecoder()
        var bytes = BoardFrame.hello(Self.hello).wireBytes
        for (i, seq) in [UInt16(65534), 65535, 0, 1].enumerated() { bytes += Self.sample(seq, t: UInt32(i) * 5000, a: (Int16(i), 0, 0)).wireBytes }
        _ = d.feed(bytes)
        #expect(d.stats.gaps == 0 && d.stats.sequenceResets == 0 && d.stats.samples == 4)
    }

    @Test func clockUnwrapperContinuesAcrossWrapAndReset() {
        var c = BoardClockUnwrapper()
        #expect(c.unwrap(0xFFFF_FF00, nominalPeriodMicros: 5000) == 0xFFFF_FF00)
        #expect(c.unwrap(0x0000_0100, nominalPeriodMicros: 5000) == 0x1_0000_0100)
        #expect(c.unwrap(0x10, nominalPeriodMicros: 5000) == 0x1_0000_0100 + 5000) // went backwards: reset
        #expect(c.resets == 1)
    }

    @Test func commandsEncodeToTheDocumentedBytes() {
        // PROTOCOL.md › Host commands: START is type 0x81 with no payload; CRC-16 little-endian.
        let raw = BoardFrame.start.rawBytes
        #expect(raw.count == 3 && raw[0] == 0x81)
        #expect(UInt16(raw[1]) | UInt16(raw[2]) << 8 == CRC16.ccittFalse([0x81]))
        #expect(BoardFrame.parse(raw: BoardFrame.setRate(hz: 500).rawBytes) == .success(.setRate(hz: 500)))
    }
}
