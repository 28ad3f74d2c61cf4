import Foundation
internal import SwiftOperators
internal import SwiftDiagnostics
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// The Swift files an import reads: every `.swift` file under the given paths (directories are
/// searched recursively, hidden directories and build products skipped), parsed once, with
/// operators folded so `a == b && c` is a tree rather than a flat sequence.
struct SwiftSourceSet {
    struct File {
        var path: String
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
    }
    var files: [File] = []
    /// Paths that were given but could not be read (reported; the others still import).
    var unreadable: [(path: String, reason: String)] = []
    /// What the compiler would reject, as it words it (`expected '}' to end struct`): the import
    /// goes on with swift-syntax's recovered tree, but `run --widget` keeps the last good version.
    var syntaxErrors: [ImportDiagnostic] = []

    static func swiftFiles(under paths: [String]) -> (files: [String], missing: [String]) {
        var out: [String] = [], missing: [String] = []
        let fm = FileManager.default
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { missing.append(p); continue }
            if !isDir.boolValue { out.append(p); continue }
            guard let e = fm.enumerator(atPath: p) else { missing.append(p); continue }
            var found: [String] = []
            while let rel = e.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "Pods" || name == "DerivedData" || name == "build" || name == "node_modules" {
                    e.skipDescendants(); continue
                }
                if rel.hasSuffix(".swift") { found.append((p as NSString).appendingPathComponent(rel)) }
            }
            out += found.sorted()
        }
        var seen = Set<String>()
        return (out.filter { seen.insert($0).inserted }, missing)
    }

    init(paths: [String]) {
        let (list, missing) = Self.swiftFiles(under: paths)
        unreadable = missing.map { ($0, "no such file or directory") }
        for path in list {
            guard let data = FileManager.default.contents(atPath: path) else { unreadable.append((path, "cannot be read")); continue }
            add(path: path, source: String(decoding: data, as: UTF8.self))
        }
    }

    init(sources: [(path: String, text: String)]) {
        for s in sources { add(path: s.path, source: s.text) }
    }

    private mutating func add(path: String, source: String) {
        let parsed = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let converter = SourceLocationConverter(fileName: path, tree: folded)
        files.append(File(path: path, tree: folded, converter: converter))
        guard parsed.hasError else { return }
        // Folding moves no text, so the folded tree's converter places the parser's diagnostics.
        let (diagnosable, equals) = InconsistentEqualWhitespace.strip(parsed)
        for position in equals {
            let at = converter.location(for: position)
            syntaxErrors.append(ImportDiagnostic(file: path, line: at.line, column: at.column, severity: .error, message: InconsistentEqualWhitespace.message))
        }
        for d in ParseDiagnosticsGenerator.diagnostics(for: diagnosable) where d.diagMessage.severity == .error {
            let at = d.location(converter: converter)
            // Notes say where the other half is ("to match this opening '('"), as swiftc prints them.
            let notes = d.notes.map { n -> String in
                let l = n.location(converter: converter)
                return " (note: \(n.message) at \(l.line):\(l.column))"
            }.joined()
            syntaxErrors.append(ImportDiagnostic(file: path, line: at.line, column: at.column, severity: .error, message: d.message + notes))
        }
    }
}
