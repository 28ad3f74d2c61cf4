import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Collects results from background threads.
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T] = []
    func append(_ t: T) { lock.withLock { items.append(t) } }
    var all: [T] { lock.withLock { items } }
}

/// Runs `body` on a background thread; returns a semaphore signalled when it finishes.
func background(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    Thread { body(); done.signal() }.start()
    return done
}

@Suite("Control API endpoints")
struct ControlEndpointTests {
    @Test func healthListsRoutes() throws {
        let h = try Harness(); defer { h.stop() }
        let r = try h.client.request("GET", "/v1/health")
        #expect(r.status == 200)
        #expect(String(decoding: r.body, as: UTF8.self).contains("GET /v1/wait"))
    }

    @Test func stateTransitionsAndStats() throws {
        let h = try Harness(); defer { h.stop() }
        h.backend.setDisplayState("dimming", cause: "inactivity", at: 30)
        h.backend.setDisplayState("always-on", cause: "inactivity", at: 31)
        let s = try h.client.json(ControlState.self, "GET", "/v1/state")
        #expect(s.displayState == "always-on" && s.cause == "inactivity")
        struct Log: Decodable { let transitions: [TransitionRecord] }
        let all = try h.client.json(Log.self, "GET", "/v1/transitions")
        #expect(all.transitions.map(\.to) == ["dimming", "always-on"])
        let tail = try h.client.json(Log.self, "GET", "/v1/transitions?since=1")
        #expect(tail.transitions.map(\.index) == [1])
        // Alert sounds are events in the same log answer, each list from its own index.
        h.backend.playSound("default", source: "notification n1", at: 32)
        h.backend.playSound("alarm.caf", critical: true, source: "notification n2", at: 33)
        let withSounds = try h.client.json(TransitionLog.self, "GET", "/v1/transitions?since=1&soundsSince=1")
        #expect(withSounds.transitions.map(\.index) == [1])
        #expect(withSounds.alertSounds == [AlertSoundEntry(index: 1, time: 33, name: "alarm.caf", critical: true, source: "notification n2")])
        #expect(try h.client.json(TransitionLog.self, "GET", "/v1/transitions").alertSounds.map(\.name) == ["default", "alarm.caf"])
        #expect(try h.client.request("GET", "/v1/transitions?soundsSince=x").status == 400)
        // /v1/stats serves what the backend reports at the time of the request (not a cached copy).
        for (frames, hitches) in [(7, 0), (123_456, 17)] {
            h.backend.setStatistics(ControlStatistics(frames: frames, hitches: hitches, budgetMs: 8.33))
            let st = try h.client.json(ControlStatistics.self, "GET", "/v1/stats")
            #expect(st.frames == frames && st.hitches == hitches)
        }
    }

