@testable import AfterglowKit
@testable import AfterglowPayloads
import AfterglowTestSupport
import Testing

@Suite("Payloads: parsing and validation")
struct PayloadsParserTests {
    func rejection(_ json: String, limit: Int? = PayloadParser.maxPayloadBytes) -> [PayloadError] {
        do { _ = try PayloadParser.parse(json, limit: limit); return [] } catch { return error.errors }
    }

    func expectOne(_ json: String, path: String, _ rule: PayloadError.Rule, sourceLocation: SourceLocation = #_sourceLocation) {
        let errors = rejection(json)
        #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
        #expect(errors.first?.path == path, "\(errors)", sourceLocation: sourceLocation)
        #expect(errors.first?.rule == rule, "\(errors)", sourceLocation: sourceLocation)
    }

    @Test("a full notification payload parses, unknown keys kept")
    func notification() throws {
        let p = try PayloadParser.parse("""
        {"aps":{"alert":{"title":"Order shipped","subtitle":"Dishdash","body":"Your order is on its way","x-extra":1},
        "badge":3,"sound":{"critical":1,"name":"alarm.caf","volume":0.8},"thread-id":"orders","category":"ORDER",
        "interruption-level":"time-sensitive","relevance-score":0.7,"mutable-content":1,"content-available":0,"future-key":true},
        "orderID":"A-1042","Simulator Target Bundle":"com.example.dishdash"}
        """)
        #expect(p.aps.alert?.title == .plain("Order shipped"))
        #expect(p.aps.alert?.subtitle?.resolved == "Dishdash")
        #expect(p.aps.alert?.body?.resolved == "Your order is on its way")
        #expect(p.aps.alert?.unknownKeys["x-extra"] == .number(1))
        #expect(p.aps.badge == 3)
        #expect(p.aps.sound == NotificationSound(name: "alarm.caf", critical: true, volume: 0.8))
        #expect(p.aps.threadID == "orders" && p.aps.category == "ORDER")
        #expect(p.aps.interruptionLevel == .timeSensitive)
        #expect(p.aps.relevanceScore == 0.7)
        #expect(p.aps.mutableContent && !p.aps.contentAvailable)
        #expect(p.aps.unknownKeys["future-key"] == .bool(true))
        #expect(p.customKeys["orderID"] == .string("A-1042"))
        #expect(p.customKeys[PayloadParser.simulatorTargetBundleKey] == nil)
        #expect(p.simulatorTargetBundle == "com.example.dishdash")
        #expect(!p.isLiveActivity)
    }

