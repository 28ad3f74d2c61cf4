import Foundation
import AfterglowPower
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

    /// Queues every event on `emulator` and runs it to the end.
    public func run(on emulator: Emulator) {
        let start = emulator.clock.now
        for s in settings { emulator.send(.settings(s), at: start) }
        for e in events { emulator.send(e.event, at: start + .nanoseconds(e.at.nanoseconds)) }
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
