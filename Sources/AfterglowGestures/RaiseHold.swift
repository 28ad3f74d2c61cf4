import AfterglowSensing
import AfterglowTime

/// Hindsight for a wrist raise on unlabelled real recordings: how long the watch was held face
/// toward the eyes on the visit the raise belongs to. Public wrist recordings label activities,
/// never glances, yet their wearers do look at their watches (PebbleOS walks: the arm comes up from hanging and the face is
/// held up, steady, for 1–3 s — most often while starting or stopping the recording on the watch).
/// A raise on such a hold is a *probable glance*, counted apart from false triggers
/// (docs/SENSORS.md › Real recordings). The detector cannot use this: it looks at what comes after the raise.
///
/// "Face toward the eyes" is judged on a centred ±100 ms mean of acceleration (no detector state):
/// its direction, in the wearer's frame (`WatchWearing`), inside every exit limit of the view cone
/// (z ≤ `viewExitZ`, |x| ≤ `viewExitMaxX`, y ≤ `viewExitMaxY`, x + y ≤ `viewExitMaxXPlusY`: not
/// a typing roll, not a forearm on the lap) and its magnitude within `maxDeviationG` of 1 g (not a
/// swinging arm). A glance is bounded in time: a hold of `glanceHold` to `glanceMaxHold`. Before
/// issue 26 any hold ≥ 1 s counted, either wrist, with only z and |x| judged — a 244 s hold at a
/// desk was a "glance". The notifications page (seeds/004: a short look "appears only briefly",
/// a long look is read and dismissed by lowering the wrist) is the scale: seconds, not minutes.
public enum RaiseHold {
    /// A hold at least this long is a probable glance…
    public static let glanceHold: Duration = .seconds(1)
    /// …and at most this long (longer is a wrist resting in that pose, not a look).
    public static let glanceMaxHold: Duration = .seconds(10)
    public static let maxDeviationG = 0.25
    static let halfWindow: Duration = .milliseconds(100)
    /// How far back a probable glance looks for the pose it was raised from (the detector's
    /// `armWindow`).
    static let fromAway: Duration = .milliseconds(1500)

    /// One stretch of samples (indices, inclusive) during which the face was in view.
    public struct Visit: Sendable { public var first: Int, last: Int }

    /// Every visit of the face to the view, in order: one pass over the recording, shared by
    /// `hold` and `probableGlances` so an evaluation judges each sample once.
    public static func visits(in samples: [IMUSample], thresholds: GestureThresholds, wearing: WatchWearing = .standard) -> [Visit] {
        var out: [Visit] = [], k = 0
        while k < samples.count {
            guard inView(samples, k, thresholds, wearing) else { k += 1; continue }
            var last = k
            while last + 1 < samples.count, inView(samples, last + 1, thresholds, wearing) { last += 1 }
            out.append(Visit(first: k, last: last))
            k = last + 1
        }
        return out
    }

    /// How long the face was in view on the visit that contains `t` (from when it came into view,
    /// before or at `t`, to when it left), and whether it still was when the recording ended (the
    /// wearer stopping the recording on the watch). Zero when it is not in view at `t`.
    public static func hold(in samples: [IMUSample], visits: [Visit], at t: Timestamp) -> (held: Duration, toEnd: Bool) {
        let k = firstIndex(in: samples, atOrAfter: t)
        guard k < samples.count else { return (.zero, true) }
        guard let v = visits.first(where: { $0.first <= k && k <= $0.last }) else { return (.zero, false) }
        return (samples[v.last].timestamp - samples[v.first].timestamp, v.last == samples.count - 1)
    }

    public static func hold(in samples: [IMUSample], at t: Timestamp, thresholds: GestureThresholds, wearing: WatchWearing = .standard) -> (held: Duration, toEnd: Bool) {
        hold(in: samples, visits: visits(in: samples, thresholds: thresholds, wearing: wearing), at: t)
    }

