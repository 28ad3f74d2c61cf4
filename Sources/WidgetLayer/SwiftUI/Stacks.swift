import AfterglowContent

public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment, spacing: Double?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let a: TemplateNode.Alignment = switch alignment { case .leading: .leading; case .center: .center; case .trailing: .trailing }
        return [TemplateNode(kind: .stack(axis: .vertical, children: _lowerView(content, context), spacing: spacing, alignment: a))]
    }
}

public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment, spacing: Double?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let a: TemplateNode.Alignment = switch alignment { case .top: .top; case .bottom: .bottom; default: .center }
        return [TemplateNode(kind: .stack(axis: .horizontal, children: _lowerView(content, context), spacing: spacing, alignment: a))]
    }
}

public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { [TemplateNode(kind: .spacer(minLength: minLength ?? 0))] }
}