    @Test func pushAndActivities() throws {
        let h = try Harness(); defer { h.stop() }
        let ok = try h.client.json(PushResult.self, "POST", "/v1/push", body: Data(#"{"aps":{"alert":"hi"}}"#.utf8))
        #expect(ok.kind == "notification")
        let bad = try h.client.request("POST", "/v1/push", body: Data(#"{"alert":"hi"}"#.utf8))
        #expect(bad.status == 422 && bad.errorMessage.contains("aps"))
        let empty = try h.client.request("POST", "/v1/push", body: Data())
        #expect(empty.status == 400)
        _ = try h.client.json(PushResult.self, "POST", "/v1/activities", body: Data("{}".utf8))
        _ = try h.client.json(PushResult.self, "POST", "/v1/activities/a1", body: Data("{}".utf8))
        let missing = try h.client.request("POST", "/v1/activities/zz", body: Data("{}".utf8))
        #expect(missing.status == 404 && missing.errorMessage.contains("zz"))
        _ = try h.client.json(PushResult.self, "DELETE", "/v1/activities/a1")
        #expect(h.backend.callLog.contains("end a1 nobody"))
    }

    @Test func gestureTapIMU() throws {
        let h = try Harness(); defer { h.stop() }
        let s = try h.client.json(ControlState.self, "POST", "/v1/gesture", body: ControlClient.encode(GestureRequest(gesture: "face-up")))
        #expect(s.lastGesture == "face-up")
        let unknown = try h.client.request("POST", "/v1/gesture", body: Data(#"{"gesture":"juggle"}"#.utf8))
        #expect(unknown.status == 400 && unknown.errorMessage.contains("juggle") && unknown.errorMessage.contains("wrist-drop"))
        _ = try h.client.json(ControlState.self, "POST", "/v1/tap", body: Data(#"{"x":10,"y":20}"#.utf8))
        _ = try h.client.json(ControlState.self, "POST", "/v1/tap")
        #expect(h.backend.callLog.contains("tap 10.0,20.0") && h.backend.callLog.contains("tap centre"))
        let half = try h.client.request("POST", "/v1/tap", body: Data(#"{"x":10}"#.utf8))
        #expect(half.status == 400)
        let samples = [IMUSample(timestamp: .zero, acceleration: Vector3(x: 0, y: 0, z: -1), source: "rig")]
        struct Accepted: Decodable { let accepted: Int }
        let a = try h.client.json(Accepted.self, "POST", "/v1/imu", body: ControlClient.encode(IMURequest(samples: samples)))
        #expect(a.accepted == 1)
        let badIMU = try h.client.request("POST", "/v1/imu", body: Data(#"{"samples":[{"timestamp":0}]}"#.utf8))
        #expect(badIMU.status == 400 && badIMU.errorMessage.contains("samples"))
    }

    @Test func settingsScreenshotRecording() throws {
        let h = try Harness(); defer { h.stop() }
        let before = try h.client.json(ControlSettings.self, "GET", "/v1/settings")
        #expect(before.darkMode == false)
        let after = try h.client.json(ControlSettings.self, "PATCH", "/v1/settings", body: Data(#"{"darkMode":true}"#.utf8))
        #expect(after.darkMode && after.alwaysOn)
        let typo = try h.client.request("PATCH", "/v1/settings", body: Data(#"{"darkmode":true}"#.utf8))
        #expect(typo.status == 400 && typo.errorMessage.contains("darkmode"))
        let shot = try h.client.request("GET", "/v1/screenshot")
        // The whole 300,008-byte body arrives byte for byte (written in several socket writes).
        #expect(shot.status == 200 && shot.contentType == "image/png" && shot.body == FakeBackend.screenshotBytes)
        _ = try h.client.request("GET", "/v1/screenshot?downsample=3")
        #expect(h.backend.callLog.contains("screenshot 3"))
        #expect(try h.client.request("GET", "/v1/screenshot?downsample=0").status == 400)
        _ = try h.client.request("GET", "/v1/screenshot?hud=1")
        #expect(h.backend.callLog.contains("screenshot 1 hud"))
        #expect(try h.client.request("GET", "/v1/screenshot?hud=maybe").status == 400)
        let rec = try h.client.json(RecordingStatus.self, "POST", "/v1/recording", body: Data(#"{"action":"start","path":"x.png"}"#.utf8))
        #expect(rec.recording && rec.path == h.backend.outputDirectory.path + "/x.png")
        let bad = try h.client.request("POST", "/v1/recording", body: Data(#"{"action":"pause"}"#.utf8))
        #expect(bad.status == 400)
    }

    @Test func routingErrors() throws {
        let h = try Harness(); defer { h.stop() }
        #expect(try h.client.request("GET", "/v1/nope").status == 404)
        #expect(try h.client.request("GET", "/state").status == 404)
        let m = try h.client.request("DELETE", "/v1/state")
        #expect(m.status == 405 && m.errorMessage.contains("GET"))
        #expect(try h.client.request("GET", "/v1/transitions?since=abc").status == 400)
        #expect(try h.client.request("GET", "/v1/wait?state=asleep").status == 400)
        #expect(try h.client.request("GET", "/v1/wait?state=off&timeout=-1").status == 400)
        let notJSON = try h.client.request("POST", "/v1/gesture", body: Data("face-up".utf8))
        #expect(notJSON.status == 400 && notJSON.errorMessage.contains("JSON"))
    }

    @Test func loopbackTCPAndSocketMode() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        guard case .loopback(let port) = h.server.endpoints[1] else { Issue.record("no TCP endpoint"); return }
        #expect(port != 0)
        let tcp = h.tcpClient()
        #expect(tcp.endpoint == .loopback(port: port))
        #expect(try tcp.request("GET", "/v1/state").status == 200)
        let attrs = try FileManager.default.attributesOfItem(atPath: h.path)
        #expect((attrs[.posixPermissions] as? Int) == 0o600)
    }

    @Test func stopRemovesTheSocket() throws {
        let h = try Harness()
        #expect(FileManager.default.fileExists(atPath: h.path))
        h.stop()
        #expect(!FileManager.default.fileExists(atPath: h.path))
        #expect(throws: (any Error).self) { try h.client.request("GET", "/v1/state") }
    }
}

@Suite("Control API robustness")
struct ControlRobustnessTests {
    @Test func garbageGets400AndServerLives() throws {
        let h = try Harness(); defer { h.stop() }
        let answer = try h.raw(Data("\u{1}\u{2}garbage\r\n\r\n".utf8))
        #expect(answer.hasPrefix("HTTP/1.1 400"))
        let binary = try h.raw(Data((0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 37) }) + Data("\r\n\r\n".utf8))
        #expect(binary.hasPrefix("HTTP/1.1 4"))
        #expect(try h.client.request("GET", "/v1/state").status == 200)
    }

    @Test func oversizedBodyRefusedBeforeReading() throws {
        let h = try Harness(limits: HTTPLimits(maxBodyBytes: 1000)); defer { h.stop() }
        let answer = try h.raw(Data("POST /v1/push HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n".utf8))
        #expect(answer.hasPrefix("HTTP/1.1 413") && answer.contains("1000"))
        let big = try h.client.request("POST", "/v1/push", body: Data(repeating: 0x41, count: 5000))
        #expect(big.status == 413)
    }

    @Test func oversizedHeadAndChunkedRefused() throws {
        let h = try Harness(limits: HTTPLimits(maxHeaderBytes: 512)); defer { h.stop() }
        let head = "GET /v1/state HTTP/1.1\r\nX-Junk: " + String(repeating: "a", count: 4000) + "\r\n\r\n"
        #expect(try h.raw(Data(head.utf8)).hasPrefix("HTTP/1.1 431"))
        let chunked = try h.raw(Data("POST /v1/push HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
        #expect(chunked.hasPrefix("HTTP/1.1 411"))
        #expect(try h.raw(Data("GET /v1/state HTTP/2.0\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 505"))
    }

    @Test func halfOpenClientTimesOutWithoutBlockingOthers() throws {
        // Behaviour, not speed (a loaded 2-core machine can take a second to schedule anything):
        // the stalled client ends with a 408 naming the deadline, and a client arriving while
        // it stalls is answered; how long either takes is not asserted.
        let h = try Harness(limits: HTTPLimits(requestTimeoutSeconds: 1)); defer { h.stop() }
        let fd = try h.rawConnect(.unix(path: h.path))
        defer { close(fd) }
        _ = "GET /v1/state HTTP/1.1\r\nHost:".withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        #expect(try h.client.request("GET", "/v1/state").status == 200)
        let answer = readAll(fd)
        #expect(answer.hasPrefix("HTTP/1.1 408") && answer.contains("not complete within 1 s"), "\(answer.prefix(200))")
    }

    @Test func clientThatHangsUpMidRequestIsDropped() throws {
        let h = try Harness(); defer { h.stop() }
        for _ in 0..<20 {
            let fd = try h.rawConnect(.unix(path: h.path))
            _ = "POST /v1/push HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"a".withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            close(fd)
        }
        #expect(try h.client.request("GET", "/v1/state").status == 200)
    }

    @Test func manyConcurrentClients() throws {
        let h = try Harness(); defer { h.stop() }
        let statuses = Box<Int>()
        let client = h.client
        let done = (0..<24).map { i in
            background {
                for _ in 0..<5 {
                    let r = try? client.request(i % 2 == 0 ? "GET" : "POST", i % 2 == 0 ? "/v1/state" : "/v1/tap")
                    statuses.append(r?.status ?? -1)
                }
            }
        }
        for d in done { d.wait() }
        #expect(statuses.all.count == 120)
        #expect(statuses.all.allSatisfy { $0 == 200 })
    }

    @Test func connectionLimitAnswers503() throws {
        let h = try Harness(limits: HTTPLimits(maxConnections: 2)); defer { h.stop() }
        let a = try h.rawConnect(.unix(path: h.path)), b = try h.rawConnect(.unix(path: h.path))
        defer { close(a); close(b) }
        // Let the server accept both idle connections before the third arrives.
        var answer = ""
        for _ in 0..<50 where !answer.hasPrefix("HTTP/1.1 503") {
            answer = (try? h.raw(Data("GET /v1/state HTTP/1.1\r\n\r\n".utf8))) ?? ""
        }
        #expect(answer.hasPrefix("HTTP/1.1 503"))
        #expect(h.server.connectionsRejected >= 1)
    }
}

@Suite("Control API wait (long-poll on the emulator clock)")
struct ControlWaitTests {
    @Test func waitReturnsWhenStateIsReached() throws {
        let h = try Harness(); defer { h.stop() }
        let result = Box<ControlClient.Response>()
        let client = h.client
        let done = background { if let r = try? client.request("GET", "/v1/wait?state=always-on&timeout=100") { result.append(r) } }
        // Other clients are served while the wait is parked.
        #expect(try h.client.request("GET", "/v1/state").status == 200)
        h.clock.advance(by: .seconds(2))
        h.backend.setDisplayState("always-on", cause: "face-up", at: 2)
        h.server.wake()
        done.wait()
        let r = try #require(result.all.first)
        #expect(r.status == 200)
        let w = try JSONDecoder().decode(WaitResult.self, from: r.body)
        #expect(w.reached && w.current.displayState == "always-on")
    }

    @Test func waitTimesOutOnTheVirtualClock() throws {
        let h = try Harness(); defer { h.stop() }
        let result = Box<ControlClient.Response>()
        let client = h.client
        let done = background { if let r = try? client.request("GET", "/v1/wait?state=off&timeout=5") { result.append(r) } }
        // Time only moves when the test moves it: step it until the server answers.
        var steps = 0
        while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            h.clock.advance(by: .seconds(1)); h.server.wake(); steps += 1
            if steps > 500 { Issue.record("wait never timed out"); return }
        }
        let r = try #require(result.all.first)
        #expect(r.status == 408)
        let w = try JSONDecoder().decode(WaitResult.self, from: r.body)
        #expect(!w.reached && w.waitedSeconds >= 5 && w.current.displayState == "interactive")
    }

    @Test func waitAnswersAtOnceWhenAlreadyThere() throws {
        let h = try Harness(); defer { h.stop() }
        let r = try h.client.request("GET", "/v1/wait?state=interactive&timeout=0")
        #expect(r.status == 200)
    }

    @Test func parserHandlesSplitRequests() {
        var p = HTTPRequestParser(limits: HTTPLimits())
        #expect(p.feed(Data("POST /v1/push?x=1&y=a%20b HTTP/1.1\r\nContent-Len".utf8)) == .needMore)
        #expect(p.feed(Data("gth: 4\r\n\r\n{}".utf8)) == .needMore)
        guard case .complete(let r) = p.feed(Data("{}".utf8)) else { Issue.record("not complete"); return }
        #expect(r.method == "POST" && r.path == "/v1/push" && r.query == ["x": "1", "y": "a b"] && r.body.count == 4)
    }
}
