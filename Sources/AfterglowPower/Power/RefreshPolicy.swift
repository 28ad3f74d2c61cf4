import AfterglowDevices
import AfterglowTime

/// Chooses the panel refresh rate.
///
/// - While anything moves (an animation in flight, damage in the last frame, a ramp), interactive
///   and transition states run at the profile's maximum.
/// - When the screen goes static, interactive content steps down the LTPO ladder
///   (`refresh.ladderHz`, e.g. 120 → 80 → 60 → 24 → 10 Hz), holding each rung for `holdPerRung`.
/// - Always On runs at `refresh.alwaysOnHz` (1 Hz); off runs at 0 (no scan-out).
public struct RefreshPolicy: Hashable, Sendable {
    public var refresh: DeviceProfile.Refresh
    /// How long the screen must stay static on one rung before stepping down to the next.
    public var holdPerRung: Duration

    public init(refresh: DeviceProfile.Refresh, holdPerRung: Duration = .milliseconds(500)) {
        self.refresh = refresh; self.holdPerRung = holdPerRung
    }

    /// The ladder, from fast to slow, always starting at the maximum.
    public var ladder: [Double] {
        let steps = refresh.ladderHz.filter { $0 <= refresh.maxHz && $0 >= refresh.minHz }.sorted(by: >)
        return steps.first == refresh.maxHz ? steps : [refresh.maxHz] + steps
    }

    /// Refresh rate for `state`, given when the screen last changed (`lastMotion`) and `now`.
    public func hz(state: DisplayState, lastMotion: Timestamp, now: Timestamp) -> Double {
        switch state {
        case .off: return 0
        case .alwaysOn: return refresh.alwaysOnHz
        case .dimming, .waking: return refresh.maxHz
        case .interactive:
            let idle = now - lastMotion
            guard idle > .zero, holdPerRung > .zero else { return refresh.maxHz }
            let rung = Int(idle.nanoseconds / holdPerRung.nanoseconds)
            let l = ladder
            return l[min(rung, l.count - 1)]
        }
    }

    /// When the interactive rate next steps down (nil once on the last rung).
    public func nextStep(lastMotion: Timestamp, now: Timestamp) -> Timestamp? {
        // No hold, no ladder: `hz` stays at the maximum, so no step is ever due (it announced
        // steps at `lastMotion`, in the past, for the first nanoseconds).
        guard holdPerRung > .zero else { return nil }
        let idle = max(.zero, now - lastMotion)
        let rung = Int(idle.nanoseconds / holdPerRung.nanoseconds)
        guard rung < ladder.count - 1 else { return nil }
        return lastMotion + .nanoseconds(Int64(rung + 1) * holdPerRung.nanoseconds)
    }
}

/// How often an app's timeline may update what the screen shows.
///
/// watchOS' rule for Always On: at most once a minute, or once a second during a workout or an
/// audio session. Interactive states update every frame.
public struct AppUpdateCadence: Hashable, Sendable {
    public static let alwaysOnInterval: Duration = .seconds(60)
    public static let alwaysOnSessionInterval: Duration = .seconds(1)

    /// Minimum spacing of app updates in `state`, nil when every frame may update.
    public static func interval(state: DisplayState, sessionActive: Bool) -> Duration? {
        switch state {
        case .alwaysOn: sessionActive ? alwaysOnSessionInterval : alwaysOnInterval
        case .off: nil
        case .interactive, .dimming, .waking: nil
        }
    }

    /// The slot `t` falls in: slots are whole intervals of the clock (minutes for the once-a-minute
    /// rule, so a clock's minute change always gets its update), and each slot allows one update.
    public static func slot(of t: Timestamp, interval: Duration) -> Int64 {
        let n = max(1, interval.nanoseconds)
        return t.nanoseconds >= 0 ? t.nanoseconds / n : (t.nanoseconds - n + 1) / n
    }

    public static func slotStart(_ k: Int64, interval: Duration) -> Timestamp {
        Timestamp(nanoseconds: k * interval.nanoseconds)
    }

    /// The next slot boundary at or after `t`.
    public static func nextSlot(after t: Timestamp, interval: Duration) -> Timestamp {
        let n = interval.nanoseconds
        let k = (t.nanoseconds + n - 1) / n
        return Timestamp(nanoseconds: k * n)
    }
}
