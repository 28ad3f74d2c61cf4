import AfterglowPayloads

/// When a node shows: the condition of a SwiftUI `if`/`else` or `switch` over the content state,
/// the attributes, or the environment (`isLuminanceReduced`, `colorScheme`, `isStale`,
/// `activityFamily`), evaluated at every layout.
public indirect enum TemplatePredicate: Hashable, Sendable {
    public enum Comparison: String, Hashable, Sendable { case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=" }

    case constant(Bool)
    /// The activity's lifecycle state (`context.isStale` is `.status(.stale)`).
    case status(TemplateNode.Condition)
    /// `@Environment(\.isLuminanceReduced)`: true in Always On.
    case luminanceReduced
    /// `@Environment(\.colorScheme) == .dark`.
    case darkAppearance
    /// `@Environment(\.activityFamily) == .small` (the watch Smart Stack and CarPlay).
    case smallFamily
    /// A Bool field that is true, or an optional field that is present (`if let`).
    case truthy(FieldBinding)
    case compare(FieldBinding, Comparison, JSONValue)
    case not(TemplatePredicate)
    case all([TemplatePredicate])
    case any([TemplatePredicate])

    public static func and(_ a: TemplatePredicate?, _ b: TemplatePredicate?) -> TemplatePredicate? {
        guard let a else { return b }
        guard let b else { return a }
        return .all([a, b])
    }
}

/// What a predicate can depend on besides the activity's data.
public struct PredicateEnvironment: Hashable, Sendable {
    public var luminanceReduced: Bool
    public var dark: Bool
    public var smallFamily: Bool
    public init(luminanceReduced: Bool = false, dark: Bool = false, smallFamily: Bool = false) {
        self.luminanceReduced = luminanceReduced; self.dark = dark; self.smallFamily = smallFamily
    }
}

extension TemplatePredicate {
    /// Evaluates against a lookup of fields (nil: missing) and the environment.
    public func evaluate(status: (TemplateNode.Condition) -> Bool, environment: PredicateEnvironment,
                         field: (FieldBinding) -> JSONValue?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .status(let c): return status(c)
        case .luminanceReduced: return environment.luminanceReduced
        case .darkAppearance: return environment.dark
        case .smallFamily: return environment.smallFamily
        case .truthy(let b):
            switch field(b) {
            case nil, .null?: return false
            case .bool(let v)?: return v
            case .string(let s)?: return !s.isEmpty
            default: return true
            }
        case .compare(let b, let op, let rhs):
            guard let lhs = field(b) else { return op == .notEqual }
            return Self.compareValues(lhs, op, rhs)
        case .not(let p): return !p.evaluate(status: status, environment: environment, field: field)
        case .all(let ps): return ps.allSatisfy { $0.evaluate(status: status, environment: environment, field: field) }
        case .any(let ps): return ps.contains { $0.evaluate(status: status, environment: environment, field: field) }
        }
    }

    public static func compareValues(_ l: JSONValue, _ op: Comparison, _ r: JSONValue) -> Bool {
        switch (l, r) {
        case (.number(let a), .number(let b)):
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        case (.string(let a), .string(let b)):
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        // A Codable enum without raw values encodes as {"case": {}}: compare the case name.
        case (.object(let o), .string(let b)) where o.keys.count == 1:
            let name = o.keys.first!
            return op == .equal ? name == b : op == .notEqual ? name != b : false
        default:
            switch op {
            case .equal: return l == r
            case .notEqual: return l != r
            default: return false
            }
        }
    }
}
