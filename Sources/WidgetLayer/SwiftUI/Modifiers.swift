import AfterglowContent

/// A modifier that changes what its content inherits (`.font`, `.foregroundStyle` on a stack).
public struct _EnvironmentModified<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.with(change) { _lowerView(content, context) }
    }
}

/// A modifier that changes each node its content lowers to (`.padding`, `.frame`, `.background`).
public struct _NodeModified<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: @MainActor (inout TemplateNode, _LoweringContext) -> Void
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        _lowerView(content, context).map { node in var n = node; change(&n, context); return n }
    }
}

extension View {
    public func _environment(_ change: @escaping (inout EnvironmentValues) -> Void) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self, change: change)
    }
    public func _node(_ change: @escaping @MainActor (inout TemplateNode, _LoweringContext) -> Void) -> _NodeModified<Self> {
        _NodeModified(content: self, change: change)
    }

    public func font(_ font: Font?) -> _EnvironmentModified<Self> { _environment { $0._textStyle.font = font } }
    public func foregroundColor(_ color: Color?) -> _EnvironmentModified<Self> { _environment { $0._textStyle.color = color?.spec } }
    public func foregroundStyle(_ color: Color) -> _EnvironmentModified<Self> { _environment { $0._textStyle.color = color.spec } }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentModified<Self> {
        _environment { $0[keyPath: keyPath] = value }
    }
    public func padding(_ length: Double = 16) -> _NodeModified<Self> {
        _node { n, _ in
            n.padding = TemplateNode.EdgeInsets(top: n.padding.top + length, leading: n.padding.leading + length,
                                                bottom: n.padding.bottom + length, trailing: n.padding.trailing + length)
        }
    }
}
