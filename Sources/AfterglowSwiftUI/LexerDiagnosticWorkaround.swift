internal import SwiftParser
internal import SwiftSyntax

/// swift-syntax 603's `ParseDiagnosticsGenerator` traps ("A Fix-It must have at least one change")
/// on an `=` the lexer flags for inconsistent whitespace when spaces sit on both sides but the
/// character next to it is not one (`a �= b`, `a /*c*/= b` in trivia): its fix-it then has no change.
/// The importer must never crash, so such tokens are replaced, text unchanged, by tokens without
/// the lexer's diagnostic before the generator runs, and reported here in the compiler's words.
/// Found by the importer fuzz target (Fuzz/corpus/importer/regress-equal-inconsistent-whitespace).
final class InconsistentEqualWhitespace: SyntaxRewriter {
    /// Where each replaced `=` starts (after its leading trivia).
    private(set) var positions: [AbsolutePosition] = []

    static let message = "'=' must have consistent whitespace on both sides"

    /// The tree with those tokens replaced (same text, same positions) and where they were.
    static func strip(_ tree: SourceFileSyntax) -> (tree: SourceFileSyntax, positions: [AbsolutePosition]) {
        let hasOne = tree.tokens(viewMode: .all).contains { $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides }
        guard hasOne else { return (tree, []) }
        let rewriter = InconsistentEqualWhitespace(viewMode: .all)
        let rewritten = rewriter.rewrite(tree).as(SourceFileSyntax.self) ?? tree
        return (rewritten, rewriter.positions)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return token }
        positions.append(token.positionAfterSkippingLeadingTrivia)
        return TokenSyntax(token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia, presence: token.presence)
    }
}
