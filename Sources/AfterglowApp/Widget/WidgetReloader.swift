import AfterglowControl
import AfterglowPayloads
import AfterglowSwiftUI
import Foundation

/// `run --widget`'s re-import, like Xcode Previews: after a save the sources are imported again;
/// when they still import, the new templates replace the old ones; when a file no longer imports
/// (a syntax error, a file gone, no drawable `ActivityConfiguration` left), the last good version
/// stays and the first error is reported with its file, line and column. Knows nothing of the
/// emulator: `SessionWidget.swift` applies an outcome to the running session.
public final class WidgetReloader {
    public let paths: [String]
    public let anchor: WallClockAnchor
    /// Whether saves are compiled (the compiled path) or only interpreted.
    public let mode: CompiledImport.Mode
    /// The last sources that imported, what the emulator shows.
    public private(set) var lastGood: WidgetSources
    /// The error the last import ended with (nil once a save fixed it).
    public private(set) var currentError: WidgetReload.SourceError?
    private let clock = ContinuousClock()

    public struct Outcome {
        public var event: WidgetReload
        /// The new sources to show; nil when the import failed and the last good version stays.
        public var sources: WidgetSources?
    }

    /// The first import; throws `WidgetSources.NothingImportable` (exit 1) when nothing can be drawn.
    /// A syntax error that swift-syntax recovers from still starts (its error is reported at once).
    public init(paths: [String], anchor: WallClockAnchor = SwiftUIImporter.previewAnchor,
                mode: CompiledImport.Mode = CompiledImport.environmentMode) throws {
        self.paths = paths
        self.anchor = anchor
        self.mode = mode
        let start = clock.now
        lastGood = try WidgetSources.load(paths, anchor: anchor, mode: mode)
        currentError = Self.firstError(lastGood.result, changed: [], paths: paths)
        firstEvent = WidgetReload(status: "loaded", changed: [], activities: lastGood.templates.count,
                                  warnings: Self.warnings(lastGood.result), milliseconds: Self.ms(start.duration(to: clock.now)), error: currentError)
    }

    /// The start's event ("loaded"), for the event stream.
    public let firstEvent: WidgetReload

    /// Imports the sources again after `changed` changed.
    public func reload(changed: [String]) -> Outcome {
        let start = clock.now
        // The compile on its own thread while the interpreter reads the sources (a core each).
        let pending = PendingBuild(paths: paths, mode: mode)
        let result = SwiftUIImporter.importActivities(paths: paths)
        let error = Self.firstError(result, changed: changed, paths: paths)
        var fresh: WidgetSources?
        if error == nil { fresh = try? WidgetSources.make(result, paths: paths, anchor: anchor, mode: mode, pending: pending) }
        // Not used (the file does not parse), but finished: the next save's build must not race it.
        else { _ = pending.wait() }
        var compileError: WidgetReload.SourceError?
        // Compiled before and not now: the last good program stays, with the compiler's first
        // error (the edit is the developer's to fix, as in Xcode Previews), not a switch of path.
        if let f = fresh, lastGood.compiled.widget != nil, f.compiled.widget == nil, let e = f.compiled.errors.first {
            compileError = WidgetReload.SourceError(file: e.file, line: e.line, column: e.column, message: e.message)
            fresh = nil
        }
        let elapsed = Self.ms(start.duration(to: clock.now))
        guard let fresh else {
            let error = error ?? compileError
            let e = error ?? WidgetReload.SourceError(file: changed.first ?? paths[0], line: 0, column: 0,
                                                      message: ImportReport.whyNothing(result, paths: paths))
            currentError = e
            return Outcome(event: WidgetReload(status: "failed", changed: changed, activities: lastGood.templates.count,
                                               warnings: Self.warnings(lastGood.result), milliseconds: elapsed, error: e), sources: nil)
        }
        lastGood = fresh
        currentError = nil
        return Outcome(event: WidgetReload(status: "reloaded", changed: changed, activities: fresh.templates.count,
                                           warnings: fresh.interpretedDiagnostics.filter { $0.severity == .warning }.count, milliseconds: elapsed), sources: fresh)
    }

    /// The error to show: the earliest in the first changed file that has one, else the earliest in
    /// the first file with one; or, when nothing can be drawn, why (no position).
    public static func firstError(_ r: ImportResult, changed: [String], paths: [String]) -> WidgetReload.SourceError? {
        let errors = r.allDiagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            let file = changed.first { f in errors.contains { $0.file == f } } ?? errors[0].file
            let e = errors.filter { $0.file == file }.min { ($0.line, $0.column) < ($1.line, $1.column) }!
            return WidgetReload.SourceError(file: e.file, line: e.line, column: e.column, message: e.message)
        }
        if !r.activities.contains(where: { !$0.template.layouts.isEmpty }) {
            let where_ = r.activities.first
            return WidgetReload.SourceError(file: where_?.file ?? changed.first ?? paths[0], line: where_?.line ?? 0, column: where_ == nil ? 0 : 1,
                                            message: ImportReport.whyNothing(r, paths: paths))
        }
        return nil
    }

    public static func warnings(_ r: ImportResult) -> Int { r.allDiagnostics.filter { $0.severity == .warning }.count }

    public static func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
}

extension WidgetReload.SourceError {
    /// One line for stderr and the HUD: `file:line:column: error: message` (no position when there is none).
    public var compilerStyle: String { line > 0 ? description : "\(file): error: \(message)" }
}
