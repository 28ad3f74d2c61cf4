import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Reads an event stream on a background thread and hands its messages over one at a time, so a
/// test waits on the next event (with a generous real-time bound that only a broken server hits).
final class StreamReader: @unchecked Sendable {
    private let lock = NSCondition()
    private var messages: [ServerSentEvents.Message] = []
    private var ended = false
    private(set) var failure: String?
    private let fd: Int32

    init(_ h: Harness, _ target: String, endpoint: SocketEndpoint? = nil, headers: String = "") throws {
        fd = try h.rawConnect(endpoint ?? .unix(path: h.path))
        let host = headers.lowercased().contains("host:") ? "" : "Host: afterglow\r\n"
        let head = "GET \(target) HTTP/1.1\r\n\(host)\(headers)\r\n"
        _ = head.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        let sock = fd
        Thread { [self] in
            var buf = [UInt8](repeating: 0, count: 65536)
            var parser = ServerSentEvents.Parser()
            var head = Data(), inBody = false
            while true {
                let n = recv(sock, &buf, buf.count, 0)
                if n <= 0 { break }
                var bytes = Data(buf[0..<n])
                if !inBody {
                    head += bytes
                    guard let end = head.firstRange(of: Data("\r\n\r\n".utf8)) else { continue }
                    let status = String(decoding: head[..<end.lowerBound], as: UTF8.self)
                    if !status.hasPrefix("HTTP/1.1 200") { lock.withLock { failure = status + String(decoding: head[end.upperBound...], as: UTF8.self) }; break }
                    inBody = true
                    bytes = Data(head[end.upperBound...])
                }
                let got = parser.feed(bytes)
                lock.withLock { messages += got; lock.broadcast() }
            }
            // Closed here, by the only thread that reads it: closing it elsewhere while recv runs
            // would let another test's socket reuse the number under this reader.
            Glibc.close(sock)
            lock.withLock { ended = true; lock.broadcast() }
        }.start()
    }

    /// The next message, or nil when the stream ended (or nothing came within `seconds` of real time).
    func next(within seconds: Double = 10) -> ServerSentEvents.Message? {
        lock.withLock {
            let deadline = Date().addingTimeInterval(seconds)
            while messages.isEmpty && !ended { if !lock.wait(until: deadline) { break } }
            return messages.isEmpty ? nil : messages.removeFirst()
        }
    }

    func nextEvent() throws -> ControlEvent {
        let m = try #require(next())
        return try JSONDecoder().decode(ControlEvent.self, from: Data(m.data.utf8))
    }

    var error: String? { lock.withLock { failure } }
    /// Ends the stream; the reader thread closes the descriptor.
    func close() { shutdown(fd, Int32(SHUT_RDWR)) }
}

@Suite("Control API event stream")
struct EventStreamTests {
    @Test func helloThenEventsAsTheyHappen() throws {
        let h = try Harness(); defer { h.stop() }
        let s = try StreamReader(h, "/v1/events"); defer { s.close() }
        let hello = try #require(s.next())
        #expect(hello.event == "hello")
        let hi = try JSONDecoder().decode(ServerSentEvents.Hello.self, from: Data(hello.data.utf8))
        #expect(hi.after == 0 && hi.state.displayState == "interactive")
        // Another client acts; the stream reports it (and was not blocking that client).
        _ = try h.client.json(ControlState.self, "POST", "/v1/gesture", body: ControlClient.encode(GestureRequest(gesture: "face-up")))
        let g = try s.nextEvent()
        #expect(g.type == .gesture && g.gesture?.name == "face-up" && g.id == 1)
        h.backend.setDisplayState("always-on", cause: "face-up-stationary", at: 1.5)
        let t = try s.nextEvent()
        #expect(t.type == .transition && t.transition?.to == "always-on" && t.id == 2 && t.time == 1.5)
    }

    @Test func typesFilterAndReplayFromAnId() throws {
        let h = try Harness(); defer { h.stop() }
        for s in ["dimming", "always-on", "interactive"] { h.backend.setDisplayState(s, cause: "x", at: 1) }
        try h.backend.inject(gesture: "wrist-raise")
        // Replay after #1, transitions only: #2 and #3; the gesture (#4) is filtered out.
        let s = try StreamReader(h, "/v1/events?since=1&types=transition"); defer { s.close() }
        #expect(s.next()?.event == "hello")
        #expect(try s.nextEvent().transition?.to == "always-on")
        #expect(try s.nextEvent().transition?.to == "interactive")
        h.backend.setDisplayState("off", cause: "lock", at: 2)
        let e = try s.nextEvent()
        #expect(e.id == 5 && e.transition?.to == "off")
        // Last-Event-ID resumes the same way.
        let r = try StreamReader(h, "/v1/events", headers: "Last-Event-ID: 4\r\n"); defer { r.close() }
        #expect(r.next()?.event == "hello")
        #expect(try r.nextEvent().id == 5)
    }

    @Test func aReaderFarBehindIsToldWhatItMissed() throws {
        let h = try Harness(); defer { h.stop() }
        for i in 0..<100 { h.backend.setDisplayState(i % 2 == 0 ? "dimming" : "interactive", cause: "x", at: Double(i)) }
        let s = try StreamReader(h, "/v1/events?since=0"); defer { s.close() }
        #expect(s.next()?.event == "hello")
        let missed = try #require(s.next())
        #expect(missed.event == "missed")
        #expect(try JSONDecoder().decode(ServerSentEvents.Missed.self, from: Data(missed.data.utf8)).missed == 36)   // log keeps 64
        #expect(try s.nextEvent().id == 37)
    }

