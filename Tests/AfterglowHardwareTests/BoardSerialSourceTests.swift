import AfterglowHardware
import AfterglowKit
import Foundation
import Testing

/// The serial reader against a pseudo-terminal playing the board's side (no simulator needed):
/// frames in, commands out, unplug (master closed) reported, probe answered.
@Suite(.serialized) struct BoardSerialSourceTests {
    /// A pty whose master side the test drives like a board.
    final class FakeBoard: @unchecked Sendable {
        var master: Int32 = -1
        var slave: Int32 = -1
        var path = ""
        init() throws {
            var name = [CChar](repeating: 0, count: 128)
            var raw = termios()
            cfmakeraw(&raw)
            guard openpty(&master, &slave, &name, &raw, nil) == 0 else { throw CocoaError(.fileReadUnknown) }
            path = String(cString: name)
        }
        func send(_ frames: [BoardFrame]) { let b = frames.flatMap(\.wireBytes); _ = b.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
        func sendRaw(_ b: [UInt8]) { _ = b.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
        /// Commands the host wrote, decoded: read as they arrive (poll on the master), until `stopAt`
        /// matches or nothing comes for `waitMs` (a bound for a loaded machine, not a pace).
        func commands(waitMs: Int32 = 5000, stopAt: (BoardFrame) -> Bool = { $0 == .start }) -> [BoardFrame] {
            var d = BoardDecoder()
            var out: [BoardFrame] = []
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&pfd, 1, waitMs) > 0 {
                var buf = [UInt8](repeating: 0, count: 512)
                let n = buf.withUnsafeMutableBytes { read(master, $0.baseAddress, 512) }
                if n <= 0 { break }
                for case .command(let c) in d.feed(buf[0..<n]) { out.append(c) }
                if out.contains(where: stopAt) { break }
            }
            return out
        }
        func unplug() { close(master); close(slave); master = -1; slave = -1 }
        deinit { if master >= 0 { close(master) }; if slave >= 0 { close(slave) } }
    }

    static let hello = BoardHello(boardID: 42, firmwareVersion: 0x0100, sensorID: 0x68, accelRange: 0, gyroRange: 3,
                                  dlpf: 3, rateHz: 200, accelLSBPerG: 16384, gyroLSBPerDPSx10: 164, flags: [.sensorPresent])

    static func sample(_ seq: UInt16) -> BoardFrame {
        .sample(BoardSample(seq: seq, timestampMicros: UInt32(seq) * 5000, accel: RawAxes(x: Int16(seq), y: 0, z: 16384),
                            gyro: RawAxes(x: 0, y: 0, z: 164)))
    }

    @Test func configuresStreamsCountsGapsAndReportsUnplug() throws {
        let board = try FakeBoard()
        var config = BoardSerialSource.Configuration(path: board.path)
        config.rateHz = 500
        config.ranges = (accel: 0, gyro: 3, dlpf: 3)
        config.reconnect = false
        let source = BoardSerialSource(configuration: config)
        let events = Locked<[BoardSerialSource.Event]>([])
        let done = DispatchSemaphore(value: 0)
        Thread { source.run { e in events.mutate { $0.append(e) } }; done.signal() }.start()

        // The host opens with PING, the configuration, then START.
        let commands = board.commands()
        #expect(commands == [.ping(nonce: 1), .setRate(hz: 500), .setRanges(accel: 0, gyro: 3, dlpf: 3), .start])
        board.send([.hello(Self.hello), Self.sample(0), Self.sample(1), Self.sample(4)])
        board.sendRaw([0x13, 0x37, 0x00]) // line noise between frames
        board.send([Self.sample(5)])
        // Unplug once the reader has delivered the four samples (an event, bounded), not after a sleep.
        let delivered = events.wait(timeout: 10) { $0.filter { if case .sample = $0 { true } else { false } }.count >= 4 }
        #expect(delivered, "the four samples arrive before the unplug")
        board.unplug()
        #expect(done.wait(timeout: .now() + 3) == .success, "run returns after the unplug when reconnect is off")

        let all = events.value
        let samples = all.compactMap { if case .sample(let s, _) = $0 { s } else { nil } }
        #expect(samples.count == 4)
        #expect(samples.first?.acceleration == Vector3(x: 0, y: 0, z: -1))
        #expect(samples.first?.angularRate.z == 10)
        #expect(all.contains { if case .unplugged = $0 { true } else { false } })
        let st = source.stats
        #expect(st.gaps == 1 && st.missingSamples == 2 && st.badFrames == 1 && st.samples == 4)
    }

