import Foundation

/// The event stream's wire format: Server-Sent Events (WHATWG HTML › Server-sent events), one JSON
/// object per `data:` line. Both directions live here: the server's encoder and the parser the CLI
/// and tests read the stream with.
public enum ServerSentEvents {
    /// The head of a stream answer: no Content-Length; the connection closes when the stream ends.
    public static func responseHead() -> Data {
        Data(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
              + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8)
    }

    public static func encode(_ e: ControlEvent) -> Data {
        message(id: e.id, event: e.type.rawValue, json: e)
    }

    /// The first message: where the stream starts and the state at that instant.
    public struct Hello: Codable, Sendable, Equatable {
        /// "hello", so a line of `afterglow events --json` says what it is.
        public var type = "hello"
        /// Events with a higher id follow.
        public var after: Int
        public var state: ControlState
        public init(after: Int, state: ControlState) { self.after = after; self.state = state }
    }

    public static func hello(_ h: Hello) -> Data { message(id: nil, event: "hello", json: h) }

    /// Sent when the reader asked for events already dropped from the log.
    public struct Missed: Codable, Sendable, Equatable {
        public var type = "missed"
        public var missed: Int
        public init(missed: Int) { self.missed = missed }
    }

    public static func missed(_ n: Int) -> Data { message(id: nil, event: "missed", json: Missed(missed: n)) }

    /// A comment line: keeps idle connections (and proxies) from timing out.
    public static let keepAlive = Data(": keep-alive\n\n".utf8)

    static func message<T: Encodable>(id: Int?, event: String, json: T) -> Data {
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? enc.encode(json)) ?? Data("{}".utf8)   // JSON escapes newlines: one data line
        var head = ""
        if let id { head += "id: \(id)\n" }
        head += "event: \(event)\ndata: "
        return Data(head.utf8) + body + Data("\n\n".utf8)
    }

    /// One parsed message.
    public struct Message: Sendable, Equatable {
        public var id: String?
        public var event: String
        public var data: String
        public init(id: String?, event: String, data: String) { self.id = id; self.event = event; self.data = data }
    }

    /// Incremental parser of an event stream (LF, CRLF or CR line ends; comments skipped).
    public struct Parser: Sendable {
        private var pending = Data()
        private var id: String?
        private var event = ""
        private var data: [String] = []

        public init() {}

        public mutating func feed(_ bytes: Data) -> [Message] {
            pending.append(bytes)
            var out: [Message] = []
            while let nl = pending.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                var next = pending.index(after: nl)
                if pending[nl] == 0x0D {
                    // A CR may be the first half of a CRLF still on its way.
                    if next == pending.endIndex { break }
                    if pending[next] == 0x0A { next = pending.index(after: next) }
                }
                let line = String(decoding: pending[pending.startIndex..<nl], as: UTF8.self)
                pending = Data(pending[next...])
                if line.isEmpty {
                    if !data.isEmpty || !event.isEmpty {
                        out.append(Message(id: id, event: event.isEmpty ? "message" : event, data: data.joined(separator: "\n")))
                    }
                    id = nil; event = ""; data = []
                    continue
                }
                if line.hasPrefix(":") { continue }
                let (field, value): (Substring, Substring)
                if let colon = line.firstIndex(of: ":") {
                    field = line[..<colon]
                    var v = line[line.index(after: colon)...]
                    if v.first == " " { v = v.dropFirst() }
                    value = v
                } else { field = Substring(line); value = "" }
                switch field {
                case "id": id = String(value)
                case "event": event = String(value)
                case "data": data.append(String(value))
                default: break
                }
            }
            return out
        }
    }
}
