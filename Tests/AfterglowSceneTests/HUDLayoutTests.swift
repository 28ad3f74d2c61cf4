@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowScene
import AfterglowTestSupport
import Testing

@Suite("HUD display list")
struct HUDLayoutTests {
    func snapshot(hitches: [Bool] = [false, true, false], power: [Double] = [600, 580, 40, 12]) -> HUDSnapshot {
        HUDSnapshot(deviceName: "iPhone 14 Pro", displayState: "always-on", cause: "face-up", refreshHz: 1,
                    luminanceNits: 2, panelMilliwatts: 12.4, powerHistory: power,
                    frameCosts: hitches.enumerated().map { FrameCostSample(costMs: Double($0.offset + 1) * 4, hitch: $0.element) },
                    budgetMs: 8.33, sensorSource: "simulated", lastGesture: "face-up", flags: ["dark"], engine: "emulator")
    }

    func texts(_ l: DisplayList) -> [String: String] {
        var out: [String: String] = [:]
        for i in l.items { if case .text(let t, _) = i.command { out[i.id] = t } }
        return out
    }

    @Test func showsEveryReading() {
        let l = HUDLayout.displayList(snapshot(), heightPt: 852, scale: 1)
        let t = texts(l)
        #expect(t["hud.state.value"] == "always-on")
        #expect(t["hud.cause.value"] == "face-up")
        #expect(t["hud.refresh.value"] == "1 Hz")
        #expect(t["hud.luminance.value"] == "2 nits")
        #expect(t["hud.power.value"] == "12 mW")
        #expect(t["hud.sensor.value"] == "simulated")
        #expect(t["hud.gesture.value"] == "face-up")
        #expect(t["hud.frame.value"] == "12.00 / 8.33 ms")
        #expect(l.size.width == HUDLayout.widthPt && l.size.height == 852)
    }

    @Test func sparklineAndHitchMarkers() {
        let l = HUDLayout.displayList(snapshot(hitches: [false, true, true, false]), heightPt: 852, scale: 2)
        #expect(l.items.filter { $0.id.hasPrefix("hud.power.spark.") }.count == 3)
        #expect(l.items.filter { $0.id.hasPrefix("hud.frames.hitch.") }.map(\.id) == ["hud.frames.hitch.1", "hud.frames.hitch.2"])
        #expect(l.items.filter { $0.id.hasPrefix("hud.frames.bar.") }.count == 4)
        // The newest power sample sits at the chart's right edge, the highest at its top.
        let spark = l.items.filter { $0.id.hasPrefix("hud.power.spark.") }
        guard case .line(let a, _, _, _) = spark[0].command, case .line(_, let end, _, _) = spark[2].command else {
            Issue.record("spark items are not lines"); return
        }
        let chart = l.items.first { $0.id == "hud.power.chart" }!.bounds
        #expect(abs(end.x - (chart.maxX - 4)) < 1e-9)
        #expect(abs(a.y - (chart.minY + 4)) < 1e-9)
    }

    @Test func barsUseTheirOwnFramesBudget() {
        var s = snapshot(hitches: [])
        s.budgetMs = 1000
        s.frameCosts = [FrameCostSample(costMs: 10, hitch: true, budgetMs: 8.33), FrameCostSample(costMs: 10, hitch: false, budgetMs: 1000)]
        let l = HUDLayout.displayList(s, heightPt: 852, scale: 1)
        let bars = l.items.filter { $0.id.hasPrefix("hud.frames.bar.") }
        #expect(bars.count == 2 && bars[0].bounds.height > 10 * bars[1].bounds.height)
        guard case .roundedRect(_, _, let over) = bars[0].command, case .roundedRect(_, _, let under) = bars[1].command else {
            Issue.record("bars are not rects"); return
        }
        #expect(over == HUDLayout.warning && under != HUDLayout.warning)
    }

    @Test func standInEngineIsFlagged() {
        var s = snapshot(); s.engine = "emulator (fallback)"
        let t = texts(HUDLayout.displayList(s, heightPt: 600, scale: 1))
        #expect(t["hud.engine.value"] == "emulator (fallback)")
    }

    @Test func recentValuesKeepsTheNewest() {
        var r = RecentValues<Int>(capacity: 3)
        for i in 1...5 { r.append(i) }
        #expect(r.values == [3, 4, 5] && r.last == 5)
    }

    @Test func helpListsEveryBinding() {
        let rows = [(key: "U", action: "face up"), (key: "D", action: "drop wrist")]
        let l = HelpOverlay.displayList(rows, heightPt: 400, scale: 1)
        #expect(l.items.filter { $0.id.hasPrefix("help.action.") }.count == 2)
    }
}
