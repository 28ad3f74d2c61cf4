import AfterglowContent
import AfterglowDisplay

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
    var _template: AfterglowDisplay.TextAlignment {
        switch self { case .leading: .leading; case .center: .center; case .trailing: .trailing }
    }
}

/// SwiftUI's `Text`: the string the developer's code computed, set in the inherited style.
/// Dates shown with a style stay data (bound to synthetic fields), so timers and relative
/// times advance on the emulator's clock.
public struct Text: View, _PrimitiveView, Equatable {
    public typealias Body = Never

    public struct DateStyle: Hashable, Sendable {
        let _kind: Int
        public static let time = DateStyle(_kind: 0), date = DateStyle(_kind: 1), relative = DateStyle(_kind: 2)
        public static let offset = DateStyle(_kind: 3), timer = DateStyle(_kind: 4)
    }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
    }

    enum Run: Equatable {
        case string(String)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, countsDown: Bool, pause: Date?)
        case symbol(Image)
    }
    /// A Text's own modifiers (they win over the environment).
    struct Style: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var design: Font.Design?
        var width: Font.Width?
        var color: ColorSpec?
        /// A style resolved where the text is lowered (`.secondary` is relative to the inherited colour).
        var lazyColor: _LazyStyle?
        var monospacedDigit = false
        var decorated = false
    }
    final class _LazyStyle: Equatable {
        let resolve: (EnvironmentValues) -> ColorSpec
        init(_ r: @escaping (EnvironmentValues) -> ColorSpec) { resolve = r }
        static func == (a: _LazyStyle, b: _LazyStyle) -> Bool { a === b }
    }
    indirect enum Storage: Equatable { case runs([Run]), concat([Text]) }
    var storage: Storage
    var style = Style()

    init(_runs: [Run]) { storage = .runs(_runs) }
    public init(verbatim content: String) { storage = .runs([.string(content)]) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .runs([.string(String(content))]) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = key.pieces.count == 1 ? key.pieces[0].storage : .concat(key.pieces)
        if key.markdown { _warn("Markdown emphasis in a Text literal is drawn as plain text (its markers removed)") }
    }
    @_disfavoredOverload
    public init(_ attributed: AttributedString) { storage = .runs([.string(String(attributed.characters))]) }
    public init(_ date: Date, style: DateStyle) { storage = .runs([.date(date, style)]) }
    public init(_ dates: ClosedRange<Date>) { storage = .runs([.string(Text._intervalString(dates))]) }
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        storage = .runs([.timer(timerInterval, countsDown: countsDown, pause: pauseTime)])
    }
    /// SwiftUI formats with the environment's locale (the emulator's), not Foundation's current.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .runs([.string(format.locale(_afterglowLocale()).format(input))])
    }
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = .runs([.string(formatter.string(for: subject) ?? "")])
    }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        storage = .runs([.string(formatter.string(for: subject) ?? "")])
    }
    public init(_ image: Image) { storage = .runs([.symbol(image)]) }

    public static func == (a: Text, b: Text) -> Bool { a.storage == b.storage && a.style == b.style }

    public static func + (a: Text, b: Text) -> Text { Text(storage: .concat([a, b])) }
    init(storage: Storage) { self.storage = storage }

    static func _intervalString(_ r: ClosedRange<Date>) -> String {
        let f = DateFormatter(); f.locale = _afterglowLocale(); f.dateStyle = .none; f.timeStyle = .short
        return "\(f.string(from: r.lowerBound)) – \(f.string(from: r.upperBound))"
    }

    // MARK: Text's own modifiers (they return Text, so `Text(…).bold() + Text(…)` compiles)

    public func font(_ font: Font?) -> Text { if font?._inherited == true { return self }; var t = self; t.style.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.style.weight = weight; return t }
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.style.design = design; return t }
    public func fontWidth(_ width: Font.Width?) -> Text { var t = self; t.style.width = width; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }
    public func italic() -> Text { var t = self; t.style.italic = true; return t }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { var t = self; t.style.monospacedDigit = true; return t }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style.color = color?.spec; t.style.lazyColor = nil; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        if let c = style as? Color { t.style.color = c.spec; t.style.lazyColor = nil } else { t.style.color = nil; t.style.lazyColor = _LazyStyle(style._colorSpec) }
        return t
    }
    public func kerning(_ kerning: CGFloat) -> Text { decorated("kerning") }
    public func tracking(_ tracking: CGFloat) -> Text { decorated("tracking") }
    public func baselineOffset(_ offset: CGFloat) -> Text { decorated("baselineOffset") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? decorated("underline") : self }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { isActive ? decorated("underline") : self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? decorated("strikethrough") : self }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { isActive ? decorated("strikethrough") : self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    public struct Scale: Hashable, Sendable { public static let `default` = Scale(), secondary = Scale() }

    func decorated(_ what: String) -> Text {
        _warn("Text.\(what) is not drawn (the renderer sets plain text)")
        return self
    }

    // MARK: Lowering

    /// One piece of a line: text (literal or bound) or a timer, in a resolved style.
    enum Inline { case segment(TextSource.Segment), timer(TimerSource), symbol(String) }

    func _inlines(_ context: _LoweringContext, _ outer: Style) -> [(Inline, Style)] {
        var s = outer
        if let f = style.font { s.font = f }
        if let w = style.weight { s.weight = w }
        if style.italic { s.italic = true }
        if let d = style.design { s.design = d }
        if let w = style.width { s.width = w }
        if let c = style.color { s.color = c }
        if let lazy = style.lazyColor {
            var env = context.environment
            env._textStyle.color = s.color
            s.color = lazy.resolve(env)
        }
        if style.monospacedDigit { s.monospacedDigit = true }
        switch storage {
        case .concat(let parts): return parts.flatMap { $0._inlines(context, s) }
        case .runs(let runs):
            return runs.flatMap { run -> [(Inline, Style)] in
                switch run {
                case .string(let str): return [(.segment(.literal(str)), s)]
                case .symbol(let image): return [(.symbol(image.symbolName ?? "photo"), s)]
                case .timer(let range, let down, let pause):
                    if pause != nil { context.warn("Text(timerInterval:pauseTime:) runs as if not paused") }
                    return [(.timer(TimerSource(start: context.bind(date: range.lowerBound), end: context.bind(date: range.upperBound), countsDown: down)), s)]
                case .date(let date, let dateStyle):
                    return [(Text._dateInline(date, dateStyle, context), s)]
                }
            }
        }
    }

    static func _dateInline(_ date: Date, _ style: DateStyle, _ context: _LoweringContext) -> Inline {
        let env = context.environment
        switch style {
        case .timer:
            // Counts down to a date ahead, up from one passed (as iOS does).
            return date > context.now
                ? .timer(TimerSource(start: nil, end: context.bind(date: date), countsDown: true))
                : .timer(TimerSource(start: context.bind(date: date), end: nil, countsDown: false))
        case .relative, .offset:
            if style == .offset { context.warn("Text(date, style: .offset) is drawn as a relative time (\"in 5 min\")") }
            return .segment(.binding(context.bind(date: date, format: .relative)))
        default:
            let f = DateFormatter()
            f.locale = env.locale; f.timeZone = env.timeZone; f.calendar = env.calendar
            if style == .time { f.dateStyle = .none; f.timeStyle = .short } else { f.dateStyle = .long; f.timeStyle = .none }
            return .segment(.literal(f.string(from: date)))
        }
    }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let env = context.environment
        let inherited = env._textStyle
        var base = Style()
        base.font = inherited.font; base.weight = inherited.weight; base.italic = inherited.italic
        base.design = inherited.design; base.width = inherited.width; base.color = inherited.color
        base.monospacedDigit = inherited.monospacedDigit
        let pieces = _inlines(context, base)
        let textCase = inherited.textCase
        let dynamicType = env[DynamicTypeSizeKey.self]

        func spec(_ s: Style) -> TemplateNode.TextSpec {
            let font = s.font ?? .body
            if let name = font._customName { context.warn("custom font \"\(name)\" is drawn in the system face at its size") }
            if s.italic || font._italic { context.warn("italic text is drawn upright (the renderer has one face)") }
            let design = s.design ?? font._design
            if design == .serif || design == .rounded { context.warn("serif and rounded font designs are drawn in the default face") }
            let weight = (s.weight ?? font._weight ?? font._defaultWeight)
            let lineLimit = inherited.lineLimit ?? 3
            return TemplateNode.TextSpec(sizePt: font._pointSize(dynamicType), weight: weight._template,
                                         monospacedDigits: s.monospacedDigit || font._monospacedDigit || design == .monospaced,
                                         lineLimit: max(1, lineLimit), alignment: (inherited.alignment ?? .leading)._template,
                                         minimumScaleFactor: inherited.minimumScaleFactor)
        }
        func cased(_ str: String) -> String {
            switch textCase {
            case .uppercase?: return str.uppercased(with: env[LocaleKey.self])
            case .lowercase?: return str.lowercased(with: env[LocaleKey.self])
            case nil: return str
            }
        }

        // Redacted as a placeholder: a rounded bar the size of the text, as iOS draws it.
        if env[RedactionReasonsKey.self].contains(.placeholder), !inherited.unredacted {
            let s = spec(pieces.first?.1 ?? base)
            let chars = pieces.reduce(0) { n, p in
                if case .segment(.literal(let str)) = p.0 { return n + str.count }
                return n + 5
            }
            var bar = TemplateNode(kind: .shape(ShapeSpec(form: .roundedRectangle(cornerRadius: s.sizePt * 0.25), fill: .semantic(.track))))
            bar.frame = .init(width: (Double(max(chars, 1)) * s.sizePt * 0.55).rounded(), height: (s.sizePt * 1.1).rounded())
            return [bar]
        }

        // Consecutive pieces of one style become one text node; a timer or symbol is a node of its own.
        var nodes: [TemplateNode] = []
        var pending: [TextSource.Segment] = []
        var pendingStyle: Style?
        func flush() {
            guard let s = pendingStyle, !pending.isEmpty else { pending = []; pendingStyle = nil; return }
            var merged: [TextSource.Segment] = []
            for seg in pending {
                if case .literal(let b) = seg, case .literal(let a)? = merged.last { merged[merged.count - 1] = .literal(a + b) } else { merged.append(seg) }
            }
            var n = TemplateNode(kind: .text(TextSource(segments: merged), spec(s)))
            n.color = s.color
            nodes.append(n)
            pending = []; pendingStyle = nil
        }
        for (inline, s) in pieces {
            switch inline {
            case .segment(let seg):
                if let p = pendingStyle, p != s {
                    // Texts joined with `+` in different styles: one line in the first style keeps
                    // the line wrapping; a warning says the styles were merged.
                    if spec(p) != spec(s) || p.color != s.color { context.warn("Texts joined with + in different styles are drawn in the first one's style") }
                }
                if pendingStyle == nil { pendingStyle = s }
                if case .literal(let str) = seg { pending.append(.literal(cased(str))) } else { pending.append(seg) }
            case .timer(let t):
                flush()
                var sp = spec(s)
                sp.monospacedDigits = true
                var n = TemplateNode(kind: .timer(t, sp))
                n.color = s.color
                nodes.append(n)
            case .symbol(let name):
                flush()
                var n = TemplateNode(kind: .symbol(.literal(name), sizePt: (spec(s).sizePt * 1.1).rounded()))
                n.color = s.color ?? .semantic(.label)
                nodes.append(n)
            }
        }
        flush()
        if nodes.count <= 1 { return nodes }
        return [TemplateNode._stack(.horizontal, nodes, spacing: 0)]
    }
}

