@testable import AfterglowPayloads
import Foundation
import Testing

/// Issue 31: rejections and warnings that name the mistake, and `loc-key` alerts resolved from
/// the app's strings.
@Suite("Payloads: named mistakes, near misses, localized alerts")
struct PayloadsMistakeTests {
    func jsonError(_ text: String) -> JSONSyntaxError? {
        do { _ = try JSONParser.parse(text); return nil } catch { return error }
    }

    @Test("JSON mistakes are named where the parser stopped; offsets unchanged")
    func jsonMistakes() throws {
        #expect(jsonError("")?.message.hasPrefix("the file is empty") == true)
        #expect(jsonError(" \n\t")?.message.hasPrefix("the file holds only whitespace") == true)
        #expect(jsonError("\u{FEFF}")?.message.hasPrefix("the file is empty") == true, "a byte-order mark alone is still empty")
        let comma = try #require(jsonError("{\"aps\": {\"alert\": \"hi\",}}"))
        #expect(comma.offset == 23, "still where the parser stopped (the '}')")
        #expect(comma.message == "a trailing comma after the last member of an object: JSON allows none; remove the ',' at line 1, column 23")
        #expect(jsonError("[1,\n 2,\n]")?.message == "a trailing comma after the last element of an array: JSON allows none; remove the ',' at line 2, column 3")
        #expect(jsonError("{\"a\": 1 // note\n}")?.message.hasPrefix("a // comment: JSON has no comments") == true)
        #expect(jsonError("/* header */ {}")?.message.hasPrefix("a /* */ comment") == true)
        #expect(jsonError("{'aps': {}}")?.message.hasPrefix("a single quote") == true)
        #expect(jsonError("{aps: {}}")?.message.hasPrefix("a key without quotes") == true)
        #expect(jsonError("{\"t\": TIMESTAMP}")?.message.hasPrefix("an unquoted word, TIMESTAMP, where a value belongs") == true)
        // Not a mistake we know: the parser's own words stay.
        #expect(jsonError("{\"a\" 1}")?.message == "expected ':' after key \"a\"")
        #expect(jsonError("[1, tru]")?.message == "invalid literal, expected 'true'")
    }

    @Test("near-miss keys: case, '-' and '_' ignored, or at most 2 edits (1 for short keys)")
    func nearMisses() {
        let aps = Validator.apsKeys
        #expect(KeyNearMiss.suggestion(for: "contentAvailable", among: aps) == "content-available")
        #expect(KeyNearMiss.suggestion(for: "mutable_content", among: aps) == "mutable-content")
        #expect(KeyNearMiss.suggestion(for: "threadId", among: aps) == "thread-id")
        #expect(KeyNearMiss.suggestion(for: "relevance_score", among: aps) == "relevance-score")
        #expect(KeyNearMiss.suggestion(for: "catgory", among: aps) == "category")
        #expect(KeyNearMiss.suggestion(for: "alrt", among: aps) == "alert")
        #expect(KeyNearMiss.suggestion(for: "url-args", among: aps) == nil)
        #expect(KeyNearMiss.suggestion(for: "acme", among: aps) == nil)
        #expect(KeyNearMiss.suggestion(for: "badge", among: aps) == nil, "a known key is no near miss")
        // Property: whatever is suggested is fold-equal or within the allowed distance.
        for key in ["contentavailable", "sond", "bagde", "evnt", "stale_date", "Dismissal-Date", "xyz", "interruptionlevel"] {
            guard let s = KeyNearMiss.suggestion(for: key, among: aps) else { continue }
            let d = KeyNearMiss.distance(Array(key.lowercased()), Array(s.lowercased()))
            #expect(KeyNearMiss.fold(key) == KeyNearMiss.fold(s) || d <= 2, "\(key) → \(s)")
        }
    }

