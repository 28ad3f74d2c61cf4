import AfterglowTime

/// Every threshold the detectors use, in one place (docs/SENSORS.md › Detectors). Angles are
/// between the estimated gravity direction and a reference; "z" is gravity's component along the
/// screen normal (−1 = face up).
public struct GestureThresholds: Hashable, Codable, Sendable {
    // Shared features.
    /// Gravity is a first-order low-pass of acceleration with this time constant.
    public var gravityTau: Duration = .milliseconds(40)
    /// Stillness is judged over this much recent signal…
    public var stillWindow: Duration = .milliseconds(60)
    /// …as "quiet" when the spread (norm of per-axis standard deviations) of acceleration is
    /// below this (sensor noise on a table ≈ 0.007 g; hand tremor ≈ 0.02 g)…
    public var quietAccelSpreadG = 0.012
    /// …and the spread of angular rate below this (table ≈ 0.2 °/s, hand tremor ≈ 2–3 °/s);
    /// ignored for sources without a gyroscope.
    public var quietGyroSpreadDps = 0.8

    // Wrist raise / drop: the "view cone" is where a raised watch face points.
    public var viewEnterZ = -0.7          // ≈ 45° or less from face up
    public var viewEnterMaxX = 0.35       // hand not pointing down or up the arm
    public var viewEnterMaxY = 0.2        // top edge (12 o'clock) not below the bottom edge
    public var viewExitZ = -0.55          // hysteresis: leave the cone only past this…
    public var viewExitMaxX = 0.5         // …or this…
    public var viewExitMaxY = 0.35        // …or this
    /// x + y: the hand below the elbow (x > 0) and the face tipped away (y > 0) together — a
    /// forearm laid on the lap or an armrest after sitting down, not one raised to be read.
    /// Chosen on real recordings (docs/SENSORS.md › sp-sw): sitting down fired a raise in 79 of 223
    /// runs, at x + y 0.23 (median); long-held glances on PebbleOS walks sit at −0.18.
    public var viewEnterMaxXPlusY = 0.25
    public var viewExitMaxXPlusY = 0.4
    /// "Armed" = the arm was down (hand to the floor) or the face turned away recently.
    public var armMinX = 0.6
    public var armMinZ = -0.3
    public var armWindow: Duration = .milliseconds(1500)
    /// How long the face must stay in the cone *and steady* before a raise is reported. Steady =
    /// the watch is held to be read: acceleration spread over the still window ≤
    /// `raiseSteadyAccelSpreadG`, ‖a‖ within `raiseSteadyAccelDevG` of 1 g and (with a gyroscope)
    /// |ω| ≤ `raiseSteadyGyroDps`. A swinging arm (walking, running, exercise repetitions) passes
    /// through the cone's orientations but is never steady there: its centripetal and heel-strike
    /// accelerations (0.3–1 g at the wrist) also pull a 40 ms gravity estimate into the cone, which
    /// is what made real walking fire about twice a minute. Chosen on the seglearn smartwatch
    /// recordings (forward elevation and abduction sweep the arm through the cone 20 times a set)
    /// and the simulator's raises (docs/SENSORS.md › Thresholds and the data that chose them).
    public var raiseDwell: Duration = .milliseconds(40)
    /// …and at least this many consecutive steady samples: 40 ms is three at 50 Hz, two at 25 Hz,
    /// where walking's arm swing passed for a hold (7.2 false raises/h on the PebbleOS walks, 4.9
    /// with three; docs/SENSORS.md › Thresholds). At 50 Hz and faster the time decides.
    public var raiseDwellMinSamples = 3
    public var raiseSteadyAccelSpreadG = 0.06
    public var raiseSteadyAccelDevG = 0.15
    public var raiseSteadyGyroDps = 60.0
    /// A drop is reported when, after a raise, the face turns past this z or rolls past this x.
    public var dropZ = -0.2
    public var dropMaxX = 0.7
    /// Minimum time between the raise and a drop (a glance shorter than this is a flick).
    public var dropMinViewing: Duration = .milliseconds(300)

