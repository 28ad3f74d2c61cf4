import AfterglowTime
import AfterglowSensing
import Foundation

/// A device-backed source that survives unplugging: it follows udev hotplug events, reports the
/// removal of its device (status `.disconnected`, an issue), and reopens a matching device when
/// one is added again — the same board replugged, typically on the same or the next ttyACM node.
public final class HotplugSource: SensorSource {
    public typealias Opener = (SensorCandidate) throws -> any SensorSource

    public private(set) var info: SensorSourceInfo
    public private(set) var status: SensorStatus
    private let discovery: SensorDiscovery
    private let monitor: UdevMonitor?
    private let matches: (SensorCandidate) -> Bool
    private let opener: Opener
    private let clock: any SimulationClock
    private var current: (any SensorSource)?
    private var currentSyspath: String?
    private var issues: [SensorIssue] = []

    /// Opens `candidate` now; `matches` decides which later "add" events count as its return.
    public init(candidate: SensorCandidate, discovery: SensorDiscovery, monitor: UdevMonitor?, clock: any SimulationClock,
                matches: @escaping (SensorCandidate) -> Bool, opener: @escaping Opener) throws {
        self.discovery = discovery; self.monitor = monitor; self.clock = clock; self.matches = matches; self.opener = opener
        info = SensorSourceInfo(id: candidate.id, kind: candidate.kind, node: candidate.node, rateHz: candidate.rateHz, hasGyroscope: candidate.hasGyroscope)
        status = .idle
        try open(candidate)
    }

    private func open(_ c: SensorCandidate) throws {
        let s = try opener(c)
        current = s; currentSyspath = c.syspath
        info = s.info
        status = .streaming
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        handleHotplug(timeoutMs: 0)
        if let s = current {
            let out = s.read(until: deadline)
            issues += s.drainIssues()
            if case .disconnected(let why) = s.status { drop(why) }
            return out
        }
        // Nothing to read: wait for the device to come back, but no longer than the deadline.
        while current == nil, clock.now < deadline {
            let ms = Int32(max(0, min(1000, (deadline - clock.now).milliseconds.rounded(.up))))
            if monitor == nil || clock.isVirtual { clock.sleep(until: deadline); break }
            handleHotplug(timeoutMs: ms)
        }
        return []
    }

    private func handleHotplug(timeoutMs: Int32) {
        guard let monitor else { return }
        for e in monitor.poll(timeoutMs: timeoutMs) {
            if e.action == "remove", e.device.syspath == currentSyspath {
                drop("unplugged (udev remove \(e.device.devnode ?? e.device.syspath))")
            } else if e.action == "add", current == nil, let c = discovery.classify(e.device), c.verdict != .rejected, matches(c) {
                do {
                    try open(c)
                    issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "reconnected on \(c.node)"))
                } catch {
                    issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "found \(c.node) again but cannot open it: \(error)"))
                }
            }
        }
    }

    private func drop(_ why: String) {
        guard let s = current else { return }
        s.close()
        current = nil; currentSyspath = nil
        status = .disconnected(reason: why)
        issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "lost: \(why)"))
    }

    public func drainIssues() -> [SensorIssue] { defer { issues = [] }; return issues }
    public func close() { current?.close(); current = nil; status = .finished }
}
