import Foundation

/// A scripted series of pushes (`sequence.json` beside an example's `.apns` files): each step
/// delivers one payload file at a clock offset from the start. Steps carry their own arrival
/// time because a push can arrive after a newer one (the examples include such a late update).
public struct PayloadSequence: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        /// Seconds after the sequence starts.
        public var at: Double
        public var file: String
        public var payload: APNsPayload
    }
    /// The Unix time of the sequence's start, to anchor payload dates on the clock.
    public var anchor: WallClockAnchor
    public var steps: [Step]

    /// Loads a sequence; payload paths are relative to the sequence file. Errors name the file and step.
    public static func load(contentsOf path: String) throws(PayloadRejection) -> PayloadSequence {
        func fail(_ p: String, _ rule: PayloadError.Rule) -> PayloadRejection {
            PayloadRejection(errors: [PayloadError(path: p, rule: rule, file: path)])
        }
        let data: [UInt8]
        do { data = try PayloadError.readFile(path) } catch { throw PayloadRejection(errors: [error]) }
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch { throw fail("", .invalidJSON(error)) }
        guard case .object(let o) = root else { throw fail("", .wrongType(expected: "an object", found: root.typeName)) }
        guard let a = o["anchorUnixSeconds"] else { throw fail("anchorUnixSeconds", .missingKey) }
        guard case .number(let anchor) = a else { throw fail("anchorUnixSeconds", .wrongType(expected: "a number", found: a.typeName)) }
        guard let s = o["steps"] else { throw fail("steps", .missingKey) }
        guard case .array(let items) = s else { throw fail("steps", .wrongType(expected: "an array", found: s.typeName)) }
        let dir = (path as NSString).deletingLastPathComponent
        var steps: [Step] = []
        var errors: [PayloadError] = []
        var last = -Double.infinity
        for (i, item) in items.enumerated() {
            guard case .object(let so) = item, case .number(let at)? = so["at"], case .string(let file)? = so["payload"] else {
                errors.append(PayloadError(path: "steps[\(i)]", rule: .wrongType(expected: "{\"at\": seconds, \"payload\": file}", found: item.typeName), file: path))
                continue
            }
            if at < last { errors.append(PayloadError(path: "steps[\(i)].at", rule: .outOfRange(value: at, allowed: "\(JSONValue.format(last)) or more (steps in arrival order)"), file: path)) }
            last = at
            do { steps.append(Step(at: at, file: file, payload: try PayloadParser.parse(contentsOf: dir + "/" + file))) } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw PayloadRejection(errors: errors) }
        return PayloadSequence(anchor: WallClockAnchor(unixSecondsAtZero: anchor), steps: steps)
    }
}
