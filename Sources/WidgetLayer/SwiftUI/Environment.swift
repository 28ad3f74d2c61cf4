import AfterglowContent
import AfterglowDisplay

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// SwiftUI's environment: values keyed by type, with the emulator's values set by the host.
public struct EnvironmentValues {
    var storage: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
/// Inherited text style: what `.font`, `.foregroundStyle` set on a container.
struct TextStyleKey: EnvironmentKey { static let defaultValue = _TextStyle() }

public struct _TextStyle {
    public var font: Font? = nil
    public var weight: Font.Weight? = nil
    public var color: ColorSpec? = nil
    public var monospacedDigit = false
    public var lineLimit: Int? = nil
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { _LoweringContext.current?.noteRead("colorScheme"); return self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { _LoweringContext.current?.noteRead("isLuminanceReduced"); return self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
    public var _textStyle: _TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}

/// `@Environment(\.colorScheme)`: read when the body runs, from the context being lowered.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value {
        (_LoweringContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}
