import Testing
import AfterglowContent
import SwiftUI

@MainActor
struct LoweringSmokeTests {
    struct Card: View {
        let name: String
        var body: some View {
            VStack(alignment: .leading) {
                Text(name.uppercased()).font(.headline)
                if name.count > 3 { Text("long") } else { Text("short") }
            }
        }
    }

    @Test func aViewsBodyRunsAndLowersToTemplateNodes() {
        let nodes = _lowerView(Card(name: "Luigi"), _LoweringContext(environment: EnvironmentValues()))
        #expect(nodes.count == 1)
        guard case .stack(.vertical, let children, _, _)? = nodes.first?.kind else { Issue.record("not a stack: \(nodes)"); return }
        let texts = children.compactMap { node -> String? in
            if case .text(let source, _) = node.kind, case .literal(let s)? = source.segments.first { return s }
            return nil
        }
        #expect(texts == ["LUIGI", "long"])
    }
}
