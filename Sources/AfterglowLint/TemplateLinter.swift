import AfterglowContent
import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowPayloads
import AfterglowTime

/// Checks a template against the HIG rules (see `LintRule`), by laying it out on each device
/// for each given activity state and measuring the result.
public struct TemplateLinter {
    /// Legible minimum text size (see `LintRule.textSize` for where 11 pt comes from).
    public static let minimumTextSizePt = 11.0
    public static let maxAnimationSeconds = 2.0
    /// "a minimum tappable area of 44pt x 44pt for all controls" (old iOS HIG › Accessibility, seeds/003).
    public static let minimumTapTargetPt = 44.0

    public var template: ActivityTemplate
    public var measurer: any TextMeasurer
    public var alwaysOn = AlwaysOnContrastCheck()
    /// The symbol names the renderer can draw; nil skips the unknown-symbol check.
    public var symbols: SymbolCatalog?

    public init(template: ActivityTemplate, measurer: any TextMeasurer = ApproximateTextMeasurer(), symbols: SymbolCatalog? = nil) {
        self.template = template; self.measurer = measurer; self.symbols = symbols
    }

    /// A state to check: the activity and the time to lay it out at.
    public struct Sample: Sendable {
        public var activity: LiveActivity
        public var now: Timestamp
        public init(activity: LiveActivity, now: Timestamp) { self.activity = activity; self.now = now }
    }

    public func lint(samples: [Sample], devices: [DeviceProfile]) -> [LintFinding] {
        var out: [LintFinding] = []
        // One finding per rule, device, presentation and item: the first state that shows it.
        var seen = Set<String>()
        func add(_ f: LintFinding) {
            let key = [f.rule.rawValue, f.device ?? "", f.presentation ?? "", f.subject ?? "", f.subject == nil ? f.message : ""].joined(separator: "|")
            if seen.insert(key).inserted { out.append(f) }
        }
        templateRules().forEach(add)
        for device in devices {
            for sample in samples { deviceRules(device, sample).forEach(add) }
        }
        return out
    }

    // MARK: Rules on the template itself

