import AfterglowContent
import AfterglowDisplay

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// SwiftUI's environment: values keyed by type, with the emulator's values set by the host.
public struct EnvironmentValues: CustomStringConvertible {
    var storage: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Dynamic Type sizes, smallest first; `.large` is the default.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The pre-iOS 15 name of Dynamic Type sizes.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
    init(_ d: DynamicTypeSize) { self = Self.allCases[d.rawValue] }
    var _dynamicTypeSize: DynamicTypeSize { DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self)!)! }
}
extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool { Self.allCases.firstIndex(of: a)! < Self.allCases.firstIndex(of: b)! }
}

public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// `openURL` in the environment: widgets cannot run it; calling it does nothing.
public struct OpenURLAction {
    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public struct Result { public static let handled = Result(), discarded = Result(), systemAction = Result() }
}

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
// The emulator's values for this request (`_LoweringContext._hostEnvironment`) are the defaults.
struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { _LoweringContext._hostEnvironment["redacted"] == "privacy" ? .privacy : [] }
}
struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize {
        _LoweringContext._hostEnvironment["dynamicTypeSize"].flatMap { name in DynamicTypeSize.allCases.first { "\($0)" == name } } ?? .large
    }
}
struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { _afterglowLocale() }
}
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateKey: EnvironmentKey { static let defaultValue = false }
struct HSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct ObjectsKey: EnvironmentKey { static let defaultValue: [ObjectIdentifier: AnyObject] = [:] }
/// Inherited text and drawing style: what `.font`, `.foregroundStyle`, `.lineLimit` set on a container.
struct TextStyleKey: EnvironmentKey { static let defaultValue = _TextStyle() }

/// The inherited style the layer's primitives read.
public struct _TextStyle {
    public var font: Font? = nil
    public var weight: Font.Weight? = nil
    public var italic = false
    public var design: Font.Design? = nil
    public var width: Font.Width? = nil
    public var color: ColorSpec? = nil
    public var tint: ColorSpec? = nil
    public var monospacedDigit = false
    public var lineLimit: Int? = nil
    public var minimumScaleFactor: Double = 1
    public var alignment: TextAlignment? = nil
    public var textCase: Text.Case? = nil
    public var unredacted = false
    public var imageScale: Image.Scale = .medium
    public var symbolVariant: SymbolVariants = .none
    public var labelStyle: _LabelStyleKind = .titleAndIcon
    public var progressStyle: _ProgressStyleKind = .automatic
    public var gaugeStyle: _GaugeStyleKind = .automatic
    public var buttonStyle: _ButtonStyleKind = .automatic
    public var toggleStyle: _ToggleStyleKind = .automatic
    public var animation: TemplateNode.AnimationSpec? = nil
    public var customLabel: (@MainActor (LabelStyleConfiguration) -> AnyView)? = nil
    public var customProgress: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? = nil
    public var customButton: (@MainActor (ButtonStyleConfiguration) -> AnyView)? = nil
    public init() {}
}

extension EnvironmentValues {
    /// Reads `key` (the host re-evaluates for each value of the keys the code read).
    @inline(__always) func _read<K: EnvironmentKey>(_ key: K.Type, _ name: String) -> K.Value {
        _LoweringContext.current?.noteRead(name)
        return self[key]
    }

    public var colorScheme: ColorScheme {
        get { _read(ColorSchemeKey.self, "colorScheme") } set { self[ColorSchemeKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { _read(ContrastKey.self, "colorSchemeContrast") } set { self[ContrastKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { _read(LuminanceReducedKey.self, "isLuminanceReduced") } set { self[LuminanceReducedKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { _read(RedactionReasonsKey.self, "redactionReasons") } set { self[RedactionReasonsKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { _read(DynamicTypeSizeKey.self, "dynamicTypeSize") } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) } set { dynamicTypeSize = newValue._dynamicTypeSize }
    }
    public var locale: Locale {
        get { _read(LocaleKey.self, "locale") } set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { _read(CalendarKey.self, "calendar") } set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { _read(TimeZoneKey.self, "timeZone") } set { self[TimeZoneKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { _read(DisplayScaleKey.self, "displayScale") } set { self[DisplayScaleKey.self] = newValue }
    }
    public var pixelLength: CGFloat { 1 / displayScale }
    public var layoutDirection: LayoutDirection {
        get { _read(LayoutDirectionKey.self, "layoutDirection") } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { _read(LegibilityWeightKey.self, "legibilityWeight") } set { self[LegibilityWeightKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { _read(ReduceMotionKey.self, "accessibilityReduceMotion") } set { self[ReduceMotionKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { _read(ReduceTransparencyKey.self, "accessibilityReduceTransparency") } set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { _read(DifferentiateKey.self, "accessibilityDifferentiateWithoutColor") } set { self[DifferentiateKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HSizeClassKey.self] } set { self[HSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VSizeClassKey.self] } set { self[VSizeClassKey.self] = newValue }
    }
    public var openURL: OpenURLAction { OpenURLAction(handler: { _ in .handled }) }
    public var font: Font? {
        get { _textStyle.font } set { _textStyle.font = newValue }
    }
    public var lineLimit: Int? {
        get { _textStyle.lineLimit } set { _textStyle.lineLimit = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { _textStyle.alignment ?? .leading } set { _textStyle.alignment = newValue }
    }
    public var textCase: Text.Case? {
        get { _textStyle.textCase } set { _textStyle.textCase = newValue }
    }
    public var _textStyle: _TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
    var _objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] } set { self[ObjectsKey.self] = newValue }
    }
}

/// `@Environment(\.colorScheme)`: read when the body runs, from the context being lowered.
/// `@Environment(Model.self)` reads an object put there with `.environment(model)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    public init(_ objectType: Value.Type) where Value: AnyObject {
        read = { env in
            guard let o = env._objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No \(Value.self) in the environment: put one there with .environment(_:)")
            }
            return o
        }
    }
    public var wrappedValue: Value {
        read(_LoweringContext.current?.environment ?? EnvironmentValues())
    }
}

/// `@EnvironmentObject var model: Model`: an object put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let o = (_LoweringContext.current?.environment ?? EnvironmentValues())._objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return o
    }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let o = object
            return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
        }
    }
}