    @Test("alert as a string is the body; loc keys format their arguments")
    func alertForms() throws {
        #expect(try PayloadParser.parse(#"{"aps":{"alert":"Hello"}}"#).aps.alert?.body == .plain("Hello"))
        let p = try PayloadParser.parse(#"{"aps":{"alert":{"title-loc-key":"%@ scored","title-loc-args":["Mbappé"],"loc-key":"%1$@ – %2$@","loc-args":["2",1]}}}"#)
        #expect(p.aps.alert?.title?.resolved == "Mbappé scored")
        #expect(p.aps.alert?.body?.resolved == "2 – 1")
    }

    @Test("Live Activity start, update and end parse")
    func liveActivity() throws {
        let p = try PayloadParser.parse("""
        {"aps":{"timestamp":1763719200,"event":"start","content-state":{"eta":1763721000},"attributes-type":"FoodDeliveryAttributes",
        "attributes":{"restaurant":"Pho"},"stale-date":1763722000,"dismissal-date":1763723000,"relevance-score":50,
        "alert":{"title":{"loc-key":"%@ accepted","loc-args":["Pho"]},"body":"Cooking","sound":"chime.aiff"}}}
        """)
        let la = try #require(p.aps.liveActivity)
        #expect(la.event == .start && la.timestamp == 1_763_719_200)
        #expect(la.attributesType == "FoodDeliveryAttributes")
        #expect(la.contentState?.value(atPath: "eta") == .number(1_763_721_000))
        #expect(la.staleDate == 1_763_722_000 && la.dismissalDate == 1_763_723_000 && la.relevanceScore == 50)
        #expect(la.alert?.title?.resolved == "Pho accepted" && la.alert?.body == .plain("Cooking") && la.alert?.sound == "chime.aiff")
        let end = try PayloadParser.parse(#"{"aps":{"timestamp":5,"event":"end"}}"#)
        #expect(end.aps.liveActivity?.event == .end && end.aps.liveActivity?.contentState == nil)
    }

    @Test("the payload must be valid JSON, naming the byte offset")
    func invalidJSON() {
        let errors = rejection(#"{"aps": {"alert": "hi",}}"#)
        guard case .invalidJSON(let e) = errors.first?.rule else { Issue.record("\(errors)"); return }
        #expect(e.offset == 23)
        #expect(errors.first!.description.contains("byte 23"))
        #expect(!rejection("").isEmpty)
        #expect(!rejection(#"{"aps":{},"aps":{}}"#).isEmpty, "duplicate keys are rejected")
    }

    @Test("the payload must be a JSON object with an aps object")
    func shape() {
        expectOne("[1,2]", path: "", .wrongType(expected: "a JSON object", found: "array"))
        expectOne(#"{"alert":"x"}"#, path: "aps", .missingKey)
        expectOne(#"{"aps":"x"}"#, path: "aps", .wrongType(expected: "an object", found: "string"))
        expectOne(#"{"aps":{},"Simulator Target Bundle":3}"#, path: "Simulator Target Bundle", .wrongType(expected: "a string", found: "number"))
    }

    @Test("the payload is at most 4096 bytes, as simctl requires")
    func size() {
        let filler = String(repeating: "x", count: 4096)
        let json = #"{"aps":{"alert":"hi"},"pad":"\#(filler)"}"#
        let errors = rejection(json)
        #expect(errors == [PayloadError(path: "", rule: .tooLarge(bytes: json.utf8.count, limit: 4096))])
        #expect(errors.first?.description == "payload: \(json.utf8.count) bytes, the limit is 4096")
        #expect(rejection(json, limit: nil).isEmpty)
        let exact = #"{"aps":{},"pad":"\#(String(repeating: "y", count: 4096 - 19))"}"#
        #expect(exact.utf8.count == 4096)
        #expect(rejection(exact).isEmpty)
    }

    @Test("content-state is at most 4 KB")
    func contentStateSize() {
        let big = String(repeating: "z", count: 4202)
        let json = #"{"aps":{"event":"update","timestamp":1,"content-state":{"note":"\#(big)"}}}"#
        let errors = rejection(json, limit: nil)
        #expect(errors == [PayloadError(path: "aps.content-state", rule: .tooLarge(bytes: 4213, limit: 4096))])
        #expect(errors.first?.description == "aps.content-state: 4213 bytes, the limit is 4096")
    }

    @Test("notification keys: types and ranges")
    func notificationRules() {
        expectOne(#"{"aps":{"alert":3}}"#, path: "aps.alert", .wrongType(expected: "a string or an object", found: "number"))
        expectOne(#"{"aps":{"alert":{"title":true}}}"#, path: "aps.alert.title", .wrongType(expected: "a string", found: "boolean"))
        expectOne(#"{"aps":{"alert":{"loc-key":"k","loc-args":"a"}}}"#, path: "aps.alert.loc-args", .wrongType(expected: "an array of strings", found: "string"))
        expectOne(#"{"aps":{"alert":{"loc-key":"k","loc-args":[null]}}}"#, path: "aps.alert.loc-args[0]", .wrongType(expected: "a string", found: "null"))
        expectOne(#"{"aps":{"badge":-1}}"#, path: "aps.badge", .outOfRange(value: -1, allowed: "0 or more"))
        expectOne(#"{"aps":{"badge":1.5}}"#, path: "aps.badge", .notAnInteger(1.5))
        expectOne(#"{"aps":{"badge":"3"}}"#, path: "aps.badge", .wrongType(expected: "a whole number", found: "string"))
        expectOne(#"{"aps":{"sound":7}}"#, path: "aps.sound", .wrongType(expected: "a string or an object", found: "number"))
        expectOne(#"{"aps":{"sound":{"critical":1}}}"#, path: "aps.sound.name", .missingKey)
        expectOne(#"{"aps":{"sound":{"name":"a","volume":2}}}"#, path: "aps.sound.volume", .outOfRange(value: 2, allowed: "0…1"))
        expectOne(#"{"aps":{"sound":{"name":"a","critical":2}}}"#, path: "aps.sound.critical", .outOfRange(value: 2, allowed: "0 or 1"))
        expectOne(#"{"aps":{"thread-id":1}}"#, path: "aps.thread-id", .wrongType(expected: "a string", found: "number"))
        expectOne(#"{"aps":{"category":[]}}"#, path: "aps.category", .wrongType(expected: "a string", found: "array"))
        expectOne(#"{"aps":{"interruption-level":"urgent"}}"#, path: "aps.interruption-level",
                  .notAllowed(value: "urgent", allowed: ["passive", "active", "time-sensitive", "critical"]))
        expectOne(#"{"aps":{"relevance-score":1.5}}"#, path: "aps.relevance-score", .outOfRange(value: 1.5, allowed: "0…1"))
        expectOne(#"{"aps":{"relevance-score":"high"}}"#, path: "aps.relevance-score", .wrongType(expected: "a number", found: "string"))
        expectOne(#"{"aps":{"mutable-content":true}}"#, path: "aps.mutable-content", .wrongType(expected: "the number 0 or 1", found: "boolean"))
        expectOne(#"{"aps":{"content-available":3}}"#, path: "aps.content-available", .outOfRange(value: 3, allowed: "0 or 1"))
    }

    @Test("Live Activity keys: required per event, types and ranges")
    func liveActivityRules() {
        expectOne(#"{"aps":{"event":"pause","timestamp":1}}"#, path: "aps.event", .notAllowed(value: "pause", allowed: ["start", "update", "end"]))
        expectOne(#"{"aps":{"event":"update","content-state":{}}}"#, path: "aps.timestamp", .requiredForEvent("update"))
        expectOne(#"{"aps":{"event":"update","timestamp":-5,"content-state":{}}}"#, path: "aps.timestamp", .outOfRange(value: -5, allowed: "seconds since 1970, 0 or more"))
        expectOne(#"{"aps":{"event":"update","timestamp":1}}"#, path: "aps.content-state", .requiredForEvent("update"))
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":[1]}}"#, path: "aps.content-state", .wrongType(expected: "an object", found: "array"))
        let start = rejection(#"{"aps":{"event":"start","timestamp":1,"content-state":{}}}"#)
        #expect(start.map(\.path) == ["aps.attributes-type", "aps.attributes"])
        #expect(start.allSatisfy { $0.rule == .requiredForEvent("start") })
        expectOne(#"{"aps":{"event":"start","timestamp":1,"content-state":{},"attributes-type":"T","attributes":"x"}}"#,
                  path: "aps.attributes", .wrongType(expected: "an object", found: "string"))
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"stale-date":"soon"}}"#, path: "aps.stale-date", .wrongType(expected: "a number", found: "string"))
        expectOne(#"{"aps":{"event":"end","timestamp":1,"dismissal-date":-1}}"#, path: "aps.dismissal-date", .outOfRange(value: -1, allowed: "seconds since 1970, 0 or more"))
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"relevance-score":-1}}"#, path: "aps.relevance-score", .outOfRange(value: -1, allowed: "0 or more"))
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":"hi"}}"#, path: "aps.alert", .wrongType(expected: "an object with title, body and sound", found: "string"))
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"title":{"loc-args":[]}}}}"#, path: "aps.alert.title.loc-key", .missingKey)
        expectOne(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"sound":1}}}"#, path: "aps.alert.sound", .wrongType(expected: "a string", found: "number"))
    }

    @Test("every error is reported, not only the first")
    func allErrors() {
        let errors = rejection(#"{"aps":{"badge":-1,"sound":1,"interruption-level":"x"}}"#)
        #expect(errors.map(\.path) == ["aps.badge", "aps.sound", "aps.interruption-level"])
    }

    @Test("the examples' payloads all parse")
    func examples() throws {
        let fm = FileManager.default
        for dir in ["Examples/payloads"] + ["food-delivery", "sports-score", "workout"].map({ "Examples/activities/\($0)" }) {
            let path = ContentFixtures.repoRoot + "/" + dir
            let files = try fm.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".apns") }
            #expect(!files.isEmpty, "\(dir) has no .apns files")
            for f in files where !f.hasPrefix("invalid-") { _ = try PayloadParser.parse(contentsOf: path + "/" + f) }
        }
    }
}

import Foundation
