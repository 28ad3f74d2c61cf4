import Foundation
import AfterglowGeometry

/// Reads typed fields out of a JSON object, tracking the dotted path so errors name the field.
struct FieldReader {
    let file: String
    let object: [String: Any]
    let path: String

    func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    func error(_ key: String, _ message: String) -> ProfileError {
        ProfileError(file: file, field: fieldPath(key), message: message)
    }

    private func require(_ key: String) throws(ProfileError) -> Any {
        guard let v = object[key], !(v is NSNull) else { throw error(key, "is missing") }
        return v
    }

    func string(_ key: String, pattern: String? = nil, valid: (String) -> Bool = { !$0.isEmpty }) throws(ProfileError) -> String {
        guard let s = try require(key) as? String else { throw error(key, "must be a string") }
        guard valid(s) else { throw error(key, "\"\(s)\" is not allowed\(pattern.map { ": use \($0)" } ?? ": must not be empty")") }
        return s
    }

    func bool(_ key: String) throws(ProfileError) -> Bool {
        guard let n = try require(key) as? NSNumber, isBool(n) else { throw error(key, "must be true or false") }
        return n.boolValue
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ProfileError) -> Double {
        let v = try require(key)
        guard let n = v as? NSNumber, !isBool(n) else { throw error(key, "must be a number (allowed range \(show(range)))") }
        let d = n.doubleValue
        guard d.isFinite, range.contains(d) else { throw error(key, "\(formatPoints(d)) is outside the allowed range \(show(range))") }
        return d
    }

    /// A number that may be absent (nil); present, it must be in `range`.
    func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(ProfileError) -> Double? {
        guard let v = object[key], !(v is NSNull) else { return nil }
        return try number(key, in: range)
    }

    func numbers(_ key: String, in range: ClosedRange<Double>, descending: Bool) throws(ProfileError) -> [Double] {
        guard let list = try require(key) as? [Any], !list.isEmpty else { throw error(key, "must be a non-empty array of numbers") }
        var out: [Double] = []
        for (i, v) in list.enumerated() {
            guard let n = v as? NSNumber, !isBool(n), range.contains(n.doubleValue) else {
                throw error("\(key)[\(i)]", "must be a number in the allowed range \(show(range))")
            }
            if descending, let last = out.last, n.doubleValue >= last {
                throw error("\(key)[\(i)]", "must be lower than the step before it (\(formatPoints(last))): the ladder walks down")
            }
            out.append(n.doubleValue)
        }
        return out
    }

    func object(_ key: String) throws(ProfileError) -> FieldReader {
        guard let o = try require(key) as? [String: Any] else { throw error(key, "must be an object") }
        return FieldReader(file: file, object: o, path: fieldPath(key))
    }

    func optionalObject(_ key: String) throws(ProfileError) -> FieldReader? {
        guard let v = object[key], !(v is NSNull) else { return nil }
        guard let o = v as? [String: Any] else { throw error(key, "must be an object or null") }
        return FieldReader(file: file, object: o, path: fieldPath(key))
    }

    func stringMap(_ key: String) throws(ProfileError) -> [String: String] {
        guard let o = try require(key) as? [String: Any] else { throw error(key, "must be an object of strings") }
        var out: [String: String] = [:]
        for (k, v) in o {
            guard let s = v as? String, !s.isEmpty else { throw error("\(key).\(k)", "must be a non-empty string") }
            out[k] = s
        }
        return out
    }

    private func show(_ r: ClosedRange<Double>) -> String { "\(formatPoints(r.lowerBound))–\(formatPoints(r.upperBound))" }
}
