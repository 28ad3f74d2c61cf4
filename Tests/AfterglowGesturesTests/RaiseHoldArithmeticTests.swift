import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `RaiseHold`'s hindsight on made-up samples whose answers can be worked by hand (issue 30: a
/// mutation pass moved its window edges and limits and only whole recordings ran through it).
/// Mostly at 4 Hz: samples 250 ms apart, so each sample's ±100 ms mean is the sample itself and
/// every duration is a whole number of steps.
@Suite struct RaiseHoldArithmeticTests {
    static let faceUp = Vector3(x: 0, y: 0, z: -1)      // in view
    static let hanging = Vector3(x: 1, y: 0, z: 0)      // |x| ≥ armMinX 0.6: away
    static let tilted = Vector3(x: 0, y: 0.5, z: -0.8)  // y ≈ 0.53 > 0.35: out of view, yet not away (z < −0.3, x = 0)

    static func samples(_ acc: [Vector3], stepMs: Int64 = 250, gyro: Vector3 = .zero) -> [IMUSample] {
        acc.enumerated().map { k, a in IMUSample(timestamp: Timestamp(nanoseconds: Int64(k) * stepMs * 1_000_000), acceleration: a, angularRate: gyro, source: "t") }
    }
    static func ms(_ v: Int64) -> Timestamp { Timestamp(nanoseconds: v * 1_000_000) }

    /// "a centred ±100 ms mean": at 50 Hz the samples 100 ms either side are in it (11 samples),
    /// 120 ms is not. One sample of x = 11 among x = 0 makes the mean's x 11 / 11 = 1 when inside.
    @Test func theMeanTakesBothEdgesOfTheHundredMillisecondWindow() {
        for spike in [5, 15] {
            let s = Self.samples((0..<21).map { $0 == spike ? Vector3(x: 11, y: 0, z: -1) : Self.faceUp }, stepMs: 20)
            #expect(abs(RaiseHold.mean(s, 10).x - 1) < 1e-12, "spike at \(spike), 100 ms from sample 10")
            #expect(abs(RaiseHold.mean(s, 10).z + 1) < 1e-12)
            #expect(RaiseHold.mean(s, spike == 5 ? 11 : 9).x == 0, "120 ms away: outside")
        }
        // At the ends the window is cut: sample 0 averages samples 0…5.
        let s = Self.samples((0..<21).map { Vector3(x: Double($0), y: 0, z: -1) }, stepMs: 20)
        #expect(abs(RaiseHold.mean(s, 0).x - 2.5) < 1e-12)
    }

    /// "its magnitude within `maxDeviationG` (0.25) of 1 g": 1.25 g and 0.75 g are in (both exact in
    /// binary), 1.26 g and 0.74 g are not.
    @Test func inViewNeedsTheMagnitudeWithinAQuarterOfOneG() {
        let t = GestureThresholds()
        for (z, inside) in [(-1.25, true), (-0.75, true), (-1.26, false), (-0.74, false)] {
            let s = Self.samples([Vector3(x: 0, y: 0, z: z)])
            #expect(RaiseHold.inView(s, 0, t, .standard) == inside, "|a| = \(-z) g")
        }
    }

