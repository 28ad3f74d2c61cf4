import AfterglowDevices
import AfterglowEvents
import AfterglowTime

/// The display-power state machine: interactive → dimming → Always On (or off) → waking → interactive.
///
/// Inputs are `DeviceEvent`s and the passage of time (`advance(to:motionAtRest:)`); outputs are the
/// current state, the luminance in nits and an append-only log of `DisplayTransition`s. It holds no
/// clock: the caller passes every timestamp, so tests drive it with plain numbers.
///
/// Rules (docs/POWER.md lists them with their sources):
/// - inactivity for `settings.inactivityTimeoutS` (iPhone Auto-Lock 30 s; watch Wake Duration 15/70 s),
///   a wrist-drop, a face-up-and-stationary report, the side button or a lock request: dim, then
///   Always On when it is available, else off;
/// - face down or covered (pocket): off at once;
/// - tap, wrist-raise, pick-up, side button, notification, Live Activity alert: wake (a notification
///   does not light a screen lying face down or covered);
/// - Always On disabled or Low Power Mode while in Always On: off.
/// Dimming ends only once its luminance ramp is done and motion in flight has come to rest, at the
/// latest `settleLimit` after it began (HIG Always On, seeds/000: finish motion gracefully).
public struct DisplayPowerModel: Sendable {
    /// Duration of the dim ramp from interactive luminance to Always On (or off).
    public static let dimRamp: Duration = .milliseconds(1000)
    /// Duration of the wake ramp back to interactive luminance.
    public static let wakeRamp: Duration = .milliseconds(250)
    /// The longest motion may take to settle when Always On begins (the 2 s animation limit).
    public static let settleLimit: Duration = .seconds(2)

    public let device: DeviceProfile
    public private(set) var settings: DisplaySettings
    public private(set) var state: DisplayState = .interactive
    public private(set) var stateSince: Timestamp
    /// Where the current dimming leads (Always On or off).
    public private(set) var dimTarget: DisplayState = .alwaysOn
    public private(set) var lastInteraction: Timestamp
    public private(set) var faceDown = false
    public private(set) var covered = false
    /// Why the display is off, when it is (decides whether re-enabling Always On lights it).
    public private(set) var offCause: TransitionCause?
    /// A workout or audio session runs (watchOS: once-a-second updates in Always On).
    public private(set) var sessionActive = false
    /// Notifications that did not light the screen because it lay face down or was covered.
    public private(set) var suppressedWakes = 0
    public private(set) var log: [DisplayTransition] = []
    private var ramp: LuminanceRamp

    public init(device: DeviceProfile, settings: DisplaySettings? = nil, start: Timestamp = .zero) {
        self.device = device
        let s = settings ?? DisplaySettings(device: device)
        self.settings = s
        stateSince = start
        lastInteraction = start
        ramp = .constant(device.panel.typicalNits * s.brightness)
    }

    /// Always On can be shown: the panel supports it, it is enabled, and Low Power Mode is off
    /// (iOS turns Always On off in Low Power Mode).
    public var alwaysOnAvailable: Bool {
        device.alwaysOn.supported && settings.alwaysOnEnabled && !settings.lowPowerMode
    }

    /// Where locking leads now.
    public var lockTarget: DisplayState { alwaysOnAvailable ? .alwaysOn : .off }

    /// Interactive luminance: auto-brightness follows the ambient light (`AmbientLightCurve`),
    /// else the brightness slider × the panel's typical luminance.
    public var interactiveNits: Double {
        settings.autoBrightness
            ? AmbientLightCurve.autoBrightnessNits(lux: settings.ambientLux, typicalNits: device.panel.typicalNits)
            : device.panel.typicalNits * settings.brightness
    }

    /// Always On luminance: the profile's `alwaysOnNits` (fitted at 1000 lux) scaled by the
    /// auto-brightness curve's shape at the current ambient light. Always On adjusts to the ambient
    /// light even with Auto-Brightness off (PhoneBuff's test notes, iPhone in Canada, Jan 2023).
    public var alwaysOnNits: Double {
        device.panel.alwaysOnNits * AmbientLightCurve.relative(lux: settings.ambientLux)
    }

