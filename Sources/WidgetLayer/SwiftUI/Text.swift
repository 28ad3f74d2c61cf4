import AfterglowContent
import AfterglowDisplay

/// SwiftUI's `Text`: the string the developer's code computed, set in the inherited style.
public struct Text: View, _PrimitiveView, Equatable {
    public typealias Body = Never
    enum Storage: Equatable { case verbatim(String), timer(ClosedRange<Date>, countsDown: Bool) }
    var storage: Storage
    var style = _TextStyle()

    public init(verbatim content: String) { storage = .verbatim(content) }
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        storage = .timer(timerInterval, countsDown: countsDown)
    }

    public static func == (a: Text, b: Text) -> Bool { a.storage == b.storage }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let inherited = context.environment._textStyle
        let font = style.font ?? inherited.font ?? .body
        let weight = (style.weight ?? inherited.weight).map { font.weight($0) } ?? font
        let spec = TemplateNode.TextSpec(sizePt: font.size, weight: weight.fontWeight,
                                         monospacedDigits: font._monospacedDigit || style.monospacedDigit || inherited.monospacedDigit,
                                         lineLimit: style.lineLimit ?? inherited.lineLimit ?? 1)
        var node: TemplateNode
        switch storage {
        case .verbatim(let s):
            node = TemplateNode(kind: .text(TextSource(segments: [.literal(s)]), spec))
        case .timer(let range, let countsDown):
            let source = TimerSource(start: context.bind(date: range.lowerBound), end: context.bind(date: range.upperBound), countsDown: countsDown)
            node = TemplateNode(kind: .timer(source, spec))
        }
        node.color = style.color ?? inherited.color
        return [node]
    }

    public func font(_ font: Font?) -> Text { var t = self; t.style.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.style.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style.color = color?.spec; return t }
}
