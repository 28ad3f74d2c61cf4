import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// A missed glance's closest pose is "the largest-margin sample": how far inside the view cone's
/// four entry limits (z ≤ −0.7, |x| ≤ 0.35, y ≤ 0.2, x + y ≤ 0.25; `GestureThresholds`) the
/// gravity direction was, the least of the four. For each of z, x and y: pose A is outside by that
/// limit alone, far (0.20–0.30), pose B by another limit alone, by 0.05 — B is the closer, whatever
/// the order. Each pose is reached from the hanging arm, so no point of the path between poses is
/// closer than B (the hand-and-face limit has its own test, `theClosestPoseCountsTheHandAndFaceLimit`).
/// Counting a limit with the wrong sign makes A look inside and be reported.
@Suite struct RaiseMissClosestPoseTests {
    static func pose(_ x: Double, _ y: Double) -> Vector3 { Vector3(x: x, y: y, z: -(1 - x * x - y * y).squareRoot()) }
    /// (limit, A outside by it alone, B outside by another alone by 0.05), margins worked by hand:
    /// - z: A (0, −0.9): z = −0.436, outside by 0.264; B (0.4, −0.2): |x| 0.4, outside by 0.05;
    /// - x: A (0.55, −0.35): |x| outside by 0.20 (z −0.758, x + y 0.20 inside); B (0, 0.25): y by 0.05;
    /// - y: A (−0.3, 0.5): y outside by 0.30 (z −0.812, x + y 0.20 inside); B (0.4, −0.2) as for z.
    static let cases: [(String, Vector3, Vector3)] = [
        ("z", pose(0, -0.9), pose(0.4, -0.2)),
        ("x", pose(0.55, -0.35), pose(0, 0.25)),
        ("y", pose(-0.3, 0.5), pose(0.4, -0.2)),
    ]

    @Test(arguments: 0..<3, [false, true])
    func theClosestPoseIsTheOneNearestTheConeByItsBindingLimit(_ k: Int, bFirst: Bool) {
        let (limit, a, b) = Self.cases[k]
        let hang = RaiseHoldTests.hanging
        let order = bFirst ? [b, a] : [a, b]
        let s = RaiseHoldTests().motion([(hang, 2), (order[0], 1), (hang, 1), (order[1], 1), (hang, 1)])
        let d = RaiseMissDiagnosis.diagnose(s, start: Timestamp(seconds: 2), end: Timestamp(seconds: 6), thresholds: GestureThresholds())
        #expect(d.stage == .neverInCone, "\(limit)")
        let c = d.closestDown ?? Vector3(x: 9, y: 9, z: 9)
        // Within 0.05 of B: gravity is filtered, so the path into B passes directions as close to
        // the cone as B itself (3 % short of B, the normalised chord's y is 0.2499); A lies ≥ 0.7 away.
        #expect((c - b).magnitude < 0.05 && (a - b).magnitude > 0.7, "\(limit) limit: closest \(c), expected B \(b), not A \(a)")
    }
}
