import Foundation
import Testing

@Suite("afterglow payload")
struct PayloadCommandTests {
    @Test("valid payloads and sequences: exit 0 with a summary, unknown keys listed")
    func valid() throws {
        let r = try CLI.run(["payload", "Examples/payloads/message.apns", "Examples/activities/food-delivery/sequence.json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("for com.example.chat"))
        #expect(r.stdout.contains("kept unknown keys: app-name, sensitive-fields, conversationID"))
        #expect(r.stdout.contains("5 steps over 1680 s"))
        #expect(r.stdout.contains("Live Activity start (FoodDeliveryAttributes)"))
    }

    @Test("a rejected payload exits 1 naming every key and rule")
    func rejected() throws {
        let r = try CLI.run(["payload", "Examples/payloads/shipping.apns", "Examples/payloads/invalid-relevance.apns"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Examples/payloads/invalid-relevance.apns: aps.relevance-score: 4 is out of range, allowed 0…1"), "\(r.stderr)")
        #expect(r.stderr.contains("aps.interruption-level: \"urgent\" is not one of passive, active, time-sensitive, critical"))
        #expect(r.stderr.contains("1 of 2 rejected"))
    }
}
