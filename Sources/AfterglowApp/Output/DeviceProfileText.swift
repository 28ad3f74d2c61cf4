import AfterglowDevices
import AfterglowGeometry
import AfterglowScene
import Foundation

/// `afterglow devices list` and `devices show`: profiles and their presentation frames, for a person.
public enum DeviceProfileText {
    public static func list(_ profiles: [DeviceProfile]) -> String {
        let rows = profiles.map { p in
            [p.id, p.name, p.kind.rawValue, "\(formatPoints(p.screen.widthPt))x\(formatPoints(p.screen.heightPt))",
             "@\(formatPoints(p.screen.scale))x",
             p.refresh.minHz == p.refresh.maxHz ? "\(formatPoints(p.refresh.maxHz)) Hz" : "\(formatPoints(p.refresh.minHz))–\(formatPoints(p.refresh.maxHz)) Hz",
             p.alwaysOn.supported ? "\(formatPoints(p.refresh.alwaysOnHz)) Hz" : "no"]
        }
        return AfterglowApp.table(header: ["ID", "NAME", "KIND", "POINTS", "SCALE", "REFRESH", "ALWAYS ON"], rows: rows)
    }

    public static func lines(_ profile: DeviceProfile) -> [String] {
        var out: [String] = []
        let frames = PresentationGeometry(device: profile).allFrames()
        let surfaces = SceneState.Surface.available(for: profile.kind).map(\.rawValue).joined(separator: ", ")
        out.append("\(profile.name) (\(profile.id)), \(profile.kind.rawValue)")
        let s = profile.screen
        out.append("  screen      \(formatPoints(s.widthPt))x\(formatPoints(s.heightPt)) pt @\(formatPoints(s.scale))x = \(s.pixelWidth)x\(s.pixelHeight) px, corner radius \(formatPoints(s.cornerRadiusPt)) pt")
        let geometry = PresentationGeometry(device: profile)
        if let d = profile.dynamicIsland {
            // The island as drawn: compact at the table's width; minimal = the attached bubble
            // joined to the camera housing (docs/RENDERING.md › Minimal island width).
            let minimal = geometry.minimalIslandFrame().map { formatPoints($0.width) } ?? "-"
            out.append("  island      \(formatPoints(d.compactMinimalWidthPt)) pt compact (table: compact or minimal), \(minimal) pt minimal as drawn, \(formatPoints(d.expandedWidthPt)) pt expanded, \(formatPoints(d.heightPt)) pt tall, radius \(formatPoints(d.cornerRadiusPt)) pt, top \(formatPoints(d.topOffsetPt)) pt")
        }
        if let l = profile.lockScreen {
            out.append("  lock screen activity \(formatPoints(l.activityWidthPt)) x 84–160 pt (iPadOS table); no Dynamic Island, no StandBy")
        }
        if let m = profile.menuBar {
            out.append("  menu bar    \(formatPoints(m.heightPt)) pt tall; the paired iPhone's activity: compact \(formatPoints(m.compactWidthPt))x\(formatPoints(m.compactHeightPt)) pt x 2, expanded \(formatPoints(m.expandedWidthPt)) pt on click")
        }
        if let c = profile.carPlay {
            out.append("  carPlay     Dashboard activity \(formatPoints(c.activityWidthPt))x\(formatPoints(c.activityHeightPt)) pt")
        }
        let r = profile.refresh
        out.append("  refresh     \(formatPoints(r.minHz))–\(formatPoints(r.maxHz)) Hz, ladder \(r.ladderHz.map(formatPoints).joined(separator: " → ")) Hz, Always On \(profile.alwaysOn.supported ? "\(formatPoints(r.alwaysOnHz)) Hz" : "not supported")")
        let p = profile.panel
        out.append("  panel       \(p.technology), \(formatPoints(p.typicalNits)) nits typical, \(formatPoints(p.peakNits)) peak, \(formatPoints(p.alwaysOnNits)) in Always On at 1000 lux; battery \(formatPoints(p.batteryWattHours)) Wh")
        out.append("  surfaces    \(surfaces)")
        out.append("\nPresentations (points):")
        // Named as `screenshot --presentation` names them: StandBy first shows the minimal
        // bubble (`standBy`), a tap the scaled Lock Screen presentation (`standByExpanded`).
        var named: [(String, PresentationFrame)] = []
        for f in frames {
            if f.presentation == .standBy {
                if let m = geometry.standByMinimalFrame { named.append(("standBy", m)) }
                named.append(("standByExpanded", f))
            } else {
                named.append((f.presentation.rawValue, f))
            }
        }
        let rows = named.map { name, f in
            [name, "\(formatPoints(f.frame.width))x\(formatPoints(f.frame.height))",
             "(\(formatPoints(f.frame.minX)), \(formatPoints(f.frame.minY)))",
             range(f.widthRange), range(f.heightRange), formatPoints(f.marginPt), formatPoints(f.scale) + "x"]
        }
        out.append(table(header: ["PRESENTATION", "SIZE", "ORIGIN", "WIDTH", "HEIGHT", "MARGIN", "SCALE"], rows: rows))
        if let custom = geometry.frame(for: .standBy, customBackground: true) {
            out.append("StandBy is landscape (\(formatPoints(s.heightPt))x\(formatPoints(s.widthPt)) pt). standByExpanded is the Lock Screen presentation with the default background; with a custom background colour it is exactly \(formatPoints(custom.scale))x (\(formatPoints(custom.frame.width))x\(formatPoints(custom.frame.height)) pt).")
        }
        return out
    }

    static func range(_ r: ClosedRange<Double>) -> String {
        r.lowerBound == r.upperBound ? formatPoints(r.lowerBound) : "\(formatPoints(r.lowerBound))–\(formatPoints(r.upperBound))"
    }
}
