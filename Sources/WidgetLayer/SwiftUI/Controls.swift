import AfterglowContent
import AfterglowDisplay

// MARK: ProgressView

public enum _ProgressStyleKind: Hashable, Sendable { case automatic, linear, circular, custom }
/// A progress view style: the built-in ones, or the developer's own `makeBody(configuration:)`,
/// which runs with the fraction completed (for `timerInterval:` the fraction at render time).
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    var _kind: _ProgressStyleKind { get }
}
extension ProgressViewStyle { public var _kind: _ProgressStyleKind { .custom } }
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> { ProgressView(configuration) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public var _kind: _ProgressStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public var _kind: _ProgressStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> { ProgressView(configuration) }
}

public struct ProgressViewStyleConfiguration {
    /// A label given to the style (lowered where the style's body places it).
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        public func _lower(_ context: _LoweringContext) -> [TemplateNode] { view._lower(context) }
    }
    public struct CurrentValueLabel: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        public func _lower(_ context: _LoweringContext) -> [TemplateNode] { view._lower(context) }
    }
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
    let _value: _ProgressValue
}
enum _ProgressValue { case indeterminate, fraction(Double), interval(ClosedRange<Date>, countsDown: Bool) }

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The built-in drawing of a configuration (a custom style's body may place it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(_value: configuration._value, label: configuration.label, current: configuration.currentValueLabel)
        isConfiguration = true
    }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

/// SwiftUI's `ProgressView`: a bar (or a ring with `.circular`) filled to a fraction, or to the
/// elapsed part of a date interval, bound so it advances on the emulator's clock.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    typealias Value = _ProgressValue
    let value: Value
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    var isConfiguration = false

    init(_value: Value, label: Label?, current: CurrentValueLabel?) { value = _value; self.label = label; currentValueLabel = current }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let style = context.environment._textStyle
        if let custom = style.customProgress, !isConfiguration {
            let fraction: Double?
            switch value {
            case .indeterminate: fraction = nil
            case .fraction(let f): fraction = f
            case .interval(let r, let down):
                context.warn("a custom ProgressViewStyle is drawn at the fraction of its timer interval at render time (it does not advance)")
                let span = r.upperBound.timeIntervalSince(r.lowerBound)
                let elapsed = span > 0 ? max(0, min(1, context.now.timeIntervalSince(r.lowerBound) / span)) : 1
                fraction = down ? 1 - elapsed : elapsed
            }
            let config = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(view: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) }, _value: value)
            return context.with({ $0._textStyle.customProgress = nil }) { custom(config)._lower(context) }
        }
        let ring = style.progressStyle == .circular
        let source: ProgressSource
        switch value {
        case .indeterminate:
            context.warn("an indeterminate ProgressView is drawn as a quarter-filled ring")
            source = .constant(0.25)
        case .fraction(let f): source = .constant(f.isFinite ? max(0, min(1, f)) : 0)
        case .interval(let range, let countsDown):
            // Counting down, the bar empties: an interval from its end to its start is the fraction remaining.
            source = countsDown ? .interval(context.bind(date: range.upperBound), context.bind(date: range.lowerBound))
                                : .interval(context.bind(date: range.lowerBound), context.bind(date: range.upperBound))
        }
        var bar = TemplateNode(kind: .progress(source, style: ring || isIndeterminate ? .ring : .bar, thicknessPt: 4, sizePt: ring || isIndeterminate ? 28 : 4))
        bar.color = style.tint ?? .semantic(.tint)
        var rows: [TemplateNode] = []
        if let label { rows += _lowerView(label, context) }
        if ring, let currentValueLabel {
            var z = TemplateNode._stack(.depth, [bar] + _lowerView(currentValueLabel, context), spacing: 0)
            z.id = nil
            rows.append(z)
        } else {
            rows.append(bar)
            if let currentValueLabel { rows += _lowerView(currentValueLabel, context) }
        }
        if rows.count == 1 { return rows }
        return [TemplateNode._stack(.vertical, rows, spacing: 4, alignment: .leading)]
    }
    var isIndeterminate: Bool { if case .indeterminate = value { return true }; return false }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(_value: .indeterminate, label: nil, current: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(_value: value.map { .fraction(Double($0) / Double(total)) } ?? .indeterminate, label: nil, current: nil)
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(_value: .interval(timerInterval, countsDown: countsDown), label: nil, current: nil)
    }
}
extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(_value: .indeterminate, label: label(), current: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(_value: value.map { .fraction(Double($0) / Double(total)) } ?? .indeterminate, label: label(), current: nil)
    }
}
extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(_value: value.map { .fraction(Double($0) / Double(total)) } ?? .indeterminate, label: label(), current: currentValueLabel())
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(_value: .interval(timerInterval, countsDown: countsDown), label: label(), current: currentValueLabel())
    }
}
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: LocalizedStringKey) { self.init(_value: .indeterminate, label: Text(titleKey), current: nil) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(_value: value.map { .fraction(Double($0) / Double(total)) } ?? .indeterminate, label: Text(titleKey), current: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(_value: value.map { .fraction(Double($0) / Double(total)) } ?? .indeterminate, label: Text(title), current: nil)
    }
}
extension ProgressView where Label == EmptyView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(_value: .interval(timerInterval, countsDown: countsDown), label: nil, current: currentValueLabel())
    }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, label: Never? = nil) {
        self.init(_value: .interval(timerInterval, countsDown: countsDown), label: nil, current: nil)
    }
}
public struct DefaultDateProgressLabel: View, _PrimitiveView {
    public typealias Body = Never
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { [] }
}

