import Testing
@testable import AfterglowPayloads

/// Values built in code, not parsed (issue 30: mutation pass, seed 13 — the memberwise
/// initialisers of the payload types other modules build by hand kept nothing, and only the
/// parser, which sets fields one by one, was tested). A round trip: what goes in comes out.
@Suite struct PayloadInitialiserTests {
    @Test func aLiveActivityAlertKeepsItsTitleBodyAndSound() {
        let a = LiveActivityAlert(title: .plain("Delivered"), body: .plain("At the door"), sound: "chime.caf")
        #expect(a.title == .plain("Delivered"))
        #expect(a.body == .plain("At the door"))
        #expect(a.sound == "chime.caf")
        let empty = LiveActivityAlert()
        #expect(empty.title == nil && empty.body == nil && empty.sound == nil)
    }
}
