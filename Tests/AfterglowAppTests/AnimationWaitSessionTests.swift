@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// `wait?animation=finished` against the real session on the virtual clock: a Live Activity
/// starting on the Lock Screen slides its card in over 0.5 s (`SceneComposer.cardTransition`,
/// docs/MOTION.md); the wait holds from the frame that draws the card at rest, not before.
@Suite("control API: waiting for an animation to finish, real session")
struct AnimationWaitSessionTests {
    @Test func theWaitHoldsFromTheFrameThatDrawsTheRestState() throws {
        let (session, backend, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        session.runLoop(clock, until: Timestamp(seconds: 1))
        let router = ControlRouter(backend: backend)
        #expect(!backend.state().animating, "nothing moves on the idle Lock Screen")

        let start = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Examples/activities/food-delivery/01-start.apns"))
        _ = try backend.startActivity(payload: start)
        let pushedAt = clock.now
        guard case .wait(let condition, _) = router.route(HTTPRequest(method: "GET", path: "/v1/wait", query: ["animation": "finished"], headers: [:])) else {
            Issue.record("not a wait"); return
        }
        // Sent but not yet applied: nothing moves yet, and the wait must not hold.
        #expect(!backend.state().animating)
        #expect(!condition.holds(backend.state(), backend: backend), "the push is not applied yet")

        // Frame by frame (1/120 s) until the wait holds.
        var heldAt: Timestamp?
        var t = pushedAt
        while heldAt == nil, t < pushedAt + .seconds(3) {
            t = t + .nanoseconds(8_333_333)
            session.runLoop(clock, until: t)
            if condition.holds(backend.state(), backend: backend) { heldAt = clock.now }
        }
        let held = try #require(heldAt, "the card never came to rest")
        // The card's slide is 0.5 s (its frame runs on the 120 Hz grid: within two vsyncs after).
        let after = (held - pushedAt).seconds
        #expect(after >= 0.5 && after <= 0.5 + 2 / 120.0, "held \(after) s after the push")
        // The card is on screen at rest: a later wait holds at once.
        #expect(ControlRouter.WaitCondition.animationFinished(mark: backend.inputMark()).holds(backend.state(), backend: backend))
    }
}
