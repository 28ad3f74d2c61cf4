import AfterglowContent
import AfterglowDisplay

/// SwiftUI's `Image`: an SF Symbol (drawn by name at the inherited font's size) or an asset
/// image (a placeholder until the driver finds its PNG).
public struct Image: View, _PrimitiveView, Equatable {
    public typealias Body = Never
    enum Source: Equatable { case symbol(String), asset(String), decorative(String), file(path: String?, name: String) }
    let source: Source
    var isResizable = false
    var variableValue: Double?

    public init(systemName: String) { source = .symbol(systemName) }
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName); self.variableValue = variableValue }
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .asset(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .decorative(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .asset(name) }
    /// A picture from a PNG file (UIKit's `Image(uiImage:)`); a nil path draws the placeholder.
    public init(_afterglowPath path: String?, name: String) { source = .file(path: path, name: name) }

    var symbolName: String? { if case .symbol(let n) = source { return n }; return nil }

    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let style = context.environment._textStyle
        let fontSize = (style.font ?? .body)._pointSize(context.environment[DynamicTypeSizeKey.self])
        let scale = style.imageScale == .small ? 0.8 : style.imageScale == .large ? 1.3 : 1
        // A resizable image takes what it is offered (a frame around it decides its size).
        let side = isResizable ? 2000 : (fontSize * 1.2 * scale).rounded()
        var node: TemplateNode
        switch source {
        case .symbol(let name):
            node = TemplateNode(kind: .symbol(.literal(style.symbolVariant._apply(to: name)), sizePt: side))
            node.color = style.color ?? .semantic(.label)
        case .asset(let name), .decorative(let name):
            node = TemplateNode(kind: .image(path: _AssetCatalog.imagePath(name), name: name, sizePt: isResizable ? 2000 : max(20, fontSize * 1.5)))
        case .file(let path, let name):
            node = TemplateNode(kind: .image(path: path, name: name, sizePt: isResizable ? 2000 : max(20, fontSize * 1.5)))
        }
        if isResizable { node.frame = .init(maxWidth: .infinity, maxHeight: .infinity) }
        return [node]
    }
}

public struct SymbolRenderingMode: Hashable, Sendable {
    let _kind: Int
    public static let monochrome = Self(_kind: 0), multicolor = Self(_kind: 1), hierarchical = Self(_kind: 2), palette = Self(_kind: 3)
}

public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: []), fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"]), square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"]), slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: ["circle"] + suffixes) }
    public var square: SymbolVariants { SymbolVariants(suffixes: ["square"] + suffixes) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: ["slash"] + suffixes) }
    /// "heart" with `.fill` is "heart.fill" (a name that already has the suffix keeps it).
    func _apply(to name: String) -> String {
        var n = name
        for s in suffixes where !n.split(separator: ".").contains(Substring(s)) { n += "." + s }
        return n
    }
}

/// SwiftUI's `Label`: an icon and a title side by side (or one of them, by `labelStyle`).
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: Title, icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let kind = context.environment._textStyle.labelStyle
        if let custom = context.environment._textStyle.customLabel {
            let config = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
            return context.with({ $0._textStyle.customLabel = nil }) { custom(config)._lower(context) }
        }
        let t = kind == .iconOnly ? [] : _lowerView(title, context)
        let i = kind == .titleOnly ? [] : _lowerView(icon, context)
        let all = i + t
        return all.count <= 1 ? all : [TemplateNode._stack(.horizontal, all, spacing: 6)]
    }
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) { self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    public init(_ titleKey: LocalizedStringKey, image: String) { self.init(title: { Text(titleKey) }, icon: { Image(image) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) { self.init(title: { Text(title) }, icon: { Image(image) }) }
}

public enum _LabelStyleKind: Hashable, Sendable { case titleAndIcon, iconOnly, titleOnly }
/// A label style: the built-in ones, or the developer's own `makeBody(configuration:)`.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    var _kind: _LabelStyleKind? { get }
}
extension LabelStyle { public var _kind: _LabelStyleKind? { nil } }
public struct LabelStyleConfiguration {
    public struct Title: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        public func _lower(_ context: _LoweringContext) -> [TemplateNode] { view._lower(context) }
    }
    public struct Icon: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        public func _lower(_ context: _LoweringContext) -> [TemplateNode] { view._lower(context) }
    }
    public let title: Title
    public let icon: Icon
}
extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) { self.init(title: { configuration.title }, icon: { configuration.icon }) }
}
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> { Label(configuration) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> { Label(configuration) }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .iconOnly }
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> { Label(configuration) }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind? { .titleOnly }
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> { Label(configuration) }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
