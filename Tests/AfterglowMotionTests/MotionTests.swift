import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowMotion
@testable import AfterglowTime

@Suite("Motion: springs, curves, settling")
struct MotionTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test("SwiftUI default spring: stiffness and damping from response 0.5 and damping fraction 0.825")
    func constants() {
        let s = Spring.swiftUIDefault
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)      // 157.91
        #expect(abs(s.stiffness - 157.9137) < 1e-3)
        #expect(abs(s.damping - 4 * .pi * 0.825 / 0.5) < 1e-9)         // 20.73
        #expect(abs(s.damping - 20.7345) < 1e-3)
    }

    @Test("the closed form satisfies x'' + c x' + k x = 0 and starts where it was told")
    func closedForm() {
        for s in [Spring.swiftUIDefault, Spring(response: 0.4, dampingFraction: 1), Spring(response: 0.3, dampingFraction: 1.6), Spring(response: 0.6, dampingFraction: 0.3)] {
            let x0 = -100.0, v0 = 250.0
            let start = s.state(displacement: x0, velocity: v0, at: 0)
            #expect(start.x == x0 && start.v == v0)
            for time in stride(from: 0.01, through: 1.0, by: 0.07) {
                let h = 1e-5
                let a = s.state(displacement: x0, velocity: v0, at: time - h), b = s.state(displacement: x0, velocity: v0, at: time + h)
                let mid = s.state(displacement: x0, velocity: v0, at: time)
                let dx = (b.x - a.x) / (2 * h), acc = (b.v - a.v) / (2 * h)
                #expect(abs(dx - mid.v) < 1e-3 * max(1, abs(mid.v)))
                #expect(abs(acc + s.damping * mid.v + s.stiffness * mid.x) < 1e-2 * max(1, abs(acc)))
            }
        }
    }

    @Test("a default spring moving 100 pt: positions and velocities over time")
    func trajectory() {
        var m = MotionSystem()
        m.set("x", to: 0)
        m.animate("x", to: 100, at: t(0))
        let s0 = m.sample("x", at: t(0))
        #expect(s0.value == 0 && s0.velocity == 0)
        // Underdamped (ζ = 0.825): x(t) = 100 − e^(−ζω₀t)(A cos ω_d t + B sin ω_d t).
        let w0 = 2 * Double.pi / 0.5, z = 0.825, wd = w0 * (1 - z * z).squareRoot()
        for time in [0.05, 0.1, 0.2, 0.3, 0.5] {
            let e = exp(-z * w0 * time)
            let expected = 100 - e * (100 * cos(wd * time) + 100 * z * w0 / wd * sin(wd * time))
            let s = m.sample("x", at: t(time))
            #expect(abs(s.value - expected) < 1e-6)
            #expect(s.velocity > 0 || s.value > 100)
        }
        // It overshoots by e^(−ζπ/√(1−ζ²)) ≈ 1.02 % (ζ < 1) and comes to rest within a second.
        let peak = stride(from: 0.0, through: 1.0, by: 0.0005).map { m.sample("x", at: t($0)).value }.max()!
        let overshoot = 100 * exp(-z * .pi / (1 - z * z).squareRoot())
        #expect(abs(peak - 100 - overshoot) < 1e-3)
        #expect(!m.isAtRest(at: t(0.5)))
        #expect(m.isAtRest(at: t(1.2)))
        #expect(m.sample("x", at: t(1.2)).value == 100)
    }

    @Test("retargeting keeps position and velocity continuous")
    func retarget() {
        var m = MotionSystem()
        m.animate("x", to: 100, at: t(0))
        let before = m.sample("x", at: t(0.1))
        m.animate("x", to: -50, at: t(0.1))
        let after = m.sample("x", at: t(0.1))
        #expect(abs(before.value - after.value) < 1e-9 && abs(before.velocity - after.velocity) < 1e-9)
    }

    @Test("when Always On begins, motion settles without a jump and within the 2 s limit")
    func settles() {
        var m = MotionSystem()
        // A slow, bouncy spring that would ring for seconds.
        m.animate("x", to: 300, curve: .spring(Spring(response: 1.5, dampingFraction: 0.2)), at: t(0))
        #expect(m.restTime(after: t(0.3))! > t(2.3))
        let before = m.sample("x", at: t(0.3))
        m.settle(by: t(2.3), at: t(0.3))
        let after = m.sample("x", at: t(0.3))
        #expect(abs(before.value - after.value) < 1e-9)
        #expect(abs(before.velocity - after.velocity) < 1e-9)
        // Sampled at 120 Hz: position moves by at most velocity·dt-ish steps (no jump), velocity is continuous.
        var prev = after
        for i in 1...240 {
            let s = m.sample("x", at: t(0.3 + Double(i) / 120))
            #expect(abs(s.value - prev.value) < 40)
            #expect(abs(s.velocity - prev.velocity) < 60)
            prev = s
        }
        #expect(m.isAtRest(at: t(2.3)))
        let end = m.sample("x", at: t(2.3))
        #expect(end.value == 300 && end.velocity == 0)
    }

    @Test("animations that end before the deadline run on untouched")
    func shortAnimationsUntouched() {
        var m = MotionSystem()
        m.animate("x", to: 10, curve: .timed(.easeInOut(0.3)), at: t(0))
        let expected = m.sample("x", at: t(0.2))
        m.settle(by: t(2), at: t(0.1))
        #expect(m.sample("x", at: t(0.2)) == expected)
    }

    @Test("no animation runs in Always On: frozen channels jump")
    func frozen() {
        var m = MotionSystem()
        m.frozen = true
        m.animate("x", to: 42, at: t(0))
        #expect(m.sample("x", at: t(0)).value == 42 && m.isAtRest(at: t(0)))
    }

    @Test("Reduce Motion turns movement into a cross-fade; opacity still animates")
    func reduceMotion() {
        var m = MotionSystem()
        m.reduceMotion = true
        m.set("x", to: 0)
        m.animate("x", to: 100, at: t(0))
        for time in [0.0, 0.05, 0.1, 0.2] {
            let s = m.sample("x", at: t(time))
            #expect(s.value == 100 && s.velocity == 0)
            #expect(s.crossFade?.from == 0 && s.crossFade?.to == 100)
        }
        let p = [0.0, 0.05, 0.125, 0.2].map { m.sample("x", at: t($0)).crossFade!.progress }
        #expect(p == p.sorted() && abs(p[2] - 0.5) < 1e-6)
        #expect(m.sample("x", at: t(0.3)).crossFade == nil)
        m.animate("alpha", to: 1, curve: .timed(.linear(1)), kind: .opacity, at: t(0))
        #expect(abs(m.sample("alpha", at: t(0.5)).value - 0.5) < 1e-6)
    }

    @Test("timed curves: ease-in-out is symmetric and its velocity is the derivative")
    func timed() {
        let c = TimedCurve.easeInOut(1)
        #expect(abs(c.progress(at: 0.5).p - 0.5) < 1e-6)
        #expect(abs(c.progress(at: 0.25).p + c.progress(at: 0.75).p - 1) < 1e-6)
        let h = 1e-5
        let d = (c.progress(at: 0.3 + h).p - c.progress(at: 0.3 - h).p) / (2 * h)
        #expect(abs(d - c.progress(at: 0.3).dp) < 1e-4)
    }
}
