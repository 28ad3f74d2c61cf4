@_exported import Foundation
import AfterglowContent

/// SwiftUI's `View`, as a widget extension's source uses it. Evaluating `body` is what the
/// compiled path is for: the developer's own code computes every value a card shows.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// A view the layer draws itself (text, stacks, shapes, modifiers): it lowers to the core's
/// `TemplateNode`s instead of having a `body`.
@MainActor
public protocol _PrimitiveView {
    func _lower(_ context: _LoweringContext) -> [TemplateNode]
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn by the layer, it has no body") }
}

/// SwiftUI's `ViewModifier`: `body(content:)` wraps the content it is given.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier`'s body is given: the modified view, lowered where it is placed.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let lowerIt: @MainActor (_LoweringContext) -> [TemplateNode]
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { lowerIt(context) }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let c = content
        let inner = _ViewModifier_Content<Modifier>(lowerIt: { _lowerView(c, $0) })
        return _lowerView(modifier.body(content: inner), context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ViewModifier {
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// `EmptyModifier`: changes nothing.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}
