import AfterglowContent
import Foundation

// Hooks the kits above SwiftUI (WidgetKit's host, ActivityKit, AlarmKit) need from this module.
// Owned by the kits engineer (layer-kits); the SwiftUI owner may move any of it into the
// module's own files — keep the names.

extension _LoweringContext {
    /// Records that the code read an environment value the host folds variants over
    /// (`activityFamily`, `isStale`, declared in WidgetKit).
    public func _noteRead(_ key: String) { noteRead(key) }

    /// Warnings raised while evaluating a render (a construct drawn approximately); the host
    /// clears them before each render and returns them in the reply's `warnings`.
    nonisolated(unsafe) public static var _warnings: [String] = []
    public static func _warn(_ message: String) {
        if !_warnings.contains(message) { _warnings.append(message) }
    }

    /// The request's environment as the emulator sent it (docs/SWIFTUI.md › Protocol): keys
    /// "redacted" ("privacy" or absent), "dynamicTypeSize" ("large", "xxLarge", "accessibility1"…),
    /// "locale" ("en_US"), "now" (Unix seconds). SwiftUI's `redactionReasons`, `dynamicTypeSize`,
    /// `locale` and the clock `Text(_:style:)` formats against should read them.
    nonisolated(unsafe) public static var _hostEnvironment: [String: String] = [:]

    /// The emulator's "now" for this render, when it sent one.
    public static var _now: Date? { _hostEnvironment["now"].flatMap(Double.init).map { Date(timeIntervalSince1970: $0) } }
}

/// The locale the program formats with: the request's `locale` (the emulator's; en_US when it
/// sent none). Foundation's `Locale.current` is `en_001` on Linux whatever `LANG` says
/// (swift-foundation#717: "21 Nov 2025" where an en_US iPhone shows "Nov 21, 2025"), so the
/// generated entry point makes `Locale.current`, `DateFormatter()`, `NumberFormatter()` and the
/// `formatted()` family read this instead (`CompiledPrePass.localeShims`).
public func _afterglowLocale() -> Locale {
    let id = _LoweringContext._hostEnvironment["locale"] ?? "en_US"
    return _LocaleMemo.lock.withLock {
        if let l = _LocaleMemo.last, l.identifier == id { return l }
        let l = Locale(identifier: id)
        _LocaleMemo.last = l
        return l
    }
}

enum _LocaleMemo {
    static let lock = NSLock()
    nonisolated(unsafe) static var last: Locale?
}

/// Foundation's `LocalizedStringResource` (missing from swift-corelibs-foundation): the key is
/// the text, as in a development-language build. AlarmKit's titles and button labels use it.
public struct LocalizedStringResource: Hashable, Sendable, Codable, CustomStringConvertible,
                                       ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public var key: String
    public var defaultValue: String { key }
    public var table: String?
    public var locale: Locale = _afterglowLocale()
    public init(_ key: String) { self.key = key }
    public init(_ key: String, defaultValue: String, table: String? = nil, comment: String? = nil) { self.key = defaultValue; self.table = table }
    public init(_ key: String, table: String? = nil, comment: String? = nil) { self.key = key; self.table = table }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
    public var description: String { key }
    public init(from decoder: Decoder) throws { key = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(key) }
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into h: inout Hasher) { h.combine(key) }
}

extension String {
    public init(localized resource: LocalizedStringResource) { self = resource.key }
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = _afterglowLocale(), comment: String? = nil) { self = defaultValue ?? key }
}

extension Text {
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}

extension Label where Title == Text, Icon == Image {
    /// AlarmKit's button labels: `Label(button.text, systemImage: button.systemImageName)`
    /// (disfavoured, so a literal still picks `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, systemImage: String) {
        self.init(title: { Text(verbatim: resource.key) }, icon: { Image(systemName: systemImage) })
    }
}
