import AfterglowEvents
import Foundation
import AfterglowPower
import AfterglowSensing
import AfterglowTime

/// A scenario: a device, starting settings and a timeline of timed device events
/// (docs/POWER.md › Scenario files describes the JSON).
public struct Scenario: Sendable {
    public var name: String
    public var file: String
    public var device: String?
    public var settings: [DisplaySettingsChange]
    public var wallpaper: Bool
    /// Events in time order, seconds from the start.
    public var events: [(at: Timestamp, event: DeviceEvent)]
    /// When the scenario ends.
    public var duration: Timestamp
    /// IMU samples in time order, seconds from the start (inline or from trace files): the
    /// emulator's gesture detectors see them, so a session recorded from a board replays the same.
    public var samples: [IMUSample] = []

    /// Queues the settings, every event and every IMU sample on `emulator`, from `start`.
    public func schedule(on emulator: Emulator, from start: Timestamp) {
        for s in settings { emulator.send(.settings(s), at: start) }
        for e in events { emulator.send(e.event, at: start + .nanoseconds(e.at.nanoseconds)) }
        if !samples.isEmpty {
            emulator.feed(samples.map { var s = $0; s.timestamp = start + .nanoseconds($0.timestamp.nanoseconds); return s })
        }
    }

    /// Queues everything on `emulator` and runs it to the end.
    public func run(on emulator: Emulator) {
        let start = emulator.clock.now
        schedule(on: emulator, from: start)
        emulator.run(until: start + .nanoseconds(duration.nanoseconds))
    }
}

/// A scenario file problem: the file, the JSON path of the offending key, and what is wrong.
public struct ScenarioError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)" }
}