    // Face up / face down on a table.
    public var faceUpEnterDeg = 15.0
    public var faceUpExitDeg = 30.0
    public var faceDownEnterDeg = 20.0
    public var faceDownExitDeg = 40.0
    /// Rest (lying on something, for face up / face down) is judged over a longer window than
    /// `stillWindow`, defined in time so it holds the same evidence at any rate (10 samples at
    /// 25 Hz, 80 at 200 Hz): a worn or hand-held device has moments of a few quiet samples (a
    /// 60 ms window at 25 Hz is 3 samples — that is how a Pebble worn while walking fired face-up
    /// 64 times in 4.7 h), a table does not let go of quiet for this long. It begins when the
    /// window's acceleration spread drops below `restEnterSpreadG` (and gyro spread below
    /// `quietGyroSpreadDps`) and lasts until the spread exceeds `restExitSpreadG` (hysteresis, so
    /// a tap on the table does not end it). Chosen on the PebbleOS recordings (docs/SENSORS.md ›
    /// Thresholds and the data that chose them): on a table the 400 ms spread is 0.0055–0.0062 g
    /// (median), 0.009 g at the 99th percentile, 0.017 g at a tap.
    public var restWindow: Duration = .milliseconds(400)
    /// At least this many samples in the rest window (a 10 Hz source gets a 500 ms window).
    public var restWindowMinSamples = 5
    public var restEnterSpreadG = 0.012
    public var restExitSpreadG = 0.02
    public var restExitGyroSpreadDps = 1.5
    /// How long the device must have rested before a face-up/face-down is reported; counted from
    /// the start of the first quiet rest window (`restWindow` = on the first one). A wrist held
    /// still and nearly flat (starting or stopping a recording, a pause mid-walk) rests for
    /// 0.4–1.1 s in the PebbleOS walks; a table for minutes. 800 ms took face-up while walking
    /// from 21 to 11 in 4.71 h (400 ms: 21, 600: 19, 1000: 9) at 800 ms of latency — AOSP's
    /// FaceDownDetector waits 1 s for the same reason.
    public var restStill: Duration = .milliseconds(800)
    /// Face up / face down fire once per rest: after firing they re-arm only when the device tilts
    /// past the exit angle, comes to rest more than `rearmTiltDeg` from where it lay, or has been
    /// *handled* — out of rest for `rearmMotion` with its acceleration more than `rearmLiftG` from
    /// the resting one at some point (`RestRearm`). A bump on the table (≤ 0.1 g, orientation
    /// unchanged) never re-arms; it used to, when any acceleration spread above 0.05 g for 300 ms
    /// counted as moving, so a 0.15 s knock of 0.07 g fired face-up a second time (issue 26). A nudge
    /// and back (20° for 0.6 s: out of rest ≈ 1 s, the rest window included) is no new rest either;
    /// picked up, looked at and put back (≥ 1 s in the hand: out of rest ≥ 1.4 s) is.
    public var rearmMotion: Duration = .milliseconds(1500)
    public var rearmLiftG = 0.15
    public var rearmTiltDeg = 5.0

    // Worn or off the wrist (a watch only; `OffWristDetector`).
    /// A watch is judged off the wrist — lying on a table — when it rests within `tableMaxTiltDeg`
    /// of flat (face up or face down) and the mean of each `tableBlock` of its rest moves less than
    /// `tableMaxDriftG` from the previous block's, `tableBlocks` times in a row (so it has rested
    /// `tableBlocks + 1` blocks: 6 s). A living arm at rest drifts — pulse, breathing, posture —
    /// and a forearm on a desk or lap tilts the face: on the development set, tables and boards lie
    /// 1.5–3.1° from flat with 1 s means moving 0.9–1.9 mg (best 5 in a row, 25 and 12.5 Hz), worn
    /// rests 4.5–19° with steps of 1.8–40 mg (docs/SENSORS.md › Worn or on a table).
    public var tableMaxTiltDeg = 7.0
    public var tableBlock: Duration = .milliseconds(1000)
    public var tableBlocks = 5
    public var tableMaxDriftG = 0.004

    // Pick up.
    /// Quiet this long = resting (on a table, a stand, a lap).
    public var pickUpRest: Duration = .milliseconds(500)
    /// Tilt away from the resting direction that counts as picked up…
    public var pickUpTiltDeg = 15.0
    /// …or a lift: |‖a‖ − 1 g| above this for `pickUpLiftDwell`.
    public var pickUpLiftG = 0.15
    public var pickUpLiftDwell: Duration = .milliseconds(40)
    /// The tilt or lift must come within this time of leaving rest.
    public var pickUpWindow: Duration = .milliseconds(2000)

    public init() {}
}
