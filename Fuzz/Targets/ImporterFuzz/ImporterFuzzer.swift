// libFuzzer target for the SwiftUI Live Activity importer (`SwiftUIImporter.importActivities`,
// docs/SWIFTUI.md): mutated Swift source → swift-syntax tree → interpretation → templates, then
// every presentation laid out from the activity's preview state, and the template written as
// JSON (`afterglow import -o`) and read back.
//
// Contracts checked on every input: the importer never traps, whatever the file holds; every
// diagnostic names the file and a line and column inside the text (a position just past the end
// is where a missing token goes); an imported template lays out in every presentation with finite
// rects, and the JSON it is written as loads back.

import AfterglowKit
import AfterglowSwiftUI
import Foundation

/// The phone every layout is checked on (its presentation frames; no profile file is read).
let fuzzDevice: DeviceProfile = {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Devices").standardized.path
    guard let p = DeviceCatalog.load(directory: dir).profile(named: "iphone-16-pro") else { fatalError("no iphone-16-pro profile under \(dir)") }
    return p
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func importerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = SwiftUIImporter.importActivities(sources: [(path: "Fuzz.swift", text: text)])
    precondition(result.files == 1, "one source in, \(result.files) files read")

    // Positions: line 1…lines, column 1…(the line's UTF-8 length + 1). Lines end at \n, \r\n or a
    // lone \r, as swift-syntax (and swiftc) count them.
    let lines = utf8LineLengths(text)
    for d in result.allDiagnostics {
        precondition(d.file == "Fuzz.swift", "a diagnostic names another file: \(d)")
        precondition(!d.message.isEmpty, "a diagnostic without a message at \(d.line):\(d.column)")
        precondition(d.line >= 1 && d.line <= lines.count, "a diagnostic on line \(d.line) of \(lines.count): \(d)")
        precondition(d.column >= 1 && d.column <= lines[d.line - 1] + 1, "a diagnostic at column \(d.column) of a \(lines[d.line - 1])-byte line: \(d)")
    }

    let geometry = PresentationGeometry(device: fuzzDevice)
    for a in result.activities where !a.template.layouts.isEmpty {
        precondition(a.mappedViews <= a.totalViews, "\(a.mappedViews) of \(a.totalViews) views mapped")
        var activity = a.template.previewActivity()
        if let first = a.previewStates.first { activity.contentState = first }
        for f in geometry.allFrames() {
            for reduced in [false, true] {
                let items = ActivityLayout.items(template: a.template, activity: activity, frame: f, appearance: .dark, now: .zero,
                                                 measurer: ApproximateTextMeasurer(), luminanceReduced: reduced).items
                for i in items {
                    let b = i.bounds
                    precondition([b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite), "\(f.presentation): item \(i.id) has non-finite bounds \(b)")
                }
            }
        }
        // `import -o`: what is written must load.
        do { _ = try TemplateParser.parse(data: Array(TemplateWriter.text(a.template).utf8)) } catch {
            preconditionFailure("the written template does not load back: \(error)")
        }
    }
    return 0
}

/// UTF-8 length of each line, splitting at \n, \r\n and a lone \r.
func utf8LineLengths(_ text: String) -> [Int] {
    var lengths: [Int] = [], current = 0, previousCR = false
    for byte in text.utf8 {
        switch byte {
        case 0x0A where previousCR: previousCR = false
        case 0x0A, 0x0D: lengths.append(current); current = 0; previousCR = byte == 0x0D
        default: current += 1; previousCR = false
        }
    }
    lengths.append(current)
    return lengths
}
