import Foundation

/// Parses and validates one profile. Field-level rules (ranges, types, sources) live here, so
/// a broken file fails with the field and the allowed range, and never takes others down with it.
public enum ProfileParser {
    /// A screen side in points: from the smallest watch to CarPlay's widescreen (1920 × 720).
    public static let screenSidePt: ClosedRange<Double> = 100...2000

    public static func parse(data: Data, file: String) throws(ProfileError) -> DeviceProfile {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw ProfileError(file: file, field: "", message: "not valid JSON (\(jsonErrorSummary(error)))")
        }
        guard let object = root as? [String: Any] else {
            throw ProfileError(file: file, field: "", message: "the top level must be a JSON object")
        }
        let r = FieldReader(file: file, object: object, path: "")
        let id = try r.string("id", pattern: "lower-case letters, digits and '-'") { s in
            !s.isEmpty && s.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
        }
        let name = try r.string("name")
        guard let kind = DeviceProfile.Kind(rawValue: try r.string("kind")) else {
            throw r.error("kind", "must be one of \(DeviceProfile.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }

        let s = try r.object("screen")
        let screen = DeviceProfile.Screen(
            widthPt: try s.number("widthPt", in: screenSidePt),
            heightPt: try s.number("heightPt", in: screenSidePt),
            scale: try s.number("scale", in: 1...4),
            cornerRadiusPt: try s.number("cornerRadiusPt", in: 0...200))
        guard screen.cornerRadiusPt <= min(screen.widthPt, screen.heightPt) / 2 else {
            throw s.error("cornerRadiusPt", "\(screen.cornerRadiusPt) is larger than half the screen's shorter side (\(min(screen.widthPt, screen.heightPt) / 2))")
        }

        var island: DeviceProfile.DynamicIsland?
        if let d = try r.optionalObject("dynamicIsland") {
            // Checked first: `200...widthPt` below would be an invalid range (a trap, found by the profile fuzzer).
            guard screen.widthPt >= 200 else {
                throw d.error("expandedWidthPt", "the screen is \(screen.widthPt) pt wide, narrower than the smallest expanded island (200 pt)")
            }
            let di = DeviceProfile.DynamicIsland(
                compactMinimalWidthPt: try d.number("compactMinimalWidthPt", in: 100...400),
                expandedWidthPt: try d.number("expandedWidthPt", in: 200...screen.widthPt),
                heightPt: try d.number("heightPt", in: 20...60),
                cornerRadiusPt: try d.number("cornerRadiusPt", in: 0...60),
                topOffsetPt: try d.number("topOffsetPt", in: 0...40),
                sensorRegionWidthPt: try d.number("sensorRegionWidthPt", in: 40...200))
            guard di.sensorRegionWidthPt < di.compactMinimalWidthPt else {
                throw d.error("sensorRegionWidthPt", "must be smaller than compactMinimalWidthPt (\(di.compactMinimalWidthPt))")
            }
            island = di
        }

        let f = try r.object("refresh")
        let minHz = try f.number("minHz", in: 1...240)
        let maxHz = try f.number("maxHz", in: minHz...240)
        let refresh = DeviceProfile.Refresh(
            minHz: minHz, maxHz: maxHz,
            ladderHz: try f.numbers("ladderHz", in: minHz...maxHz, descending: true),
            alwaysOnHz: try f.number("alwaysOnHz", in: minHz...maxHz))

        let a = try r.object("alwaysOn")
        let alwaysOn = DeviceProfile.AlwaysOn(
            supported: try a.bool("supported"),
            inactivityTimeoutS: try a.number("inactivityTimeoutS", in: 5...600))

        let p = try r.object("panel")
        let peak = try p.number("peakNits", in: 50...5000)
        let panel = DeviceProfile.Panel(
            technology: try p.string("technology"),
            peakNits: peak,
            typicalNits: try p.number("typicalNits", in: 10...peak),
            alwaysOnNits: try p.number("alwaysOnNits", in: 0.1...peak),
            staticMilliwatts: try p.number("staticMilliwatts", in: 0...5000),
            redMilliwatts: try p.number("redMilliwatts", in: 0...10000),
            greenMilliwatts: try p.number("greenMilliwatts", in: 0...10000),
            blueMilliwatts: try p.number("blueMilliwatts", in: 0...10000),
            refreshMilliwattsPerHz: try p.number("refreshMilliwattsPerHz", in: 0...50),
            batteryWattHours: try p.number("batteryWattHours", in: 0.1...1000))
        var panelWithLimit = panel
        panelWithLimit.fullWhiteNits = try p.optionalNumber("fullWhiteNits", in: 10...peak)
        panelWithLimit.alwaysOnStaticMilliwatts = try p.optionalNumber("alwaysOnStaticMilliwatts", in: 0...5000)
        panelWithLimit.backlightMilliwatts = try p.optionalNumber("backlightMilliwatts", in: 0...50000)

        var stack: DeviceProfile.SmartStack?
        if let k = try r.optionalObject("smartStack") {
            stack = DeviceProfile.SmartStack(
                widthPt: try k.number("widthPt", in: 50...screen.widthPt),
                heightPt: try k.number("heightPt", in: 20...screen.heightPt))
        }
        if kind == .watch && stack == nil { throw r.error("smartStack", "is required for a watch") }
        let surfaces = try SurfaceSections.parse(r, kind: kind, screen: screen, island: island, alwaysOn: alwaysOn)

        let sources = try r.stringMap("sources")
        var profile = DeviceProfile(id: id, name: name, kind: kind, screen: screen, dynamicIsland: island,
                                    refresh: refresh, alwaysOn: alwaysOn, panel: panelWithLimit, smartStack: stack,
                                    sources: sources)
        profile.lockScreen = surfaces.lockScreen
        profile.menuBar = surfaces.menuBar
        profile.carPlay = surfaces.carPlay
        try checkSources(profile, object: object, file: file)
        return profile
    }

    /// Every numeric figure needs a source note; a section-level note ("panel") covers its fields.
    static func checkSources(_ profile: DeviceProfile, object: [String: Any], file: String) throws(ProfileError) {
        for path in numericPaths(object, prefix: "") where path != "sources" {
            let section = path.split(separator: ".").first.map(String.init) ?? path
            if profile.sources[path] == nil && profile.sources[section] == nil {
                throw ProfileError(file: file, field: path, message: "has no source note: add \"\(path)\" (or \"\(section)\") to \"sources\"")
            }
        }
    }

    static func numericPaths(_ object: [String: Any], prefix: String) -> [String] {
        object.keys.sorted().flatMap { key -> [String] in
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            if key == "sources" { return [] }
            switch object[key] {
            case let nested as [String: Any]: return numericPaths(nested, prefix: path)
            case let n as NSNumber where !isBool(n): return [path]
            case is [Any]: return [path]
            default: return []
            }
        }
    }
}

/// JSON true/false arrive as a boolean NSNumber subclass; 1 and 0 must not pass as booleans.
func isBool(_ n: NSNumber) -> Bool { String(describing: type(of: n)).contains("Boolean") }

func jsonErrorSummary(_ error: Error) -> String {
    let ns = error as NSError
    return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
}
