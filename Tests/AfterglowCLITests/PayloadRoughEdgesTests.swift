import Foundation
import Testing

/// The rough edges issue 11 saw with real payloads: millisecond timestamps, a directory given to
/// `afterglow payload`, and `screenshot --payload BAD` exiting 0.
@Suite("payload rough edges (issue 11)")
struct PayloadRoughEdgesTests {
    /// A scratch directory of payloads, removed after the test.
    final class Scratch {
        let dir: String
        init() {
            dir = NSTemporaryDirectory() + "afterglow-payloads-\(UUID().uuidString)"
            try? FileManager.default.createDirectory(atPath: dir + "/nested/deeper", withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: dir) }
        func write(_ name: String, _ text: String) { FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8)) }
    }

    static let start = #"{"aps":{"timestamp":1763719200,"event":"start","attributes-type":"FoodDeliveryAttributes","attributes":{"restaurant":"Pho Saigon","orderNumber":"A-1042","orderedAt":1763719200,"address":"12 Rue des Lilas"},"content-state":{"status":"Order received","eta":1763721600,"courier":"Sam"}}}"#
    static let millis = #"{"aps":{"timestamp":1763719260000,"event":"update","content-state":{"status":"Preparing","eta":1763721600,"courier":"Sam"},"stale-date":1763723400000}}"#
    static let alert = #"{"aps":{"alert":{"title":"Hi","body":"There"}}}"#
    static let broken = #"{"aps":{"alert":{"title":"Hi"},"relevance-score":7}}"#

    @Test("a timestamp in milliseconds is accepted with a warning naming the field and that APNs expects seconds")
    func millisecondTimestamp() throws {
        let s = Scratch()
        s.write("ms.apns", Self.millis)
        let r = try CLI.run(["payload", s.dir + "/ms.apns"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("ms.apns: ok"))
        #expect(r.stderr.contains("ms.apns: warning: aps.timestamp: 1763719260000 looks like milliseconds; APNs expects seconds since 1970 (1763719260?)"), "\(r.stderr)")
        #expect(r.stderr.contains("every later update sent in seconds would be dropped"))
        #expect(r.stderr.contains("warning: aps.stale-date: 1763723400000 looks like milliseconds"))
        // Seconds are fine: no warning.
        s.write("s.apns", Self.start)
        let ok = try CLI.run(["payload", s.dir + "/s.apns"])
        #expect(ok.status == 0 && !ok.stderr.contains("warning"), "\(ok.stderr)")
    }

    @Test("payload DIR checks every payload inside it, recursively, one line each; exit 1 if any fails")
    func directory() throws {
        let s = Scratch()
        s.write("a-start.apns", Self.start)
        s.write("nested/b-alert.json", Self.alert)
        s.write("nested/deeper/c-broken.apns", Self.broken)
        s.write("nested/template.json", #"{"activityType":"T","layouts":{}}"#)
        s.write("notes.txt", "not a payload")
        let r = try CLI.run(["payload", s.dir])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(s.dir)/a-start.apns: ok, "), "\(r.stdout)")
        #expect(r.stdout.contains("\(s.dir)/nested/b-alert.json: ok, "))
        #expect(r.stdout.contains("\(s.dir)/nested/deeper/c-broken.apns: rejected"))
        #expect(r.stderr.contains("\(s.dir)/nested/deeper/c-broken.apns: aps.relevance-score: 7 is out of range"), "\(r.stderr)")
        #expect(r.stdout.contains("3 checked: 2 ok (0 with warnings), 1 rejected; skipped 1 JSON file(s) that are not payloads"), "\(r.stdout)")
        #expect(!r.stdout.contains("notes.txt") && !r.stderr.contains("required key is missing"))

        // All good: exit 0.
        try FileManager.default.removeItem(atPath: s.dir + "/nested/deeper/c-broken.apns")
        #expect(try CLI.run(["payload", s.dir]).status == 0)
    }

    @Test("a directory with no payloads, and a directory given where a file is needed, say so")
    func directoryMessages() throws {
        let s = Scratch()
        let empty = try CLI.run(["payload", s.dir + "/nested"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no payloads (.apns, .json with an \"aps\" key, sequence*.json) in \(s.dir)/nested"), "\(empty.stderr)")
        let missing = try CLI.run(["payload", s.dir + "/nope.apns"])
        #expect(missing.status == 1 && missing.stderr.contains("nope.apns: no such file"), "\(missing.stderr)")
        let shot = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", s.dir, "-o", s.dir + "/x.png"])
        #expect(shot.status == 2, "a usage error, as for a missing file")
        #expect(shot.stderr.contains("is a directory"), "\(shot.stderr)")
    }

    @Test("the examples directory: every payload and sequence checked, templates skipped, the invalid example fails")
    func examplesDirectory() throws {
        let r = try CLI.run(["payload", "Examples"])
        #expect(r.status == 1, "Examples/payloads/invalid-relevance.apns is invalid on purpose")
        #expect(r.stdout.contains("Examples/activities/food-delivery/sequence.json: ok, 5 steps"), "\(r.stdout)")
        #expect(r.stdout.contains("Examples/payloads/invalid-relevance.apns: rejected"))
        #expect(r.stdout.contains("Examples/payloads/message.apns: ok"))
        #expect(!r.stdout.contains("template.json"))
    }

    @Test("screenshot --payload BAD still writes the PNG of what was valid, and exits 1")
    func screenshotRejected() throws {
        let s = Scratch()
        s.write("broken.apns", Self.broken)
        let out = s.dir + "/shot.png"
        let r = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", "Examples/activities/food-delivery/01-start.apns",
                             "--payload", s.dir + "/broken.apns", "-o", out])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out), "the valid part is still drawn")
        #expect(r.stdout.contains("1 activities"), "\(r.stdout)")
        #expect(r.stderr.contains("broken.apns: aps.relevance-score: 7 is out of range"))
        #expect(r.stderr.contains("error: 1 payload(s) rejected (the image shows the rest)"))

        // An update before its activity started is rejected by ActivityKit's rules: also exit 1.
        s.write("orphan.apns", Self.millis)
        let orphan = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", s.dir + "/orphan.apns", "-o", out])
        #expect(orphan.status == 1, "\(orphan.stderr)")
        #expect(orphan.stderr.contains("aps.timestamp: 1763719260000 looks like milliseconds"), "\(orphan.stderr)")

        // Valid payloads only: exit 0 (an out-of-order update in a sequence is ignored, not rejected).
        let ok = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", "Examples/activities/food-delivery/sequence.json", "-o", out])
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    /// Payloads other projects wrote (Examples/payloads/real/MANIFEST.md).
    @Test("real payloads from other projects: JSON errors located, millisecond timestamps flagged")
    func realPayloads() throws {
        let r = try CLI.run(["payload", "Examples/payloads/real"])
        #expect(r.status == 1)
        let dir = "Examples/payloads/real/"
        for ok in ["home-assistant-map", "home-assistant-communication", "loop-watch-bolus-failure",
                   "expo-live-activity-start.uncommented", "expo-live-activity-update.uncommented"] {
            #expect(r.stdout.contains("\(dir)\(ok).apns: ok, "), "\(ok): \(r.stdout)")
        }
        for bad in ["home-assistant-dynamic", "expo-live-activity-start", "expo-live-activity-update"] {
            #expect(r.stdout.contains("\(dir)\(bad).apns: rejected"), "\(bad)")
            #expect(r.stderr.contains("\(dir)\(bad).apns: payload: not valid JSON at byte"), "\(bad): \(r.stderr)")
        }
        #expect(r.stderr.contains("expo-live-activity-start.uncommented.apns: warning: aps.timestamp: 1754491435000 looks like milliseconds; APNs expects seconds since 1970 (1754491435?)"), "\(r.stderr)")
        #expect(r.stderr.contains("expo-live-activity-update.uncommented.apns: warning: aps.timestamp: 1754063621319 looks like milliseconds"))
        // 8 until issue 31 added Webim's and Firebase's payloads (the trailing comma, the placeholder, the FCM envelope).
        #expect(r.stdout.contains("12 checked: 6 ok (2 with warnings), 6 rejected"), "\(r.stdout)")
    }
}
