/// The small surface of Combine that widget code touches: `ObservableObject` and `@Published`.
/// A widget's views are evaluated once per request, so nothing subscribes; `send()` does nothing.

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set {}
    }
    public struct Publisher {
        public let value: Value
    }
}

/// A subscription handle (`.store(in: &cancellables)` compiles; nothing is ever delivered).
public final class AnyCancellable: Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
