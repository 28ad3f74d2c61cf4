import AfterglowEvents
import Foundation
import AfterglowGeometry
import AfterglowPower
import AfterglowSensing
import AfterglowTime

/// Parses scenario JSON.
///
/// ```json
/// { "name": "…", "device": "iphone-14-pro", "wallpaper": true,
///   "settings": { "alwaysOnEnabled": true, "lowPowerMode": false, "reduceMotion": false,
///                 "inactivityTimeoutS": 30, "brightness": 1,
///                 "ambientLux": 1000, "autoBrightness": false },
///   "timeline": [
///     { "wait": 5 },                                   // move the cursor 5 s on
///     { "at": 12, "gesture": "face-up" },              // absolute time (≥ the cursor)
///     { "at": 600 },                                   // a bare time: run at least until then
///     { "push": "payloads/x.json", "priority": 10 },   // APNs payload file, relative to this file
///     { "tap": [196, 400] }, { "swipe": [196, 700, -120] }, { "notification": "Messages" }, { "proximity": true },
///     { "settings": { "lowPowerMode": true } }, { "session": true }, { "button": "side" }, { "lock": true },
///     { "repeat": 8, "every": 3600, "steps": [ … ] }   // steps relative to each iteration's start
///   ],
///   "imu": [                                           // IMU samples for the gesture detectors
///     { "at": 10, "trace": "../traces/face-up.csv" },  // a CSV trace (docs/SENSORS.md), its first sample at 10 s
///     { "at": 30, "samples": [[0, 0, 0, -1], [0.01, 0, 0, -1, 0, 0, 0]] }  // [t, ax, ay, az(, gx, gy, gz)] in s, g, °/s
///   ] }
/// ```
/// Every error names the file, the key path (e.g. `timeline[3].gesture`) and the rule broken.
public enum ScenarioParser {
    public static let maxEvents = 1_000_000