    public func targetNits(for s: DisplayState) -> Double {
        switch s {
        case .interactive, .waking: interactiveNits
        case .alwaysOn: alwaysOnNits
        case .off: 0
        case .dimming: targetNits(for: dimTarget)
        }
    }

    /// Panel luminance at `t` (ramped during dimming and waking).
    public func nits(at t: Timestamp) -> Double { ramp.nits(at: t) }

    /// When the inactivity timer fires, if it runs.
    public var inactivityDeadline: Timestamp? {
        // An infinite timeout is Auto-Lock › Never: the screen stays lit until something locks it.
        guard state == .interactive || state == .waking, settings.inactivityTimeoutS.isFinite else { return nil }
        return lastInteraction + .seconds(settings.inactivityTimeoutS)
    }

    /// The next instant `advance` has something to do, so a virtual-clock runner can jump there.
    public var nextDeadline: Timestamp? {
        switch state {
        case .interactive: inactivityDeadline
        case .waking: ramp.end
        case .dimming: ramp.end
        case .alwaysOn, .off: nil
        }
    }

    // MARK: events

    public mutating func handle(_ event: DeviceEvent, at t: Timestamp) {
        switch event {
        case .gesture(let g):
            switch g.gesture {
            case .wristRaise: wakeOrTouch(.wristRaise, at: t)
            case .pickUp:
                faceDown = false
                if !covered { wakeOrTouch(.pickUp, at: t) }
            case .wristDrop: lock(.wristDrop, at: t)
            case .faceUp:
                faceDown = false
                if state == .off, offCause != .alwaysOnDisabled, offCause != .lowPowerMode, alwaysOnAvailable, !covered {
                    enter(.alwaysOn, cause: .faceUpStationary, at: t)
                } else {
                    lock(.faceUpStationary, at: t)
                }
            case .faceDown:
                faceDown = true
                turnOff(.faceDown, at: t)
            }
        case .proximity(let c):
            covered = c
            if c { turnOff(.pocket, at: t) }
        case .tap, .swipe:
            if !covered { wakeOrTouch(.tap, at: t) }
        case .notification:
            lightForAlert(.notification, at: t)
        case .activityAlert:
            lightForAlert(.activityAlert, at: t)
        case .payload, .push:
            break // the scene's content store reads it; alerts come back as `.activityAlert`
        case .settings(let change):
            settings.apply(change)
            applySettings(change, at: t)
        case .sideButton:
            if state == .interactive || state == .waking { lock(.sideButton, at: t) } else { wake(.sideButton, at: t) }
        case .lock:
            lock(.lock, at: t)
        case .session(let active):
            sessionActive = active
        case .alertSound:
            break // heard, not seen: logged by the emulator
        case .interaction:
            break // the tap that caused it already woke the screen
        }
    }

    /// Runs the timers up to `t`: inactivity, the end of ramps, the end of dimming.
    /// `motionAtRest` tells whether every animation has settled (dimming waits for it).
    public mutating func advance(to t: Timestamp, motionAtRest: Bool) {
        // Loop: one call may cross several deadlines (inactivity, then the dim ramp's end).
        for _ in 0..<4 {
            switch state {
            case .interactive:
                if let d = inactivityDeadline, t >= d { lock(.inactivity, at: d) } else { return }
            case .waking:
                if t >= ramp.end { enter(.interactive, cause: .rampComplete, at: ramp.end) } else { return }
            case .dimming:
                let limit = stateSince + Self.settleLimit
                if t >= ramp.end && (motionAtRest || dimTarget == .off || t >= limit) {
                    enter(dimTarget, cause: .settled, at: max(ramp.end, min(t, limit)))
                } else { return }
            case .alwaysOn, .off:
                return
            }
        }
    }

