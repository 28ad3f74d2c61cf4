import Foundation

/// Decides from a request's headers whether a web page could have sent it, before any route runs.
///
/// A page open in the user's browser can send "simple" requests to any loopback port without a
/// CORS preflight (text/plain bodies, form posts, `no-cors` fetches), and DNS rebinding lets it
/// read the answers under its own host name. Jupyter, Chrome DevTools and Docker close the same
/// hole with a Host check, an Origin check, a token and a Unix socket; so does this:
///
/// 1. TCP only: `Host` must name a loopback host (127.0.0.1, localhost, [::1]) — else 403; a
///    port other than the listening one — 421.
/// 2. An `Origin` other than the server's own (`http://<loopback name>:<port>`), any `Origin` on
///    the Unix socket, or `Sec-Fetch-Site: cross-site|same-site` — 403. No CORS header is ever sent.
/// 3. TCP only: `Authorization: Bearer <token>` with the token made at start — else 401.
/// 4. A declared `Content-Type` other than `application/json`, or a body without one — 415.
///
/// Pure: headers in, refusal or nil out, so every rule is tested without sockets.
public struct RequestGuard: Sendable {
    /// How the request arrived.
    public enum Transport: Sendable, Equatable {
        case unix
        case tcp(port: UInt16)
    }

    /// A refused request: the answer, and a short category for the event log.
    public struct Refusal: Sendable, Equatable {
        public var response: HTTPResponse
        public var reason: String
        public var status: Int { response.status }
    }

    /// The bearer token TCP requests must carry (nil: TCP needs none — only for tests of the other rules).
    public var token: String?
    /// Where the token is, named in the 401 so a user knows where to look.
    public var tokenFile: String?

    public init(token: String?, tokenFile: String? = nil) {
        self.token = token; self.tokenFile = tokenFile
    }

    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
    /// The only body type accepted. APNs payloads (JSON, or an Xcode `.apns` file, which is JSON)
    /// travel as `application/json` too; no other type is documented.
    public static let jsonMediaType = "application/json"

    /// nil when the request may proceed; else the answer to send instead.
    public func check(_ r: HTTPRequest, transport: Transport) -> Refusal? {
        if case .tcp(let port) = transport {
            guard let host = r.headers["host"], !host.isEmpty else {
                return refuse(403, "missing Host header: send Host: 127.0.0.1:\(port)")
            }
            guard let (name, hostPort) = Self.splitHost(host), Self.loopbackHosts.contains(name.lowercased()) else {
                return refuse(403, "Host '\(host.prefix(100))' is not a loopback name (127.0.0.1, localhost, [::1]): refused as a possible DNS-rebinding request")
            }
            if let hostPort, hostPort != port {
                return refuse(421, "Host '\(host.prefix(100))' names port \(hostPort), but this server listens on \(port)")
            }
        }
        if let origin = r.headers["origin"] {
            let allowed: Bool
            switch transport {
            case .unix: allowed = false   // no page is ever served from the Unix socket
            case .tcp(let port): allowed = Self.isOwnOrigin(origin, port: port)
            }
            if !allowed {
                return refuse(403, "Origin '\(origin.prefix(100))' is not this server's own origin: cross-origin requests are refused (no CORS access is granted)")
            }
        }
        if let site = r.headers["sec-fetch-site"]?.lowercased(), site == "cross-site" || site == "same-site" {
            return refuse(403, "Sec-Fetch-Site '\(site.prefix(20))': a request from another site is refused")
        }
        if case .tcp = transport, let token {
            guard let auth = r.headers["authorization"] else {
                return refuse(401, "missing bearer token: send 'Authorization: Bearer <token>'\(tokenFile.map { " (the token is in \($0))" } ?? "")",
                              headers: [("WWW-Authenticate", "Bearer realm=\"afterglow\"")])
            }
            let parts = auth.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer", Self.constantTimeEqual(String(parts[1]).trimmingCharacters(in: .whitespaces), token) else {
                return refuse(401, "bearer token does not match\(tokenFile.map { " (the token is in \($0))" } ?? "")",
                              headers: [("WWW-Authenticate", "Bearer realm=\"afterglow\", error=\"invalid_token\"")])
            }
        }
        let declaredLength = r.headers["content-length"].flatMap { Int($0) } ?? 0
        if let type = r.headers["content-type"] {
            let media = type.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard media == Self.jsonMediaType else {
                return refuse(415, "Content-Type '\(type.prefix(80))' is not accepted: send application/json")
            }
        } else if declaredLength > 0 || !r.body.isEmpty {
            return refuse(415, "a body needs 'Content-Type: application/json'")
        }
        return nil
    }

    private func refuse(_ status: Int, _ reason: String, headers: [(String, String)] = []) -> Refusal {
        var response = HTTPResponse.error(status, reason)
        response.extraHeaders = headers
        return Refusal(response: response, reason: reason)
    }

    /// "name[:port]" → (name, port); IPv6 literals keep their brackets. nil when malformed.
    static func splitHost(_ host: String) -> (String, UInt16?)? {
        let h = host.trimmingCharacters(in: .whitespaces)
        if h.hasPrefix("[") {
            guard let close = h.firstIndex(of: "]") else { return nil }
            let name = String(h[...close])
            let rest = h[h.index(after: close)...]
            if rest.isEmpty { return (name, nil) }
            guard rest.first == ":", let p = UInt16(rest.dropFirst()) else { return nil }
            return (name, p)
        }
        let parts = h.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return (h, nil)
        case 2:
            guard let p = UInt16(parts[1]) else { return nil }
            return (String(parts[0]), p)
        default: return nil
        }
    }

    /// `http://<loopback name>:<port>`: the origin a page would have if this server served one.
    static func isOwnOrigin(_ origin: String, port: UInt16) -> Bool {
        guard origin.lowercased().hasPrefix("http://") else { return false }
        let authority = String(origin.dropFirst("http://".count))
        guard !authority.contains("/"), let (name, p) = splitHost(authority) else { return false }
        return loopbackHosts.contains(name.lowercased()) && p == port
    }

    /// Compares without an early exit, so the time taken does not tell how much of a guess was right.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var diff = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            diff |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return diff == 0
    }
}