/// A string literal given to `Text`: its interpolations keep SwiftUI's formatting
/// (`specifier:`, `style:`, `format:`, a Double as "%lf" does).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    var pieces: [Text]
    /// The literal had Markdown markers (SwiftUI renders `**bold**` as bold; here, plain).
    var markdown = false
    public init(_ value: String) {
        let (plain, had) = LocalizedStringKey.stripMarkdown(value)
        pieces = [Text(verbatim: plain)]; markdown = had
    }
    public init(stringLiteral value: String) {
        let (plain, had) = LocalizedStringKey.stripMarkdown(value)
        pieces = [Text(verbatim: plain)]; markdown = had
    }
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces.isEmpty ? [Text(verbatim: "")] : stringInterpolation.pieces
        markdown = stringInterpolation.markdown
    }

    /// Removes inline Markdown as SwiftUI interprets it in a literal: `**b**`, `*i*`, `_i_`,
    /// `~~s~~`, `` `c` ``, `[text](url)`.
    static func stripMarkdown(_ s: String) -> (String, Bool) {
        guard s.contains(where: { "*_~`[".contains($0) }) else { return (s, false) }
        var out = s
        let patterns = [#"\*\*(.+?)\*\*"#, #"__(.+?)__"#, #"~~(.+?)~~"#, #"\*(\S(?:.*?\S)?)\*"#, #"(?<![A-Za-z0-9])_(\S(?:.*?\S)?)_(?![A-Za-z0-9])"#, #"`([^`]+)`"#, #"\[([^\]]+)\]\([^)]*\)"#]
        for p in patterns {
            guard let re = try? NSRegularExpression(pattern: p) else { continue }
            out = re.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "$1")
        }
        return (out, out != s)
    }

    /// The text without styles (dates as their static rendering).
    var _plain: String {
        pieces.map { t -> String in
            if case .runs(let runs) = t.storage {
                return runs.map { if case .string(let s) = $0 { return s }; return "" }.joined()
            }
            return ""
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Text] = []
        var markdown = false
        public init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func add(_ s: String) {
            if let last = pieces.last, case .runs(let runs) = last.storage, runs.count == 1, case .string(let a) = runs[0], last.style == Text.Style() {
                pieces[pieces.count - 1] = Text(verbatim: a + s)
            } else {
                pieces.append(Text(verbatim: s))
            }
        }
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            let (plain, had) = LocalizedStringKey.stripMarkdown(literal)
            if had { markdown = true }
            add(plain)
        }
        public mutating func appendInterpolation(_ string: String) { add(string) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { add(String(string)) }
        public mutating func appendInterpolation(_ text: Text) { pieces.append(text) }
        public mutating func appendInterpolation(_ image: Image) { pieces.append(Text(image)) }
        public mutating func appendInterpolation(_ attributed: AttributedString) { add(String(attributed.characters)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { add("\(value)") }
        /// SwiftUI formats a floating-point interpolation with "%lf": 0.5 shows as "0.500000".
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { add(String(format: "%f", Double(value))) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            add(String(format: specifier, Int64(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            add(String(format: specifier, Double(value)))
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { pieces.append(Text(date, style: style)) }
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { add(Text._intervalString(dates)) }
        public mutating func appendInterpolation(_ interval: DateInterval) { add(Text._intervalString(interval.start...interval.end)) }
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            pieces.append(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            add(format.locale(_afterglowLocale()).format(input))
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            add(formatter.flatMap { $0.string(for: subject) } ?? "\(subject)")
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            add(formatter.flatMap { $0.string(for: subject) } ?? "\(subject)")
        }
        /// Anything else: its description (an enum case's name, a custom type's `description`).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { add("\(value)") }
    }
}
