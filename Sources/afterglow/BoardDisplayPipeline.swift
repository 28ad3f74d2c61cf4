import AfterglowKit

/// Board samples → gesture detection → display-power model, for `afterglow board monitor
/// --device`: the chain the firmware-in-the-loop test measures ("the display goes to Always On").
/// Time is the samples' own (the board's clock), so the figures do not depend on the host.
struct BoardDisplayPipeline {
    enum Event {
        case gesture(GestureEvent)
        case transition(DisplayTransition)
    }

    private var engine: GestureEngine
    private var model: DisplayPowerModel?
    private var logged = 0
    let device: DeviceProfile?

    init(device: DeviceProfile?) { self.device = device; engine = GestureEngine(kind: device.map { WearKind($0.kind) }) }

    var state: DisplayState? { model?.state }

    mutating func process(_ sample: IMUSample) -> [Event] {
        if model == nil, let device { model = DisplayPowerModel(device: device, start: sample.timestamp) }
        var out: [Event] = []
        for g in engine.process(sample) {
            out.append(.gesture(g))
            model?.handle(.gesture(g), at: g.timestamp)
        }
        // No scene is drawn here, so nothing is in motion: dimming ends when its ramp does.
        model?.advance(to: sample.timestamp, motionAtRest: true)
        if let m = model, m.log.count > logged {
            out += m.log[logged...].map { .transition($0) }
            logged = m.log.count
        }
        return out
    }
}
