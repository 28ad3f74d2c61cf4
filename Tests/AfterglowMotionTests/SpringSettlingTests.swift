@testable import AfterglowMotion
import Testing

/// `Spring.settlingTime` evaluates the closed form only below the envelope's bound: the answer
/// must be exactly that of scanning the whole 30 s horizon (the reference below, written out).
@Suite struct SpringSettlingTests {
    func fullScan(_ s: Spring, _ x0: Double, _ v0: Double, _ eps: Double) -> Double {
        let step = 0.002, horizon = 30.0, vEps = eps * s.angularFrequency
        var t = horizon
        while t > 0 {
            let st = s.state(displacement: x0, velocity: v0, at: t)
            if abs(st.x) >= eps || abs(st.v) >= vEps { return min(horizon, t + step) }
            t -= step
        }
        return 0
    }

    @Test(arguments: [Spring.swiftUIDefault, Spring(response: 0.3, dampingFraction: 0.5), Spring(response: 1, dampingFraction: 0.15),
                      Spring(response: 0.5, dampingFraction: 1), Spring(response: 0.4, dampingFraction: 1.6)])
    func theBoundedScanIsTheFullScan(spring: Spring) {
        // Island-sized moves in points (x, y, w, h, corner radius), retargets with velocity, none.
        let starts: [(Double, Double)] = [(-141, 0), (70.5, 0), (0, 0), (-0.3, 0), (12, -400), (-2000, 3000), (0, 250), (1e-5, 0)]
        for (x0, v0) in starts {
            for eps in [max(1e-4, 0.001 * abs(x0)), 1e-4, 0.5] {
                #expect(spring.settlingTime(displacement: x0, velocity: v0, epsilon: eps) == fullScan(spring, x0, v0, eps),
                        "\(spring) from \(x0), \(v0) to within \(eps)")
            }
        }
    }
}