    @Test func badQueriesAre400() throws {
        let h = try Harness(); defer { h.stop() }
        let r = try h.client.request("GET", "/v1/events?types=transition,teleport")
        #expect(r.status == 400 && r.errorMessage.contains("teleport") && r.errorMessage.contains("gesture"))
        #expect(try h.client.request("GET", "/v1/events?since=-3").status == 400)
        #expect(try h.client.request("POST", "/v1/events").status == 405)
    }

    @Test func refusedRequestsAppearOnTheStreamAndForeignPagesCannotOpenIt() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        let s = try StreamReader(h, "/v1/events?types=refused"); defer { s.close() }
        #expect(s.next()?.event == "hello")
        // An EventSource from a page carries its Origin: refused, before any event is sent.
        let page = try StreamReader(h, "/v1/events", endpoint: .loopback(port: h.port),
                                    headers: "Host: 127.0.0.1:\(h.port)\r\nOrigin: http://evil.example.com\r\n")
        defer { page.close() }
        #expect(page.next(within: 10) == nil)
        #expect(page.error?.hasPrefix("HTTP/1.1 403") == true)
        let e = try s.nextEvent()
        #expect(e.refused?.path == "/v1/events" && e.refused?.transport == "tcp")
    }

    @Test func theClientStreamsAndStops() throws {
        let h = try Harness(); defer { h.stop() }
        let got = Box<String>()
        let client = h.client
        let open = DispatchSemaphore(value: 0)
        let done = background {
            try? client.stream("/v1/events") { m in
                got.append(m.event)
                if m.event == "hello" { open.signal() }
                return m.event != "transition"
            }
        }
        // Change the state once the client's stream is open (its hello arrived).
        #expect(open.wait(timeout: .now() + 10) == .success)
        h.backend.setDisplayState("dimming", cause: "inactivity", at: 30)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(got.all == ["hello", "transition"])
    }
}

@Suite("Event log, frame summaries, SSE wire format")
struct EventPiecesTests {
    @Test func logNumbersDropsAndCountsMissed() {
        let log = ControlEventLog(capacity: 3)
        for i in 0..<5 { log.append(ControlEvent(type: .gesture, time: Double(i))) }
        #expect(log.latestId == 5)
        let all = log.events(after: 0)
        #expect(all.events.map(\.id) == [3, 4, 5] && all.missed == 2)
        #expect(log.events(after: 3).events.map(\.id) == [4, 5] && log.events(after: 3).missed == 0)
        #expect(log.events(after: 5).events.isEmpty)
        #expect(log.events(after: 2, limit: 1).events.map(\.id) == [3])
        let woke = Box<Int>()
        let key = log.addObserver { woke.append(1) }
        log.append(ControlEvent(type: .alert, time: 9))
        log.removeObserver(key)
        log.append(ControlEvent(type: .alert, time: 9))
        #expect(woke.all.count == 1)
    }

    @Test func oneSummaryPerSecondOfTheEmulatorClock() {
        var s = FrameSummarizer()
        let ctx = FrameSummarizer.Context(refreshHz: 120, displayState: "interactive", panelMilliwatts: 500)
        var out: [FrameSummary] = []
        // 0.0–0.99 s: 4 frames (one over budget); nothing again until 3.2 s.
        for (i, cost) in [1.0, 2.0, 9.5, 3.0].enumerated() {
            out += s.record(costMs: cost, missedBudget: cost > 8.33, at: Timestamp(seconds: 0.1 + Double(i) * 0.2), ctx)
        }
        #expect(out.isEmpty)
        out += s.advance(to: Timestamp(seconds: 3.2), FrameSummarizer.Context(refreshHz: 1, displayState: "always-on", panelMilliwatts: 80))
        #expect(out.map(\.second) == [0, 1, 2])
        #expect(out[0].frames == 4 && out[0].budgetMisses == 1 && out[0].costMaxMs == 9.5 && out[0].costP50Ms == 2.0)
        #expect(out[1].frames == 0 && out[2].frames == 0 && out[2].displayState == "always-on" && out[2].refreshHz == 1)
        #expect(s.advance(to: Timestamp(seconds: 3.9), ctx).isEmpty)
        // A long gap reports only the latest minute.
        #expect(s.advance(to: Timestamp(seconds: 500), ctx).count == 61)
    }

    @Test func sseRoundTrip() throws {
        let e = ControlEvent(id: 7, type: .alert, time: 2, alert: .init(title: "Line\nbreak", body: nil, lightsScreen: true))
        var p = ServerSentEvents.Parser()
        let wire = ServerSentEvents.encode(e) + ServerSentEvents.keepAlive + Data("id: 8\r\nevent: x\r\ndata: a\r\ndata: b\r\n\r\n".utf8)
        // Fed one byte at a time: messages split anywhere still parse.
        var got: [ServerSentEvents.Message] = []
        for b in wire { got += p.feed(Data([b])) }
        #expect(got.count == 2)
        #expect(got[0].id == "7" && got[0].event == "alert")
        #expect(try JSONDecoder().decode(ControlEvent.self, from: Data(got[0].data.utf8)) == e)
        #expect(got[1] == ServerSentEvents.Message(id: "8", event: "x", data: "a\nb"))
    }
}
