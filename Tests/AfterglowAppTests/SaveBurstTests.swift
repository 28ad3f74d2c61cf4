@testable import AfterglowApp
import Testing

/// When `run --widget` re-imports after a save, on a virtual clock: instants are plain values,
/// nothing sleeps.
@Suite("run --widget: when a save's burst of events is over")
struct SaveBurstTests {
    /// A point on a virtual timeline, in milliseconds from its origin.
    struct At: InstantProtocol {
        var offset: Duration
        func advanced(by d: Duration) -> At { At(offset: offset + d) }
        func duration(to other: At) -> Duration { other.offset - offset }
        static func < (a: At, b: At) -> Bool { a.offset < b.offset }
    }
    static func ms(_ v: Int) -> At { At(offset: .milliseconds(v)) }

    @Test func aWriteInPlaceEndsAfterTheQuickSettle() {
        var b = SaveBurst<At>()
        #expect(b.deadline == nil && !b.isOver(at: Self.ms(1000)))
        b.record("/w/A.swift", .written, at: Self.ms(100))
        #expect(b.deadline == Self.ms(105))
        #expect(!b.isOver(at: Self.ms(104)))
        #expect(b.isOver(at: Self.ms(105)))
        #expect(b.paths == ["/w/A.swift"])
    }

    @Test func aRenameOverTheFileIsWrittenContent() {
        // Foundation / VS Code / JetBrains: the old file moved away, the temporary moved in.
        var b = SaveBurst<At>()
        b.record("/w/A.swift", .transient, at: Self.ms(0))
        #expect(b.deadline == Self.ms(40))
        b.record("/w/A.swift", .written, at: Self.ms(2))
        #expect(b.deadline == Self.ms(7))
    }

    @Test func vimsRenameWriteDeleteWaitsForTheWrite() {
        // backupcopy=no: A.swift renamed to A.swift~ (moved away), then written anew 30 ms later.
        var b = SaveBurst<At>()
        b.record("/w/A.swift", .transient, at: Self.ms(0))
        #expect(!b.isOver(at: Self.ms(30)), "a file moved away is mid-save: no re-import of a missing file")
        b.record("/w/A.swift", .written, at: Self.ms(30))
        #expect(b.isOver(at: Self.ms(35)))
        #expect(b.paths == ["/w/A.swift"])
    }

    @Test func aDeletedFileWaitsTheFullSettle() {
        var b = SaveBurst<At>()
        b.record("/w/A.swift", .transient, at: Self.ms(10))
        #expect(!b.isOver(at: Self.ms(49)))
        #expect(b.isOver(at: Self.ms(50)))
    }

    @Test func everyFileMustBeInPlaceForTheQuickEnd() {
        var b = SaveBurst<At>()
        b.record("/w/B.swift", .transient, at: Self.ms(0))
        b.record("/w/A.swift", .written, at: Self.ms(1))
        #expect(b.deadline == Self.ms(41), "B.swift is still moved away")
        b.record("/w/B.swift", .written, at: Self.ms(3))
        #expect(b.deadline == Self.ms(8))
        #expect(b.paths == ["/w/B.swift", "/w/A.swift"])
    }

    @Test func attributesAloneDoNotChangeCompleteness() {
        var b = SaveBurst<At>()
        b.record("/w/A.swift", .touched, at: Self.ms(0))
        #expect(b.deadline == Self.ms(5))
        b.record("/w/B.swift", .transient, at: Self.ms(1))
        b.record("/w/B.swift", .touched, at: Self.ms(2))
        #expect(b.deadline == Self.ms(42))
    }

    @Test func aBurstNeverOutlastsItsLongest() {
        // A tool that keeps rewriting a file every 4 ms still gets its re-import after 500 ms.
        var b = SaveBurst<At>()
        for t in stride(from: 0, through: 600, by: 4) {
            if b.isOver(at: Self.ms(t)) { break }
            b.record("/w/A.swift", .written, at: Self.ms(t))
        }
        #expect(b.deadline == Self.ms(500))
        #expect(b.isOver(at: Self.ms(500)))
    }
}