    /// "inside every exit limit of the view cone": a direction exactly on a limit is inside, a limit
    /// one ulp tighter puts it outside — each of the four limits on its own.
    @Test func inViewIsInsideEveryExitLimitInclusively() {
        for v in [Vector3(x: 0.2, y: 0.1, z: -0.9), Vector3(x: -0.2, y: 0.1, z: -0.9)] {
            let d = v.normalized
            let s = Self.samples([v])
            func inView(_ set: (inout GestureThresholds) -> Void) -> Bool {
                var t = GestureThresholds(); set(&t)
                return RaiseHold.inView(s, 0, t, .standard)
            }
            #expect(inView { _ in }, "well inside the defaults")
            #expect(inView { $0.viewExitZ = d.z }); #expect(!inView { $0.viewExitZ = d.z.nextDown })
            #expect(inView { $0.viewExitMaxX = abs(d.x) }); #expect(!inView { $0.viewExitMaxX = abs(d.x).nextDown })
            #expect(inView { $0.viewExitMaxY = d.y }); #expect(!inView { $0.viewExitMaxY = d.y.nextDown })
            #expect(inView { $0.viewExitMaxXPlusY = d.x + d.y }); #expect(!inView { $0.viewExitMaxXPlusY = (d.x + d.y).nextDown })
        }
        // A right-wrist wearer's frame is the mirror (x, y) → (x, −y) for a crown to the hand: a face
        // tipped toward the eyes on the left wrist (y ≈ −0.45) reads y ≈ +0.45 > 0.35 on the right.
        let tipped = Self.samples([Vector3(x: 0, y: -0.45, z: -0.9)])
        #expect(RaiseHold.inView(tipped, 0, GestureThresholds(), .standard))
        #expect(!RaiseHold.inView(tipped, 0, GestureThresholds(), WatchWearing(wrist: .right, crown: .left)))
        #expect(RaiseHold.inView(tipped, 0, GestureThresholds(), WatchWearing(wrist: .auto, crown: .right)), "auto: either way")
    }

    /// "within `fromAway` (1500 ms) before sample k the face pointed away or the hand hung down":
    /// with the raise at 2.5 s, a hanging sample at 1.0 s counts, one at 0.75 s does not.
    @Test func aRaiseComesFromAwayWithinOneAndAHalfSeconds() {
        let t = GestureThresholds()
        func fromAway(hangingAt j: Int) -> Bool {
            let s = Self.samples((0...10).map { $0 == j ? Self.hanging : Self.tilted })
            return RaiseHold.cameFromAway(s, before: 10, t)
        }
        #expect(fromAway(hangingAt: 4), "1500 ms before")
        #expect(!fromAway(hangingAt: 3), "1750 ms before")
        #expect(fromAway(hangingAt: 9))
        #expect(!fromAway(hangingAt: 10), "the raise's own sample is not before it")
        // Each arming limit, met exactly and missed by one ulp.
        for (v, isX) in [(Vector3(x: 0.8, y: 0, z: -0.55), true), (Vector3(x: 0, y: 0.3, z: -0.2), false)] {
            let d = v.normalized
            let s = Self.samples([v, Self.tilted])
            var at = GestureThresholds(), past = GestureThresholds()
            if isX { at.armMinX = d.x; past.armMinX = d.x.nextUp } else { at.armMinZ = d.z; past.armMinZ = d.z.nextUp }
            #expect(RaiseHold.cameFromAway(s, before: 1, at))
            #expect(!RaiseHold.cameFromAway(s, before: 1, past))
        }
        let negative = Self.samples([Vector3(x: -1, y: 0, z: 0), Self.tilted])
        #expect(RaiseHold.cameFromAway(negative, before: 1, t), "|x|: a hand hanging either way")
    }

