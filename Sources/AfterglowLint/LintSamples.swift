import AfterglowContent
import AfterglowPayloads
import AfterglowTime

/// The activity states lint checks: the template's preview, one payload, or every state a
/// payload sequence goes through.
public enum LintSamples {
    public static func preview(_ t: ActivityTemplate) -> [TemplateLinter.Sample] {
        [TemplateLinter.Sample(activity: t.previewActivity(anchor: .examples), now: .zero)]
    }

    /// A `start` payload gives attributes and state; an update's state is paired with the
    /// template's preview attributes.
    public static func payload(_ p: APNsPayload, template t: ActivityTemplate, anchor: WallClockAnchor? = nil) -> [TemplateLinter.Sample] {
        guard let la = p.aps.liveActivity else { return [] }
        let a = anchor ?? WallClockAnchor(unixSecondsAtZero: la.timestamp)
        var activity = t.previewActivity(at: a.timestamp(unixSeconds: la.timestamp), anchor: a)
        if let attrs = la.attributes { activity.attributes = attrs }
        if let s = la.contentState { activity.contentState = s }
        activity.staleDate = la.staleDate.map(a.timestamp(unixSeconds:))
        if la.event == .end { activity.phase = .ended(at: activity.startedAt, reason: .app) }
        return [TemplateLinter.Sample(activity: activity, now: activity.startedAt)]
    }

    /// Runs the sequence through an `ActivityStore` on a virtual clock and samples the template's
    /// activity after every step.
    public static func sequence(_ seq: PayloadSequence, template t: ActivityTemplate) -> [TemplateLinter.Sample] {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: seq.anchor)
        var out: [TemplateLinter.Sample] = []
        for step in seq.steps {
            clock.advance(to: Timestamp(seconds: step.at))
            store.apply(step.payload)
            if let a = store.activities.last(where: { $0.attributesType == t.activityType }) {
                out.append(TemplateLinter.Sample(activity: a, now: clock.now))
            }
        }
        return out
    }
}
