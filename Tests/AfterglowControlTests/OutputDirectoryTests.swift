import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Files are written only under the output directory (docs/CONTROL_API.md › Security).
@Suite("Output directory confinement")
struct OutputDirectoryTests {
    /// A scratch tree: `<root>/out` is the output directory, `<root>/outside` is what must stay untouched.
    struct Tree {
        let root = NSTemporaryDirectory() + "agout-\(UUID().uuidString.prefix(8))"
        var out: String { root + "/out" }
        var outside: String { root + "/outside" }
        let dir: OutputDirectory
        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
            dir = try OutputDirectory(path: root + "/out")
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String) throws -> String {
            let l = try dir.locate(path)
            try OutputDirectory.writeAndClose(try dir.createFile(l), Data("x".utf8))
            return dir.absolutePath(l)
        }
        func listOutside() -> [String] { (try? FileManager.default.subpathsOfDirectory(atPath: outside)) ?? [] }
    }

    func status(_ body: () throws -> Void) -> Int? {
        do { try body(); return nil } catch let e as ControlError { return e.status } catch { return -1 }
    }

    @Test func relativeAndAbsoluteInsideAreWritten() throws {
        let t = try Tree(); defer { t.remove() }
        #expect(try t.write("a.png") == t.dir.path + "/a.png")
        #expect(try t.write("sub/dir/b.png") == t.dir.path + "/sub/dir/b.png")
        #expect(try t.write(t.out + "/c.png") == t.dir.path + "/c.png")
        #expect(try t.write("./d.png") == t.dir.path + "/d.png")
        #expect(FileManager.default.fileExists(atPath: t.out + "/sub/dir/b.png"))
    }

    @Test func dotDotAndAbsoluteElsewhereAre403AndNothingIsCreated() throws {
        let t = try Tree(); defer { t.remove() }
        for p in ["../outside/x.png", "sub/../../outside/x.png", "sub/../x.png", "..", t.outside + "/x.png", "/tmp/afterglow-escape-\(getpid()).png",
                  t.out + "/../outside/x.png", t.out + "x/y.png"] {
            #expect(status { _ = try t.write(p) } == 403, "\(p)")
        }
        #expect(t.listOutside().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: t.out).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/afterglow-escape-\(getpid()).png"))
        #expect(status { _ = try t.dir.locate("") } == 400)
        #expect(status { _ = try t.dir.locate(t.out) } == 400)
    }

    @Test func symlinkEscapesAre403() throws {
        let t = try Tree(); defer { t.remove() }
        // A directory link inside pointing out, and a file link pointing at a file outside.
        try FileManager.default.createSymbolicLink(atPath: t.out + "/link", withDestinationPath: t.outside)
        #expect(status { _ = try t.write("link/x.png") } == 403)
        #expect(status { _ = try t.write("link/deeper/x.png") } == 403)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: t.outside + "/target.png"))
        try FileManager.default.createSymbolicLink(atPath: t.out + "/shot.png", withDestinationPath: t.outside + "/target.png")
        #expect(status { _ = try t.write("shot.png") } == 403)
        // A hard link to a file outside would be truncated through the link: refused too.
        link(t.outside + "/target.png", t.out + "/hard.png")
        #expect(status { _ = try t.write("hard.png") } == 403)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: t.outside + "/target.png")), as: UTF8.self) == "precious")
        #expect(t.listOutside() == ["target.png"])
    }

    @Test func aSymlinkedOutputDirectoryItselfIsTheUsersChoice() throws {
        let t = try Tree(); defer { t.remove() }
        try FileManager.default.createSymbolicLink(atPath: t.root + "/alias", withDestinationPath: t.out)
        let d = try OutputDirectory(path: t.root + "/alias")
        #expect(d.path == (try Tree.realpath(t.out)))
        let l = try d.locate(t.root + "/alias/x.png")   // absolute through the alias: inside
        try OutputDirectory.writeAndClose(try d.createFile(l), Data())
        #expect(FileManager.default.fileExists(atPath: t.out + "/x.png"))
    }

    @Test func theIssuesRecordingRequestIsRefusedOverHTTP() throws {
        let h = try Harness(); defer { h.stop() }
        let target = NSTemporaryDirectory() + "afterglow-any-dir-\(UUID().uuidString.prefix(8))/x.png"
        let r = try h.client.request("POST", "/v1/recording", body: Data(#"{"action":"start","path":"\#(target)"}"#.utf8))
        #expect(r.status == 403 && r.errorMessage.contains("outside the output directory"))
        #expect(!FileManager.default.fileExists(atPath: target))
        let dots = try h.client.request("POST", "/v1/recording", body: Data(#"{"action":"start","path":"../x.png"}"#.utf8))
        #expect(dots.status == 403 && dots.errorMessage.contains(".."))
        let inside = try h.client.json(RecordingStatus.self, "POST", "/v1/recording", body: Data(#"{"action":"start","path":"runs/x.png"}"#.utf8))
        #expect(inside.path == h.backend.outputDirectory.path + "/runs/x.png")
        #expect(FileManager.default.fileExists(atPath: h.backend.outputDirectory.path + "/runs/x.png"))
    }
}

extension OutputDirectoryTests.Tree {
    static func realpath(_ p: String) throws -> String {
        guard let r = Foundation.realpath(p, nil) else { throw ControlError(500, "realpath") }
        defer { free(r) }
        return String(cString: r)
    }
}
