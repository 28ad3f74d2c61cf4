import AfterglowTime
import AfterglowSensing
import Foundation

/// Feeds a sensor source (a board, evdev or IIO accelerometer found through udev, `sim:<activity>`,
/// or a CSV trace — whatever `afterglow sensors monitor` accepts) into the running emulator:
/// samples go through the session to the gesture detectors, on a thread of their own so a slow
/// device never stalls the frame loop. The source is opened by the caller (a board's serial port
/// must be opened on the thread that created it) and closed when the feed stops.
public final class RunSensorFeed: @unchecked Sendable {
    private let source: any SensorSource
    private let session: EmulatorSession
    private let clock: any SimulationClock
    private let lock = NSLock()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    public var log: @Sendable (String) -> Void = { _ in }

    public init(source: any SensorSource, session: EmulatorSession, clock: any SimulationClock) {
        self.source = source; self.session = session; self.clock = clock
    }

    public func start() {
        let t = Thread { [self] in
            var lastStatus = ""
            while !lock.withLock({ stopping }) {
                // Short reads keep the latency from a sample to its gesture at most ~50 ms.
                let samples = source.read(until: clock.now + .milliseconds(50))
                if !samples.isEmpty { session.input(.samples(samples)) }
                for issue in source.drainIssues() { log("sensor: \(issue)") }
                let status = source.status.description
                if status != lastStatus { log("sensor \(source.info.id): \(status)"); lastStatus = status }
                if case .finished = source.status { break }
                if samples.isEmpty, !source.status.isLive { usleep(50_000) }
            }
            finished.signal()
        }
        t.name = "afterglow-sensors"
        t.start()
    }

    public func stop() {
        lock.withLock { stopping = true }
        finished.wait()
        source.close()
    }
}
