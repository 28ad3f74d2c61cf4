import AfterglowTime
import AfterglowDevices
import AfterglowSensing
import AfterglowGestures
import AfterglowPower
import AfterglowEmulator
import Foundation

/// Board samples → the emulator (gesture detectors, display power, the scene the window shows) for
/// `afterglow board monitor --device`: the chain the firmware-in-the-loop test measures ("the
/// display goes to Always On"). It runs on a virtual clock that follows the samples' own time (the
/// board's clock), so the figures do not depend on the host. The emulator comes from
/// `EmulatorAssembly`, as the window's does. Without a device, only the gesture stage runs.
public final class BoardSampleDriver {
    public enum Event {
        case gesture(GestureEvent)
        case transition(DisplayTransition)
    }

    public let device: DeviceProfile?
    private let content: EmulatorAssembly.Content
    private var emulator: Emulator?
    private var clock: VirtualClock?
    private var detectors = GestureEngine()
    private var logged = 0

    public init(device: DeviceProfile?, content: EmulatorAssembly.Content = .init()) {
        self.device = device; self.content = content
    }

    public func process(_ sample: IMUSample) -> [Event] {
        guard let device else { return detectors.process(sample).map { .gesture($0) } }
        if emulator == nil {
            let c = VirtualClock(start: sample.timestamp)
            clock = c
            var assembly = EmulatorAssembly(device: device, clock: c)
            assembly.content = content
            emulator = assembly.makeEmulator().emulator
        }
        guard let emulator, let clock else { return [] }
        var out: [Event] = emulator.feed([sample]).map { .gesture($0) }
        if sample.timestamp > clock.now { emulator.run(until: sample.timestamp) }
        let log = emulator.transitions
        if log.count > logged {
            out += log[logged...].map { .transition($0) }
            logged = log.count
        }
        return out
    }
}