    // MARK: rules

    private mutating func wakeOrTouch(_ cause: TransitionCause, at t: Timestamp) {
        if state == .interactive || state == .waking { lastInteraction = t } else { wake(cause, at: t) }
    }

    private mutating func lightForAlert(_ cause: TransitionCause, at t: Timestamp) {
        if faceDown || covered { suppressedWakes += 1; return }
        wakeOrTouch(cause, at: t)
    }

    private mutating func wake(_ cause: TransitionCause, at t: Timestamp) {
        lastInteraction = t
        guard state != .interactive && state != .waking else { return }
        offCause = nil
        enter(.waking, cause: cause, at: t)
    }

    private mutating func lock(_ cause: TransitionCause, at t: Timestamp) {
        switch state {
        case .interactive, .waking:
            dimTarget = lockTarget
            enter(.dimming, cause: cause, at: t)
        case .dimming, .alwaysOn, .off:
            break
        }
    }

    private mutating func turnOff(_ cause: TransitionCause, at t: Timestamp) {
        guard state != .off else { offCause = cause; return }
        enter(.off, cause: cause, at: t)
    }

    private mutating func applySettings(_ change: DisplaySettingsChange, at t: Timestamp) {
        switch change {
        case .alwaysOnEnabled(false), .lowPowerMode(true):
            let cause: TransitionCause = if case .lowPowerMode = change { .lowPowerMode } else { .alwaysOnDisabled }
            if state == .alwaysOn { enter(.off, cause: cause, at: t) }
            if state == .dimming && dimTarget == .alwaysOn {
                dimTarget = .off
                ramp = LuminanceRamp(fromNits: ramp.nits(at: t), toNits: 0, start: t, duration: Self.dimRamp)
            }
        case .alwaysOnEnabled(true), .lowPowerMode(false):
            // Locked and dark only because Always On was unavailable: show it now.
            if state == .off, alwaysOnAvailable, !faceDown, !covered,
               offCause == .alwaysOnDisabled || offCause == .lowPowerMode || offCause == .settled {
                enter(.alwaysOn, cause: .alwaysOnEnabled, at: t)
            }
        case .brightness, .autoBrightness:
            if state == .interactive { ramp = .constant(interactiveNits) }
        case .ambientLux:
            // Luminance follows the light over a short ramp (no jump); a ramp in flight keeps its
            // end time and retargets from where it is.
            let now = ramp.nits(at: t)
            switch state {
            case .interactive, .alwaysOn:
                ramp = LuminanceRamp(fromNits: now, toNits: targetNits(for: state), start: t, duration: Self.wakeRamp)
            case .dimming, .waking:
                ramp = LuminanceRamp(fromNits: now, toNits: targetNits(for: state), start: t, duration: max(.zero, ramp.end - t))
            case .off:
                break
            }
        case .reduceMotion, .inactivityTimeout, .showSensitiveContent:
            break
        }
    }

    private mutating func enter(_ next: DisplayState, cause: TransitionCause, at t: Timestamp) {
        let nowNits = ramp.nits(at: t)
        log.append(DisplayTransition(from: state, to: next, cause: cause, timestamp: t))
        state = next
        stateSince = t
        switch next {
        case .dimming: ramp = LuminanceRamp(fromNits: nowNits, toNits: targetNits(for: dimTarget), start: t, duration: Self.dimRamp)
        case .waking: ramp = LuminanceRamp(fromNits: nowNits, toNits: interactiveNits, start: t, duration: Self.wakeRamp)
        case .interactive: ramp = .constant(interactiveNits); lastInteraction = max(lastInteraction, t)
        case .alwaysOn: ramp = nowNits == alwaysOnNits ? .constant(nowNits)
            : LuminanceRamp(fromNits: nowNits, toNits: alwaysOnNits, start: t, duration: Self.wakeRamp)
        case .off: ramp = .constant(0); offCause = cause
        }
    }
}
