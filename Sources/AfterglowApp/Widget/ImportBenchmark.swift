import AfterglowDevices
import AfterglowDisplay
import Foundation

/// `afterglow bench-import`: the SwiftUI importer's speed on this machine, in one process: the
/// first import and render (fonts and caches cold), then saves of a copy of the sources, each
/// timed from the write to the presented frame that shows it, through `run --widget`'s watcher,
/// re-import and frame loop (docs/SWIFTUI.md). A benchmark, not a test.
public struct ImportBenchmark {
    public var paths: [String]
    public var profile: DeviceProfile
    public var runs: Int
    public struct Failure: Error, CustomStringConvertible { public var description: String }
    public struct Result { public var firstMs: Double; public var medianSaveMs: Double }

    public init(paths: [String], profile: DeviceProfile, runs: Int) { self.paths = paths; self.profile = profile; self.runs = runs }

    public func run(say: (String) -> Void) throws -> Result {
        let clock = ContinuousClock()
        let lines = BenchSources.lineCount(paths)

        // 1. First import and first render, as `screenshot --widget` does them.
        let t0 = clock.now
        let sources: WidgetSources
        sources = try WidgetSources.load(paths)
        let t1 = clock.now
        _ = try render(sources, profile)
        let t2 = clock.now
        say(String(format: "%@: %d lines of Swift in %d file(s), %d activit%@", paths.joined(separator: " ") as NSString, lines.lines, lines.files,
                     sources.templates.count, (sources.templates.count == 1 ? "y" : "ies") as NSString))
        say(String(format: "first import %.1f ms + first render %.1f ms = %.1f ms (in process, after start-up)",
                     ms(t0, t1), ms(t1, t2), ms(t0, t2)))

        // 2. Saves through `run --widget --headless`'s own path (WidgetRunProbe): a copy of the sources,
        // watched; each save rewrites the first file with a counter in a comment (a real edit's size)
        // and is timed from the write to the `widget` event of the frame drawn with it, presented.
        let copy = NSTemporaryDirectory() + "afterglow-bench-import-\(getpid())"
        try? FileManager.default.removeItem(atPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let copied = try copySources(paths, to: copy)
        let probe = try WidgetRunProbe(profile: profile, paths: copied.roots, outputDirectory: copy + "-out")
        defer { probe.stop(); try? FileManager.default.removeItem(atPath: copy + "-out") }
        guard probe.waitUntilShowing(timeout: .seconds(30)) else { throw Failure(description: "the imported activity was not shown within 30 s") }
        let original = try String(contentsOfFile: copied.edited, encoding: .utf8)
        var importMs: [Double] = [], totalMs: [Double] = [], detectMs: [Double] = [], frameMs: [Double] = []
        var childCPU: [Double] = [], ownCPU: [Double] = []
        for i in 0..<runs {
            let cpu0 = Self.cpuSeconds()
            // Saves a user makes are seconds apart: let the previous frame settle first.
            Thread.sleep(forTimeInterval: 0.05)
            guard let save = try probe.timeSave(timeout: .seconds(30), {
                try Self.edit(original, save: i).write(toFile: copied.edited, atomically: true, encoding: .utf8)
            }) else { throw Failure(description: "no re-import was shown within 30 s of save \(i + 1)") }
            guard save.status == "reloaded" else { throw Failure(description: "save \(i + 1): \(save.status)") }
            detectMs.append(save.changeSeenMs); importMs.append(save.importMs)
            frameMs.append(save.frameMs - save.changeSeenMs - save.importMs); totalMs.append(save.frameMs)
            let cpu1 = Self.cpuSeconds()
            childCPU.append((cpu1.children - cpu0.children) * 1000); ownCPU.append((cpu1.own - cpu0.own) * 1000)
        }
        say("re-import on save, \(runs) saves through run --widget's watcher, re-import and frame loop (\(probe.watch.watcher.backend.rawValue), settle \(probe.watch.watcher.quickSettle) once written):")
        say("  save → change seen      \(stats(detectMs))")
        say("  re-import               \(stats(importMs))")
        say("  → frame presented       \(stats(frameMs))")
        say("  save → frame presented  \(stats(totalMs))")
        // CPU, not wall: what the save cost on a shared machine. Children: swiftc and its jobs (the
        // widget program is counted when it exits, at the next save). Own: this process, the
        // emulator's frame loop included.
        say("  CPU, children (swiftc)  \(stats(childCPU))")
        say("  CPU, this process       \(stats(ownCPU))")
        return Result(firstMs: ms(t0, t2), medianSaveMs: median(totalMs))
    }

    /// The Lock Screen with the activities started from their previews (the screenshot path, no PNG).
    func render(_ s: WidgetSources, _ profile: DeviceProfile) throws -> PixelBuffer {
        var request = ScreenshotRequest(device: profile)
        request.extraTemplates = s.templates
        request.startPayloads = s.startPayloads
        request.presentation = .lockScreen
        return try ScreenshotFrame.render(request, defaultTemplateDirectory: nil).image
    }

    /// Copies the given files and directories under `dir`; returns the paths to import and the
    /// first Swift file (the one each save edits).
    func copySources(_ paths: [String], to dir: String) throws -> (roots: [String], edited: String) {
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var roots: [String] = []
        for (i, p) in paths.enumerated() {
            let target = (dir as NSString).appendingPathComponent("\(i)-" + (p as NSString).lastPathComponent)
            try fm.copyItem(atPath: p, toPath: target)
            roots.append(target)
        }
        let files = BenchSources.swiftFiles(roots)
        guard let first = files.first else { throw Failure(description: "no .swift file under \(paths.joined(separator: ", "))") }
        // The edit a person makes while looking at the preview: a text in a view.
        let withText = files.first { ((try? String(contentsOfFile: $0, encoding: .utf8)) ?? "").contains("Text(\"") }
        return (roots, withText ?? first)
    }

    /// Save `i`'s text: the first `Text("…")` gets the save's number in front — a change inside a
    /// view's body, the edit made while looking at a preview (code, not a comment: swiftc skips
    /// code generation for a file whose code did not change). With no `Text("`, a function is
    /// appended (a change of the file's interface: the files using it are recompiled too).
    static func edit(_ original: String, save i: Int) -> String {
        if let r = original.range(of: "Text(\"") { return original.replacingCharacters(in: r, with: "Text(\"\(i) ") }
        return original + "\nprivate func __afterglowBenchSave\(i)() -> Int { \(i) }\n"
    }

    /// User + system seconds of this process and of its waited-for children so far.
    static func cpuSeconds() -> (own: Double, children: Double) {
        func seconds(_ who: Int32) -> Double {
            var u = rusage()
            getrusage(__rusage_who_t(who), &u)
            return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
        }
        return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
    }

    func ms(_ a: ContinuousClock.Instant, _ b: ContinuousClock.Instant) -> Double { WidgetReloader.ms(a.duration(to: b)) }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    func stats(_ v: [Double]) -> String {
        let s = v.sorted()
        return String(format: "median %6.1f ms, min %6.1f, p90 %6.1f, max %6.1f", s[s.count / 2], s[0], s[min(s.count - 1, s.count * 9 / 10)], s[s.count - 1])
    }
}

/// The Swift files under the given paths, skipping what the importer skips (hidden, build, Pods…).
public enum BenchSources {
    public static func swiftFiles(_ paths: [String]) -> [String] {
        var out: [String] = []
        for p in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else { continue }
            if !isDir.boolValue { out.append(p); continue }
            guard let e = FileManager.default.enumerator(atPath: p) else { continue }
            var found: [String] = []
            while let rel = e.nextObject() as? String {
                if SourceWatcher.skipped((rel as NSString).lastPathComponent) { e.skipDescendants(); continue }
                if rel.hasSuffix(".swift") { found.append((p as NSString).appendingPathComponent(rel)) }
            }
            out += found.sorted()
        }
        return out
    }

    /// Swift files and lines under `paths`.
    public static func lineCount(_ paths: [String]) -> (files: Int, lines: Int) {
        let files = swiftFiles(paths)
        let lines = files.reduce(0) { n, f in n + ((try? String(contentsOfFile: f, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0) }
        return (files.count, lines)
    }
}
