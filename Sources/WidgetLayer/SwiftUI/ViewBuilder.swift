import AfterglowContent

/// SwiftUI's result builder: several views become a `TupleView`, `if` an optional or a choice.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        TupleView(_pack: (repeat each content))
    }
    public static func buildExpression<C: View>(_ content: C) -> C { content }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(.first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(.second(second)) }
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }
}

public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { [] }
}

public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    public var value: T
    let lowerAll: @MainActor (_LoweringContext) -> [TemplateNode]
    public init(_ value: T) {
        self.value = value
        self.lowerAll = { _ in [] }
    }
    init<each C: View>(_pack value: (repeat each C)) where T == (repeat each C) {
        self.value = value
        self.lowerAll = { context in
            var nodes: [TemplateNode] = []
            for view in repeat each value { nodes += _lowerView(view, context) }
            return nodes
        }
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { lowerAll(context) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
extension Optional: _PrimitiveView where Wrapped: View {
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        switch self { case .some(let v): return _lowerView(v, context); case .none: return [] }
    }
}


public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        switch storage { case .first(let v): return _lowerView(v, context); case .second(let v): return _lowerView(v, context) }
    }
}

public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let lowerIt: @MainActor (_LoweringContext) -> [TemplateNode]
    public init<V: View>(_ view: V) { lowerIt = { _lowerView(view, $0) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { lowerIt(context) }
}
