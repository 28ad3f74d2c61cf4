#if canImport(Glibc)
import Glibc
#endif
@testable import AfterglowControl
import Foundation
import Testing

/// Issue 28: the rig is never blocked — separate pools, capped unauthenticated TCP, slow work off
/// the server thread with back-pressure, taps answered once applied. Behaviour, never speed.
@Suite("Control API isolation and back-pressure")
struct ControlIsolationTests {
    @Test func halfOpenTCPCannotTakeTheUnixSocketsSlots() throws {
        let h = try Harness(limits: HTTPLimits(maxConnections: 4, maxTCPConnections: 64, maxUnauthenticatedTCP: 4,
                                               unauthenticatedTimeoutSeconds: 0.5), tcp: true)
        defer { h.stop() }
        // Twenty TCP connections that never send a byte (no token needed to open one).
        let fds = try (0..<20).map { _ in try h.rawConnect(.loopback(port: h.port)) }
        defer { for fd in fds { close(fd) } }
        // The rig's Unix socket still answers, every time.
        for _ in 0..<10 { #expect(try h.client.request("GET", "/v1/state").status == 200) }
        // Past the cap, TCP connections were told why (503); the rest are closed with 408 at their deadline.
        let answers = fds.map { readAll($0) }
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 503") }.count >= 16)
        #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 503") || $0.hasPrefix("HTTP/1.1 408") })
        // A client with the token is served once the half-open ones are gone.
        #expect(try h.tcpClient().request("GET", "/v1/state").status == 200)
    }

    @Test func screenshotsAreMadeOffTheServerThreadWithBackPressure() throws {
        let h = try Harness(limits: HTTPLimits(maxQueuedJobs: 2))
        defer { h.backend.screenshotsHeld = false; h.stop() }
        h.backend.screenshotsHeld = true
        // Five screenshot requests while none can finish: two are taken (queue of 2), three get 503.
        let fds = try (0..<5).map { _ in try h.rawConnect(.unix(path: h.path)) }
        defer { for fd in fds { close(fd) } }
        for fd in fds { _ = "GET /v1/screenshot HTTP/1.1\r\nHost: x\r\n\r\n".withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) } }
        for _ in 0..<1000 where h.server.requestsServed < 3 { usleep(10_000) }
        #expect(h.server.requestsServed == 3)
        // While screenshots are stuck "encoding", the server thread answers everything else.
        #expect(try h.client.request("GET", "/v1/state").status == 200)
        h.backend.screenshotsHeld = false
        let answers = fds.map { readAll($0) }
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 200") && $0.contains("image/png") }.count == 2)
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 503") && $0.contains("Retry-After: 1") }.count == 3)
    }

    @Test func aTapAnswersOnlyOnceApplied() throws {
        let h = try Harness(); defer { h.stop() }
        h.backend.inputsApplied = false
        let client = h.client
        let answer = Box<String>()
        let done = background { answer.append(String(decoding: (try? client.request("POST", "/v1/tap"))?.body ?? Data(), as: UTF8.self)) }
        // Not applied: no answer (the deadline is 5 s; this looks well before it).
        #expect(done.wait(timeout: .now() + 0.3) == .timedOut)
        h.backend.inputsApplied = true
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(answer.all.first?.contains("\"displayState\"") == true && answer.all.first?.contains("\"lastEventId\"") == true)
    }

    @Test func aRefusedBodyStillSentDoesNotResetTheAnswer() throws {
        // 413 is decided from Content-Length; the client keeps sending its 2 MiB body. The server
        // lingers (reads and discards) instead of closing with unread bytes, which would reset
        // the connection and could destroy the 413 before the client reads it.
        let h = try Harness(); defer { h.stop() }
        let fd = try h.rawConnect(.unix(path: h.path)); defer { close(fd) }
        let head = "POST /v1/push HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2097152\r\n\r\n"
        _ = head.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        let chunk = [UInt8](repeating: 0x20, count: 65536)
        var sent = 0
        while sent < 2_097_152 {
            let n = chunk.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        #expect(sent == 2_097_152, "the server stopped reading after \(sent) bytes")
        shutdown(fd, Int32(SHUT_WR))
        #expect(readAll(fd).hasPrefix("HTTP/1.1 413"))
    }

    @Test func pipelinedRequestsAreAllAnsweredInOrder() throws {
        let h = try Harness(); defer { h.stop() }
        // Three requests in one write: the first two answers say keep-alive, the last close.
        let three = "GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n"
            + "POST /v1/tap HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
            + "GET /v1/settings HTTP/1.1\r\nHost: x\r\n\r\n"
        let answer = try h.raw(Data(three.utf8))
        let statuses = answer.components(separatedBy: "HTTP/1.1 ").dropFirst().map { String($0.prefix(3)) }
        #expect(statuses == ["200", "200", "200"], "\(answer.prefix(600))")
        #expect(answer.components(separatedBy: "Connection: keep-alive").count == 3)
        #expect(answer.hasSuffix("}\n") && answer.contains("\"darkMode\""))
        #expect(h.backend.callLog.contains("tap centre"))
        // After a refusal the rest is not trusted: one answer, then close.
        let refusedFirst = "GET /v1/state HTTP/1.1\r\nOrigin: http://evil.example\r\n\r\nGET /v1/state HTTP/1.1\r\n\r\n"
        let r = try h.raw(Data(refusedFirst.utf8))
        #expect(r.hasPrefix("HTTP/1.1 403") && r.components(separatedBy: "HTTP/1.1 ").count == 2 && r.contains("Connection: close"))
    }

    @Test func headIsGetWithoutTheBody() throws {
        let h = try Harness(); defer { h.stop() }
        let a = try h.raw(Data("HEAD /v1/state HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(a.hasPrefix("HTTP/1.1 200") && a.contains("Content-Length: ") && a.hasSuffix("\r\n\r\n"))
        #expect(try h.raw(Data("HEAD /v1/events HTTP/1.1\r\nHost: x\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 405"))
    }

    @Test func sinceBeyondTheLatestEventIsRefused() throws {
        let h = try Harness(); defer { h.stop() }
        let latest = h.backend.events.latestId
        let r = try h.client.request("GET", "/v1/events?since=\(latest + 5)")
        #expect(r.status == 400 && r.errorMessage.contains("beyond the latest event id \(latest)"))
    }

    @Test func eventTimeNeverGoesBackwards() {
        let log = ControlEventLog()
        log.append(ControlEvent(type: .settings, time: 5))
        log.append(ControlEvent(type: .gesture, time: 3))
        #expect(log.events(after: 0).events.map(\.time) == [5, 5])
    }
}

@Suite("HTTP details (issue 28)")
struct HTTPDetailTests {
    @Test func signedContentLengthIsRefused() {
        let o = HTTPRequestParser.parse(Data("POST /v1/tap HTTP/1.1\r\nContent-Length: +2\r\n\r\n{}".utf8))
        guard case .failure(400, let reason) = o else { Issue.record("\(o)"); return }
        #expect(reason.contains("digits"))
    }

    @Test func controlCharactersInAHeaderValueAreRefused() {
        let o = HTTPRequestParser.parse(Data("GET /v1/state HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n".utf8))
        guard case .failure(400, let reason) = o else { Issue.record("\(o)"); return }
        #expect(reason.contains("0x0"))
    }

    @Test func aBareLFHeadIsRefusedAtOnce() {
        // No CRLFCRLF ever comes: refused on the bytes so far, not after the 10 s deadline.
        let o = HTTPRequestParser.parse(Data("GET /v1/state HTTP/1.1\nHost: x\n\n".utf8))
        guard case .failure(400, let reason) = o else { Issue.record("\(o)"); return }
        #expect(reason.contains("bare LF"))
        // A body may hold bare LFs.
        let ok = HTTPRequestParser.parse(Data("POST /v1/push HTTP/1.1\r\nContent-Length: 3\r\n\r\n{\n}".utf8))
        guard case .complete = ok else { Issue.record("\(ok)"); return }
    }

    @Test func deepPathsAreRefusedAndAFailedFileLeavesNoDirectories() throws {
        let base = NSTemporaryDirectory() + "agout-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let out = try OutputDirectory(path: base)
        #expect { _ = try out.locate((0..<3000).map { _ in "d" }.joined(separator: "/") + "/f.png") } throws: { "\($0)".contains("3000 directories deep") }
        // The file name is too long: the directories made on the way are removed again.
        let loc = try out.locate("n1/n2/" + String(repeating: "x", count: 300) + ".png")
        #expect(throws: ControlError.self) { _ = try out.createFile(loc) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty)
    }
}
