#if canImport(Glibc)
import Glibc
#endif
import AfterglowGeometry
import Foundation

/// A blocking HTTP/1.1 client for the control API (the CLI verbs and tests use it).
public struct ControlClient: Sendable {
    public struct Response: Sendable {
        public var status: Int
        public var contentType: String
        public var body: Data
        public var ok: Bool { (200..<300).contains(status) }
        /// The server's `{"error": …}` reason, or the body as text.
        public var errorMessage: String {
            (try? JSONDecoder().decode(ErrorBody.self, from: body))?.error ?? String(decoding: body.prefix(500), as: UTF8.self)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let endpoint: SocketEndpoint
    /// Socket receive timeout; a `wait` adds its own timeout to it.
    public var timeoutSeconds: Double
    /// The bearer token a TCP endpoint needs (`ControlToken.find` locates it); unused on the Unix socket.
    public var token: String?

    public init(endpoint: SocketEndpoint, timeoutSeconds: Double = 30, token: String? = nil) {
        self.endpoint = endpoint; self.timeoutSeconds = timeoutSeconds; self.token = token
    }

    /// The request head this client sends: a loopback Host, the token on TCP.
    func head(_ method: String, _ target: String, bodyLength: Int?, contentType: String) -> String {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        switch endpoint {
        case .unix: head += "Host: afterglow\r\n"
        case .loopback(let port):
            head += "Host: 127.0.0.1:\(port)\r\n"
            if let token { head += "Authorization: Bearer \(token)\r\n" }
        }
        head += "Connection: close\r\n"
        if let bodyLength { head += "Content-Type: \(contentType)\r\nContent-Length: \(bodyLength)\r\n" }
        return head + "\r\n"
    }

    public func request(_ method: String, _ target: String, body: Data? = nil,
                        contentType: String = "application/json", timeout: Double? = nil) throws -> Response {
        // The socket must be the user's own: one planted by another user would receive the request.
        if case .unix(let path) = endpoint {
            do { try RuntimeDirectory.checkOwnedFile(path, socket: true) } catch {
                throw Failure(description: "cannot use the emulator's socket: \(error)")
            }
        }
        let fd: Int32
        do { fd = try SocketIO.connect(to: endpoint, timeoutSeconds: timeout ?? timeoutSeconds) } catch {
            throw Failure(description: "cannot reach the emulator at \(endpoint): \(error)")
        }
        defer { close(fd) }
        let head = head(method, target, bodyLength: body?.count, contentType: contentType)
        try sendAll(fd, Data(head.utf8) + (body ?? Data()))
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n > 0 { received.append(contentsOf: chunk[0..<n]); continue }
            if n == 0 { break }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw Failure(description: "no answer from \(endpoint) within \(formatPoints(timeout ?? timeoutSeconds)) s") }
            // The server may reset after answering (it closes once the answer is sent).
            if !received.isEmpty { break }
            throw Failure(description: "reading from \(endpoint): \(String(cString: strerror(errno)))")
        }
        return try Self.parse(received, from: endpoint)
    }

    /// Decodes a 2xx JSON body, or throws with the server's reason.
    public func json<T: Decodable>(_ type: T.Type, _ method: String, _ target: String, body: Data? = nil, timeout: Double? = nil) throws -> T {
        let r = try request(method, target, body: body, timeout: timeout)
        guard r.ok else { throw Failure(description: "\(method) \(target): \(r.status) \(r.errorMessage)") }
        do { return try JSONDecoder().decode(T.self, from: r.body) } catch {
            throw Failure(description: "\(method) \(target): unexpected answer: \(error)")
        }
    }

    public static func encode<T: Encodable>(_ v: T) -> Data {
        (try? JSONEncoder().encode(v)) ?? Data()
    }

