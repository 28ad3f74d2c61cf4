import AfterglowPayloads
import AfterglowContent
internal import SwiftSyntax

/// What an expression in a Live Activity view means to the importer: a field of the activity's
/// data (becomes a template binding), a literal, a colour, a date relative to now, …, or
/// something it cannot follow (`unknown`, with the text for the diagnostic).
indirect enum SymbolicValue {
    /// The `ActivityViewContext` (`context` in `ActivityConfiguration { context in … }`).
    case context
    /// `context.state.a.b` or `context.attributes.x`; `type` is the declared type when known.
    case field(FieldBinding.Root, String, type: String?)
    case literal(JSONValue)
    /// A string with interpolated fields.
    case text(TextSource)
    case color(ColorSpec)
    /// `Date()` / `.now` plus seconds.
    case now(Double)
    case distantFuture
    case range(SymbolicValue, SymbolicValue)
    /// A closure (a view builder passed to a custom view) with the scope it was written in.
    case closure(ClosureExprSyntax, Scope)
    /// An expression evaluated when used (properties' default values, arguments).
    case lazy(ExprSyntax, Scope)
    /// `@Environment(\.key)`.
    case environment(String)
    /// `.delivered`: an enum case, as its encoded value.
    case enumCase(String)
    case predicate(TemplatePredicate)
    /// `cond ? a : b`.
    case choice(TemplatePredicate, SymbolicValue, SymbolicValue)
    /// A value of a user type (`self` inside its computed properties).
    case instance(DeclarationIndex.TypeInfo, Scope)
    /// A value of a user struct built in the source whose members are not all preview data
    /// (colours, bindings): `LiveActivityPalette(background: Color(…), accent: model.accent.color)`.
    case record(DeclarationIndex.TypeInfo, [String: SymbolicValue])
    case unknown(String)

    var binding: FieldBinding? {
        if case .field(let root, let path, _) = self, !path.isEmpty { return FieldBinding(root: root, path: path) }
        return nil
    }
}

/// Names visible at a point of the source: closure parameters, `let`s, a view's properties.
final class Scope {
    var values: [String: SymbolicValue] = [:]
    let parent: Scope?
    /// The type whose members are in scope (a custom view, or the type of `self`).
    let selfType: DeclarationIndex.TypeInfo?
    init(parent: Scope?, selfType: DeclarationIndex.TypeInfo? = nil) {
        self.parent = parent; self.selfType = selfType ?? parent?.selfType
    }
    func lookup(_ name: String) -> SymbolicValue? { values[name] ?? parent?.lookup(name) }
    func child(_ type: DeclarationIndex.TypeInfo? = nil) -> Scope { Scope(parent: type == nil ? self : nil, selfType: type ?? selfType) }
}