// MARK: Gauge

public enum _GaugeStyleKind: Hashable, Sendable { case automatic, linear, circular }
public protocol GaugeStyle { var _kind: _GaugeStyleKind { get } }
public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .automatic } }
public struct _LinearGaugeStyle: GaugeStyle { public var _kind: _GaugeStyleKind { .linear } }
public struct _CircularGaugeStyle: GaugeStyle { public var _kind: _GaugeStyleKind { .circular } }
public typealias LinearCapacityGaugeStyle = _LinearGaugeStyle
public typealias AccessoryLinearGaugeStyle = _LinearGaugeStyle
public typealias AccessoryCircularGaugeStyle = _CircularGaugeStyle
public typealias AccessoryCircularCapacityGaugeStyle = _CircularGaugeStyle
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == _LinearGaugeStyle {
    public static var linearCapacity: _LinearGaugeStyle { .init() }
    public static var accessoryLinear: _LinearGaugeStyle { .init() }
    public static var accessoryLinearCapacity: _LinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == _CircularGaugeStyle {
    public static var accessoryCircular: _CircularGaugeStyle { .init() }
    public static var accessoryCircularCapacity: _CircularGaugeStyle { .init() }
}

/// SwiftUI's `Gauge`: a ring (circular styles) or a bar with its labels.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label, current: CurrentValueLabel?, minLabel: BoundsLabel?, maxLabel: BoundsLabel?

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let style = context.environment._textStyle
        let ring = style.gaugeStyle == .circular
        var bar = TemplateNode(kind: .progress(.constant(fraction), style: ring ? .ring : .bar, thicknessPt: ring ? 5 : 4, sizePt: ring ? 44 : 4))
        bar.color = style.tint ?? .semantic(.tint)
        if ring {
            let inner = context.with({ $0._textStyle.font = $0._textStyle.font ?? .system(size: 12, weight: .medium) }) {
                (current.map { _lowerView($0, context) } ?? []).isEmpty ? _lowerView(label, context) : _lowerView(current!, context)
            }
            return [TemplateNode._stack(.depth, [bar] + inner, spacing: 0)]
        }
        var row: [TemplateNode] = []
        if let minLabel { row += _lowerView(minLabel, context) }
        var grow = bar; grow.frame = .init(maxWidth: .infinity)
        row.append(grow)
        if let maxLabel { row += _lowerView(maxLabel, context) }
        var rows = _lowerView(label, context)
        rows.append(row.count == 1 ? row[0] : TemplateNode._stack(.horizontal, row, spacing: 4))
        if let current { rows += _lowerView(current, context) }
        return rows.count == 1 ? rows : [TemplateNode._stack(.vertical, rows, spacing: 4, alignment: .leading)]
    }
}
extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel)
    where MarkedValueLabels == EmptyView {
        fraction = Gauge.fraction(value, bounds); self.label = label(); current = currentValueLabel()
        minLabel = minimumValueLabel(); maxLabel = maximumValueLabel()
    }
    static func fraction<V: BinaryFloatingPoint>(_ v: V, _ b: ClosedRange<V>) -> Double {
        let span = Double(b.upperBound - b.lowerBound)
        return span > 0 ? max(0, min(1, Double(v - b.lowerBound) / span)) : 0
    }
}
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Gauge.fraction(value, bounds); self.label = label(); current = nil; minLabel = nil; maxLabel = nil
    }
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Gauge.fraction(value, bounds); self.label = label(); current = currentValueLabel(); minLabel = nil; maxLabel = nil
    }
}

// MARK: Button, Link, Toggle

public enum _ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

/// A developer's button style: `makeBody(configuration:)` runs with the button's label, not pressed.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}
public struct ButtonStyleConfiguration {
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        public func _lower(_ context: _LoweringContext) -> [TemplateNode] { view._lower(context) }
    }
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}
public protocol PrimitiveButtonStyle { var _kind: _ButtonStyleKind { get } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .automatic } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .plain } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .borderless } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
/// iOS 26's glass buttons, drawn as their pre-glass counterparts (the glass is not drawn).
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .bordered } }
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }

public enum ButtonRole: Hashable, Sendable { case cancel, destructive }
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }
public struct ButtonBorderShape: Hashable, Sendable {
    let radius: Double
    public static let automatic = Self(radius: 8), capsule = Self(radius: 1000), roundedRectangle = Self(radius: 8), circle = Self(radius: 1000)
    public static func roundedRectangle(radius: CGFloat) -> Self { Self(radius: Double(radius)) }
}
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

