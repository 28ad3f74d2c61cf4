import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowSensing
@testable import AfterglowTime

/// A primary that streams, is "unplugged" for a while, then comes back.
final class FlakySource: SensorSource {
    let info = SensorSourceInfo(id: "flaky", kind: .board, node: "/dev/ttyACM0", rateHz: 100, hasGyroscope: true)
    var status: SensorStatus = .idle
    var next = Timestamp.zero
    let downFrom: Timestamp, downUntil: Timestamp
    init(downFrom: Double, downUntil: Double) { self.downFrom = Timestamp(seconds: downFrom); self.downUntil = Timestamp(seconds: downUntil) }
    func read(until deadline: Timestamp) -> [IMUSample] {
        var out: [IMUSample] = []
        while next <= deadline {
            if next >= downFrom && next < downUntil { status = .disconnected(reason: "unplugged") } else {
                status = .streaming
                out.append(IMUSample(timestamp: next, acceleration: Vector3(x: 0, y: 0, z: -1), source: info.id))
            }
            next = next + .milliseconds(10)
        }
        return out
    }
    func drainIssues() -> [SensorIssue] { [] }
    func close() {}
}

@Suite struct SensorsFailoverTests {
    @Test func fallsBackToTheSimulatorAndReturns() {
        var script = MotionScript(name: "typing"); script.type(5)
        let f = FailoverSource(primary: FlakySource(downFrom: 1, downUntil: 2), fallback: SimulatedSource(script: script, seed: 1, id: "sim"))
        var sources: [String] = []
        var last = Timestamp(nanoseconds: -1)
        var t = Timestamp.zero
        while t < Timestamp(seconds: 3) {
            t = t + .milliseconds(100)
            for s in f.read(until: t) {
                #expect(s.timestamp > last); last = s.timestamp
                if sources.last != s.source { sources.append(s.source) }
            }
        }
        #expect(sources == ["flaky", "sim", "flaky"])
        let notes = f.drainIssues().map(\.message)
        #expect(notes == ["switched to sim", "back on flaky"])
    }

    @Test func holdsWithoutAFallback() {
        let f = FailoverSource(primary: FlakySource(downFrom: 1, downUntil: 2), fallback: nil)
        var count = 0
        var t = Timestamp.zero
        while t < Timestamp(seconds: 3) { t = t + .milliseconds(100); count += f.read(until: t).count }
        #expect(count == 201)       // 0…0.99 s and 2…3 s at 100 Hz, nothing while unplugged
        #expect(f.drainIssues().map(\.message) == ["holding state until flaky returns", "back on flaky"])
    }
}
