@testable import AfterglowDevices
import AfterglowKit
import AfterglowTestSupport

extension PowerFixtures {
    /// Nexus One (HTC, 2010): 3.7" AMOLED, 480×800 px. Channel costs follow Dong & Zhong's
    /// pixel-level OLED power model, whose measurements put a full screen of red, green and blue at
    /// a cost ratio of about 1 : 1.46 : 2.09 (blue ≈ 2× red, ≈ 1.4× green). Test-only profile.
    static var nexusOne: DeviceProfile {
        var p = phone
        p.id = "nexus-one"; p.name = "Nexus One"
        p.screen = .init(widthPt: 320, heightPt: 533.33, scale: 1.5, cornerRadiusPt: 0)
        p.dynamicIsland = nil
        p.refresh = .init(minHz: 60, maxHz: 60, ladderHz: [60], alwaysOnHz: 60)
        p.alwaysOn = .init(supported: false, inactivityTimeoutS: 30)
        p.panel = .init(technology: "AMOLED (PenTile)", peakNits: 300, typicalNits: 250, alwaysOnNits: 0,
                        staticMilliwatts: 120, redMilliwatts: 420, greenMilliwatts: 613, blueMilliwatts: 878,
                        refreshMilliwattsPerHz: 0, batteryWattHours: 5.18)
        p.sources = ["panel": "Dong & Zhong OLED model: full-screen R:G:B ≈ 1 : 1.46 : 2.09 (test fixture)"]
        return p
    }
}
