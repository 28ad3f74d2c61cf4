import AfterglowApp
import AfterglowGeometry
import AfterglowDevices
import AfterglowScene
import ArgumentParser
import Foundation

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List device profiles, or show one with its presentation frames.",
        subcommands: [List.self, Show.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every device profile.")
        @OptionGroup var options: DeviceDirectoryOption
        @Flag(help: "Print JSON instead of a table.") var json = false

        func run() throws {
            let catalog = try options.loadCatalog()
            if json {
                print(try jsonString(catalog.profiles))
                return
            }
            let rows = catalog.profiles.map { p in
                [p.id, p.name, p.kind.rawValue, "\(formatPoints(p.screen.widthPt))x\(formatPoints(p.screen.heightPt))",
                 "@\(formatPoints(p.screen.scale))x",
                 p.refresh.minHz == p.refresh.maxHz ? "\(formatPoints(p.refresh.maxHz)) Hz" : "\(formatPoints(p.refresh.minHz))–\(formatPoints(p.refresh.maxHz)) Hz",
                 p.alwaysOn.supported ? "\(formatPoints(p.refresh.alwaysOnHz)) Hz" : "no"]
            }
            print(table(header: ["ID", "NAME", "KIND", "POINTS", "SCALE", "REFRESH", "ALWAYS ON"], rows: rows))
            if !catalog.errors.isEmpty { printError("\(catalog.errors.count) profile(s) skipped, see above") }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one profile and its computed presentation frames.")
        @OptionGroup var options: DeviceDirectoryOption
        @Argument(help: "Device id or name, e.g. iphone-16-pro.") var name: String
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let catalog = try options.loadCatalog()
            let profile = try options.profile(name, in: catalog)
            let frames = PresentationGeometry(device: profile).allFrames()
            let surfaces = SceneState.Surface.available(for: profile.kind).map(\.rawValue).joined(separator: ", ")
            if json {
                struct Out: Encodable { let profile: DeviceProfile; let presentations: [PresentationFrame] }
                print(try jsonString(Out(profile: profile, presentations: frames)))
                return
            }
            print("\(profile.name) (\(profile.id)), \(profile.kind.rawValue)")
            let s = profile.screen
            print("  screen      \(formatPoints(s.widthPt))x\(formatPoints(s.heightPt)) pt @\(formatPoints(s.scale))x = \(s.pixelWidth)x\(s.pixelHeight) px, corner radius \(formatPoints(s.cornerRadiusPt)) pt")
            let geometry = PresentationGeometry(device: profile)
            if let d = profile.dynamicIsland {
                // The island as drawn: compact at the table's width; minimal = the attached bubble
                // joined to the camera housing (docs/RENDERING.md › Minimal island width).
                let minimal = geometry.minimalIslandFrame().map { formatPoints($0.width) } ?? "-"
                print("  island      \(formatPoints(d.compactMinimalWidthPt)) pt compact (table: compact or minimal), \(minimal) pt minimal as drawn, \(formatPoints(d.expandedWidthPt)) pt expanded, \(formatPoints(d.heightPt)) pt tall, radius \(formatPoints(d.cornerRadiusPt)) pt, top \(formatPoints(d.topOffsetPt)) pt")
            }
            if let l = profile.lockScreen {
                print("  lock screen activity \(formatPoints(l.activityWidthPt)) x 84–160 pt (iPadOS table); no Dynamic Island, no StandBy")
            }
            if let m = profile.menuBar {
                print("  menu bar    \(formatPoints(m.heightPt)) pt tall; the paired iPhone's activity: compact \(formatPoints(m.compactWidthPt))x\(formatPoints(m.compactHeightPt)) pt x 2, expanded \(formatPoints(m.expandedWidthPt)) pt on click")
            }
            if let c = profile.carPlay {
                print("  carPlay     Dashboard activity \(formatPoints(c.activityWidthPt))x\(formatPoints(c.activityHeightPt)) pt")
            }
            let r = profile.refresh
            print("  refresh     \(formatPoints(r.minHz))–\(formatPoints(r.maxHz)) Hz, ladder \(r.ladderHz.map(formatPoints).joined(separator: " → ")) Hz, Always On \(profile.alwaysOn.supported ? "\(formatPoints(r.alwaysOnHz)) Hz" : "not supported")")
            let p = profile.panel
            print("  panel       \(p.technology), \(formatPoints(p.typicalNits)) nits typical, \(formatPoints(p.peakNits)) peak, \(formatPoints(p.alwaysOnNits)) in Always On at 1000 lux; battery \(formatPoints(p.batteryWattHours)) Wh")
            print("  surfaces    \(surfaces)")
            print("\nPresentations (points):")
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
            print(table(header: ["PRESENTATION", "SIZE", "ORIGIN", "WIDTH", "HEIGHT", "MARGIN", "SCALE"], rows: rows))
            if let custom = geometry.frame(for: .standBy, customBackground: true) {
                print("StandBy is landscape (\(formatPoints(s.heightPt))x\(formatPoints(s.widthPt)) pt). standByExpanded is the Lock Screen presentation with the default background; with a custom background colour it is exactly \(formatPoints(custom.scale))x (\(formatPoints(custom.frame.width))x\(formatPoints(custom.frame.height)) pt).")
            }
        }

        func range(_ r: ClosedRange<Double>) -> String {
            r.lowerBound == r.upperBound ? formatPoints(r.lowerBound) : "\(formatPoints(r.lowerBound))–\(formatPoints(r.upperBound))"
        }
    }
}
