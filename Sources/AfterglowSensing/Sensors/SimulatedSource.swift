import AfterglowTime

/// An endless simulated IMU: renders a scripted scenario chunk by chunk, on demand, so the
/// emulator can run on it for hours (and fall back to it when a board is unplugged). The script
/// repeats; each repetition uses the next seed, so the noise never loops.
public final class SimulatedSource: SensorSource {
    public let info: SensorSourceInfo
    public private(set) var status: SensorStatus = .streaming
    private let script: MotionScript
    private let simulator: IMUSimulator
    private var seed: UInt64
    private var buffer: [IMUSample] = []
    private var nextStart: Timestamp

    public init(script: MotionScript, seed: UInt64, rateHz: Double = 100, noise: SensorNoiseModel = SensorNoiseModel(),
                id: String = "simulated", start: Timestamp = .zero) {
        self.script = script; self.seed = seed; nextStart = start
        simulator = IMUSimulator(rateHz: rateHz, noise: noise, source: id)
        info = SensorSourceInfo(id: id, kind: .simulated, node: "script:\(script.name)", rateHz: rateHz, hasGyroscope: noise.hasGyroscope)
        precondition(script.duration > 0, "a simulated source needs a script with a positive duration")
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        while (buffer.last?.timestamp ?? Timestamp(nanoseconds: .min)) < deadline {
            let chunk = simulator.render(script, seed: seed, start: nextStart)
            seed &+= 1
            nextStart = nextStart + .seconds(script.duration)
            buffer.append(contentsOf: chunk.samples)
        }
        let n = buffer.firstIndex { $0.timestamp > deadline } ?? buffer.count
        let out = Array(buffer[..<n])
        buffer.removeFirst(n)
        return out
    }

    public func drainIssues() -> [SensorIssue] { [] }
    public func close() { status = .finished }
}
