/// Reads one language of an Xcode string catalog (`Localizable.xcstrings`, JSON):
/// `strings.<key>.localizations.<language>.stringUnit.value`; a plural or device variation
/// takes its `other` (or first) case. A key with no entry for the language falls back to the
/// source language, then to the key itself when reading the source language — in a catalog the
/// key is the source text unless a value overrides it.
enum XCStringsCatalog {
    static func parse(_ bytes: [UInt8], file: String, language: String?) throws(StringsFileError) -> LocalizedStrings {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringsFileError(file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        guard let strings = root.value(atPath: "strings")?.objectValue else {
            throw StringsFileError(file: file, message: "strings: required key is missing (not an Xcode string catalog)")
        }
        let source = root.value(atPath: "sourceLanguage")?.stringValue ?? "en"
        let wanted = language ?? source
        var table: [String: String] = [:]
        for m in strings.members {
            let localizations = m.value.objectValue?["localizations"]?.objectValue
            if let v = localizations?[wanted].flatMap(value) { table[m.key] = v }
            else if let v = localizations?[source].flatMap(value) { table[m.key] = v }
            else if wanted == source { table[m.key] = m.key }
        }
        return LocalizedStrings(table: table, source: file, language: wanted)
    }

    /// A localization's text: its string unit, or its variations' `other` (plural) or first case.
    static func value(_ localization: JSONValue) -> String? {
        if let v = localization.value(atPath: "stringUnit")?.objectValue?["value"]?.stringValue { return v }
        guard let variations = localization.objectValue?["variations"]?.objectValue else { return nil }
        for kind in variations.members {
            guard let cases = kind.value.objectValue else { continue }
            let chosen = cases["other"] ?? cases.members.first?.value
            if let c = chosen, let v = value(c) { return v }
        }
        return nil
    }
}
