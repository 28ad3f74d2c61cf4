import AfterglowTime

/// The lint rules, each with the seed page it comes from.
public enum LintRule: String, Hashable, Sendable, CaseIterable, Codable {
    case requiredPresentation = "required-presentation"
    case lockScreenHeight = "lock-screen-height"
    case lockScreenMargin = "lock-screen-margin"
    case islandShape = "island-shape"
    case sensorRegion = "sensor-region"
    case textSize = "text-size"
    case textWeight = "text-weight"
    case animationDuration = "animation-duration"
    case alwaysOnContrast = "always-on-contrast"
    case sensitiveUnredacted = "sensitive-unredacted"
    case templateData = "template-data"
    case unknownSymbol = "unknown-symbol"
    case carPlayControls = "carplay-controls"
    case compactLinks = "compact-links"
    case tapTargetSize = "tap-target-size"

    /// Where the rule comes from, quoted closely enough to find it.
    public var source: String {
        switch self {
        case .requiredPresentation:
            "HIG Live Activities › Anatomy (seeds/001): \"your Live Activity must support: Compact, Minimal, Expanded, Lock Screen\""
        case .lockScreenHeight:
            "HIG Live Activities › Specifications (seeds/001): Lock Screen 371x84–160 / 408x84–160 pt"
        case .lockScreenMargin:
            "HIG Live Activities › Lock Screen presentation (seeds/001): \"The standard layout margin for Live Activities on the Lock Screen is 14 points\"; WWDC23 notes (seeds/002): \"14pt margins\""
        case .islandShape:
            "HIG Live Activities › Creating Live Activity layouts (seeds/001): \"This prevents elements from poking into the rounded shape\"; Specifications: corner radius 44 pt"
        case .sensorRegion:
            "HIG Live Activities › Compact presentation (seeds/001): content goes beside the TrueDepth camera, snug against it, not over it"
        case .textSize:
            "HIG Live Activities › Best practices (seeds/001): \"Use small text sparingly and make sure key information is legible at a glance\"; the seeds give no number (seeds/003 defers to a Dynamic Type table it does not include): 11 pt is iOS's smallest Dynamic Type style (Caption 2) at the default size"
        case .textWeight:
            "HIG Live Activities › Best practices (seeds/001): \"Use large, heavier-weight text — a medium weight or higher\""
        case .animationDuration:
            "HIG Live Activities › Adding transitions and animating content updates (seeds/001): \"animations with a maximum duration of two seconds\""
        case .alwaysOnContrast:
            "HIG Always On (seeds/000) and Live Activities › Lock Screen presentation (seeds/001): \"offer enough contrast … on an Always-On display\"; old iOS HIG › Accessibility (seeds/003): \"Strive for a minimum contrast ratio of 4.5:1\""
        case .sensitiveUnredacted:
            "HIG Always On › Hide sensitive information (seeds/000); Live Activities › Avoid displaying sensitive information (seeds/001)"
        case .templateData:
            "issue 3: missing fields render as the template's placeholder and are reported"
        case .carPlayControls:
            "HIG Live Activities › CarPlay and › watchOS (seeds/001): \"Carefully consider including buttons or toggles in your custom layout.\" — \"The custom watchOS layout also applies to your Live Activity in CarPlay where the system deactivates interactive elements\""
        case .compactLinks:
            "HIG Live Activities › Compact presentation (seeds/001): \"When people tap a compact Live Activity, open your app directly to the related details. Ensure both leading and trailing elements link to the same screen.\""
        case .tapTargetSize:
            "old iOS HIG › Accessibility (seeds/003): \"Try to maintain a minimum tappable area of 44pt x 44pt for all controls.\""
        case .unknownSymbol:
            "issue 11 › Symbols: SF Symbol names are drawn as icon-font glyphs mapped in Sources/AfterglowRender/Resources/sf-symbols.json; a name not mapped there draws a dashed placeholder"
        }
    }
}

/// One thing lint found.
public struct LintFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable { case error, warning }
    public var rule: LintRule
    public var severity: Severity
    /// Device id, when the finding depends on the device.
    public var device: String?
    public var presentation: String?
    /// The display item id or template path concerned.
    public var subject: String?
    public var message: String
    public var source: String

    public init(rule: LintRule, severity: Severity, device: String? = nil, presentation: String? = nil, subject: String? = nil, message: String) {
        self.rule = rule; self.severity = severity; self.device = device; self.presentation = presentation
        self.subject = subject; self.message = message; self.source = rule.source
    }

    public var description: String {
        let where_ = [device, presentation, subject].compactMap { $0 }.joined(separator: " ")
        return "\(severity.rawValue)[\(rule.rawValue)] \(where_.isEmpty ? "" : where_ + ": ")\(message)\n    from \(source)"
    }
}
