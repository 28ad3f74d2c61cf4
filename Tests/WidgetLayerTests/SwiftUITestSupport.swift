import AfterglowContent
import AfterglowDisplay
import SwiftUI

/// Lowers `view` in a fresh context; returns the nodes and the context (synthetic state, warnings).
@MainActor
func lower<V: View>(_ view: V, _ change: (inout EnvironmentValues) -> Void = { _ in }, now: Date = Date(timeIntervalSince1970: 1_000_000)) -> ([TemplateNode], _LoweringContext) {
    var env = EnvironmentValues()
    change(&env)
    let context = _LoweringContext(environment: env, now: now)
    return (_lowerView(view, context), context)
}

extension TemplateNode {
    /// The literal text of a text node (bindings as `{path|format}`).
    var plainText: String? {
        guard case .text(let source, _) = kind else { return nil }
        return source.segments.map { seg -> String in
            switch seg {
            case .literal(let s): return s
            case .binding(let b): return "{\(b.path)|\(b.format.rawValue)}"
            }
        }.joined()
    }
    var textSpec: TextSpec? { if case .text(_, let s) = kind { return s }; if case .timer(_, let s) = kind { return s }; return nil }
    var children: [TemplateNode] { if case .stack(_, let c, _, _) = kind { return c }; return [] }
    /// Every text in the subtree, depth first.
    var allTexts: [String] { allNodes.compactMap(\.plainText) }
}
