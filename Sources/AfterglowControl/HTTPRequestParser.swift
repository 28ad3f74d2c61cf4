import Foundation

/// Incremental HTTP/1.1 request parser: feed bytes as they arrive; it answers when the request is
/// complete, or with the 4xx that describes what is wrong, as early as that is known (an oversized
/// Content-Length is refused before its body is read).
///
/// `HTTPRequestParser.parse(_:)` is the same parser as a pure function on one buffer: the entry
/// point the fuzzer targets (docs/CONTROL_API.md › Fuzzing the request parser).
public struct HTTPRequestParser: Sendable {
    public enum Outcome: Sendable, Equatable {
        case needMore
        case complete(HTTPRequest)
        case failure(status: Int, reason: String)
    }

    public let limits: HTTPLimits
    private var buffer = Data()
    /// Where the search for the end of the head resumes: bytes before it were already scanned, so a
    /// client sending one byte at a time costs linear, not quadratic, time.
    private var headScanFrom = 0
    private var head: (method: String, path: String, query: [String: String], headers: [String: String], bodyStart: Int, length: Int)?

    public init(limits: HTTPLimits) { self.limits = limits }

    /// Parses one request from `bytes` as if they had all arrived at once. Never traps: every input
    /// ends in `.needMore` (truncated), `.complete` or `.failure` with a 4xx/5xx and its reason.
    public static func parse(_ bytes: Data, limits: HTTPLimits = HTTPLimits()) -> Outcome {
        var p = HTTPRequestParser(limits: limits)
        return p.feed(bytes)
    }

    /// The request line and headers once they are complete (body still empty), so the server can
    /// refuse a request by its headers before reading its body.
    public var parsedHead: HTTPRequest? {
        head.map { HTTPRequest(method: $0.method, path: $0.path, query: $0.query, headers: $0.headers) }
    }

    /// Bytes received after the complete request (a pipelined next request), empty otherwise.
    public var remainder: Data {
        guard let h = head, buffer.count > h.bodyStart + h.length else { return Data() }
        return Data(buffer[(h.bodyStart + h.length)...])
    }

    public mutating func feed(_ bytes: Data) -> Outcome {
        buffer.append(bytes)
        if head == nil {
            // A bare LF ends no head here (only CRLF does): refuse it at once rather than wait
            // for a CRLFCRLF that such a client will never send (issue 28: it waited 10 s).
            let found = Self.headEnd(in: buffer, from: headScanFrom)
            // Only within the bytes a head may have: past them the answer is 431 however the
            // bytes arrive (the fuzzer's contract: the answer does not depend on the read size).
            let scanTo = min(found?.upperBound ?? buffer.count, limits.maxHeaderBytes + 4)
            if let bare = Self.bareLineFeed(in: buffer, from: headScanFrom, to: scanTo) {
                return .failure(status: 400, reason: "bare LF at byte \(bare) of the request head: lines must end with CRLF")
            }
            guard let end = found else {
                headScanFrom = max(0, buffer.count - 3)
                // The head may be exactly maxHeaderBytes long: only once a CRLFCRLF starting within
                // the limit is impossible is it refused, whatever size the reads were (found by
                // the fuzzer: one-byte reads were refused at 513 bytes, one read accepted them).
                if buffer.count >= limits.maxHeaderBytes + 4 {
                    return .failure(status: 431, reason: "request head exceeds \(limits.maxHeaderBytes) bytes")
                }
                return .needMore
            }
            if end.lowerBound > limits.maxHeaderBytes {
                return .failure(status: 431, reason: "request head exceeds \(limits.maxHeaderBytes) bytes")
            }
            switch Self.parseHead(buffer[buffer.startIndex..<end.lowerBound], limits: limits) {
            case .failure(let status, let reason): return .failure(status: status, reason: reason)
            case .success(let h): head = (h.method, h.path, h.query, h.headers, end.upperBound, h.length)
            }
        }
        guard let h = head else { return .needMore }
        let available = buffer.endIndex - h.bodyStart
        if available < h.length { return .needMore }
        let body = Data(buffer[h.bodyStart..<(h.bodyStart + h.length)])
        return .complete(HTTPRequest(method: h.method, path: h.path, query: h.query, headers: h.headers, body: body))
    }

