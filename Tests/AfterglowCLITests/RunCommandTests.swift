import Foundation
import Testing

/// `afterglow run --headless` driven by the CLI verbs over its control socket, as a rig would.
@Suite("run --headless with the control verbs", .serialized)
struct RunCommandTests {
    /// Starts `afterglow run --headless` on a private socket and waits until it answers
    /// (`up` false, with the failure recorded, when it never does).
    func startEmulator(_ extra: [String], in dir: String) throws -> (process: Process, socket: String, up: Bool) {
        let sock = dir + "/c.sock"
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = ["run", "--headless", "--devices", CLI.repositoryRoot + "/Devices", "--control-socket", sock] + extra
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var up = false
        for _ in 0..<100 where !up {
            up = (try? CLI.run(["state", "--control-socket", sock]))?.status == 0
            if !up { usleep(100_000) }
        }
        #expect(up, "the emulator never answered on \(sock)")
        return (p, sock, up)
    }

    func temporaryDirectory(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "afterglow-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func verbsDriveTheRunningEmulator() throws {
        let dir = try temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (p, sock, up) = try startEmulator(["--device", "iphone-14-pro"], in: dir)
        // Never leave an emulator behind, even if it ignored SIGTERM.
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() } }
        guard up else { return }

        let g = try CLI.run(["gesture", "face-up", "--control-socket", sock])
        #expect(g.status == 0, "\(g.stderr)")
        let w = try CLI.run(["wait", "always-on", "--timeout", "10", "--control-socket", sock])
        #expect(w.status == 0, "\(w.stderr)")
        let s = try CLI.run(["state", "--json", "--control-socket", sock])
        #expect(s.stdout.contains(#""displayState":"always-on""#))
        let t = try CLI.run(["state", "--transitions", "--control-socket", sock])
        #expect(t.stdout.contains("always-on") && t.stdout.contains("face-up"))

        let timeout = try CLI.run(["wait", "off", "--timeout", "0.2", "--control-socket", sock])
        #expect(timeout.status == 1 && timeout.stderr.contains("timeout"))
        // Nothing moves on the Always On screen: the animation wait answers at once.
        let settled = try CLI.run(["wait", "--animation-finished", "--timeout", "10", "--control-socket", sock])
        #expect(settled.status == 0 && settled.stdout.contains("animation finished"), "\(settled.stderr)")
        let both = try CLI.run(["wait", "off", "--animation-finished", "--control-socket", sock])
        #expect(both.status != 0 && both.stderr.contains("not both"), "\(both.stderr)")
        let bad = dir + "/bad.apns"
        try Data(#"{"alert":"no aps"}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let push = try CLI.run(["push", bad, "--control-socket", sock])
        #expect(push.status == 1 && push.stderr.contains("aps"))
        let unknown = try CLI.run(["gesture", "juggle", "--control-socket", sock])
        #expect(unknown.status == 2)

        let shot = dir + "/shot.png"
        let sc = try CLI.run(["screenshot", "-o", shot, "--control-socket", sock])
        #expect(sc.status == 0, "\(sc.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))

        p.terminate()
        for _ in 0..<100 where p.isRunning { usleep(100_000) }
        #expect(!p.isRunning, "SIGTERM did not stop the emulator")
        guard !p.isRunning else { return }
        #expect(p.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: sock))
    }

    @Test func aSensorTraceDrivesTheWatchToAlwaysOn() throws {
        let dir = try temporaryDirectory("run-sensor")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (p, sock, up) = try startEmulator(["--device", "apple-watch-45mm",
                                               "--sensor", CLI.repositoryRoot + "/Examples/traces/wrist-drop.csv"], in: dir)
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() } }
        guard up else { return }
        // The trace's samples go through the gesture detectors: wrist-drop → Always On.
        let w = try CLI.run(["wait", "always-on", "--timeout", "30", "--control-socket", sock])
        #expect(w.status == 0, "\(w.stderr)")
        let s = try CLI.run(["state", "--json", "--control-socket", sock])
        #expect(s.stdout.contains(#""lastGesture":"wrist-drop""#) && s.stdout.contains("replay:wrist-drop.csv"))
        let t = try CLI.run(["state", "--transitions", "--control-socket", sock])
        #expect(t.stdout.contains("wrist-drop"))
        p.terminate()
        for _ in 0..<100 where p.isRunning { usleep(100_000) }
        #expect(!p.isRunning)
    }
}