    func templateRules() -> [LintFinding] {
        var out: [LintFinding] = []
        let required: [(ActivityTemplate.Slot, String)] = [(.compactLeading, "compact leading"), (.compactTrailing, "compact trailing"),
                                                           (.minimal, "minimal"), (.lockScreen, "Lock Screen")]
        for (slot, name) in required where template.layouts[slot] == nil {
            out.append(LintFinding(rule: .requiredPresentation, severity: .error, subject: "layouts.\(slot.rawValue)",
                                   message: "no \(name) layout"))
        }
        let expanded: [ActivityTemplate.Slot] = [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
        if !expanded.contains(where: { template.layouts[$0] != nil }) {
            out.append(LintFinding(rule: .requiredPresentation, severity: .error, subject: "layouts.expanded", message: "no expanded layout"))
        }
        for slot in ActivityTemplate.Slot.allCases {
            guard let root = template.layouts[slot] else { continue }
            walk(root, role: .essential) { node, role in
                if let a = node.animation, a.durationS > Self.maxAnimationSeconds {
                    out.append(LintFinding(rule: .animationDuration, severity: .error, subject: node.sourcePath,
                                           message: "\(a.kind) animation lasts \(JSONValue.format(a.durationS)) s, longer than the 2 s maximum"))
                }
                for b in node.bindings where template.sensitiveFields.contains(b.fieldName) && role != .sensitive {
                    out.append(LintFinding(rule: .sensitiveUnredacted, severity: .error, subject: node.sourcePath,
                                           message: "\(b) is declared sensitive but this node's role is \(role.rawValue): it would show unredacted on the Lock Screen and in Always On; give it \"role\": \"sensitive\""))
                }
            }
        }
        out += carPlayControlRule()
        out += compactLinkRule()
        return out
    }

    /// The compact leading and trailing views open the app at one screen: their `widgetURL`s (or
    /// `Link`s wrapping a whole view) agree, the template's own URL standing in for a view without one.
    func compactLinkRule() -> [LintFinding] {
        guard template.layouts[.compactLeading] != nil, template.layouts[.compactTrailing] != nil else { return [] }
        let lead = TemplateLinks.compactURL(template, .compactLeading), trail = TemplateLinks.compactURL(template, .compactTrailing)
        guard lead != trail else { return [] }
        func name(_ u: String?) -> String { u ?? "the app's default screen" }
        return [LintFinding(rule: .compactLinks, severity: .warning, presentation: "compact", subject: "layouts.compactTrailing",
                            message: "the compact leading view opens \(name(lead)) but the trailing view opens \(name(trail)); both should link to the same screen")]
    }

    /// iOS's 44 × 44 pt minimum tappable area (seeds/003) for each button, toggle and link as laid
    /// out on an iPhone or iPad; the watch and CarPlay have their own conventions the seeds do not give.
    func tapTargetRule(_ items: [DisplayItem], _ p: Presentation, _ f: PresentationFrame,
                       _ finding: (LintRule, LintFinding.Severity, Presentation, String?, String) -> Void) {
        for item in items {
            guard case .tapTarget(let t) = item.command, t.kind != ContentInteraction.activityKind else { continue }
            let w = item.bounds.width / f.scale, h = item.bounds.height / f.scale
            guard w < Self.minimumTapTargetPt - 0.01 || h < Self.minimumTapTargetPt - 0.01 else { continue }
            finding(.tapTargetSize, .warning, p, item.id,
                    "the \(t.kind)\(t.action.map { " (\($0))" } ?? "") is \(formatPoints(w)) × \(formatPoints(h)) pt, smaller than the 44 × 44 pt minimum tappable area")
        }
    }

    /// Buttons, toggles and links in what CarPlay shows: the custom small layout (`smartStack`,
    /// ActivityKit's `.small` family, which the watch and CarPlay share), or, without one, the
    /// compact leading and trailing views CarPlay combines. CarPlay deactivates them (seeds/001).
    func carPlayControlRule() -> [LintFinding] {
        let custom = template.layouts[.smartStack] != nil
        let slots: [ActivityTemplate.Slot] = custom ? [.smartStack] : [.compactLeading, .compactTrailing]
        var out: [LintFinding] = []
        for slot in slots {
            guard let root = template.layouts[slot] else { continue }
            for node in root.allNodes {
                guard let c = node.control else { continue }
                let what = custom ? "the custom small layout, which the watch's Smart Stack and CarPlay share"
                                  : "the compact view CarPlay's default layout combines"
                out.append(LintFinding(rule: .carPlayControls, severity: .warning, presentation: "carPlay", subject: node.sourcePath,
                                       message: "a \(c.kind.rawValue)\(c.action.map { " (\($0))" } ?? "") in \(what): carefully consider including buttons or toggles in your custom layout — in CarPlay the system deactivates interactive elements, so it is drawn dimmed and a tap runs nothing; people who start or watch the activity while driving are better served by timely content"))
            }
        }
        return out
    }

    func walk(_ n: TemplateNode, role: ContentRole, _ visit: (TemplateNode, ContentRole) -> Void) {
        let r = n.role ?? role
        visit(n, r)
        if case .stack(_, let children, _, _) = n.kind { for c in children { walk(c, role: r, visit) } }
    }

    // MARK: Rules on a laid-out device

    func deviceRules(_ device: DeviceProfile, _ s: Sample) -> [LintFinding] {
        var out: [LintFinding] = []
        let geo = PresentationGeometry(device: device)
        func finding(_ rule: LintRule, _ sev: LintFinding.Severity, _ p: Presentation, _ subject: String?, _ msg: String) {
            out.append(LintFinding(rule: rule, severity: sev, device: device.id, presentation: p.rawValue, subject: subject, message: msg))
        }
        for p in Presentation.allCases where p != .carPlay {
            guard let base = geo.frame(for: p) else { continue }
            if p == .lockScreen {
                let h = ActivityLayout.preferredHeight(template: template, activity: s.activity, frame: base, now: s.now, measurer: measurer)
                if !PresentationGeometry.activityHeightRange.contains(h) {
                    finding(.lockScreenHeight, .error, p, "layouts.lockScreen",
                            "the Lock Screen presentation needs \(formatPoints(h)) pt; the allowed height is 84–160 pt")
                }
            }
            guard let f = ActivityLayout.frame(p, geometry: geo, template: template, activity: s.activity, now: s.now, measurer: measurer) else { continue }
            for appearance in Appearance.allCases {
                let r = ActivityLayout.items(template: template, activity: s.activity, frame: f, appearance: appearance, now: s.now, measurer: measurer)
                if appearance == .dark {
                    for issue in r.issues where issue.kind != .missingLayout {
                        finding(.templateData, .warning, p, issue.path, issue.message)
                    }
                    textRules(r.items, p, f, device.kind, finding)
                    if [.phone, .tablet].contains(device.kind), p != .smartStack { tapTargetRule(r.items, p, f, finding) }
                    out += symbolRule(r.items)
                    shapeRules(r.items, p, f, geo, finding)
                    if p == .lockScreen { marginRule(r.items, f, finding) }
                    if p == .lockScreen, device.alwaysOn.supported { contrastRule(r.items, f, finding) }
                }
            }
        }
        return out
    }

    func textRules(_ items: [DisplayItem], _ p: Presentation, _ f: PresentationFrame, _ kind: DeviceProfile.Kind,
                   _ finding: (LintRule, LintFinding.Severity, Presentation, String?, String) -> Void) {
        let island: Set<Presentation> = [.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached, .expanded]
        for item in items {
            guard case .text(let text, let style) = item.command else { continue }
            let size = style.sizePt / f.scale
            if size < Self.minimumTextSizePt {
                finding(.textSize, .error, p, item.id, "\"\(text)\" is \(formatPoints(size)) pt, below the \(formatPoints(Self.minimumTextSizePt)) pt legible minimum")
            }
            // "Use large, heavier-weight text — a medium weight or higher" is a best practice for
            // every presentation (HIG Live Activities › Best practices, seeds/001), not the island alone.
            if style.weight == .regular {
                // The Mac shows these presentations in its menu bar, which has no Dynamic Island.
                let place = !island.contains(p) ? "in the \(p.rawValue) presentation"
                    : kind == .mac ? "in the \(p.rawValue) presentation in the Mac menu bar" : "in the Dynamic Island"
                finding(.textWeight, .warning, p, item.id, "\"\(text)\" uses the \(style.weight.rawValue) weight \(place); use medium or heavier")
            }
        }
    }

    /// Each symbol name the renderer has no glyph for, once per name and template path (no device:
    /// the same on every one), with the closest known names.
    func symbolRule(_ items: [DisplayItem]) -> [LintFinding] {
        guard let symbols else { return [] }
        return items.compactMap { item in
            guard case .symbol(let name, _) = item.command, !symbols.contains(name) else { return nil }
            let near = symbols.suggestions(for: name)
            let hint = near.isEmpty ? "" : "; did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
            return LintFinding(rule: .unknownSymbol, severity: .warning,
                               message: "\(item.id): unknown SF Symbol '\(name)' is drawn as a placeholder\(hint)")
        }
    }

    /// Compact content must stay inside the island's capsule and off the camera; minimal inside
    /// its own capsule; expanded inside the 44 pt rounded rectangle.
    func shapeRules(_ items: [DisplayItem], _ p: Presentation, _ f: PresentationFrame, _ geo: PresentationGeometry,
                    _ finding: (LintRule, LintFinding.Severity, Presentation, String?, String) -> Void) {
        let shape: RoundedRectShape
        switch p {
        case .compactLeading, .compactTrailing:
            guard let island = geo.islandFrame else { return }
            shape = RoundedRectShape(rect: island, radius: f.cornerRadiusPt)
            let sensor = Rect(x: island.midX - ActivityLayout.sensorRegion.width / 2, y: island.minY,
                              width: ActivityLayout.sensorRegion.width, height: island.height).insetBy(dx: 0.25, dy: 0)
            for item in items where item.bounds.intersects(sensor) {
                finding(.sensorRegion, .error, p, item.id, "\(item.bounds) overlaps the TrueDepth camera region \(sensor)")
            }
        case .minimalAttached, .minimalDetached, .expanded:
            shape = RoundedRectShape(rect: f.frame, radius: f.cornerRadiusPt)
        default:
            return
        }
        for item in items {
            let o = shape.overflow(of: item.bounds)
            if o > 0.25 {
                finding(.islandShape, .error, p, item.id,
                        "\(item.bounds) pokes \(formatPoints(o)) pt outside the Dynamic Island's rounded shape (radius \(formatPoints(shape.radius)) pt)")
            }
        }
    }

    func marginRule(_ items: [DisplayItem], _ f: PresentationFrame,
                    _ finding: (LintRule, LintFinding.Severity, Presentation, String?, String) -> Void) {
        let m = PresentationGeometry.lockScreenMarginPt
        for item in items where !item.id.hasSuffix("lockScreen/background") {
            let b = item.bounds, r = f.frame
            let d = min(b.minX - r.minX, r.maxX - b.maxX, b.minY - r.minY, r.maxY - b.maxY)
            guard d < m - 0.01 else { continue }
            // "Tighter margins may be appropriate for elements like graphics or buttons": text is
            // an error, other elements a warning.
            let isText = if case .text = item.command { true } else { false }
            finding(.lockScreenMargin, isText ? .error : .warning, .lockScreen, item.id,
                    "\(isText ? "text" : "content") \(formatPoints(max(0, d))) pt from the edge, closer than the 14 pt margin")
        }
    }

    func contrastRule(_ items: [DisplayItem], _ f: PresentationFrame,
                      _ finding: (LintRule, LintFinding.Severity, Presentation, String?, String) -> Void) {
        for (item, text, c) in alwaysOn.contrasts(of: items, size: Size(width: f.frame.maxX, height: f.frame.maxY)) where c < alwaysOn.minimumContrast {
            finding(.alwaysOnContrast, .error, .lockScreen, item.id,
                    "\"\(text)\" has a contrast of \(String(format: "%.2f", c)):1 in Always On (essential content at \(formatPoints(alwaysOn.essentialPercent))% over the dimmed wallpaper), below \(formatPoints(alwaysOn.minimumContrast)):1; make it brighter or mark it \"role\": \"secondary\"")
        }
    }
}
