import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// End to end: `afterglow run --headless --widget DIR` with its control API, edited as a developer
/// edits (atomic saves, which rename over the file). Every wait is on the emulator's own signals —
/// its stdout line, then the `widget` events of `/v1/events` (replayed with `--since 0`, so none
/// is missed) — each bounded by a timeout only a broken build reaches.
@Suite("run --widget end to end", .serialized)
struct RunWidgetTests {
    /// Reads the child's stdout until a line contains `text` (false at the deadline or EOF).
    func waitForLine(_ h: FileHandle, containing text: String, timeout: Double) -> Bool {
        var buffer = ""
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var fds = [pollfd(fd: h.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { return false }
            let d = h.availableData
            if d.isEmpty { return false }
            buffer += String(decoding: d, as: UTF8.self)
            if buffer.contains(text) { return true }
        }
        return false
    }

    /// The `n`th widget event since the start, waiting for it (the stream replays the log first).
    func widgetEvent(_ n: Int, socket: String) throws -> [String: Any] {
        let r = try CLI.run(["events", "--control-socket", socket, "--since", "0", "--types", "widget",
                             "--count", "\(n)", "--json", "--timeout", "60"])
        #expect(r.status == 0, "waiting for widget event \(n): \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").filter { !$0.contains("\"after\"") }
        let last = try #require(lines.last, "no widget event")
        return try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    }

    /// The screen's rows between 55 % and 86 % of its height (the activity, anchored at the
    /// bottom of the Lock Screen above the flashlight and camera buttons; well below the clock,
    /// which may turn a minute during the test). The emulator runs on the real clock, so under a
    /// loaded CI machine the phone's 30 s Auto-Lock could dim it between two screenshots (seen
    /// once: the last good version compared unequal): a tap on the status bar's corner, where
    /// nothing opens, keeps it awake, and the screenshot waits for the screen to be at rest.
    func activityRows(_ socket: String, _ path: String) throws -> [UInt32] {
        let tap = try CLI.run(["tap", "--control-socket", socket, "--x", "12", "--y", "12"])
        #expect(tap.status == 0, "\(tap.stderr)")
        for wait in [["interactive"], ["--animation-finished"]] {
            let rest = try CLI.run(["wait"] + wait + ["--control-socket", socket, "--timeout", "30"])
            #expect(rest.status == 0, "\(rest.stderr)")
        }
        let r = try CLI.run(["screenshot", "--control-socket", socket, "-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        let b = try PNGCodec.read(path)
        return Array(b.pixels[(b.height * 55 / 100 * b.width)..<(b.height * 86 / 100 * b.width)])
    }

    @Test func editsReimportKeepTheLastGoodOnErrorAndClearWhenFixed() throws {
        let (root, src) = try ImportOutputTests.makeSources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = src + "/ParcelLiveActivity.swift"
        let sock = root + "/c.sock"
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = ["run", "--headless", "--devices", CLI.repositoryRoot + "/Devices", "--control-socket", sock,
                       "--output-dir", root + "/out", "--widget", src]
        // The interpreting importer's reload (the compiled path's has its own tests).
        p.environment = ProcessInfo.processInfo.environment.merging(["AFTERGLOW_WIDGET_PATH": "interpreted"]) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() } }
        #expect(waitForLine(out.fileHandleForReading, containing: "control API on", timeout: 60), "the emulator never listened")

        let loaded = try widgetEvent(1, socket: sock)
        #expect((loaded["widget"] as? [String: Any])?["status"] as? String == "loaded")
        let before = try activityRows(sock, root + "/before.png")

        func edit(_ from: String, _ to: String) throws {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains(from))
            // Atomic: written beside and renamed over, as editors save.
            try text.replacingOccurrences(of: from, with: to).write(toFile: file, atomically: true, encoding: .utf8)
        }

        try edit("stops away", "stops to go, nearly there")
        let reloaded = try widgetEvent(2, socket: sock)["widget"] as? [String: Any]
        #expect(reloaded?["status"] as? String == "reloaded")
        #expect(reloaded?["changed"] as? [String] == [file])
        let edited = try activityRows(sock, root + "/edited.png")
        #expect(edited != before, "the edit did not reach the screen")

        try edit("Spacer()\n", "Spacer(\n")
        let failed = try widgetEvent(3, socket: sock)["widget"] as? [String: Any]
        #expect(failed?["status"] as? String == "failed")
        let error = failed?["error"] as? [String: Any]
        #expect(error?["file"] as? String == file)
        #expect((error?["line"] as? Int ?? 0) > 0 && (error?["column"] as? Int ?? 0) > 0)
        #expect((error?["message"] as? String)?.hasPrefix("expected ')'") == true)
        // The last good version stays on screen.
        #expect(try activityRows(sock, root + "/broken.png") == edited)

        try edit("Spacer(\n", "Spacer()\n")
        let fixed = try widgetEvent(4, socket: sock)["widget"] as? [String: Any]
        #expect(fixed?["status"] as? String == "reloaded" && fixed?["error"] == nil)

        p.terminate()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("ParcelAttributes: starting from its first preview content state"))
        #expect(stderr.contains("\(file):\(error?["line"] as? Int ?? -1):\(error?["column"] as? Int ?? -1): error: expected ')'"))
        #expect(stderr.contains("no longer imports; showing the last good version"))
    }

    @Test func nothingImportableExitsOneBeforeListening() throws {
        let dir = NSTemporaryDirectory() + "afterglow-run-widget-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "struct NotAWidget {}\n".write(toFile: dir + "/A.swift", atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", "--headless", "--control-socket", dir + "/c.sock", "--widget", dir])
        #expect(r.status == 1)
        #expect(r.stderr.contains("no ActivityConfiguration(for:)"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/c.sock"))
        let usage = try CLI.run(["run", "--headless", "--no-watch"])
        #expect(usage.status == 2, "\(usage.status)")
    }
}
