import AfterglowDisplay
import AfterglowPayloads
import AfterglowContent
import Foundation
internal import SwiftSyntax

/// Reads SwiftUI Live Activity source — `ActivityConfiguration(for:)` with its Lock Screen view
/// and `DynamicIsland` regions, the `ActivityAttributes` and `ContentState` it names, `#Preview`
/// content states — into the core's `ActivityTemplate`s. Never throws on what a file holds:
/// what it cannot read becomes a diagnostic.
public enum SwiftUIImporter {
    /// Seconds since 1970 at the preview's "now" (the examples' anchor, clock zero).
    public static let previewAnchor = WallClockAnchor.examples

    public static func importActivities(paths: [String]) -> ImportResult {
        run(SwiftSourceSet(paths: paths), assetRoots: paths)
    }

    /// For tests and the fuzzer: sources held in memory.
    public static func importActivities(sources: [(path: String, text: String)]) -> ImportResult {
        run(SwiftSourceSet(sources: sources), assetRoots: [])
    }

    static func run(_ set: SwiftSourceSet, assetRoots: [String]) -> ImportResult {
        var general = set.unreadable.map { ImportDiagnostic(file: $0.path, line: 0, column: 0, severity: .error, message: $0.reason) }
            + set.syntaxErrors
        let index = DeclarationIndex(files: set.files)
        let assets = AssetCatalog.contents(under: assetRoots)
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        for f in set.files { finder.walk(f.tree) }
        let referenceNow = previewAnchor.unixSecondsAtZero - 978_307_200
        var activities: [ImportedActivity] = []
        for call in finder.configurations {
            // `attributesType:` is the iOS 16 beta spelling.
            guard let forArg = call.arguments.first(where: { $0.label?.text == "for" || $0.label?.text == "attributesType" })?.expression else { continue }
            var typeName = forArg.trimmedDescription
            if typeName.hasSuffix(".self") { typeName = String(typeName.dropLast(5)) }
            let interp = ViewInterpreter(index: index, files: set.files, attributesType: index.type(typeName)?.qualifiedName ?? typeName,
                                         assets: assets, referenceNow: referenceNow)
            let built = ActivityBuilder(interpreter: interp, call: call, typeName: typeName)
                .build(previews: finder.previews, previewContexts: finder.previewContexts)
            activities.append(built)
        }
        if set.files.isEmpty && general.isEmpty {
            general.append(ImportDiagnostic(file: assetRoots.first ?? "", line: 0, column: 0, severity: .error, message: "no .swift files found"))
        }
        return ImportResult(files: set.files.count, activities: activities, diagnostics: general)
    }
}

/// Collects `ActivityConfiguration(for:)` calls and `#Preview` macros.
final class ConfigurationFinder: SyntaxVisitor {
    var configurations: [FunctionCallExprSyntax] = []
    var previews: [PreviewMacro] = []
    /// iOS 16 `PreviewProvider` previews: `attributes.previewContext(state, viewKind: …)`.
    var previewContexts: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "previewContext", m.base != nil,
           node.arguments.first?.label == nil, node.arguments.contains(where: { $0.label?.text == "viewKind" }) {
            previewContexts.append(node)
        }
        let name = node.calledExpression.trimmedDescription
        if name == "ActivityConfiguration" || name == "ActivityConfiguration.init" || name == "WidgetKit.ActivityConfiguration",
           node.arguments.contains(where: { $0.label?.text == "for" || $0.label?.text == "attributesType" }) {
            configurations.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(PreviewMacro(arguments: node.arguments, trailingClosure: node.trailingClosure,
                                         additional: node.additionalTrailingClosures))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(PreviewMacro(arguments: node.arguments, trailingClosure: node.trailingClosure,
                                         additional: node.additionalTrailingClosures))
        }
        return .visitChildren
    }
}

struct PreviewMacro {
    var arguments: LabeledExprListSyntax
    var trailingClosure: ClosureExprSyntax?
    var additional: MultipleTrailingClosureElementListSyntax
}

/// PNGs of `.xcassets` image sets and the colours of colour sets under the given directories,
/// by asset name.
enum AssetCatalog {
    struct Contents {
        var images: [String: String] = [:]
        var colors: [String: ColorSpec] = [:]
    }

    static func contents(under roots: [String]) -> Contents {
        var out: [String: String] = [:]
        var colors: [String: ColorSpec] = [:]
        let fm = FileManager.default
        for root in roots {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir) else { continue }
            let dir = isDir.boolValue ? root : (root as NSString).deletingLastPathComponent
            guard let e = fm.enumerator(atPath: dir) else { continue }
            var visited = 0
            while let rel = e.nextObject() as? String, visited < 20_000 {
                visited += 1
                if rel.hasSuffix(".colorset") {
                    let name = ((rel as NSString).lastPathComponent as NSString).deletingPathExtension
                    let file = (dir as NSString).appendingPathComponent(rel + "/Contents.json")
                    if colors[name] == nil, let data = fm.contents(atPath: file), let c = colorSet(Array(data)) { colors[name] = c }
                    continue
                }
                guard rel.hasSuffix(".imageset") else { continue }
                let setDir = (dir as NSString).appendingPathComponent(rel)
                let name = ((rel as NSString).lastPathComponent as NSString).deletingPathExtension
                let pngs = ((try? fm.contentsOfDirectory(atPath: setDir)) ?? []).filter { $0.lowercased().hasSuffix(".png") }.sorted()
                // The largest scale reads best when scaled down.
                if let best = pngs.first(where: { $0.contains("@3x") }) ?? pngs.first(where: { $0.contains("@2x") }) ?? pngs.first {
                    out[name] = out[name] ?? (setDir as NSString).appendingPathComponent(best)
                }
            }
        }
        return Contents(images: out, colors: colors)
    }

    /// A colour set's `Contents.json`: the universal colour, and the dark one when present.
    static func colorSet(_ bytes: [UInt8]) -> ColorSpec? {
        guard let root = try? JSONParser.parse(bytes), case .array(let list)? = root.value(atPath: "colors") else { return nil }
        var light: Color?, dark: Color?
        for entry in list {
            guard case .object(let comps)? = entry.value(atPath: "color.components") else { continue }
            func channel(_ k: String) -> Double? {
                guard let v = comps[k] else { return nil }
                switch v {
                case .number(let n): return n > 1 ? n / 255 : n
                case .string(let s):
                    if s.hasPrefix("0x"), let i = Int(s.dropFirst(2), radix: 16) { return Double(i) / 255 }
                    guard let d = Double(s) else { return nil }
                    return d > 1 ? d / 255 : d
                default: return nil
                }
            }
            guard let r = channel("red"), let g = channel("green"), let b = channel("blue") else { continue }
            let c = Color(r: r, g: g, b: b, a: channel("alpha") ?? 1)
            let isDark: Bool = {
                guard case .array(let app)? = entry.value(atPath: "appearances") else { return false }
                return app.contains { $0.value(atPath: "value") == .string("dark") }
            }()
            if isDark { dark = c } else if light == nil { light = c }
        }
        guard let l = light ?? dark else { return nil }
        return dark.map { .adaptive(light: l, dark: $0) } ?? .fixed(l)
    }
}
