/// How Always On treats content by role — plain data the scene's Always On transform reads.
///
/// HIG Always On (seeds/000): "Keep important content legible and dim nonessential content. You can
/// increase dimming on secondary text, images, and color fills"; "Hide sensitive information …
/// redact personal information". So: essential content stays at full intensity (the panel's lower
/// luminance dims it), secondary content is dimmed, decoration (wallpaper, fills) dimmed more, and
/// sensitive content is redacted.
public enum RoleTreatment: Hashable, Sendable, Codable {
    /// Multiply the content's colour (in sRGB, towards black) by this factor.
    case dim(Double)
    /// Replace the content with a neutral placeholder (bars of the item's size).
    case redact
    /// Do not draw it.
    case hide
}

public struct AlwaysOnContentPolicy: Hashable, Sendable {
    public var essential: RoleTreatment
    public var secondary: RoleTreatment
    public var decoration: RoleTreatment
    public var sensitive: RoleTreatment

    public init(essential: RoleTreatment = .dim(1.0), secondary: RoleTreatment = .dim(0.7),
                decoration: RoleTreatment = .dim(0.5), sensitive: RoleTreatment = .redact) {
        self.essential = essential; self.secondary = secondary; self.decoration = decoration; self.sensitive = sensitive
    }

    /// The default: essential 100 %, secondary 70 %, decoration 50 % (sRGB), sensitive redacted.
    public static let standard = AlwaysOnContentPolicy()

    public func treatment(for role: ContentRole) -> RoleTreatment {
        switch role {
        case .essential: essential
        case .secondary: secondary
        case .decoration: decoration
        case .sensitive: sensitive
        }
    }

    /// Treatment at a point of the dim transition (0 = interactive, 1 = fully Always On): dim
    /// factors interpolate so content fades rather than jumps; redaction applies from the midpoint.
    public func treatment(for role: ContentRole, progress: Double) -> RoleTreatment {
        let p = min(1, max(0, progress))
        switch treatment(for: role) {
        case .dim(let f): return .dim(1 + (f - 1) * p)
        case .redact: return p >= 0.5 ? .redact : .dim(1)
        case .hide: return p >= 0.5 ? .hide : .dim(1 - 2 * p)
        }
    }
}
