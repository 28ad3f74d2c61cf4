import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// `GET /v1/wait?animation=finished`: answered once every input sent before the wait has been
/// applied and the last frame is an animation's rest state, on the emulator's clock.
@Suite("Control API wait for animation finished")
struct ControlAnimationWaitTests {
    @Test func theRouterReadsTheConditionAndRefusesBadOnes() {
        let router = ControlRouter(backend: FakeBackend())
        func route(_ q: [String: String]) -> ControlRouter.Outcome { router.route(HTTPRequest(method: "GET", path: "/v1/wait", query: q, headers: [:])) }
        // The fake backend's input mark is 1: the wait carries it.
        #expect(route(["animation": "finished", "timeout": "3"]) == .wait(.animationFinished(mark: 1), timeoutSeconds: 3))
        #expect(route(["state": "off"]) == .wait(.state("off"), timeoutSeconds: 10))
        for bad in [["animation": "done"], ["animation": "finished", "state": "off"], [:], ["animation": ""]] {
            guard case .respond(let r) = route(bad) else { Issue.record("\(bad) was not refused"); continue }
            #expect(r.status == 400, "\(bad)")
        }
    }

    @Test func theConditionNeedsTheInputAppliedAndNothingMoving() {
        let b = FakeBackend()
        let c = ControlRouter.WaitCondition.animationFinished(mark: 1)
        b.inputsApplied = false
        #expect(!c.holds(b.state(), backend: b), "the push is not applied yet: nothing can have started")
        b.inputsApplied = true
        b.setAnimating(true)
        #expect(!c.holds(b.state(), backend: b))
        b.setAnimating(false)
        #expect(c.holds(b.state(), backend: b))
    }

    @Test func aParkedWaitAnswersWhenTheAnimationRests() throws {
        let h = try Harness(); defer { h.stop() }
        h.backend.setAnimating(true)
        let result = Box<ControlClient.Response>()
        let client = h.client
        let done = background { if let r = try? client.request("GET", "/v1/wait?animation=finished&timeout=100") { result.append(r) } }
        // Parked: other requests are answered meanwhile, and the wait is not.
        #expect(try h.client.json(ControlState.self, "GET", "/v1/state").animating)
        #expect(done.wait(timeout: .now() + .milliseconds(100)) == .timedOut)
        h.clock.advance(by: .milliseconds(900))
        h.backend.setAnimating(false)
        h.server.wake()
        done.wait()
        let r = try #require(result.all.first)
        #expect(r.status == 200)
        let w = try JSONDecoder().decode(WaitResult.self, from: r.body)
        #expect(w.reached && w.animation == "finished" && w.state == nil && !w.current.animating)
        #expect(abs(w.waitedSeconds - 0.9) < 1e-9, "waited on the emulator's clock: \(w.waitedSeconds)")
    }

    @Test func aWaitForAnAnimationThatNeverEndsTimesOutOnTheVirtualClock() throws {
        let h = try Harness(); defer { h.stop() }
        h.backend.setAnimating(true)
        let result = Box<ControlClient.Response>()
        let client = h.client
        let done = background { if let r = try? client.request("GET", "/v1/wait?animation=finished&timeout=2") { result.append(r) } }
        var steps = 0
        while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            h.clock.advance(by: .milliseconds(500)); h.server.wake(); steps += 1
            if steps > 500 { Issue.record("wait never timed out"); return }
        }
        let r = try #require(result.all.first)
        #expect(r.status == 408)
        let w = try JSONDecoder().decode(WaitResult.self, from: r.body)
        #expect(!w.reached && w.waitedSeconds >= 2 && w.current.animating)
    }
}
