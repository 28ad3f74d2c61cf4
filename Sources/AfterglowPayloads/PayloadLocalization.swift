/// Resolves a payload's `loc-key`s against the app's strings before it is shown, as iOS does
/// with the app bundle's `Localizable` table: the key's format, its `loc-args` substituted. A key
/// that cannot be resolved (no table given, or not in it) is shown as the key with its
/// arguments in square brackets — "[P.OM: Ana, Hello]" — and reported, so an unresolved text is
/// never mistaken for the app's wording.
extension APNsPayload {
    public func localizing(with strings: LocalizedStrings?) -> (payload: APNsPayload, warnings: [PayloadWarning]) {
        var out = self, warnings: [PayloadWarning] = []
        func resolve(_ t: LocalizableText?, _ path: String) -> LocalizableText? {
            guard case .localized(let key, let args)? = t else { return t }
            if let format = strings?.table[key] { return .plain(LocalizedFormat.apply(format, args)) }
            let shown = LocalizedFormat.unresolved(key: key, args: args)
            let why = strings.map { "not in \($0.source)" } ?? "no strings file to look it up in (pass the app's Localizable.strings or .xcstrings with --strings)"
            warnings.append(PayloadWarning(path: path, message: "\"\(key)\" is unresolved: \(why); shown as \(shown)"))
            return .plain(shown)
        }
        if var a = aps.alert {
            a.title = resolve(a.title, "aps.alert.title-loc-key")
            a.subtitle = resolve(a.subtitle, "aps.alert.subtitle-loc-key")
            a.body = resolve(a.body, "aps.alert.loc-key")
            out.aps.alert = a
        }
        if var la = aps.liveActivity, var a = la.alert {
            a.title = resolve(a.title, "aps.alert.title.loc-key")
            a.body = resolve(a.body, "aps.alert.body.loc-key")
            la.alert = a
            out.aps.liveActivity = la
        }
        return (out, warnings)
    }
}

/// printf-style formats as Foundation's `String(format:)` reads a Localizable entry, for
/// `loc-args`, which are all text: `%@`, `%d`, `%s` and the rest take the next argument,
/// `%1$@` the numbered one, `%%` is a percent sign. A specifier without an argument is left as written.
public enum LocalizedFormat {
    static let conversions = Set("@dDiuUxXoOfFeEgGcCsSp")
    static let lengthModifiers = Set("lhqzjt")

    public static func apply(_ format: String, _ args: [String]) -> String {
        var out = "", next = 0
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1, position: Int?
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if j < chars.count, chars[j] == "$", let n = Int(digits) { position = n; j += 1 } else { j = i + 1 }
            while j < chars.count, lengthModifiers.contains(chars[j]) { j += 1 }
            guard j < chars.count, conversions.contains(chars[j]) else { out.append(chars[i]); i += 1; continue }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if index >= 0, index < args.count { out += args[index] } else { out += String(chars[i...j]) }
            i = j + 1
        }
        return out
    }

    /// Whether `format` holds a specifier that takes an argument.
    public static func takesArguments(_ format: String) -> Bool { apply(format, ["\u{0}"]).contains("\u{0}") }

    /// How an unresolved key is shown: "[KEY]", "[KEY: a, b]", or — when the key is itself a
    /// format, as in Apple's "%@ is on an adventure!" — "[Power Panda is on an adventure!]".
    public static func unresolved(key: String, args: [String]) -> String {
        if args.isEmpty { return "[\(key)]" }
        if takesArguments(key) { return "[\(apply(key, args))]" }
        return "[\(key): \(args.joined(separator: ", "))]"
    }
}
