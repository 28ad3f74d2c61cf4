@_exported import Combine

/// A property a view reads when its body runs (`@State`, `@Environment`, …).
public protocol DynamicProperty {}

/// `@State`: its initial value (a widget's body runs once per state; nothing mutates it).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Box { var value: Value; init(_ v: Value) { value = v } }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    /// Only for optionals, as SwiftUI declares it (`where Value == Wrapped?`): a wider `init()` would
    /// make `@State var status: Status` (no initial value) default-initialisable, and its memberwise
    /// initialiser would then take a `State<Status>` instead of a `Status`.
    public init<Wrapped>() where Value == Wrapped? { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let b = box
        return Binding(get: { b.value }, set: { b.value = $0 })
    }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get; self.set = { set($0, Transaction()) }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public init(_ base: Binding<Value>) { self = base }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let g = get, s = set
        return Binding<Subject>(get: { g()[keyPath: keyPath] }, set: { v in var whole = g(); whole[keyPath: keyPath] = v; s(whole) })
    }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding where Value: Equatable {
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? v }, set: { base.wrappedValue = $0 })
    }
}

public struct Transaction {
    public var animation: Animation?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let object: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
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

/// `@AppStorage("key", store: UserDefaults(suiteName: …))`: the value in the defaults, else the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let read: () -> Value
    let write: (Value) -> Void
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    init(_ key: String, _ store: UserDefaults?, _ d: Value, _ decode: @escaping (Any) -> Value?, _ encode: @escaping (Value) -> Any?) {
        let s = store ?? .standard
        read = { s.object(forKey: key).flatMap(decode) ?? d }
        write = { v in s.set(encode(v), forKey: key) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store, wrappedValue, { $0 as? Bool }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store, wrappedValue, { ($0 as? NSNumber)?.intValue ?? $0 as? Int }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, store, wrappedValue, { ($0 as? NSNumber)?.doubleValue ?? $0 as? Double }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store, wrappedValue, { $0 as? String }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, store, wrappedValue, { ($0 as? String).flatMap(URL.init(string:)) }, { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store, wrappedValue, { $0 as? Data }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, store, wrappedValue, { $0 as? Date }, { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store, wrappedValue, { ($0 as? String).flatMap(Value.init(rawValue:)) }, { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store, wrappedValue, { ($0 as? Int).flatMap(Value.init(rawValue:)) }, { $0.rawValue })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store, nil, { $0 as? String }, { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store, nil, { $0 as? Int }, { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store, nil, { $0 as? Double }, { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store, nil, { $0 as? Bool }, { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store, nil, { $0 as? Data }, { $0 })
    }
}

/// `@Namespace`: an identity for `matchedGeometryEffect` (which draws nothing different here).
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable { let value: Int }
    nonisolated(unsafe) static var next = 0
    let id: ID
    public init() { Namespace.next += 1; id = ID(value: Namespace.next) }
    public var wrappedValue: ID { id }
}
