import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// The access rules as a pure function (docs/CONTROL_API.md › Security).
@Suite("Control API access rules (RequestGuard)")
struct RequestGuardTests {
    let guardWithToken = RequestGuard(token: "s3cret", tokenFile: "/run/x.token")
    let tcp = RequestGuard.Transport.tcp(port: 8123)

    func request(_ headers: [String: String], method: String = "GET", body: String = "") -> HTTPRequest {
        HTTPRequest(method: method, path: "/v1/state", headers: headers, body: Data(body.utf8))
    }

    @Test func loopbackHostsWithTheRightPortPass() {
        for host in ["127.0.0.1:8123", "localhost:8123", "LOCALHOST:8123", "[::1]:8123", "127.0.0.1", "localhost"] {
            #expect(guardWithToken.check(request(["host": host, "authorization": "Bearer s3cret"]), transport: tcp) == nil, "\(host)")
        }
    }

    @Test func foreignHostsAre403AndWrongPort421() {
        for host in ["evil.example.com", "evil.example.com:8123", "127.0.0.2:8123", "localhost.evil.com:8123", "0.0.0.0:8123",
                     "[::2]:8123", "127.0.0.1:8123:9", "[::1", "", "localhost:http"] {
            let r = guardWithToken.check(request(["host": host, "authorization": "Bearer s3cret"]), transport: tcp)
            #expect(r?.status == 403, "\(host)")
        }
        #expect(guardWithToken.check(request(["authorization": "Bearer s3cret"]), transport: tcp)?.status == 403)   // no Host
        let r = guardWithToken.check(request(["host": "127.0.0.1:9999", "authorization": "Bearer s3cret"]), transport: tcp)
        #expect(r?.status == 421 && r?.reason.contains("8123") == true)
        let evil = guardWithToken.check(request(["host": "evil.example.com:8123"]), transport: tcp)
        #expect(evil?.reason.contains("DNS-rebinding") == true)
    }

    @Test func onlyTheServersOwnOriginPasses() {
        let base = ["host": "127.0.0.1:8123", "authorization": "Bearer s3cret"]
        for origin in ["http://127.0.0.1:8123", "http://localhost:8123", "http://[::1]:8123"] {
            #expect(guardWithToken.check(request(base.merging(["origin": origin]) { $1 }), transport: tcp) == nil, "\(origin)")
        }
        for origin in ["http://evil.example.com", "null", "http://127.0.0.1:8124", "https://127.0.0.1:8123", "http://localhost",
                       "file://", "http://127.0.0.1:8123/path", "http://127.0.0.1.evil.com:8123"] {
            let r = guardWithToken.check(request(base.merging(["origin": origin]) { $1 }), transport: tcp)
            #expect(r?.status == 403, "\(origin)")
            #expect(r?.response.extraHeaders.contains { $0.0.lowercased().hasPrefix("access-control") } == false)
        }
        // The Unix socket serves no page: any Origin is foreign there.
        #expect(guardWithToken.check(request(["origin": "http://127.0.0.1:8123"]), transport: .unix)?.status == 403)
        #expect(guardWithToken.check(request(["sec-fetch-site": "cross-site"]), transport: .unix)?.status == 403)
        #expect(guardWithToken.check(request(base.merging(["sec-fetch-site": "same-site"]) { $1 }), transport: tcp)?.status == 403)
        #expect(guardWithToken.check(request(base.merging(["sec-fetch-site": "none"]) { $1 }), transport: tcp) == nil)
    }

    @Test func tcpNeedsTheBearerTokenUnixDoesNot() {
        let host = ["host": "127.0.0.1:8123"]
        let missing = guardWithToken.check(request(host), transport: tcp)
        #expect(missing?.status == 401 && missing?.reason.contains("/run/x.token") == true)
        #expect(missing?.response.extraHeaders.contains { $0.0 == "WWW-Authenticate" } == true)
        for auth in ["Bearer wrong", "Bearer s3cre", "Bearer s3crett", "Basic s3cret", "s3cret", "Bearer"] {
            #expect(guardWithToken.check(request(host.merging(["authorization": auth]) { $1 }), transport: tcp)?.status == 401, "\(auth)")
        }
        #expect(guardWithToken.check(request(host.merging(["authorization": "bearer s3cret"]) { $1 }), transport: tcp) == nil)
        #expect(guardWithToken.check(request([:]), transport: .unix) == nil)
    }

