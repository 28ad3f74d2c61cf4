import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// The source pre-pass of the compiled path (docs/SWIFTUI.md › Compiled path › Driver): copies of
/// the developer's files that `swiftc` compiles against the widget layer as they would for iOS.
///
/// - `#if os(iOS)` (and `os(watchOS)`, `os(macOS)`, …) take the iOS branch: each `os(X)` in a
///   condition becomes `true`/`false`, padded to the same width so columns stay put.
/// - `#Preview(_:as:using:) { … } contentStates: { … }` becomes a registration,
///   `@MainActor let __afterglowPreviewN = _AfterglowPreview(<the same arguments>) { … } contentStates: { … }`,
///   handed to `_WidgetHost.main(widgets:previews:)`; other `#Preview`s and `PreviewProvider`s are
///   dropped (their lines kept blank).
/// - The developer's `@main` is removed; the generated entry file has the program's.
/// - `import X` of a module neither the toolchain nor the layer has (the app's own module) is
///   dropped, and said (a stand-in).
/// - The body of an App Intent's `perform()` becomes `return .result()`: the emulator records a
///   button's intent and never runs it, so what the body touches (SwiftData, the app's managers, a
///   React Native bridge, AlarmKit's scheduler) need not compile here. Said as a stand-in.
/// - Files of another target in the folder are left out (`TargetMembership`): said as a stand-in.
/// - Each copy starts with `#sourceLocation(file:line:)` naming the developer's file; every
///   rewrite keeps the line count, so the compiler's file:line:column are the developer's.
public enum CompiledPrePass {
    public struct File: Sendable, Equatable {
        /// The developer's file (absolute path).
        public var path: String
        /// The copy to compile.
        public var text: String
    }

    public struct Output: Sendable {
        public var files: [File]
        /// `entry.swift`: the program's `@main`.
        public var entry: String
        /// Widget types (as written, qualified when nested) whose body has an `ActivityConfiguration`.
        public var widgets: [String]
        /// The preview registrations' names, in source order.
        public var previews: [String]
        /// Where each kept preview is in the developer's files (path, first and last line): a
        /// compile error inside one lets the driver drop the previews and build the widget alone.
        public var previewLines: [(path: String, lines: ClosedRange<Int>)] = []
        /// Stand-ins used (a dropped import, …), one line each.
        public var standIns: [String]
    }