    /// The offset of the first LF not preceded by CR, at or after `from`.
    static func bareLineFeed(in buffer: Data, from: Int, to: Int) -> Int? {
        buffer.withUnsafeBytes { raw -> Int? in
            let b = raw.bindMemory(to: UInt8.self)
            guard from < to else { return nil }
            for i in from..<min(to, b.count) where b[i] == 0x0A && (i == 0 || b[i - 1] != 0x0D) { return i }
            return nil
        }
    }

    /// The range of the first CRLFCRLF in `buffer` at or after offset `from`.
    static func headEnd(in buffer: Data, from: Int) -> Range<Int>? {
        buffer.withUnsafeBytes { raw -> Range<Int>? in
            let b = raw.bindMemory(to: UInt8.self)
            var i = from
            while i + 3 < b.count {
                if b[i + 3] != 0x0A { i += b[i + 3] == 0x0D ? 1 : 4; continue }
                if b[i] == 0x0D && b[i + 1] == 0x0A && b[i + 2] == 0x0D { return i..<(i + 4) }
                i += 1
            }
            return nil
        }
    }

    struct Head { var method: String; var path: String; var query: [String: String]; var headers: [String: String]; var length: Int }
    enum HeadResult { case success(Head), failure(Int, String) }

    static func parseHead(_ bytes: Data, limits: HTTPLimits) -> HeadResult {
        guard let text = String(data: bytes, encoding: .utf8) else { return .failure(400, "request head is not UTF-8") }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(400, "malformed request line '\(lines[0].prefix(80))': expected METHOD TARGET HTTP/1.1") }
        let method = String(parts[0]), target = String(parts[1]), version = String(parts[2])
        guard !method.isEmpty, method.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            return .failure(400, "malformed method '\(method.prefix(20))'")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return version.hasPrefix("HTTP/") ? .failure(505, "unsupported version \(version.prefix(20))")
                                              : .failure(400, "malformed request line: missing HTTP version")
        }
        guard target.hasPrefix("/") else { return .failure(400, "request target must start with '/': '\(target.prefix(80))'") }
        var headers: [String: String] = [:]
        for (i, line) in lines.dropFirst().enumerated() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .failure(400, "malformed header line \(i + 1): '\(line.prefix(80))'")
            }
            let name = line[..<colon].lowercased()
            guard name.unicodeScalars.allSatisfy({ tokenCharacters.contains($0) }) else {
                return .failure(400, "header name '\(name.prefix(40))' at line \(i + 1) is not an HTTP token")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // RFC 9110 §5.5: NUL, CR, LF and other controls (but tab) never belong in a field value.
            if let bad = value.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
                return .failure(400, "header '\(name.prefix(40))' at line \(i + 1) contains control character 0x\(String(bad.value, radix: 16, uppercase: true))")
            }
            // Two Host (or Origin, Authorization, …) headers could make the access checks and a
            // proxy disagree about which one counts: refuse the request instead of picking one.
            if headers[name] != nil, singletonHeaders.contains(name) {
                return .failure(400, "header '\(name)' appears more than once (line \(i + 1))")
            }
            headers[name] = value
        }
        if let te = headers["transfer-encoding"], te.lowercased() != "identity" {
            return .failure(411, "Transfer-Encoding '\(te)' is not supported: send a Content-Length")
        }
        var length = 0
        if let cl = headers["content-length"] {
            // Digits only (RFC 9110 §8.6): Int("+2") would accept a sign another parser reads otherwise.
            guard !cl.isEmpty, cl.count <= 18, cl.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(cl) else {
                return .failure(400, "invalid Content-Length '\(cl.prefix(30))': expected decimal digits only")
            }
            guard n <= limits.maxBodyBytes else {
                return .failure(413, "body of \(n) bytes exceeds the limit of \(limits.maxBodyBytes) bytes")
            }
            length = n
        }
        let (path, query) = splitTarget(target)
        return .success(Head(method: method, path: path, query: query, headers: headers, length: length))
    }

    /// RFC 9110 token characters (header names).
    static let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    static let singletonHeaders: Set<String> = ["host", "origin", "authorization", "content-type", "content-length",
                                                "transfer-encoding", "sec-fetch-site", "referer"]

    static func splitTarget(_ target: String) -> (String, [String: String]) {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(pieces[0]).removingPercentEncoding ?? String(pieces[0])
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let k = String(kv[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(kv[0])
                let v = kv.count == 2 ? (String(kv[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(kv[1])) : ""
                query[k] = v
            }
        }
        return (path, query)
    }
}
