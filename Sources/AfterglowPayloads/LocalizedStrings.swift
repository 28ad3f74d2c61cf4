import Foundation

/// An app's string table — a `Localizable.strings` file or one language of a `Localizable.xcstrings`
/// catalog — that a notification's `loc-key`s are looked up in, as iOS looks them up in the app
/// bundle before showing the alert.
public struct LocalizedStrings: Hashable, Sendable {
    /// Key → format ("%@ written a message: %@").
    public var table: [String: String]
    /// The file it was read from, for messages.
    public var source: String
    /// The language read (an `.xcstrings` catalog holds several; a `.strings` file is one `.lproj`'s).
    public var language: String?

    public init(table: [String: String], source: String, language: String? = nil) {
        self.table = table; self.source = source; self.language = language
    }

    /// Reads `.strings` (UTF-8 or UTF-16 with a byte-order mark) or `.xcstrings` (JSON); `language`
    /// picks a catalog's language (default: its source language).
    public static func load(contentsOf path: String, language: String? = nil) throws(StringsFileError) -> LocalizedStrings {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw StringsFileError(file: path, message: isDirectory.boolValue ? "is a directory, not a strings file" : "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw StringsFileError(file: path, message: "cannot be read (permissions?)") }
        if path.hasSuffix(".xcstrings") { return try XCStringsCatalog.parse(Array(data), file: path, language: language) }
        if path.hasSuffix(".strings") { return LocalizedStrings(table: try StringsFileParser.parse(Array(data), file: path), source: path, language: language) }
        throw StringsFileError(file: path, message: "not a strings file: expected Localizable.strings or Localizable.xcstrings")
    }

    /// The `Localizable` table beside SwiftUI sources, as Xcode keeps it next to a widget
    /// extension's files: a `Localizable.xcstrings` catalog, else `en.lproj` or `Base.lproj`'s
    /// `Localizable.strings`, searched under each directory (or each file's directory).
    public static func find(beside paths: [String]) -> String? {
        let fm = FileManager.default
        var roots: [String] = []
        for p in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDirectory) else { continue }
            roots.append(isDirectory.boolValue ? p : (p as NSString).deletingLastPathComponent)
        }
        for root in roots {
            let files = ((fm.enumerator(atPath: root)?.allObjects as? [String]) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            if let c = files.first(where: { ($0 as NSString).lastPathComponent == "Localizable.xcstrings" }) { return root + "/" + c }
            for lproj in ["en.lproj", "Base.lproj"] {
                if let s = files.first(where: { $0.hasSuffix(lproj + "/Localizable.strings") }) { return root + "/" + s }
            }
        }
        return nil
    }
}

/// A strings file that cannot be read, with where.
public struct StringsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): \(message)"
    }
}