    /// Modules the compile can import: the toolchain's own on Linux, plus the layer's (found in
    /// its `Modules/` directory, passed as `layerModules`).
    public static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "_Concurrency", "_StringProcessing", "RegexBuilder",
        "Observation", "Synchronization", "Distributed", "Cxx", "CxxStdlib",
    ]

    /// The layer's modules when its directory is not known (tests of the rewrite alone).
    public static let assumedLayerModules: Set<String> = ["SwiftUI", "WidgetKit", "ActivityKit", "UIKit", "AppIntents", "AlarmKit", "Combine", "AfterglowOSLog"]

    /// `previewHost` false: the layer has no `_WidgetHost.main(widgets:previews:)` yet; previews are
    /// dropped and the entry calls the first widget's `main()`.
    public static func run(_ sources: [(path: String, text: String)], layerModules: Set<String> = assumedLayerModules,
                           previewHost: Bool = true, keepPreviews: Bool = true) -> Output {
        var files: [File] = [], widgets: [String] = [], previews: [String] = [], standIns: [String] = []
        var previewLines: [(path: String, lines: ClosedRange<Int>)] = []
        var counter = 0
        let intentTypes = IntentTypes.collect(sources.map(\.text))
        var intentBodies = 0
        for (path, text) in sources {
            let tree = Parser.parse(source: text)
            let finder = Finder(viewMode: .sourceAccurate)
            finder.available = toolchainModules.union(layerModules)
            finder.previewCounter = counter
            finder.previewHost = previewHost
            finder.keepPreviews = keepPreviews
            finder.intentTypes = intentTypes
            // swift-corelibs-foundation keeps URLSession and URLRequest in FoundationNetworking (on
            // Apple's platforms `import Foundation` has them): a file that uses them gets that import too.
            finder.needsNetworking = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse"].contains { text.contains($0) }
            // On Apple's platforms `import Foundation` brings CoreFoundation's and CoreGraphics' names
            // (`CFString`, `CFDictionary`); the layer keeps the ones widget code uses in UIKit.
            finder.needsCoreNames = text.contains("CFString") || text.contains("CFDictionary") || text.contains("CFURL")
                || text.contains("CFData") || text.contains("CGImageSource") || text.contains("kCGImage") || text.contains("kCTFont")
                || text.contains("NSEC_PER_") || text.contains("USEC_PER_") || text.contains("DispatchSerialQueue") || text.contains("CFNotification")
            finder.converter = SourceLocationConverter(fileName: path, tree: tree)
            finder.walk(tree)
            previewLines += finder.previewLines.map { (path: path, lines: $0) }
            intentBodies += finder.intentBodies
            counter = finder.previewCounter
            widgets += finder.widgets
            previews += finder.previews
            for m in finder.droppedImports where !standIns.contains("import \(m) dropped (a module neither the toolchain nor the layer has)") {
                standIns.append("import \(m) dropped (a module neither the toolchain nor the layer has)")
            }
            let rewritten = apply(finder.edits, to: text)
            files.append(File(path: path, text: "#sourceLocation(file: \(swiftStringLiteral(path)), line: 1)\n" + rewritten
                                + "\n#sourceLocation()\n"))
        }
        if intentBodies > 0 {
            standIns.append("perform() of \(intentBodies) App Intent\(intentBodies == 1 ? "" : "s") not compiled (the emulator records a button's intent and never runs it)")
        }
        // Files of another target in the same folder (the project file says which; we cannot read it).
        let excluded = TargetMembership.excluded(files.map { (path: $0.path, text: $0.text) }, widgets: widgets)
        if !excluded.isEmpty {
            let paths = Set(excluded.map(\.path))
            files.removeAll { paths.contains($0.path) }
            for e in excluded { standIns.append("\((e.path as NSString).lastPathComponent) left out: \(e.reason)") }
        }
        let main = previewHost ? entry(widgets: widgets, previews: previews, locale: localeShims(files.map(\.text))) : legacyEntry(widgets: widgets)
        if !keepPreviews { standIns.append("#Preview blocks dropped: their content states do not compile here (the widget is built without them)") }
        var out = Output(files: files, entry: main, widgets: widgets, previews: previews, standIns: standIns)
        out.previewLines = previewLines
        return out
    }

    /// The generated `@main`.
    public static func entry(widgets: [String], previews: [String], locale: String = "") -> String {
        """
        // Generated by afterglow's compiled path: the program's entry point.
        import Foundation
        import SwiftUI
        import WidgetKit

        // SwiftPM's resource accessor, which a folder cut from a package uses (`Color("x", bundle: .module)`).
        extension Foundation.Bundle { static var module: Foundation.Bundle { Foundation.Bundle.main } }
        \(locale)

        @main
        enum __AfterglowMain {
            @MainActor static func main() {
                _WidgetHost.main(widgets: [\(widgets.map { "\($0)()" }.joined(separator: ", "))] as [any Widget], previews: [\(previews.joined(separator: ", "))])
            }
        }

        """
    }

    /// Foundation's current locale is `en_001` on Linux whatever `LANG` says (swift-foundation#717),
    /// where the developer's device formats with its own (an en_US iPhone: "Nov 21, 2025", not
    /// "21 Nov 2025"). Declared in the program's own module, these shadow Foundation's names for the
    /// developer's code and read the emulator's locale (`_afterglowLocale()`, the request's
    /// `locale`, en_US by default). A name the sources declare themselves is left alone (a second
    /// declaration would not compile). Foundation's own internals still use `en_001`: a
    /// `Date.FormatStyle(…)` called directly, not through `formatted(_:)`, is not reached.
    static func localeShims(_ sources: [String]) -> String {
        func declares(_ pattern: String) -> Bool {
            sources.contains { $0.range(of: pattern, options: .regularExpression) != nil }
        }
        var out = "\n// The emulator's locale, not Foundation's en_001 on Linux (CompiledPrePass.localeShims).\n"
        if !declares(#"extension\s+(Foundation\.)?Locale\b"#) {
            out += """
            extension Foundation.Locale {
                static var current: Foundation.Locale { _afterglowLocale() }
                static var autoupdatingCurrent: Foundation.Locale { _afterglowLocale() }
            }

            """
        }
        for name in ["DateFormatter", "NumberFormatter"] where !declares(#"(class|struct|enum|typealias)\s+"# + name + #"\b"#) {
            let extra = name != "DateFormatter" ? "" : """
                override class func localizedString(from date: Date, dateStyle: Foundation.DateFormatter.Style, timeStyle: Foundation.DateFormatter.Style) -> String {
                    let f = DateFormatter(); f.dateStyle = dateStyle; f.timeStyle = timeStyle; return f.string(from: date)
                }

            """
            out += """
            class \(name): Foundation.\(name), @unchecked Sendable {
                override init() { super.init(); locale = _afterglowLocale() }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            \(extra)}

            """
        }
        if !declares(#"func\s+formatted\s*\(\s*(\)|_|date\s*:)"#) {
            out += """
            extension Foundation.Date {
                func formatted() -> String { Foundation.Date.FormatStyle(date: .numeric, time: .shortened, locale: _afterglowLocale()).format(self) }
                func formatted(date: Foundation.Date.FormatStyle.DateStyle, time: Foundation.Date.FormatStyle.TimeStyle) -> String {
                    Foundation.Date.FormatStyle(date: date, time: time, locale: _afterglowLocale()).format(self)
                }
                func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Foundation.Date {
                    format.locale(_afterglowLocale()).format(self)
                }
            }
            extension BinaryInteger {
                func formatted() -> String { IntegerFormatStyle<Self>(locale: _afterglowLocale()).format(self) }
                func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
                    format.locale(_afterglowLocale()).format(self)
                }
            }
            extension BinaryFloatingPoint {
                func formatted() -> String { FloatingPointFormatStyle<Self>(locale: _afterglowLocale()).format(self) }
                func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
                    format.locale(_afterglowLocale()).format(self)
                }
            }

            """
        }
        return out
    }

    /// The seed layer's entry: the first widget's `main()` (its previews are not available).
    static func legacyEntry(widgets: [String]) -> String {
        "import SwiftUI\nimport WidgetKit\n\n@main\nenum __AfterglowMain {\n    @MainActor static func main() {\n        "
            + (widgets.first.map { "\($0).main()" } ?? "") + "\n    }\n}\n"
    }

    static func swiftStringLiteral(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    struct Edit { var start: Int; var end: Int; var replacement: String }

    /// Applies non-overlapping byte-range edits (an edit inside an earlier one is skipped).
    static func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        var last = Int.max
        for e in edits.sorted(by: { $0.start > $1.start }) where e.end <= last {
            bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
            last = e.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The newlines of `text`: what a dropped span leaves, so lines keep their numbers.
    static func blank(_ text: String) -> String { String(repeating: "\n", count: text.utf8.filter { $0 == 10 }.count) }

    /// `true`/`false`/unknown for an `#if` condition, as iOS with DEBUG builds it.
    static func evaluate(_ e: ExprSyntax, available: Set<String>) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "DEBUG" ? true : nil }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return evaluate(p.expression, available: available).map { !$0 } }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return evaluate(t.elements.first!.expression, available: available) }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3 {
            let items = Array(s.elements)
            guard let op = items[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let l = evaluate(items[0], available: available), r = evaluate(items[2], available: available)
            if op == "&&" { if l == false || r == false { return false }; if l == true && r == true { return true }; return nil }
            if op == "||" { if l == true || r == true { return true }; if l == false && r == false { return false }; return nil }
            return nil
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return evaluate(ExprSyntax(SequenceExprSyntax(elements: [i.leftOperand, ExprSyntax(BinaryOperatorExprSyntax(operator: .binaryOperator(op))), i.rightOperand])), available: available)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let arg = c.arguments.first?.expression.trimmedDescription {
            switch name {
            case "os": return arg == "iOS"
            case "targetEnvironment": return false
            case "canImport": return available.contains(arg.split(separator: ".").first.map(String.init) ?? arg)
            case "swift", "compiler": return true
            case "arch": return arg == "arm64"
            default: return nil
            }
        }
        return nil
    }

    final class Finder: SyntaxVisitor {
        var edits: [Edit] = []
        var widgets: [String] = []
        var previews: [String] = []
        var previewCounter = 0
        var droppedImports: [String] = []
        var available: Set<String> = []
        var previewHost = true
        var keepPreviews = true
        var converter: SourceLocationConverter?
        var previewLines: [ClosedRange<Int>] = []
        /// Types declared or extended as App Intents anywhere in the sources (`IntentTypes`).
        var intentTypes: Set<String> = []
        var intentBodies = 0
        /// The file uses URLSession & co. (`FoundationNetworking` on Linux); added once.
        var needsNetworking = false
        private var addedNetworking = false
        var needsCoreNames = false
        private var addedCoreNames = false
        /// Apple's frameworks whose names widget code uses and the layer keeps in its UIKit.
        static let keptInUIKit: Set<String> = ["CoreGraphics", "CoreText", "ImageIO", "CoreFoundation", "CoreImage"]
        /// Per enclosing type or extension: whether it is an App Intent.
        private var intentStack: [Bool] = []
        /// Enclosing type names, for nested widgets.
        private var typeStack: [String] = []
        /// Whether every enclosing `#if` clause is active (unknown conditions count as active).
        private var inactiveDepth = 0

        private func range(_ node: some SyntaxProtocol) -> (Int, Int) {
            (node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
        }

        private func drop(_ node: some SyntaxProtocol) {
            let (s, e) = range(node)
            edits.append(Edit(start: s, end: e, replacement: CompiledPrePass.blank(node.trimmedDescription)))
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            // The first clause whose condition holds is active; the others are walked as inactive.
            var taken = false
            for clause in node.clauses {
                if let cond = clause.condition { rewriteOS(cond) }
                let value: Bool? = clause.condition.map { CompiledPrePass.evaluate($0, available: available) } ?? true
                let active = !taken && value != false
                if value == true { taken = true }
                if !active { inactiveDepth += 1 }
                if let elements = clause.elements { walk(elements) }
                if !active { inactiveDepth -= 1 }
            }
            return .skipChildren
        }

        /// `os(watchOS)` → `false      `: the compiler then takes the iOS branch.
        private func rewriteOS(_ cond: ExprSyntax) {
            for token in cond.tokens(viewMode: .sourceAccurate) where token.text == "os" || token.text == "targetEnvironment" {
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                      let arg = call.arguments.first?.expression.trimmedDescription else { continue }
                let value = token.text == "os" ? arg == "iOS" : false
                let (s, e) = range(call)
                let word = value ? "true" : "false"
                edits.append(Edit(start: s, end: e, replacement: word + String(repeating: " ", count: max(0, e - s - word.utf8.count))))
            }
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let module = node.path.first?.name.text else { return .skipChildren }
            if module == "os" || module == "OSLog", available.contains("AfterglowOSLog") {
                // The layer's logging module is not called `os` (see Package.swift): the same names under another.
                let (s, e) = range(node)
                edits.append(Edit(start: s, end: e, replacement: "import AfterglowOSLog"))
            } else if Self.keptInUIKit.contains(module), !available.contains(module), available.contains("UIKit") {
                let (s, e) = range(node)
                edits.append(Edit(start: s, end: e, replacement: "import UIKit"))
            } else if !available.contains(module) {
                droppedImports.append(module)
                drop(node)
            } else if needsCoreNames, !addedCoreNames, module == "Foundation", node.path.count == 1, available.contains("UIKit") {
                addedCoreNames = true
                let (_, e) = range(node)
                edits.append(Edit(start: e, end: e, replacement: "; import UIKit" + (needsNetworking && !addedNetworking && available.contains("FoundationNetworking") ? "; import FoundationNetworking" : "")))
                if needsNetworking { addedNetworking = true }
            } else if needsNetworking, !addedNetworking, ["Foundation", "SwiftUI", "WidgetKit", "UIKit"].contains(module), node.path.count == 1,
                      available.contains("FoundationNetworking") {
                addedNetworking = true
                let (_, e) = range(node)
                edits.append(Edit(start: e, end: e, replacement: "; import FoundationNetworking"
                                    + ((module == "SwiftUI" || module == "WidgetKit") && available.contains("UIKit") ? "; import UIKit" : "")))
            } else if (module == "SwiftUI" || module == "WidgetKit"), node.path.count == 1, node.importKindSpecifier == nil,
                      available.contains("UIKit") {
                // On iOS, SwiftUI brings UIKit's names (UIColor, UIImage) with it: so here, on the same line.
                let (_, e) = range(node)
                edits.append(Edit(start: e, end: e, replacement: "; import UIKit"))
            }
            return .skipChildren
        }

        /// `public`/`open` say nothing inside the one module everything is compiled into, and a folder
        /// cut from a package often has a public declaration using a type it does not hold (then a
        /// stand-in, internal): blanked, same width.
        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if (node.name.tokenKind == .keyword(.public) || node.name.tokenKind == .keyword(.open)), node.detail == nil {
                let (s, e) = range(node)
                edits.append(Edit(start: s, end: e, replacement: String(repeating: " ", count: e - s)))
            }
            return .skipChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == "main" { drop(node) }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause, node) }
        override func visitPost(_ node: StructDeclSyntax) { exitType(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause, node) }
        override func visitPost(_ node: EnumDeclSyntax) { exitType(node) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause, node) }
        override func visitPost(_ node: ClassDeclSyntax) { exitType(node) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            typeStack.append(name)
            intentStack.append(intentTypes.contains(name) || IntentTypes.isIntent(node.inheritanceClause))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast(); intentStack.removeLast() }

        /// `func perform() async throws -> some IntentResult { … }` of an App Intent: `{ return .result() }`,
        /// the lines kept. A `ReturnsValue` result keeps its body (`.result()` cannot give its value).
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "perform", intentStack.last == true, node.signature.parameterClause.parameters.isEmpty,
                  let returns = node.signature.returnClause?.type.trimmedDescription, returns.hasPrefix("some"),
                  returns.contains("IntentResult"), !returns.contains("ReturnsValue"), let body = node.body else { return .visitChildren }
            let s = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            let e = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            guard let converter else { return .visitChildren }
            let lines = converter.location(for: body.rightBrace.positionAfterSkippingLeadingTrivia).line
                - converter.location(for: body.leftBrace.endPositionBeforeTrailingTrivia).line
            edits.append(Edit(start: s, end: e, replacement: " return .result() " + String(repeating: "\n", count: max(0, lines))))
            intentBodies += 1
            return .skipChildren
        }

        private var droppedTypes = Set<SyntaxIdentifier>()

        private func enterType(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
            let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.contains("PreviewProvider") {
                drop(node); droppedTypes.insert(node.id)
                return .skipChildren
            }
            typeStack.append(name)
            intentStack.append(intentTypes.contains(name) || IntentTypes.isIntent(inheritance))
            if inactiveDepth == 0, inherited.contains(where: { $0 == "Widget" || $0 == "WidgetKit.Widget" }),
               node.description.contains("ActivityConfiguration") {
                widgets.append(typeStack.joined(separator: "."))
            }
            return .visitChildren
        }

        private func exitType(_ node: some DeclSyntaxProtocol) {
            if droppedTypes.contains(node.id) { return }
            typeStack.removeLast(); intentStack.removeLast()
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            preview(node, name: node.macroName.text, arguments: node.arguments, pound: node.pound)
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            // At the top level a `#Preview` may be an expression statement; only there is it a preview.
            if node.macroName.text == "Preview", let item = node.parent?.as(CodeBlockItemSyntax.self) {
                return preview(item, name: "Preview", arguments: node.arguments, pound: node.pound)
            }
            return .visitChildren
        }

        private func preview(_ node: some SyntaxProtocol, name: String, arguments: LabeledExprListSyntax, pound: TokenSyntax) -> SyntaxVisitorContinueKind {
            guard name == "Preview" else { return .visitChildren }
            let isActivity = arguments.contains { $0.label?.text == "as" } && arguments.contains { $0.label?.text == "using" }
            guard isActivity, previewHost, keepPreviews, inactiveDepth == 0, typeStack.isEmpty else { drop(node); return .skipChildren }
            if let converter {
                let a = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                let b = converter.location(for: node.endPositionBeforeTrailingTrivia).line
                previewLines.append(a...max(a, b))
            }
            previewCounter += 1
            let registration = "__afterglowPreview\(previewCounter)"
            previews.append(registration)
            // `#Preview` → `@MainActor let __afterglowPreviewN = _AfterglowPreview`; the arguments and closures stay as written.
            let s = pound.positionAfterSkippingLeadingTrivia.utf8Offset
            let nameToken = (node.as(MacroExpansionDeclSyntax.self)?.macroName) ?? node.as(CodeBlockItemSyntax.self)?.item.as(MacroExpansionExprSyntax.self)?.macroName
            let e = nameToken?.endPositionBeforeTrailingTrivia.utf8Offset ?? (s + 8)
            // Leading attributes of the macro (none for #Preview in practice) are kept.
            edits.append(Edit(start: s, end: e, replacement: "@MainActor let \(registration) = _AfterglowPreview"))
            return .skipChildren
        }
    }
}

/// Types that are App Intents: declared or extended with a conformance whose name ends in `Intent`
/// (`AppIntent`, `LiveActivityIntent`, `AudioPlaybackIntent`, `WidgetConfigurationIntent`, …).
enum IntentTypes {
    static func isIntent(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription.split(separator: ".").last?.hasSuffix("Intent") == true } ?? false
    }

    static func collect(_ sources: [String]) -> Set<String> {
        let v = Visitor(viewMode: .sourceAccurate)
        for s in sources { v.walk(Parser.parse(source: s)) }
        return v.found
    }

    final class Visitor: SyntaxVisitor {
        var found: Set<String> = []
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.inheritanceClause) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.inheritanceClause) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.inheritanceClause) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { note(node.extendedType.trimmedDescription, node.inheritanceClause) }
        private func note(_ name: String, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            if IntentTypes.isIntent(clause) { found.insert(name) }
            return .visitChildren
        }
    }
}
