@testable import AfterglowApp
import Foundation
import Testing

/// The watch behind `run --widget` on a temporary directory: every wait is `nextChange`'s own,
/// bounded by a generous timeout that only a broken watcher reaches; nothing sleeps to synchronise.
@Suite("run --widget: the source watcher")
struct SourceWatcherTests {
    static let bound = Duration.seconds(20)

    func tempDir() throws -> String {
        let d = NSTemporaryDirectory() + "afterglow-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return (d as NSString).standardizingPath
    }

    func write(_ text: String, _ path: String) throws { try text.write(toFile: path, atomically: false, encoding: .utf8) }

    /// The next change, failing the test when none comes within the bound.
    func next(_ w: SourceWatcher) -> [String] {
        let c = w.nextChange(timeout: Self.bound)
        #expect(c != nil, "no change reported within \(Self.bound)")
        return c ?? []
    }

    /// Changes until `path` is among them (at most 3); every path reported on the way must be in `allowing`.
    func until(_ w: SourceWatcher, _ path: String, allowing: Set<String>) {
        for _ in 0..<3 {
            let c = next(w)
            #expect(Set(c).isSubset(of: allowing.union([path])), "unexpected change \(c)")
            if c.contains(path) || c.isEmpty { return }
        }
        Issue.record("\(path) was never reported")
    }

    @Test func inPlaceWritesAreSeenWithInotify() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let f = dir + "/Widget.swift"
        try write("struct A {}", f)
        let w = try SourceWatcher(paths: [dir])
        #expect(w.backend == .inotify)
        try write("struct B {}", f)
        #expect(next(w) == [f])
        try write("struct C {}", f)
        #expect(next(w) == [f])
    }

    @Test func savesByRenameKeepBeingSeen() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let f = dir + "/Widget.swift"
        try write("struct A {}", f)
        let w = try SourceWatcher(paths: [f])
        // VS Code / JetBrains safe write: a temporary file renamed over the original, twice (a
        // watch on the file's inode would be lost after the first).
        for i in 0..<2 {
            try write("struct S\(i) {}", dir + "/.Widget.swift.tmp")
            #expect(rename(dir + "/.Widget.swift.tmp", f) == 0)
            #expect(next(w) == [f])
        }
        // vim with backupcopy=no: rename to a backup, write a new file, delete the backup. One
        // save, one change, and the backup is not a source.
        #expect(rename(f, f + "~") == 0)
        try write("struct V {}", f)
        try FileManager.default.removeItem(atPath: f + "~")
        #expect(next(w) == [f])
    }

    @Test func onlySourcesCountAndNewDirectoriesAreWatched() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write("struct A {}", dir + "/A.swift")
        let w = try SourceWatcher(paths: [dir])
        // Swap files, notes and build products are not sources; the change that follows is.
        try write("x", dir + "/.A.swift.swp")
        try write("notes", dir + "/notes.txt")
        try FileManager.default.createDirectory(atPath: dir + "/build", withIntermediateDirectories: true)
        try write("struct Gen {}", dir + "/build/Gen.swift")
        try write("struct A2 {}", dir + "/A.swift")
        #expect(next(w) == [dir + "/A.swift"])
        // A directory made after the watch started is watched too.
        try FileManager.default.createDirectory(atPath: dir + "/Views/Parts", withIntermediateDirectories: true)
        try write("struct P {}", dir + "/Views/Parts/P.swift")
        // (Seen by the new directory's scan or its own watch, maybe both: a late duplicate is allowed.)
        let p = dir + "/Views/Parts/P.swift"
        until(w, p, allowing: [p])
        try write("struct P2 {}", p)
        until(w, p, allowing: [p])
        // A deleted source is a change (the import must notice it is gone).
        try FileManager.default.removeItem(atPath: dir + "/A.swift")
        until(w, dir + "/A.swift", allowing: [p])
    }

    @Test func aWatchedFileIgnoresItsNeighbours() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write("struct A {}", dir + "/A.swift")
        try write("struct B {}", dir + "/B.swift")
        let w = try SourceWatcher(paths: [dir + "/A.swift"])
        try write("struct B2 {}", dir + "/B.swift")
        try write("struct A2 {}", dir + "/A.swift")
        #expect(next(w) == [dir + "/A.swift"])
    }

    @Test func pollingFallbackSeesWritesAndRenames() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let f = dir + "/A.swift"
        try write("struct A {}", f)
        let w = try SourceWatcher(paths: [dir], forcePoll: true, pollInterval: .milliseconds(20))
        #expect(w.backend == .poll)
        try write("struct A but longer {}", f)
        #expect(next(w) == [f])
        try write("struct R {}", dir + "/tmp")
        #expect(rename(dir + "/tmp", f) == 0)
        #expect(next(w) == [f])
    }

    @Test(arguments: [false, true]) func stopWakesABlockedWait(poll: Bool) throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let w = try SourceWatcher(paths: [dir], forcePoll: poll)
        let done = DispatchSemaphore(value: 0)
        let result = Box()
        Thread {
            result.value = w.nextChange(timeout: .seconds(3600))
            done.signal()
        }.start()
        w.stop()
        #expect(done.wait(timeout: .now() + 20) == .success, "stop() did not wake the watcher")
        #expect(result.value == nil)
    }

    @Test func aMissingPathIsAnErrorNamingIt() {
        #expect(throws: SourceWatcher.Failure.self) { try SourceWatcher(paths: ["/nonexistent/Widget.swift"]) }
    }

    final class Box: @unchecked Sendable { var value: [String]? = ["unset"] }
}
