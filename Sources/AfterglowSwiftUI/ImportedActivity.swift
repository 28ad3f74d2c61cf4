import AfterglowPayloads
import AfterglowContent

/// One `ActivityConfiguration` found in the sources, as a template the core draws.
public struct ImportedActivity: Sendable {
    public var attributesType: String
    public var file: String
    public var line: Int
    /// The presentations the source defines ("lockScreen", "expandedLeading", "compactLeading", …).
    public var presentations: [String]
    public var template: ActivityTemplate
    /// Content states from `#Preview … contentStates:` blocks, in order (dates as Swift encodes them).
    public var previewStates: [JSONValue]
    /// Whether the first state and the attributes came from the sources or were synthesized from the declared types.
    public var previewSource: PreviewSource
    public var mappedViews: Int
    public var totalViews: Int
    public var diagnostics: [ImportDiagnostic]
    /// `.supplementalActivityFamilies([.small, …])`: the Smart Stack uses the Lock Screen view.
    public var supplementalFamilies: [String]

    public enum PreviewSource: String, Sendable { case previews, synthesized }
}

/// Everything an import found.
public struct ImportResult: Sendable {
    public var files: Int
    public var activities: [ImportedActivity]
    /// Problems outside any one activity (unreadable paths, attributes types never found).
    public var diagnostics: [ImportDiagnostic]
    public var allDiagnostics: [ImportDiagnostic] { diagnostics + activities.flatMap(\.diagnostics) }
}
