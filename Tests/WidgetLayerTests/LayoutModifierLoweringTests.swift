import Testing
import AfterglowContent
import SwiftUI

/// `.fixedSize` and `.layoutPriority` reach the layout engine (they were accepted and dropped):
/// gdelataillade's AlarmKit buttons, `Label(…).fixedSize(horizontal: true, vertical: false)`,
/// were squeezed to "P…". The layout itself is tested in `FixedSizeAndPriorityTests`.
@MainActor
struct LayoutModifierLoweringTests {
    @Test func bothModifiersAreKeptOnTheNode() throws {
        let (nodes, _) = lower(HStack {
            Text("Pause").fixedSize(horizontal: true, vertical: false)
            Text("Title").layoutPriority(2)
            Text("Both").fixedSize()
        })
        let c = try #require(nodes.first).children
        #expect(c.count == 3)
        #expect(c[0].fixedSize == .init(horizontal: true, vertical: false) && c[0].layoutPriority == 0)
        #expect(c[1].fixedSize == .none && c[1].layoutPriority == 2)
        #expect(c[2].fixedSize == .both)
    }

    /// A frame set after `.fixedSize` is the outer size: the fixed view sits inside it, so the
    /// frame's node is not fixed. The priority stays on the outermost node, where the stack reads it.
    @Test func aFrameAfterFixedSizeWrapsIt() throws {
        let (nodes, _) = lower(HStack { Text("Snooze").fixedSize().frame(width: 40).layoutPriority(1) })
        let outer = try #require(nodes.first?.children.first)
        #expect(outer.frame?.width == 40 && outer.fixedSize == .none && outer.layoutPriority == 1)
        let inner = try #require(outer.children.first)
        #expect(inner.fixedSize == .both && inner.plainText == "Snooze")
        // A padding and a background after a priority wrap the view; the priority moves out with it.
        let (padded, _) = lower(HStack { Text("A").layoutPriority(3).background(Color.red).padding(4) })
        #expect(padded.first?.children.first?.layoutPriority == 3)
    }
}