    /// A probable glance: a visit that does not open the recording, held `glanceHold` (1 s) to
    /// `glanceMaxHold` (10 s), raised from away. n face-up samples at 4 Hz hold (n − 1) × 250 ms.
    @Test func aGlanceIsHeldOneToTenSecondsAfterComingFromAway() {
        let t = GestureThresholds()
        func glances(before: [Vector3] = [Vector3](repeating: Self.hanging, count: 4), held n: Int) -> [(start: Timestamp, end: Timestamp)] {
            let s = Self.samples(before + [Vector3](repeating: Self.faceUp, count: n) + [Self.hanging])
            return RaiseHold.probableGlances(in: s, thresholds: t)
        }
        let one = glances(held: 5)
        #expect(one.count == 1 && one.first?.start == Self.ms(1000) && one.first?.end == Self.ms(2000))
        #expect(glances(held: 4).isEmpty, "750 ms")
        #expect(glances(held: 41).count == 1, "10 s")
        #expect(glances(held: 42).isEmpty, "10.25 s")
        #expect(glances(before: [], held: 5).isEmpty, "in view from the first sample: not raised during the recording")
        #expect(glances(before: [Self.hanging], held: 5).count == 1, "one hanging sample before is enough")
        #expect(glances(before: [Vector3](repeating: Self.tilted, count: 8), held: 5).isEmpty, "from a tilted face, not from away")
        #expect(glances(before: [Self.hanging] + [Vector3](repeating: Self.tilted, count: 6), held: 5).isEmpty, "away 1750 ms before the visit")
        #expect(glances(before: [Self.hanging] + [Vector3](repeating: Self.tilted, count: 5), held: 5).count == 1, "away 1500 ms before")
    }

    /// The hold at t: the visit containing the first sample at or after t, from its first to its
    /// last sample, and whether the recording ended in it.
    @Test func theHoldIsTheVisitAtTheTime() {
        let t = GestureThresholds()
        // hanging 0–0.5 s, face up 0.75–2.0 s, hanging 2.25 s, face up 2.5–3.0 s (the end).
        let s = Self.samples([Self.hanging, Self.hanging, Self.hanging] + [Vector3](repeating: Self.faceUp, count: 6)
                             + [Self.hanging] + [Vector3](repeating: Self.faceUp, count: 3))
        let mid = RaiseHold.hold(in: s, at: Self.ms(1100), thresholds: t)
        #expect(mid.held == .milliseconds(1250) && !mid.toEnd)
        #expect(RaiseHold.hold(in: s, at: Self.ms(750), thresholds: t).held == .milliseconds(1250), "its first sample")
        #expect(RaiseHold.hold(in: s, at: Self.ms(2000), thresholds: t).held == .milliseconds(1250), "its last sample")
        let away = RaiseHold.hold(in: s, at: Self.ms(2100), thresholds: t)
        #expect(away.held == .zero && !away.toEnd, "2.25 s is hanging")
        let last = RaiseHold.hold(in: s, at: Self.ms(2600), thresholds: t)
        #expect(last.held == .milliseconds(500) && last.toEnd)
        let after = RaiseHold.hold(in: s, at: Self.ms(3001), thresholds: t)
        #expect(after.held == .zero && after.toEnd, "past the last sample")
        #expect(RaiseHold.isProbableGlance(in: s, at: Self.ms(1000), thresholds: t))
        #expect(RaiseHold.isProbableGlance(in: s, at: Self.ms(2500), thresholds: t), "held to the end of the recording")
        #expect(!RaiseHold.isProbableGlance(in: s, at: Self.ms(2250), thresholds: t))
        #expect(!RaiseHold.isProbableGlance((held: .seconds(10) + .nanoseconds(1), toEnd: true)))
        #expect(RaiseHold.isProbableGlance((held: .seconds(10), toEnd: true)))
        #expect(RaiseHold.isProbableGlance((held: .seconds(1), toEnd: false)))
    }

    /// `firstIndex` is the first sample at or after t: a binary search, checked against a linear
    /// one at every sample time, a nanosecond either side, and beyond both ends.
    @Test func firstIndexIsTheFirstSampleAtOrAfter() {
        for count in [0, 1, 2, 7, 8] {
            let s = Self.samples([Vector3](repeating: Self.faceUp, count: count))
            var times = [Self.ms(-1), Self.ms(10_000)]
            for x in s { times += [x.timestamp, x.timestamp - .nanoseconds(1), x.timestamp + .nanoseconds(1)] }
            for t in times {
                let linear = s.firstIndex { $0.timestamp >= t } ?? s.count
                #expect(RaiseHold.firstIndex(in: s, atOrAfter: t) == linear, "\(count) samples, t = \(t)")
            }
        }
    }
}
