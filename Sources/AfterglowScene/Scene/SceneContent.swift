import AfterglowContent
import AfterglowDisplay
import AfterglowPayloads
import AfterglowTime

/// Bridges the content model (activity and notification stores, templates) to scene values, so
/// every caller (screenshot, window, display loop) builds scenes the same way.
public enum SceneContent {
    /// The activities on screen, each bound to its template by `attributes-type`. An activity
    /// without a template is drawn as a generic card (`GenericTemplate`) and reported.
    public static func activities(_ list: [LiveActivity], templates: [ActivityTemplate], measurer: any TextMeasurer,
                                  now: Timestamp, luminanceReduced: Bool = false) -> (activities: [TemplateSceneActivity], problems: [String]) {
        var out: [TemplateSceneActivity] = [], problems: [String] = []
        for a in list {
            guard let t = templates.first(where: { $0.activityType == a.attributesType }) else {
                let known = templates.map(\.activityType).joined(separator: ", ")
                problems.append("activity \(a.id): no template for attributes-type \"\(a.attributesType)\" (known: \(known.isEmpty ? "none" : known)); \(genericNote)")
                out.append(TemplateSceneActivity(template: GenericTemplate.make(for: a), activity: a, measurer: measurer, now: now, luminanceReduced: luminanceReduced))
                continue
            }
            out.append(TemplateSceneActivity(template: t, activity: a, measurer: measurer, now: now, luminanceReduced: luminanceReduced))
        }
        return (out, problems)
    }

    /// What a problem about a missing template adds: what is drawn instead.
    public static let genericNote = "drawn as a generic card (its type, content-state keys and values, marked GENERIC)"

    /// The island presentation the store's assignment calls for.
    public static func islandPresentation(_ assignment: IslandAssignment) -> SceneState.IslandPresentation {
        switch assignment {
        case .empty: return .idle
        case .compact: return .compact
        case .minimal: return .minimal
        case .expanded: return .expanded
        }
    }

    /// "now", "5m ago", "2h ago".
    public static func relativeTime(from t: Timestamp, to now: Timestamp) -> String {
        let s = max(0, (now - t).seconds)
        if s < 60 { return "now" }
        if s < 3600 { return "\(Int(s / 60))m ago" }
        return "\(Int(s / 3600))h ago"
    }
}

extension SceneNotification {
    /// A delivered notification as the scene draws it. The icon is derived from the category
    /// (messages get a speech bubble) and a stable colour from the bundle id.
    public init(_ n: PushNotification, category: NotificationCategory?, now: Timestamp) {
        let palette: [Color] = [Color(r: 0.2, g: 0.78, b: 0.35), Color(r: 0.04, g: 0.52, b: 1), Color(r: 1, g: 0.58, b: 0),
                                Color(r: 0.69, g: 0.32, b: 0.87), Color(r: 1, g: 0.23, b: 0.19), Color(r: 0.35, g: 0.34, b: 0.84)]
        // FNV-1a: a stable hash (Swift's Hasher is seeded per process).
        var h: UInt32 = 2_166_136_261
        for b in n.bundleID.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        let cat = (n.categoryID ?? "").uppercased()
        let symbol = cat.contains("MESSAGE") ? "message.fill" : cat.contains("SHIP") ? "bag.fill" : "bell.fill"
        func field(_ f: PushNotification.Field) -> SceneNotification.Field {
            switch f { case .title: return .title; case .subtitle: return .subtitle; case .body: return .body }
        }
        self.init(id: n.id, appName: n.appName, iconSymbol: symbol, iconColor: palette[Int(h % UInt32(palette.count))],
                  title: n.title ?? "", subtitle: n.subtitle, body: n.body ?? "",
                  timeText: SceneContent.relativeTime(from: n.deliveredAt, to: now), threadID: n.threadID, badge: n.badge,
                  actions: (category?.actions ?? []).map(\.title), sensitiveFields: Set(n.sensitiveFields.map(field)),
                  hiddenPreviewPlaceholder: category?.hiddenPreviewsBodyPlaceholder)
        destructiveActions = Set((category?.actions ?? []).filter(\.destructive).map(\.title))
        for a in category?.actions ?? [] { if let icon = a.icon { actionIcons[a.title] = icon } }
        sender = n.sender
        if let s = n.sender { title = s.name }
    }
}