    static func parse(_ data: Data, from endpoint: SocketEndpoint) throws -> Response {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)),
              let head = String(data: data[data.startIndex..<end.lowerBound], encoding: .utf8) else {
            throw Failure(description: "malformed answer from \(endpoint) (\(data.count) bytes)")
        }
        let lines = head.components(separatedBy: "\r\n")
        let status = lines[0].split(separator: " ").dropFirst().first.flatMap { Int($0) }
        guard let status else { throw Failure(description: "malformed status line from \(endpoint): \(lines[0].prefix(80))") }
        var contentType = ""
        for l in lines.dropFirst() where l.lowercased().hasPrefix("content-type:") {
            contentType = l.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, contentType: contentType, body: Data(data[end.upperBound...]))
    }

    private func sendAll(_ fd: Int32, _ data: Data) throws {
        var sent = 0
        while sent < data.count {
            let n = data.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n > 0 { sent += n; continue }
            if n < 0 && errno == EINTR { continue }
            throw Failure(description: "sending to \(endpoint): \(String(cString: strerror(errno)))")
        }
    }
}

extension ControlClient {
    /// Reads an event stream (`GET /v1/events…`), calling `handle` for each message until it
    /// returns false, the server closes, or nothing (not even a keep-alive) arrives for
    /// `idleTimeout` seconds (0: wait for ever). A non-200 answer throws with the server's reason.
    public func stream(_ target: String, idleTimeout: Double = 0, _ handle: (ServerSentEvents.Message) throws -> Bool) throws {
        try stream(target, idleTimeout: idleTimeout, deadline: nil, handle)
    }

    /// As `stream(_:idleTimeout:_:)`, ending with `Failure` once the monotonic clock passes `deadline` (seconds).
    public func stream(_ target: String, idleTimeout: Double = 0, deadline: Double?, _ handle: (ServerSentEvents.Message) throws -> Bool) throws {
        let fd: Int32
        do { fd = try SocketIO.connect(to: endpoint, timeoutSeconds: idleTimeout) } catch {
            throw Failure(description: "cannot reach the emulator at \(endpoint): \(error)")
        }
        defer { close(fd) }
        try sendAll(fd, Data(head("GET", target, bodyLength: nil, contentType: "").utf8))
        var received = Data()
        var parser = ServerSentEvents.Parser()
        var headDone = false
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let deadline {
                let left = deadline - ControlServer.monotonicSeconds()
                guard left > 0 else { throw Failure(description: "deadline passed") }
                let wait = idleTimeout > 0 ? min(left, idleTimeout) : left
                var tv = timeval(tv_sec: Int(wait), tv_usec: Int((wait - floor(wait)) * 1e6) + 1)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
            }
            let n = recv(fd, &chunk, chunk.count, 0)
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                if let deadline, ControlServer.monotonicSeconds() >= deadline { throw Failure(description: "deadline passed") }
                throw Failure(description: "event stream from \(endpoint) silent for \(formatPoints(idleTimeout)) s")
            }
            if n <= 0 {
                if !headDone, !received.isEmpty { let r = try Self.parse(received, from: endpoint); throw Failure(description: "GET \(target): \(r.status) \(r.errorMessage)") }
                return
            }
            var bytes = Data(chunk[0..<n])
            if !headDone {
                received += bytes
                guard let end = received.firstRange(of: Data("\r\n\r\n".utf8)) else { continue }
                let status = String(decoding: received[received.startIndex..<end.lowerBound], as: UTF8.self)
                    .split(separator: " ").dropFirst().first.flatMap { Int($0) }
                guard status == 200 else {
                    // An error answer is short and closes: read it whole for its reason.
                    while true { let m = recv(fd, &chunk, chunk.count, 0); if m <= 0 { break }; received += Data(chunk[0..<m]) }
                    let r = try Self.parse(received, from: endpoint)
                    throw Failure(description: "GET \(target): \(r.status) \(r.errorMessage)")
                }
                headDone = true
                bytes = Data(received[end.upperBound...])
            }
            for m in parser.feed(bytes) { if try !handle(m) { return } }
        }
    }

    /// A connected blocking socket with this client's timeout, for tests that speak raw bytes.
    public func connectForTesting() throws -> Int32 {
        try SocketIO.connect(to: endpoint, timeoutSeconds: timeoutSeconds)
    }
}