/// Lowers a control's label and marks it as the control (the layout engine adds its tap target).
@MainActor
func _lowerControl<L: View>(_ label: L, _ control: ControlSpec, _ context: _LoweringContext) -> [TemplateNode] {
    let style = context.environment._textStyle.buttonStyle
    let tint = context.environment._textStyle.tint ?? .semantic(.tint)
    if control.kind == .button, let custom = context.environment._textStyle.customButton {
        let config = ButtonStyleConfiguration(role: nil, label: .init(view: AnyView(label)), isPressed: false)
        let nodes = context.with({ $0._textStyle.customButton = nil }) { custom(config)._lower(context) }
        guard var n = nodes.count == 1 ? nodes.first : (nodes.isEmpty ? nil : TemplateNode._stack(.horizontal, nodes, spacing: _defaultSpacing)) else { return [] }
        n._setControl(control)
        return [n]
    }
    let nodes: [TemplateNode] = context.with({ env in
        if style == .borderedProminent, env._textStyle.color == nil { env._textStyle.color = .fixed(.white) }
        if style == .bordered || style == .automatic && control.kind == .button, env._textStyle.color == nil { env._textStyle.color = tint }
    }) { _lowerView(label, context) }
    guard var n = nodes.count == 1 ? nodes.first : (nodes.isEmpty ? nil : TemplateNode._stack(.horizontal, nodes, spacing: _defaultSpacing)) else { return [] }
    let radius = context.environment[ButtonBorderShapeKey.self].radius
    switch style {
    case .bordered:
        n._addPadding(.init(top: 7, leading: 12, bottom: 7, trailing: 12))
        n._setBackground(.init(color: tint._withOpacity(0.2), cornerRadiusPt: radius))
    case .borderedProminent:
        n._addPadding(.init(top: 7, leading: 12, bottom: 7, trailing: 12))
        // The label is white on the fill; with no tint set the fill is the default accent,
        // system blue (the template's own tint can resolve to white in the island: white on white).
        n._setBackground(.init(color: tint == .semantic(.tint) ? Color.blue.spec : tint, cornerRadiusPt: radius))
    default: break
    }
    n._setControl(control)
    return [n]
}

public struct Button<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let action: String?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.action = nil }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.action = nil }
    /// For AppIntents' `Button(intent:)`: the action names the intent's type.
    public init(_controlAction: String?, @ViewBuilder label: () -> Label) { self.label = label(); action = _controlAction }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { _lowerControl(label, ControlSpec(kind: .button, action: action), context) }
}
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
}
extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

public struct Link<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label, destination: URL
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.with({ $0._textStyle.buttonStyle = .plain }) { _lowerControl(label, ControlSpec(kind: .link, action: destination.absoluteString), context) }
    }
}
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

public enum _ToggleStyleKind: Hashable, Sendable { case automatic, `switch`, button }
public protocol ToggleStyle { var _kind: _ToggleStyleKind { get } }
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .automatic } }
public struct SwitchToggleStyle: ToggleStyle { public init() {}; public init(tint: Color) {}; public var _kind: _ToggleStyleKind { .switch } }
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .button } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// SwiftUI's `Toggle`: its label and a switch drawn on or off.
public struct Toggle<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let isOn: Bool, label: Label, action: String?
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn.wrappedValue; self.label = label(); action = nil }
    /// For AppIntents' `Toggle(isOn:intent:)`.
    public init(_isOn: Bool, controlAction: String?, @ViewBuilder label: () -> Label) { isOn = _isOn; self.label = label(); action = controlAction }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let style = context.environment._textStyle
        if style.toggleStyle == .button {
            return context.with({ $0._textStyle.buttonStyle = isOn ? .borderedProminent : .bordered }) {
                _lowerControl(label, ControlSpec(kind: .toggle, action: action), context)
            }
        }
        let track = TemplateNode(kind: .shape(ShapeSpec(form: .capsule, fill: isOn ? (style.tint ?? .fixed(AfterglowDisplay.Color(r: 0.2, g: 0.78, b: 0.35, a: 1))) : .semantic(.track))))
        var knob = TemplateNode(kind: .shape(ShapeSpec(form: .circle, fill: .fixed(.white))))
        knob.padding = .init(all: 2)
        var sw = TemplateNode._stack(.depth, [track, knob], spacing: 0, alignment: isOn ? .trailing : .leading)
        sw.frame = .init(width: 51, height: 31)
        var knobSized = knob; knobSized.frame = .init(width: 27, height: 27)
        sw.kind = .stack(axis: .depth, children: [track, knobSized], spacing: 0, alignment: isOn ? .trailing : .leading)
        let labels = context.with({ $0._textStyle.buttonStyle = .plain }) { _lowerView(label, context) }
        var row = TemplateNode._stack(.horizontal, labels + [TemplateNode(kind: .spacer(minLength: 0)), sw], spacing: _defaultSpacing)
        row._setControl(ControlSpec(kind: .toggle, action: action))
        return [row]
    }
}
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}
