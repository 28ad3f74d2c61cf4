import Foundation

/// A parsed HTTP/1.1 request.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The path without the query, percent-decoded.
    public var path: String
    public var query: [String: String]
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data()) {
        self.method = method; self.path = path; self.query = query; self.headers = headers; self.body = body
    }
}

/// An HTTP response; the server always closes the connection after it (one request per connection
/// keeps the state machine small and a misbehaving client cheap).
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: Data
    /// Further headers (e.g. `WWW-Authenticate` on a 401). Never an `Access-Control-*` header: the
    /// API grants no cross-origin access (docs/CONTROL_API.md › Security).
    public var extraHeaders: [(String, String)]

    public init(status: Int, contentType: String = "application/json", body: Data, extraHeaders: [(String, String)] = []) {
        self.status = status; self.contentType = contentType; self.body = body; self.extraHeaders = extraHeaders
    }

    public static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? enc.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, body: data + Data("\n".utf8))
    }

    public static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        json(ErrorBody(error: reason, status: status), status: status)
    }

    /// The answer's bytes; `keepAlive` when a pipelined request follows on the connection.
    public func serialized(keepAlive: Bool = false) -> Data {
        var head = "HTTP/1.1 \(status) \(HTTPResponse.reasonPhrase(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        // No browser may sniff an answer into something else, nor cache one.
        head += "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// The answer to a HEAD request: the same head (Content-Length of the body it would carry), no body.
    public func serializedHead(keepAlive: Bool = false) -> Data {
        let all = serialized(keepAlive: keepAlive)
        return all.prefix(all.count - body.count)
    }

    public static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    public static func == (a: HTTPResponse, b: HTTPResponse) -> Bool {
        a.status == b.status && a.contentType == b.contentType && a.body == b.body
            && a.extraHeaders.map { "\($0.0): \($0.1)" } == b.extraHeaders.map { "\($0.0): \($0.1)" }
    }
}

/// Limits that keep one client from costing the emulator more than a bounded amount of memory and time.
public struct HTTPLimits: Sendable {
    public var maxHeaderBytes: Int
    public var maxBodyBytes: Int
    /// A connection that has not sent a whole request by then gets 408 and is closed.
    public var requestTimeoutSeconds: Double
    /// A response the client does not read by then is dropped.
    public var writeTimeoutSeconds: Double
    /// Slots of the Unix socket's pool (the rig's): TCP clients never take one.
    public var maxConnections: Int
    /// Slots of the TCP pool, separate from the Unix socket's.
    public var maxTCPConnections: Int
    /// TCP connections not yet past the access checks (no token seen yet) at once; more are
    /// answered 503 and closed. Anyone on the machine can open one without a token.
    public var maxUnauthenticatedTCP: Int
    /// A TCP connection must have its headers past the access checks by then, or it is closed.
    public var unauthenticatedTimeoutSeconds: Double
    /// Screenshots being encoded or queued off the server thread; more get 503 and Retry-After.
    public var maxQueuedJobs: Int
    /// The longest `wait` a client may ask for.
    public var maxWaitSeconds: Double

    public init(maxHeaderBytes: Int = 16 * 1024, maxBodyBytes: Int = 1024 * 1024, requestTimeoutSeconds: Double = 10,
                writeTimeoutSeconds: Double = 30, maxConnections: Int = 64, maxWaitSeconds: Double = 600,
                maxTCPConnections: Int = 64, maxUnauthenticatedTCP: Int = 16, unauthenticatedTimeoutSeconds: Double = 2,
                maxQueuedJobs: Int = 8) {
        self.maxHeaderBytes = maxHeaderBytes; self.maxBodyBytes = maxBodyBytes
        self.requestTimeoutSeconds = requestTimeoutSeconds; self.writeTimeoutSeconds = writeTimeoutSeconds
        self.maxConnections = maxConnections; self.maxWaitSeconds = maxWaitSeconds
        self.maxTCPConnections = maxTCPConnections; self.maxUnauthenticatedTCP = maxUnauthenticatedTCP
        self.unauthenticatedTimeoutSeconds = unauthenticatedTimeoutSeconds; self.maxQueuedJobs = maxQueuedJobs
    }
}