    @Test func bodiesMustBeJSON() {
        let ok = ["host": "127.0.0.1:8123", "authorization": "Bearer s3cret"]
        for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp",
                     "text/json", "application/json-patch+json", ""] {
            let r = guardWithToken.check(request(ok.merging(["content-type": type, "content-length": "2"]) { $1 }, method: "POST", body: "{}"), transport: tcp)
            #expect(r?.status == 415, "\(type)")
        }
        // A text/plain form post with an empty body is refused too (POST /v1/tap accepts no body).
        #expect(guardWithToken.check(request(["content-type": "text/plain", "content-length": "0"], method: "POST"), transport: .unix)?.status == 415)
        #expect(guardWithToken.check(request(["content-length": "2"], method: "POST", body: "{}"), transport: .unix)?.status == 415)
        for type in ["application/json", "application/json; charset=utf-8", "Application/JSON"] {
            #expect(guardWithToken.check(request(ok.merging(["content-type": type]) { $1 }, method: "POST", body: "{}"), transport: tcp) == nil)
        }
        #expect(guardWithToken.check(request([:], method: "POST"), transport: .unix) == nil)   // no body, no type
    }

    @Test func duplicateSecurityHeadersAreRefusedByTheParser() {
        let twoHosts = "GET /v1/state HTTP/1.1\r\nHost: 127.0.0.1:1\r\nHost: evil.example.com\r\n\r\n"
        guard case .failure(let status, let reason) = HTTPRequestParser.parse(Data(twoHosts.utf8)) else { Issue.record("accepted"); return }
        #expect(status == 400 && reason.contains("host"))
        guard case .failure(400, _) = HTTPRequestParser.parse(Data("GET / HTTP/1.1\r\nBad(Name): x\r\n\r\n".utf8)) else { Issue.record("accepted"); return }
    }
}

/// The same rules end to end, through real sockets, with the backend watching for side effects.
@Suite("Control API access rules over sockets")
struct ControlSecuritySocketTests {
    /// The request from the issue: what any web page can send without a CORS preflight.
    func browserPush(port: UInt16, host: String) -> Data {
        let body = #"{"aps":{"alert":"pwned"}}"#
        return Data(("POST /v1/push HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://evil.example.com\r\n"
                     + "Content-Type: text/plain;charset=UTF-8\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
    }

    @Test func theIssuesRequestIsRefusedAndChangesNothing() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        let answer = try h.raw(browserPush(port: h.port, host: "evil.example.com:\(h.port)"), endpoint: .loopback(port: h.port))
        #expect(answer.hasPrefix("HTTP/1.1 403"))
        #expect(!answer.lowercased().contains("access-control-"))
        // Even with the right Host, the foreign Origin is refused; and with neither, the token and type are.
        #expect(try h.raw(browserPush(port: h.port, host: "127.0.0.1:\(h.port)"), endpoint: .loopback(port: h.port)).hasPrefix("HTTP/1.1 403"))
        let noOrigin = Data("POST /v1/push HTTP/1.1\r\nHost: 127.0.0.1:\(h.port)\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}".utf8)
        #expect(try h.raw(noOrigin, endpoint: .loopback(port: h.port)).hasPrefix("HTTP/1.1 401"))
        let wrongType = Data("POST /v1/push HTTP/1.1\r\nHost: 127.0.0.1:\(h.port)\r\nAuthorization: Bearer \(Harness.token)\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}".utf8)
        #expect(try h.raw(wrongType, endpoint: .loopback(port: h.port)).hasPrefix("HTTP/1.1 415"))
        #expect(h.backend.callLog.isEmpty)
        #expect(h.server.requestsRefused == 4)
        // Each refusal is on the event stream, with who asked (four kinds: four events at once).
        let refused = h.backend.events.events(after: 0).events.compactMap(\.refused)
        #expect(refused.map(\.status) == [403, 403, 401, 415])
        #expect(refused.map(\.count) == [1, 1, 1, 1])
        #expect(refused[0].host == "evil.example.com:\(h.port)" && refused[0].origin == "http://evil.example.com" && refused[0].transport == "tcp")
        // The same push from the CLI's client (token, loopback Host, JSON) is delivered.
        let ok = try h.tcpClient().request("POST", "/v1/push", body: Data(#"{"aps":{"alert":"hi"}}"#.utf8))
        #expect(ok.status == 200 && h.backend.callLog.count == 1)
    }

    @Test func refusedOnTheHeadersBeforeTheBodyIsRead() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        // The body never comes: an answer at all shows the refusal did not wait for it (else 408 after 10 s).
        let head = Data("POST /v1/settings HTTP/1.1\r\nHost: rebind.example:\(h.port)\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n".utf8)
        let answer = try h.raw(head, endpoint: .loopback(port: h.port))
        #expect(answer.hasPrefix("HTTP/1.1 403"))
    }

    @Test func tokenlessAndWrongTokenAre401() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        let none = try h.tcpClient(token: nil).request("GET", "/v1/state")
        #expect(none.status == 401 && none.errorMessage.contains("c.token"))
        #expect(try h.tcpClient(token: "guess").request("GET", "/v1/state").status == 401)
        #expect(try h.tcpClient().request("GET", "/v1/state").status == 200)
        // The Unix socket needs none.
        #expect(try h.client.request("GET", "/v1/state").status == 200)
    }

    @Test func corsPreflightGetsNoGrant() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        let preflight = Data(("OPTIONS /v1/settings HTTP/1.1\r\nHost: 127.0.0.1:\(h.port)\r\nOrigin: http://evil.example.com\r\n"
                              + "Access-Control-Request-Method: PATCH\r\nAccess-Control-Request-Headers: content-type,authorization\r\n\r\n").utf8)
        let answer = try h.raw(preflight, endpoint: .loopback(port: h.port))
        #expect(answer.hasPrefix("HTTP/1.1 403") && !answer.lowercased().contains("access-control-allow"))
    }

