import Foundation

/// The text form of a `MotionScript`, so scenarios can be written by hand (docs/SENSORS.md ›
/// Motion scripts). One segment per line, `#` comments:
///
///     hold  POSE SECONDS [table|hand|wrist]
///     move  POSE SECONDS [table|hand|wrist] [lift=G] [label=GESTURE[:incidental]]
///     walk  SECONDS
///     type  SECONDS
///     label GESTURE[:incidental]        (an instant label at the start of the previous segment)
///
/// POSE is a name (`face-up`, `face-down`, `arm-down`, `viewing`, `hand-held`, `typing`,
/// `on-stand`) or a gravity direction `x,y,z` in the device frame (normalised). Context defaults to
/// `wrist`, lift to 0.2 g. Errors name the file, line and the offending word.
public enum MotionScriptParser {
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var file: String, line: Int, message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static func parse(_ text: String, name: String, file: String = "<script>") throws(ParseError) -> MotionScript {
        var script = MotionScript(name: name)
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNo = i + 1
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            func fail(_ m: String) -> ParseError { ParseError(file: file, line: lineNo, message: m) }
            func seconds(_ w: String) throws(ParseError) -> Double {
                guard let s = Double(w), s > 0, s.isFinite else { throw fail("\"\(w)\" is not a positive number of seconds") }
                return s
            }
            func pose(_ w: String) throws(ParseError) -> Vector3 {
                if let p = DevicePose(rawValue: w) { return p.gravity }
                let parts = w.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 3, Vector3(x: parts[0], y: parts[1], z: parts[2]).magnitude > 0.1 else {
                    throw fail("\"\(w)\" is not a pose (\(DevicePose.allCases.map(\.rawValue).joined(separator: ", ")) or x,y,z)")
                }
                return Vector3(x: parts[0], y: parts[1], z: parts[2]).normalized
            }
            func context(_ w: String?) throws(ParseError) -> MotionContext {
                guard let w else { return .wrist }
                guard let c = MotionContext(rawValue: w) else { throw fail("\"\(w)\" is not a context (table, hand, wrist)") }
                return c
            }
            func label(_ w: String) throws(ParseError) -> (Gesture, LabelRole) {
                let parts = w.split(separator: ":").map(String.init)
                guard let g = Gesture(rawValue: parts[0]) else { throw fail("\"\(parts[0])\" is not a gesture (\(Gesture.allCases.map(\.rawValue).joined(separator: ", ")))") }
                guard parts.count == 1 || (parts.count == 2 && LabelRole(rawValue: parts[1]) != nil) else { throw fail("\"\(w)\": the role after ':' must be target or incidental") }
                return (g, parts.count == 2 ? LabelRole(rawValue: parts[1])! : .target)
            }
            switch verb {
            case "hold":
                guard words.count == 3 || words.count == 4 else { throw fail("hold takes POSE SECONDS [CONTEXT]") }
                script.hold(try pose(words[1]), try seconds(words[2]), try context(words.count == 4 ? words[3] : nil))
            case "move":
                guard words.count >= 3 else { throw fail("move takes POSE SECONDS [CONTEXT] [lift=G] [label=GESTURE]") }
                var ctx: String?, lift = 0.2, lab: (Gesture, LabelRole)?
                for w in words.dropFirst(3) {
                    if w.hasPrefix("lift=") {
                        guard let g = Double(w.dropFirst(5)), g >= 0, g < 4 else { throw fail("\"\(w)\": lift must be 0…4 g") }
                        lift = g
                    } else if w.hasPrefix("label=") {
                        lab = try label(String(w.dropFirst(6)))
                    } else if ctx == nil {
                        ctx = w
                    } else {
                        throw fail("unexpected \"\(w)\"")
                    }
                }
                script.move(to: try pose(words[1]), try seconds(words[2]), try context(ctx), liftG: lift)
                if let (g, r) = lab { script.labelLast(g, r) }
            case "walk", "type":
                guard words.count == 2 else { throw fail("\(verb) takes SECONDS") }
                if verb == "walk" { script.walk(try seconds(words[1])) } else { script.type(try seconds(words[1])) }
            case "label":
                guard words.count == 2, !script.segments.isEmpty else { throw fail("label takes GESTURE[:ROLE] and follows a segment") }
                let (g, r) = try label(words[1])
                script.labelStartOfLast(g, r)
            default:
                throw fail("unknown verb \"\(verb)\" (hold, move, walk, type, label)")
            }
        }
        guard script.duration > 0 else { throw ParseError(file: file, line: 0, message: "the script has no segments") }
        return script
    }
}
