import AfterglowPayloads

/// The app's strings that loc-key alerts resolve from: the file given (`--strings`), else a
/// Localizable.strings or .xcstrings found beside the `--widget` sources.
public struct AppStrings {
    public var strings: LocalizedStrings
    public var path: String
    /// True when found beside the sources rather than given.
    public var found: Bool

    /// Nil when none was given and none is beside the sources; a file that cannot be read throws.
    public static func load(given: String?, besideWidgets widgets: [String], language: String?) throws -> AppStrings? {
        guard let path = given ?? LocalizedStrings.find(beside: widgets) else { return nil }
        return AppStrings(strings: try LocalizedStrings.load(contentsOf: path, language: language), path: path, found: given == nil)
    }
}