    @Test("warnings: Live Activity keys without event, and near misses in aps and alert")
    func keyWarnings() throws {
        let noEvent = try PayloadParser.parse(#"{"aps":{"content-state":{"score":1},"timestamp":1763719200}}"#)
        #expect(!noEvent.isLiveActivity)
        let w = try #require(noEvent.warnings.first)
        #expect(w.path == "aps")
        #expect(w.message.hasPrefix("Live Activity keys \"content-state\", \"timestamp\" without \"event\""), "\(w.message)")
        #expect(w.message.contains("add \"event\": \"update\""))
        let typo = try PayloadParser.parse(#"{"aps":{"alert":{"title":"Hi","subTitle":"x"},"contentAvailable":1,"thread_id":"t"}}"#)
        #expect(typo.warnings.map(\.description) == [
            "aps.contentAvailable: unknown key, kept and ignored: did you mean \"content-available\"?",
            "aps.thread_id: unknown key, kept and ignored: did you mean \"thread-id\"?",
            "aps.alert.subTitle: unknown key, kept and ignored: did you mean \"subtitle\"?",
        ])
        let la = try PayloadParser.parse(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"title":"a","bdy":"b"}}}"#)
        #expect(la.warnings.map(\.path) == ["aps.alert.bdy"])
        // A clean payload stays quiet.
        #expect(try PayloadParser.parse(#"{"aps":{"alert":{"title":"Hi"},"content-available":1}}"#).warnings.isEmpty)
    }

    @Test("a missing top-level aps points at the one inside an envelope, or at a misspelt key")
    func misplacedAPS() {
        func message(_ json: String) -> String {
            do { _ = try PayloadParser.parse(json); return "" } catch { return error.description }
        }
        let fcm = message(#"{"message":{"token":"t","apns":{"payload":{"aps":{"alert":"x"}}}}}"#)
        #expect(fcm.hasPrefix("aps: required key is missing; found an \"aps\" object at message.apns.payload.aps (a Firebase Cloud Messaging message"), "\(fcm)")
        #expect(fcm.contains("send the object at message.apns.payload alone"))
        #expect(message(#"{"body":{"payload":{"aps":{}}}}"#).contains("found an \"aps\" object at body.payload.aps: APNs"))
        #expect(message(#"{"APS":{"alert":"x"}}"#) == "aps: required key is missing; found \"APS\": did you mean \"aps\"? (keys are case-sensitive)")
        #expect(message(#"{"alert":"x"}"#) == "aps: required key is missing")
    }

    @Test("printf-style formats: %@, numbered %1$@, %d, %%; a missing argument leaves the specifier")
    func formats() {
        #expect(LocalizedFormat.apply("%@ scored", ["Mbappé"]) == "Mbappé scored")
        #expect(LocalizedFormat.apply("%2$@ – %1$@", ["1", "2"]) == "2 – 1")
        #expect(LocalizedFormat.apply("%d%% done by %@", ["40", "Sam"]) == "40% done by Sam")
        #expect(LocalizedFormat.apply("%lu items", ["3"]) == "3 items")
        #expect(LocalizedFormat.apply("%@ and %@", ["one"]) == "one and %@")
        #expect(LocalizedFormat.apply("100% sure", []) == "100% sure", "a lone % that is no specifier stays")
        #expect(LocalizedFormat.unresolved(key: "P.OM", args: ["Ana", "Hi"]) == "[P.OM: Ana, Hi]")
        #expect(LocalizedFormat.unresolved(key: "%@ is on an adventure!", args: ["Power Panda"]) == "[Power Panda is on an adventure!]")
        #expect(LocalizedFormat.unresolved(key: "GAME_PLAY_REQUEST", args: []) == "[GAME_PLAY_REQUEST]")
    }

    @Test("localizing a payload: every loc key resolved from the table, or marked and reported")
    func localizing() throws {
        let p = try PayloadParser.parse(#"{"aps":{"alert":{"title-loc-key":"T","title-loc-args":["x"],"subtitle-loc-key":"S","loc-key":"B","loc-args":["a","b"]}}}"#)
        let table = LocalizedStrings(table: ["T": "Title %@", "B": "%2$@ then %1$@"], source: "Localizable.strings")
        let (done, warnings) = p.localizing(with: table)
        #expect(done.aps.alert?.title == .plain("Title x"))
        #expect(done.aps.alert?.body == .plain("b then a"))
        #expect(done.aps.alert?.subtitle == .plain("[S]"))
        #expect(warnings.map(\.description) == ["aps.alert.subtitle-loc-key: \"S\" is unresolved: not in Localizable.strings; shown as [S]"])
        let (bare, bareWarnings) = p.localizing(with: nil)
        #expect(bare.aps.alert?.body == .plain("[B: a, b]"))
        #expect(bareWarnings.count == 3 && bareWarnings.allSatisfy { $0.message.contains("--strings") })
        let la = try PayloadParser.parse(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"title":{"loc-key":"T","loc-args":["y"]},"body":"plain"}}}"#)
        let (laDone, _) = la.localizing(with: table)
        #expect(laDone.aps.liveActivity?.alert?.title == .plain("Title y") && laDone.aps.liveActivity?.alert?.body == .plain("plain"))
    }

    @Test(".strings: comments, escapes, unquoted words, UTF-16; errors with line and column")
    func stringsFiles() throws {
        let text = "/* c */\n\"a\" = \"x \\\"y\\\"\\n\";\n// line\nplain_key = \"%@ \\U00e9\";\n\"same\";\n"
        let t = try StringsFileParser.parse(Array(text.utf8), file: "f.strings")
        #expect(t == ["a": "x \"y\"\n", "plain_key": "%@ é", "same": "same"])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for u in "\"k\" = \"ü\";".utf16 { utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        #expect(try StringsFileParser.parse(utf16, file: "f.strings") == ["k": "ü"])
        #expect(throws: StringsFileError(file: "f.strings", line: 2, column: 1, message: "expected ';' after the value of \"a\"")) {
            try StringsFileParser.parse(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), file: "f.strings")
        }
        #expect(throws: StringsFileError(file: "f.strings", line: 1, column: 7, message: "unterminated string")) {
            try StringsFileParser.parse(Array("\"a\" = \"b;".utf8), file: "f.strings")
        }
    }

    @Test(".xcstrings: the language asked for, then the source language, then the key itself")
    func catalogs() throws {
        let json = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "%@ sent you a message!":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"%@ heeft je een bericht gestuurd!"}}}},
          "%@, %@":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%1$@, %2$@"}}}},
          "items":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"value":"%d item"}},"other":{"stringUnit":{"value":"%d items"}}}}}}}}}
        """#
        let en = try XCStringsCatalog.parse(Array(json.utf8), file: "L.xcstrings", language: nil)
        #expect(en.language == "en")
        #expect(en.table["%@ sent you a message!"] == "%@ sent you a message!")
        #expect(en.table["%@, %@"] == "%1$@, %2$@" && en.table["items"] == "%d items")
        let nl = try XCStringsCatalog.parse(Array(json.utf8), file: "L.xcstrings", language: "nl")
        #expect(nl.table["%@ sent you a message!"] == "%@ heeft je een bericht gestuurd!")
        #expect(nl.table["%@, %@"] == "%1$@, %2$@", "falls back to the source language")
        #expect(nl.table["items"] == "%d items")
        #expect(throws: StringsFileError.self) { try XCStringsCatalog.parse(Array("{\"x\":1}".utf8), file: "L.xcstrings", language: nil) }
    }
}

@Suite("Payloads: the strings beside --widget sources")
struct LocalizedStringsDiscoveryTests {
    @Test("a catalog wins, then en.lproj, then Base.lproj; nothing found is nil")
    func find() throws {
        let root = NSTemporaryDirectory() + "afterglow-strings-\(UUID().uuidString)"
        let fm = FileManager.default
        defer { try? fm.removeItem(atPath: root) }
        try fm.createDirectory(atPath: root + "/Widget/Base.lproj", withIntermediateDirectories: true)
        fm.createFile(atPath: root + "/Widget/Activity.swift", contents: Data())
        #expect(LocalizedStrings.find(beside: [root + "/Widget/Activity.swift"]) == nil)
        fm.createFile(atPath: root + "/Widget/Base.lproj/Localizable.strings", contents: Data("\"k\" = \"v\";".utf8))
        #expect(LocalizedStrings.find(beside: [root + "/Widget/Activity.swift"]) == root + "/Widget/Base.lproj/Localizable.strings")
        try fm.createDirectory(atPath: root + "/Widget/en.lproj", withIntermediateDirectories: true)
        fm.createFile(atPath: root + "/Widget/en.lproj/Localizable.strings", contents: Data())
        #expect(LocalizedStrings.find(beside: [root + "/Widget"]) == root + "/Widget/en.lproj/Localizable.strings")
        fm.createFile(atPath: root + "/Widget/Localizable.xcstrings", contents: Data())
        #expect(LocalizedStrings.find(beside: [root + "/Widget"]) == root + "/Widget/Localizable.xcstrings")
        #expect(LocalizedStrings.find(beside: [root + "/missing"]) == nil)
        #expect(throws: StringsFileError(file: root + "/Widget", message: "is a directory, not a strings file")) {
            try LocalizedStrings.load(contentsOf: root + "/Widget")
        }
    }
}
