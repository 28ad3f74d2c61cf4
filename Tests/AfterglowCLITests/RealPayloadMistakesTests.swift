import AfterglowKit
import Foundation
import Testing
@testable import AfterglowApp

/// Issue 31 on material other projects wrote (Examples/payloads/real/MANIFEST.md): each mistake
/// named at the place a person would fix it, and `loc-key` alerts drawn in the app's own words.
@Suite("real payloads: named mistakes and localized alerts (issue 31)")
struct RealPayloadMistakesTests {
    static let real = "Examples/payloads/real/"
    static let webim = real + "webim/"

    @Test("each real mistake is named with where to fix it")
    func namedMistakes() throws {
        func stderr(_ file: String) throws -> String {
            let r = try CLI.run(["payload", Self.real + file])
            #expect(r.status == 1, "\(file) is rejected")
            return r.stderr
        }
        // Trailing commas: Webim's test payload (line 7: `        "sound" : "default",`, the comma in
        // column 28) and Home Assistant's (line 13, `      "title": "Lectus Magna",`, column 30).
        #expect(try stderr("webim/operator-message.apns").contains("line 8, column 5): a trailing comma after the last member of an object: JSON allows none; remove the ',' at line 7, column 28"))
        #expect(try stderr("home-assistant-dynamic.apns").contains("a trailing comma after the last member of an object: JSON allows none; remove the ',' at line 13, column 30"))
        // The expo README's `// Optional` comment, and Firebase's `TIMESTAMP` placeholder.
        #expect(try stderr("expo-live-activity-start.apns").contains("(line 12, column 33): a // comment: JSON has no comments"))
        #expect(try stderr("firebase/fcm-live-activity-start.json").contains("(line 11, column 22): an unquoted word, TIMESTAMP, where a value belongs"))
        // Firebase's envelope with the placeholder filled in: the aps inside is pointed at.
        #expect(try stderr("firebase/fcm-live-activity-start.filled.json").contains(
            "aps: required key is missing; found an \"aps\" object at message.apns.payload.aps (a Firebase Cloud Messaging message: its \"apns\".\"payload\" is what reaches APNs)"))
        let empty = NSTemporaryDirectory() + "afterglow-empty-\(UUID().uuidString).apns"
        FileManager.default.createFile(atPath: empty, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let r = try CLI.run(["payload", empty])
        #expect(r.status == 1 && r.stderr.contains("the file is empty"), "\(r.stderr)")
    }

    /// Webim's own strings: en.lproj `"P.OM" = "%@ written a message: %@";`, ru.lproj
    /// `"P.OM" = "%@ написал сообщение: %@.";`; the payload's loc-args are "Имя Оператора", "Сообщение".
    @Test("Webim's loc-key payload in English and Russian from its Localizable.strings, and unresolved without")
    func webimStrings() throws {
        func body(_ strings: String?) throws -> (String?, [String]) {
            var r = ScreenshotRequest(device: CLI.catalog.profile(named: "iphone-16-pro")!)
            r.payloadPaths = [CLI.repositoryRoot + "/" + Self.webim + "operator-message.fixed.apns"]
            r.strings = try strings.map { try LocalizedStrings.load(contentsOf: CLI.repositoryRoot + "/" + Self.webim + $0) }
            let out = try ScreenshotFrame.render(r, defaultTemplateDirectory: nil)
            return (out.state.notifications.first?.body, out.warnings)
        }
        let en = try body("en.lproj/Localizable.strings")
        #expect(en.0 == "Имя Оператора written a message: Сообщение")
        #expect(!en.1.contains { $0.contains("unresolved") })
        #expect(try body("ru.lproj/Localizable.strings").0 == "Имя Оператора написал сообщение: Сообщение.")
        let none = try body(nil)
        #expect(none.0 == "[P.OM: Имя Оператора, Сообщение]")
        #expect(none.1.contains { $0.contains("aps.alert.loc-key: \"P.OM\" is unresolved: no strings file") })

        // The CLI: --strings, and a bad strings file is a usage error naming it.
        let out = NSTemporaryDirectory() + "afterglow-webim-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let ok = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", Self.webim + "operator-message.fixed.apns",
                              "--strings", Self.webim + "en.lproj/Localizable.strings", "-o", out])
        #expect(ok.status == 0 && !ok.stderr.contains("unresolved"), "\(ok.stderr)")
        let missing = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", Self.webim + "operator-message.fixed.apns",
                                   "--strings", Self.webim + "nope.strings", "-o", out])
        #expect(missing.status == 2 && missing.stderr.contains("nope.strings: no such file"), "\(missing.stderr)")
    }

    /// A real string catalog (0xWDG/xcstrings-translator's sample, MIT): its key
    /// "%@ sent you a message!" is Dutch "%@ heeft je een bericht gestuurd!". The payload is ours.
    @Test("an .xcstrings catalog: the source language by default, --language for another")
    func catalog() throws {
        let dir = NSTemporaryDirectory() + "afterglow-xc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/msg.apns", contents: Data(#"{"aps":{"alert":{"loc-key":"%@ sent you a message!","loc-args":["Ana"]}}}"#.utf8))
        let catalog = CLI.repositoryRoot + "/" + Self.real + "xcstrings-translator/Localizable.xcstrings"
        func body(_ language: String?) throws -> String? {
            var r = ScreenshotRequest(device: CLI.catalog.profile(named: "iphone-16-pro")!)
            r.payloadPaths = [dir + "/msg.apns"]
            r.strings = try LocalizedStrings.load(contentsOf: catalog, language: language)
            return try ScreenshotFrame.render(r, defaultTemplateDirectory: nil).state.notifications.first?.body
        }
        #expect(try body(nil) == "Ana sent you a message!")
        #expect(try body("nl") == "Ana heeft je een bericht gestuurd!")
        let r = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", dir + "/msg.apns", "--language", "nl", "-o", dir + "/x.png"])
        #expect(r.status == 64 || r.status == 2, "--language without an .xcstrings is a usage error: \(r.status) \(r.stderr)")
    }
}
