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