    /// A raise comes from somewhere else: within `fromAway` before sample `k` the face pointed away
    /// (z ≥ `armMinZ`) or the hand hung down (|x| ≥ `armMinX`) — not a wrist that only left the
    /// view for a moment (reading, fidgeting), whose screen would still be awake.
    static func cameFromAway(_ samples: [IMUSample], before k: Int, _ t: GestureThresholds) -> Bool {
        var i = k - 1
        while i >= 0, samples[k].timestamp - samples[i].timestamp <= fromAway {
            let d = mean(samples, i).normalized
            if d.z >= t.armMinZ || abs(d.x) >= t.armMinX { return true }
            i -= 1
        }
        return false
    }

    /// Whether the ±`halfWindow` mean of acceleration around sample `k` points the face at the eyes
    /// of the wearer (`wearing`; with a setting on `.auto`, either way it may resolve).
    static func inView(_ samples: [IMUSample], _ k: Int, _ t: GestureThresholds, _ wearing: WatchWearing) -> Bool {
        let m = mean(samples, k)
        guard abs(m.magnitude - 1) <= maxDeviationG else { return false }
        let d = m.normalized
        func inside(_ w: WatchWearing) -> Bool {
            let v = w.canonical(d)
            return v.z <= t.viewExitZ && abs(v.x) <= t.viewExitMaxX && v.y <= t.viewExitMaxY && v.x + v.y <= t.viewExitMaxXPlusY
        }
        guard wearing.isAuto else { return inside(wearing) }
        return inside(wearing.resolved(towardHand: true)) || inside(wearing.resolved(towardHand: false))
    }

    /// Mean acceleration over ±`halfWindow` around sample `k`.
    static func mean(_ samples: [IMUSample], _ k: Int) -> Vector3 {
        let now = samples[k].timestamp
        var sum = Vector3.zero, n = 0, i = k
        while i >= 0, samples[i].timestamp >= now - halfWindow { sum = sum + samples[i].acceleration; n += 1; i -= 1 }
        i = k + 1
        while i < samples.count, samples[i].timestamp <= now + halfWindow { sum = sum + samples[i].acceleration; n += 1; i += 1 }
        return sum * (1 / Double(n))
    }

    /// Every visit of the face to the view on which it was held ≥ `glanceHold`, raised from away
    /// during the recording (`cameFromAway`): the probable glances a raise detector
    /// should catch, found without the detector.
    public static func probableGlances(in samples: [IMUSample], visits: [Visit], thresholds: GestureThresholds) -> [(start: Timestamp, end: Timestamp)] {
        visits.filter { v in
            let held = samples[v.last].timestamp - samples[v.first].timestamp
            return v.first > 0 && held >= glanceHold && held <= glanceMaxHold && cameFromAway(samples, before: v.first, thresholds)
        }.map { (samples[$0.first].timestamp, samples[$0.last].timestamp) }
    }

    public static func probableGlances(in samples: [IMUSample], thresholds: GestureThresholds, wearing: WatchWearing = .standard) -> [(start: Timestamp, end: Timestamp)] {
        probableGlances(in: samples, visits: visits(in: samples, thresholds: thresholds, wearing: wearing), thresholds: thresholds)
    }

    static func firstIndex(in samples: [IMUSample], atOrAfter t: Timestamp) -> Int {
        var lo = 0, hi = samples.count
        while lo < hi { let m = (lo + hi) / 2; if samples[m].timestamp < t { lo = m + 1 } else { hi = m } }
        return lo
    }

    /// A raise the wearer held in view for `glanceHold`, or until the recording stopped.
    public static func isProbableGlance(in samples: [IMUSample], at t: Timestamp, thresholds: GestureThresholds, wearing: WatchWearing = .standard) -> Bool {
        isProbableGlance(hold(in: samples, at: t, thresholds: thresholds, wearing: wearing))
    }

    /// Held `glanceHold`…`glanceMaxHold`, or still held (not longer than that) when the recording stopped.
    public static func isProbableGlance(_ h: (held: Duration, toEnd: Bool)) -> Bool {
        h.held <= glanceMaxHold && (h.held >= glanceHold || h.toEnd)
    }
}
