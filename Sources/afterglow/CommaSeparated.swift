import ArgumentParser

/// A comma-separated list of an enum's names (`--types transition,gesture`, `--clips a,b`), each
/// checked against the cases, so a misspelt one is a usage error listing them.
struct CommaSeparated<Value: RawRepresentable & CaseIterable>: ExpressibleByArgument where Value.RawValue == String {
    var values: [Value]
    init(_ values: [Value]) { self.values = values }
    init?(argument: String) {
        let parsed = argument.split(separator: ",").map { Value(rawValue: String($0)) }
        guard !parsed.isEmpty, !parsed.contains(where: { $0 == nil }) else { return nil }
        values = parsed.compactMap { $0 }
    }
    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
    var defaultValueDescription: String { values.map(\.rawValue).joined(separator: ",") }
}
