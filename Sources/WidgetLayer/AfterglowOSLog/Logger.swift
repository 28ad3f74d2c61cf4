// The layer's `os` (a widget's `import os` is rewritten to this module by the pre-pass).
import Foundation

// Apple's unified logging as widget code calls it (`import os`, `Logger(subsystem:category:)`):
// messages go to stderr, never to the emulator's protocol on stdout.

public struct Logger: Sendable {
    let prefix: String
    public init(subsystem: String, category: String) { prefix = "\(subsystem) [\(category)]" }
    public init() { prefix = "log" }
    public init(_ log: OSLog) { prefix = log.name }

    func write(_ level: String, _ message: String) {
        FileHandle.standardError.write(Data("\(prefix) \(level): \(message)\n".utf8))
    }
    public func log(_ message: OSLogMessage) { write("default", message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write("\(level)", message.text) }
    public func trace(_ message: OSLogMessage) { write("trace", message.text) }
    public func debug(_ message: OSLogMessage) { write("debug", message.text) }
    public func info(_ message: OSLogMessage) { write("info", message.text) }
    public func notice(_ message: OSLogMessage) { write("notice", message.text) }
    public func warning(_ message: OSLogMessage) { write("warning", message.text) }
    public func error(_ message: OSLogMessage) { write("error", message.text) }
    public func critical(_ message: OSLogMessage) { write("critical", message.text) }
    public func fault(_ message: OSLogMessage) { write("fault", message.text) }
}

public struct OSLog: Sendable {
    let name: String
    public init(subsystem: String, category: String) { name = "\(subsystem) [\(category)]" }
    public static let `default` = OSLog(subsystem: "default", category: "default")
    public static let disabled = OSLog(subsystem: "disabled", category: "disabled")
}

public struct OSLogType: Sendable, CustomStringConvertible {
    public let description: String
    public static let `default` = OSLogType(description: "default"), info = OSLogType(description: "info")
    public static let debug = OSLogType(description: "debug"), error = OSLogType(description: "error")
    public static let fault = OSLogType(description: "fault")
}

public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    Logger(log).write("\(type)", String(format: "\(message)", arguments: args))
}

/// A log message: string interpolation with os's `privacy:` and `format:` arguments (shown as is).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, format: OSLogFormat, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, align: OSLogAlignment, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
    }
}

public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable { public static let hash = Mask(), none = Mask() }
}

public struct OSLogFormat: Sendable {
    public static let `default` = OSLogFormat()
    public static func fixed(precision: Int) -> OSLogFormat { OSLogFormat() }
    public static func hex(explicitPrefix: Bool = false) -> OSLogFormat { OSLogFormat() }
    public static let decimal = OSLogFormat()
    public static func decimal(minDigits: Int) -> OSLogFormat { OSLogFormat() }
}

public struct OSLogAlignment: Sendable {
    public static func left(columns: Int) -> OSLogAlignment { OSLogAlignment() }
    public static func right(columns: Int) -> OSLogAlignment { OSLogAlignment() }
}