    @Test func aServerWithTCPButNoTokenDoesNotStart() throws {
        let dir = NSTemporaryDirectory() + "agctl-\(UUID().uuidString.prefix(8))"
        #expect(throws: (any Error).self) {
            _ = try ControlServer(backend: FakeBackend(), endpoints: [.unix(path: dir + "/c.sock"), .loopback(port: 0)], clock: VirtualClock())
        }
    }

    @Test func tokenFileIsPrivateAndFoundByPort() throws {
        let dir = NSTemporaryDirectory() + "agctl-tok-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = ControlToken.path(besideSocket: dir + "/4242.sock")
        #expect(path == dir + "/4242.token")
        let t = ControlToken.random()
        #expect(t.count == 64 && t != ControlToken.random())
        try ControlToken(port: 5555, token: t).write(to: path)
        try ControlToken(port: 6666, token: "other").write(to: dir + "/1.token")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try ControlToken.find(port: 5555, in: dir, environment: [:]) == t)
        #expect(try ControlToken.find(port: 6666, in: dir, environment: [:]) == "other")
        #expect(try ControlToken.find(port: 5555, in: dir, environment: ["AFTERGLOW_TOKEN": "env"]) == "env")
        #expect(throws: (any Error).self) { try ControlToken.find(port: 7777, in: dir, environment: [:]) }
        // A symlink planted at the token's path is replaced, never followed.
        let victim = dir + "/victim"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        unlink(path); symlink(victim, path)
        try ControlToken(port: 5555, token: t).write(to: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: victim)), as: UTF8.self) == "keep")
    }

    @Test func aFloodOfRefusalsIsCountedNotStoredOneByOne() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        let start = Date()
        for _ in 0..<200 { _ = try h.raw(browserPush(port: h.port, host: "evil.example.com:\(h.port)"), endpoint: .loopback(port: h.port)) }
        var refused: [ControlEvent.RefusedRequest] = []
        for _ in 0..<500 {
            refused = h.backend.events.events(after: 0).events.compactMap(\.refused)
            if refused.map(\.count).reduce(0, +) == 200 { break }
            usleep(20_000)
        }
        #expect(refused.map(\.count).reduce(0, +) == 200)
        #expect(h.server.requestsRefused == 200)
        // One kind of refusal: its first event at once, then one count per second at most, so
        // the replay buffer keeps its history.
        #expect(refused.first?.count == 1)
        #expect(refused.count <= 2 * (Int(Date().timeIntervalSince(start)) + 2))
    }
}