    public static func load(path: String) throws -> Scenario {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(file: path, path: "", message: "cannot be read")
        }
        return try parse(data: data, file: path)
    }

    public static func parse(data: Data, file: String) throws -> Scenario {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw ScenarioError(file: file, path: "", message: "not valid JSON (\((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"))")
        }
        guard let obj = root as? [String: Any] else { throw ScenarioError(file: file, path: "", message: "the top level must be an object") }
        let p = Parser(file: file, baseDir: (file as NSString).deletingLastPathComponent)
        try p.allowOnly(obj, ["name", "device", "wallpaper", "settings", "timeline", "description", "imu"], at: "")
        let name = try p.string(obj["name"], at: "name") ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let device = try p.string(obj["device"], at: "device")
        let wallpaper = try p.bool(obj["wallpaper"], at: "wallpaper") ?? true
        let settings = try obj["settings"].map { try p.settings($0, at: "settings") } ?? []
        guard let timeline = obj["timeline"] as? [Any] else {
            throw ScenarioError(file: file, path: "timeline", message: obj["timeline"] == nil ? "missing" : "must be an array of steps")
        }
        var events: [(Timestamp, DeviceEvent)] = []
        var cursor = 0.0
        try p.steps(timeline, at: "timeline", origin: 0, cursor: &cursor, into: &events)
        let sorted = events.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        var samples: [IMUSample] = []
        if let imu = obj["imu"] {
            guard let parts = imu as? [Any] else { throw ScenarioError(file: file, path: "imu", message: "must be an array of {at, trace} or {at, samples}") }
            for (i, part) in parts.enumerated() { samples += try p.imu(part, at: "imu[\(i)]") }
            samples.sort { $0.timestamp < $1.timestamp }
        }
        let end = max(cursor, samples.last?.timestamp.seconds ?? 0)
        return Scenario(name: name, file: file, device: device, settings: settings, wallpaper: wallpaper,
                        events: sorted.map { (at: $0.0, event: $0.1) }, duration: Timestamp(seconds: end), samples: samples)
    }

    struct Parser {
        let file: String
        let baseDir: String

        func fail(_ path: String, _ message: String) -> ScenarioError { ScenarioError(file: file, path: path, message: message) }

        func allowOnly(_ obj: [String: Any], _ keys: Set<String>, at path: String) throws {
            for k in obj.keys.sorted() where !keys.contains(k) {
                throw fail(path.isEmpty ? k : "\(path).\(k)", "unknown key (allowed: \(keys.sorted().joined(separator: ", ")))")
            }
        }
        func string(_ v: Any?, at path: String) throws -> String? {
            guard let v else { return nil }
            guard let s = v as? String else { throw fail(path, "must be a string") }
            return s
        }
        func bool(_ v: Any?, at path: String) throws -> Bool? {
            guard let v else { return nil }
            // JSON true/false decode as NSNumber of type "c" (a boolean), numbers as "i"/"q"/"d".
            guard let n = v as? NSNumber, String(cString: n.objCType) == "c" else {
                throw fail(path, "must be true or false")
            }
            return n.boolValue
        }
        func number(_ v: Any?, at path: String, range: ClosedRange<Double>) throws -> Double? {
            guard let v else { return nil }
            guard let n = v as? NSNumber, !(String(cString: n.objCType) == "c") else { throw fail(path, "must be a number") }
            let d = n.doubleValue
            guard d.isFinite, range.contains(d) else { throw fail(path, "\(d) is outside \(range.lowerBound)…\(range.upperBound)") }
            return d
        }

        func settings(_ v: Any, at path: String) throws -> [DisplaySettingsChange] {
            guard let o = v as? [String: Any] else { throw fail(path, "must be an object") }
            try allowOnly(o, ["alwaysOnEnabled", "lowPowerMode", "reduceMotion", "inactivityTimeoutS", "brightness", "ambientLux", "autoBrightness", "showSensitiveContent"], at: path)
            var out: [DisplaySettingsChange] = []
            if let b = try bool(o["alwaysOnEnabled"], at: "\(path).alwaysOnEnabled") { out.append(.alwaysOnEnabled(b)) }
            if let b = try bool(o["lowPowerMode"], at: "\(path).lowPowerMode") { out.append(.lowPowerMode(b)) }
            if let b = try bool(o["reduceMotion"], at: "\(path).reduceMotion") { out.append(.reduceMotion(b)) }
            if let s = try number(o["inactivityTimeoutS"], at: "\(path).inactivityTimeoutS", range: 1...86400) { out.append(.inactivityTimeout(seconds: s)) }
            if let s = try number(o["brightness"], at: "\(path).brightness", range: 0...1) { out.append(.brightness(s)) }
            if let b = try bool(o["showSensitiveContent"], at: "\(path).showSensitiveContent") { out.append(.showSensitiveContent(b)) }
            if let s = try number(o["ambientLux"], at: "\(path).ambientLux", range: DisplaySettings.ambientLuxRange) { out.append(.ambientLux(s)) }
            if let b = try bool(o["autoBrightness"], at: "\(path).autoBrightness") { out.append(.autoBrightness(b)) }
            return out
        }

        /// One `imu` entry: a CSV trace file or inline samples, placed at `at` seconds.
        func imu(_ v: Any, at path: String) throws -> [IMUSample] {
            guard let o = v as? [String: Any] else { throw fail(path, "must be an object with 'at' and 'trace' or 'samples'") }
            try allowOnly(o, ["at", "trace", "samples"], at: path)
            let at = try number(o["at"], at: "\(path).at", range: 0...(30 * 86400)) ?? 0
            let origin = Timestamp(seconds: at)
            switch (o["trace"], o["samples"]) {
            case (let t?, nil):
                guard let name = t as? String else { throw fail("\(path).trace", "must be a CSV trace path (relative to the scenario)") }
                let resolved = name.hasPrefix("/") ? name : (baseDir as NSString).appendingPathComponent(name)
                guard let text = try? String(contentsOfFile: resolved, encoding: .utf8) else {
                    throw fail("\(path).trace", "trace file '\(name)' cannot be read (looked at \(resolved))")
                }
                let trace: IMUTrace
                do { trace = try TraceCSV.read(text, file: resolved).trace } catch { throw fail("\(path).trace", "\(error)") }
                guard let first = trace.samples.first?.timestamp else { return [] }
                return trace.samples.map { var s = $0; s.timestamp = origin + ($0.timestamp - first); return s }
            case (nil, let list?):
                guard let rows = list as? [Any] else { throw fail("\(path).samples", "must be an array of [t, ax, ay, az(, gx, gy, gz)]") }
                return try rows.enumerated().map { i, row in
                    let here = "\(path).samples[\(i)]"
                    guard let r = row as? [Any], r.count == 4 || r.count == 7 else { throw fail(here, "must be [t, ax, ay, az] or [t, ax, ay, az, gx, gy, gz]") }
                    let n = try r.enumerated().map { j, x in try number(x, at: "\(here)[\(j)]", range: -1e6...1e6)! }
                    guard n[0] >= 0 else { throw fail("\(here)[0]", "the time must not be negative") }
                    let gyro = n.count == 7 ? Vector3(x: n[4], y: n[5], z: n[6]) : .zero
                    return IMUSample(timestamp: origin + .seconds(n[0]), acceleration: Vector3(x: n[1], y: n[2], z: n[3]),
                                     angularRate: gyro, source: "scenario")
                }
            default:
                throw fail(path, "needs exactly one of 'trace' or 'samples'")
            }
        }

        static let actionKeys = ["push", "gesture", "tap", "swipe", "notification", "alert", "proximity", "settings", "session", "button", "lock"]

        func steps(_ list: [Any], at path: String, origin: Double, cursor: inout Double,
                   into events: inout [(Timestamp, DeviceEvent)]) throws {
            for (i, raw) in list.enumerated() {
                let here = "\(path)[\(i)]"
                guard let step = raw as? [String: Any] else { throw fail(here, "a step must be an object") }
                if let w = step["wait"] {
                    try allowOnly(step, ["wait"], at: here)
                    cursor += try number(w, at: "\(here).wait", range: 0...(30 * 86400))!
                    continue
                }
                if let at = try number(step["at"], at: "\(here).at", range: 0...(30 * 86400)) {
                    let abs = origin + at
                    guard abs >= cursor - 1e-9 else {
                        throw fail("\(here).at", "\(at) s is before the previous step (\(cursor - origin) s): the timeline runs forwards")
                    }
                    cursor = abs
                }
                if step.count == 1 && step["at"] != nil { continue } // a time marker: the scenario runs at least to here
                if let count = step["repeat"] {
                    try allowOnly(step, ["repeat", "every", "steps", "at"], at: here)
                    let n = Int(try number(count, at: "\(here).repeat", range: 1...1_000_000)!)
                    guard let every = try number(step["every"], at: "\(here).every", range: 0.001...(30 * 86400)) else {
                        throw fail("\(here).every", "a repeat needs 'every' (seconds between iterations)")
                    }
                    guard let inner = step["steps"] as? [Any], !inner.isEmpty else { throw fail("\(here).steps", "a repeat needs a non-empty 'steps' array") }
                    guard n * inner.count + events.count <= maxEvents else { throw fail(here, "expands to more than \(maxEvents) events") }
                    let start = cursor
                    for k in 0..<n {
                        var c = start + Double(k) * every
                        let iterStart = c
                        try steps(inner, at: "\(here).steps", origin: iterStart, cursor: &c, into: &events)
                        guard c <= iterStart + every + 1e-9 else {
                            throw fail("\(here).steps", "one iteration lasts \(c - iterStart) s, longer than 'every' (\(every) s)")
                        }
                    }
                    cursor = start + Double(n) * every
                    continue
                }
                let present = Self.actionKeys.filter { step[$0] != nil }
                guard present.count == 1 else {
                    throw fail(here, present.isEmpty ? "needs one of wait, repeat, \(Self.actionKeys.joined(separator: ", "))"
                                                      : "has several actions (\(present.joined(separator: ", "))): one per step")
                }
                try allowOnly(step, Set([present[0], "at", "priority"]), at: here)
                let event = try action(present[0], step, at: here)
                events.append((Timestamp(seconds: cursor), event))
            }
        }

        func action(_ key: String, _ step: [String: Any], at here: String) throws -> DeviceEvent {
            let path = "\(here).\(key)"
            let v = step[key]!
            switch key {
            case "push":
                let files: [String]
                if let s = v as? String { files = [s] } else { throw fail(path, "must be a payload file path (relative to the scenario)") }
                let resolved = files[0].hasPrefix("/") ? files[0] : (baseDir as NSString).appendingPathComponent(files[0])
                guard FileManager.default.fileExists(atPath: resolved) else { throw fail(path, "payload file '\(files[0])' not found (looked at \(resolved))") }
                let priority = Int(try number(step["priority"], at: "\(here).priority", range: 1...10) ?? 10)
                guard priority == 5 || priority == 10 else { throw fail("\(here).priority", "APNs priority must be 5 or 10") }
                return .payload(path: resolved, priority: priority)
            case "gesture":
                guard let s = v as? String, let g = Gesture(rawValue: s) else {
                    throw fail(path, "'\(v)' is not one of \(Gesture.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return .gesture(GestureEvent(gesture: g, timestamp: .zero, source: "scenario"))
            case "tap":
                guard let a = v as? [Any], a.count == 2, let x = (a[0] as? NSNumber)?.doubleValue, let y = (a[1] as? NSNumber)?.doubleValue else {
                    throw fail(path, "must be [x, y] in points")
                }
                return .tap(Point(x: x, y: y))
            case "swipe":
                // [x, y, dx]: a horizontal swipe from (x, y), dx points long (negative: left).
                guard let a = v as? [Any], a.count == 3, let x = (a[0] as? NSNumber)?.doubleValue, let y = (a[1] as? NSNumber)?.doubleValue,
                      let dx = (a[2] as? NSNumber)?.doubleValue, dx != 0 else {
                    throw fail(path, "must be [x, y, dx] in points, dx non-zero (negative: to the left)")
                }
                return .swipe(Point(x: x, y: y), dx: dx)
            case "notification":
                guard let s = v as? String else { throw fail(path, "must be the notification's title") }
                return .notification(title: s)
            case "alert":
                guard let s = v as? String else { throw fail(path, "must be the activity id") }
                return .activityAlert(activityID: s)
            case "proximity":
                guard let b = try bool(v, at: path) else { throw fail(path, "must be true or false") }
                return .proximity(covered: b)
            case "settings":
                let changes = try settings(v, at: path)
                guard changes.count == 1 else { throw fail(path, "one setting per step (found \(changes.count))") }
                return .settings(changes[0])
            case "session":
                guard let b = try bool(v, at: path) else { throw fail(path, "must be true or false") }
                return .session(active: b)
            case "button":
                guard let s = v as? String, s == "side" else { throw fail(path, "only \"side\" is a button") }
                return .sideButton
            case "lock":
                guard (try bool(v, at: path)) == true else { throw fail(path, "must be true") }
                return .lock
            default:
                throw fail(path, "unknown action")
            }
        }
    }
}
