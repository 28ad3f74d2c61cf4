import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// The Dynamic Island in each presentation (HIG Live Activities, seeds/001): always black and
/// opaque ("Live Activities in the Dynamic Island use a black opaque background"), a 44 pt corner
/// radius that becomes a capsule at the island's height, a key line tinted with the activity's
/// colour when the appearance is dark, and content snug against the TrueDepth camera in the
/// compact frames `PresentationGeometry` computes.
extension SceneComposer {
    public static let keyLineWidthPt = 1.0
    /// The camera lens sits at the trailing end of the sensor housing.
    static let lensDiameterPt = 11.0

    func dynamicIsland(_ state: SceneState, _ g: PresentationGeometry) -> [DisplayItem] {
        guard let island = state.device.dynamicIsland, let compactFrame = g.islandFrame else { return [] }
        let ranked = state.rankedActivities.filter(\.showsInDynamicIsland)
        var presentation = state.islandPresentation
        // An alerting activity shows the expanded presentation (HIG Live Activities › Starting,
        // updating, and ending: "Alerts also show the expanded presentation in the Dynamic Island").
        if let alerting = state.alertingActivityID, ranked.contains(where: { $0.id == alerting }) { presentation = .expanded }
        if ranked.isEmpty { presentation = .idle }
        if presentation == .minimal && ranked.count < 2 { presentation = .compact }
        let lead: (any SceneActivity)? = state.alertingActivityID.flatMap { id in ranked.first { $0.id == id } } ?? ranked.first
        let sensor = Rect(x: (g.screen.width - island.sensorRegionWidthPt) / 2, y: island.topOffsetPt,
                          width: island.sensorRegionWidthPt, height: island.heightPt)
        var b = ItemBuilder("island")
        let dark = state.appearance == .dark

        func shape(_ name: String, _ r: Rect, radius: Double, tint: Color?) {
            b.fill(name, r, radius: radius, .black, role: .essential)
            if dark, let tint {
                let inset = Self.keyLineWidthPt / 2
                b.add("\(name).keyline", r, role: .secondary,
                      .strokeRoundedRect(r.insetBy(dx: inset, dy: inset), cornerRadius: max(0, radius - inset),
                                         color: tint.withAlpha(SystemPalette.keyLineAlpha), lineWidth: Self.keyLineWidthPt))
            }
        }

        switch presentation {
        case .idle:
            shape("shape", sensor, radius: island.cornerRadiusPt, tint: nil)
        case .compact:
            guard let a = lead, let leading = g.frame(for: .compactLeading), let trailing = g.frame(for: .compactTrailing) else { break }
            shape("shape", compactFrame, radius: island.cornerRadiusPt, tint: a.tint)
            b.append(activityItems(a, leading, state.appearance, state.now))
            b.append(activityItems(a, trailing, state.appearance, state.now))
        case .minimal:
            guard let attached = g.frame(for: .minimalAttached), let detached = g.frame(for: .minimalDetached),
                  let minimalIsland = g.minimalIslandFrame(attachedWidth: attached.frame.width) else { break }
            let first = ranked[0], second = ranked[1]
            // The island is the attached minimal joined to the camera housing (see
            // `PresentationGeometry.minimalIslandFrame`).
            shape("shape", minimalIsland, radius: island.cornerRadiusPt, tint: first.tint)
            b.append(activityItems(first, attached, state.appearance, state.now))
            // Detached: a circle (or an oval when wider), HIG Live Activities › Minimal.
            shape("detached", detached.frame, radius: detached.cornerRadiusPt, tint: second.tint)
            b.append(activityItems(second, detached, state.appearance, state.now))
        case .expanded:
            guard let a = lead, let f = frame(.expanded, for: a, g) else { break }
            shape("shape", f.frame, radius: f.cornerRadiusPt, tint: a.tint)
            b.add("clip", f.frame, role: .essential, .pushClip(f.frame, cornerRadius: f.cornerRadiusPt))
            b.append(activityItems(a, f, state.appearance, state.now))
            b.add("unclip", f.frame, role: .essential, .popClip)
        }
        // The lens, barely visible through the black glass.
        let d = Self.lensDiameterPt
        let lens = Rect(x: sensor.maxX - island.heightPt / 2 - d / 2, y: sensor.midY - d / 2, width: d, height: d)
        b.add("lens", lens, role: .decoration, .ellipse(lens, fill: Color(r: 0.06, g: 0.07, b: 0.11)))
        let glint = Rect(x: lens.minX + d * 0.3, y: lens.minY + d * 0.25, width: d * 0.22, height: d * 0.22)
        b.add("lens.glint", glint, role: .decoration, .ellipse(glint, fill: Color(r: 0.25, g: 0.3, b: 0.5, a: 0.5)))
        return b.items.map { $0.id.hasPrefix("island.detached") ? $0.withTransition(Self.detachedTransition) : $0 }
    }
}
