import AfterglowKit
import AfterglowSwiftUI
import Foundation
import Testing

/// Guards the committed corpus of real Live Activities (Examples/swiftui, see its MANIFEST.md):
/// every entry must keep importing, and laying out every presentation of what it imports must
/// give finite rects. scripts/swiftui-coverage.sh measures rendering; this is the fast guard.
@Suite struct CorpusImportTests {
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    static let corpus = root + "/Examples/swiftui"

    static var entries: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        return names.filter { name in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus + "/" + name, isDirectory: &isDir) && isDir.boolValue
        }.sorted()
    }

    @Test func corpusHasAtLeastTwentyEntries() {
        #expect(Self.entries.count >= 20, "Examples/swiftui holds \(Self.entries.count) entries")
    }

    @Test(arguments: entries)
    func entryImportsAndLaysOut(_ name: String) {
        let result = SwiftUIImporter.importActivities(paths: [Self.corpus + "/" + name])
        #expect(!result.activities.isEmpty, "\(name): \(result.diagnostics.map(\.description))")
        let geometry = PresentationGeometry(device: TestDevices.phone)
        for activity in result.activities {
            #expect(activity.template.layouts[.lockScreen] != nil || activity.template.layouts[.compactLeading] != nil,
                    "\(name): no drawable presentation")
            for p in [Presentation.lockScreen, .expanded, .compactLeading, .compactTrailing, .minimalAttached] {
                guard let frame = geometry.frame(for: p) else { continue }
                var act = activity.template.previewActivity()
                if let first = activity.previewStates.first { act.contentState = first }
                let items = ActivityLayout.items(template: activity.template, activity: act, frame: frame, appearance: .dark,
                                                 now: .zero, measurer: ApproximateTextMeasurer()).items
                let bad = items.filter { !($0.bounds.width.isFinite && $0.bounds.height.isFinite && $0.bounds.minX.isFinite && $0.bounds.minY.isFinite) }
                #expect(bad.isEmpty, "\(name) \(p): non-finite rects \(bad.map(\.id))")
            }
        }
    }
}