    @Test func probeFindsTheHelloAfterPing() throws {
        let board = try FakeBoard()
        let answered = DispatchSemaphore(value: 0)
        Thread {
            if board.commands(waitMs: 1000, stopAt: { $0.kind == .ping }).contains(where: { $0.kind == .ping }) {
                board.sendRaw([0x41, 0x42]) // half a frame from before
                board.send([.pong(nonce: 1), .hello(Self.hello)])
            }
            answered.signal()
        }.start()
        let hello = probeBoard(path: board.path, timeout: .seconds(2))
        _ = answered.wait(timeout: .now() + 3)
        #expect(hello == Self.hello)
    }

    @Test func probeOfSomethingElseTimesOutWithNil() throws {
        let board = try FakeBoard()
        board.sendRaw(Array("AT+OK\r\n".utf8))
        #expect(probeBoard(path: board.path, timeout: .milliseconds(400)) == nil)
        #expect(probeBoard(path: "/nonexistent/ttyACM9", timeout: .milliseconds(100)) == nil)
    }

    @Test func sensorSourceStampsSamplesOnTheConsumersClockWithTheBoardsSpacing() throws {
        let board = try FakeBoard()
        let clock = RealClock()
        let source = BoardSensorSource(path: board.path, clock: clock, orientation: try AxisOrientation(parsing: "-y,x,z"))
        #expect(board.commands().last == .start)
        board.send([.hello(Self.hello)] + (0..<10).map { Self.sample(UInt16($0)) })
        var got: [IMUSample] = []
        // read(until:) returns as samples arrive; the loop only bounds the wait (10 s).
        for _ in 0..<200 where got.count < 10 { got += source.read(until: clock.now + .milliseconds(50)) }
        #expect(got.count == 10)
        #expect(zip(got, got.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp }, "spacing itself: BoardClockMapperTests")
        #expect(got.last.map { $0.timestamp <= clock.now } == true, "mapped onto the consumer's clock, never in its future")
        // raw x = 3 → board mapping (specific force → core convention) −3/16384 on x → "-y,x,z" puts it on y.
        #expect(got[3].acceleration == Vector3(x: 0, y: -3.0 / 16384, z: -1), "orientation applied after the board mapping")
        #expect(source.info.kind == .board && source.status == .streaming)
        board.unplug()
        // The reader notices the hang-up on its descriptor; wait for that through the consumer's read (bounded, 10 s).
        for _ in 0..<200 where source.status == .streaming { _ = source.read(until: clock.now + .milliseconds(50)) }
        #expect(source.status != .streaming)
        #expect(source.drainIssues().contains { $0.message.hasPrefix("unplugged") })
        source.close()
    }

    @Test func recognizerFindsHelloAmongGarbage() {
        let r = BoardFrameHelloRecognizer()
        let bytes: [UInt8] = [0x55, 0x12, 0x00] + BoardFrame.status(BoardStatus(flags: [], lastError: 0, i2cErrors: 0, droppedSamples: 0, badCommands: 0, timestampMicros: 1)).wireBytes
            + BoardFrame.hello(Self.hello).wireBytes
        #expect(r.recognize(bytes) == BoardIdentity(boardID: "0x0000002A", protocolVersion: 1, firmware: "1.0", sensor: "MPU-6050", rateHz: 200))
        #expect(r.recognize([0x01, 0x02, 0x00]) == nil)
        #expect(BoardFrame.parse(raw: Array(COBS.decode(r.probeRequest.dropLast())!)).map(\.kind) == .success(.ping))
    }
}

/// A value shared with a reader thread; `wait` blocks until a change makes a condition true.
final class Locked<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var v: T
    init(_ v: T) { self.v = v }
    var value: T { condition.lock(); defer { condition.unlock() }; return v }
    func mutate(_ f: (inout T) -> Void) { condition.lock(); defer { condition.unlock() }; f(&v); condition.broadcast() }
    /// True once `predicate` holds, false after `timeout` seconds without it.
    func wait(timeout: TimeInterval, until predicate: (T) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock(); defer { condition.unlock() }
        while !predicate(v) { if !condition.wait(until: deadline) { return predicate(v) } }
        return true
    }
}
