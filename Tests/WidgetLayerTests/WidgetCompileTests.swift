import Testing
import Foundation

/// One developer source compiled with the toolchain's `swiftc` against the built layer, as the
/// driver compiles it: the kits' names resolve (UIKit, AppIntents, AlarmKit), and the program
/// answers the protocol. Needs `swift build --product AfterglowWidgetLayer` first (skipped otherwise).
struct WidgetCompileTests {
    static let buildDirectory: String? = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        dir.appendPathComponent(".build/debug")
        let lib = dir.appendingPathComponent("libAfterglowWidgetLayer.so").path
        let module = dir.appendingPathComponent("Modules/AlarmKit.swiftmodule").path
        return FileManager.default.fileExists(atPath: lib) && FileManager.default.fileExists(atPath: module) ? dir.path : nil
    }()

    static let source = #"""
    import SwiftUI
    import WidgetKit
    import ActivityKit
    import AlarmKit
    import AppIntents
    import UIKit

    extension UIColor { static let brand = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

    struct Meta: AlarmMetadata { var label: String? }

    struct StopIntent: LiveActivityIntent {
        static var title: LocalizedStringResource = "Stop"
        @Parameter(title: "alarmID") var alarmID: String
        init() { alarmID = "" }
        init(alarmID: String) { self.alarmID = alarmID }
        func perform() throws -> some IntentResult { try AlarmManager.shared.stop(id: UUID(uuidString: alarmID)!); return .result() }
    }

    struct AlarmActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: AlarmAttributes<Meta>.self) { context in
                VStack {
                    Text(context.attributes.presentation.countdown?.title ?? "")
                    switch context.state.mode {
                    case .countdown(let c): Text(timerInterval: Date.now...c.fireDate, countsDown: true)
                    case .paused(let p): Text("\(Int(p.totalCountdownDuration - p.previouslyElapsedDuration))s left")
                    default: Text("Ringing")
                    }
                }
                .foregroundColor(Color(uiColor: .brand))
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Alarm") }
                } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("M") }
            }
        }
    }

    @main struct Extension: WidgetBundle {
        var body: some Widget { AlarmActivity() }
    }
    """#

    @Test(.enabled(if: buildDirectory != nil, "the layer is not built"))
    func aSourceUsingTheKitsCompilesAndAnswersTheProtocol() throws {
        let b = try #require(Self.buildDirectory)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widget-compile-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = dir.appendingPathComponent("Widget.swift"), exe = dir.appendingPathComponent("w")
        try Self.source.write(to: src, atomically: true, encoding: .utf8)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-parse-as-library", "-swift-version", "5", "-I", b + "/Modules", "-L", b, "-lAfterglowWidgetLayer",
                            "-Xlinker", "-rpath", "-Xlinker", b, src.path, "-o", exe.path]
        let errors = Pipe()
        swiftc.standardError = errors
        try swiftc.run(); swiftc.waitUntilExit()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(swiftc.terminationStatus == 0, "\(diagnostics)")
        guard swiftc.terminationStatus == 0 else { return }

        let program = Process()
        program.executableURL = exe
        let input = Pipe(), output = Pipe()
        program.standardInput = input; program.standardOutput = output
        try program.run()
        let type = "AlarmAttributes<Meta>"
        let describe = #"{"op":"describe","now":1700000000}"#
        input.fileHandleForWriting.write(Data((describe + "\n").utf8))
        input.fileHandleForWriting.closeFile()
        program.waitUntilExit()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        let reply = try #require(lines.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let activities = try #require(reply["activities"] as? [[String: Any]])
        #expect(activities.first?["type"] as? String == type)
        let preview = try #require((activities.first?["previews"] as? [[String: Any]])?.first)
        let states = try #require(preview["states"] as? [Any])
        #expect(states.count == 3)

        // Render the paused sample: the title and the remaining time come from the developer's code.
        let render = Process()
        render.executableURL = exe
        let rin = Pipe(), rout = Pipe()
        render.standardInput = rin; render.standardOutput = rout
        try render.run()
        for state in [states[1], states[0]] {
            let request: [String: Any] = ["op": "render", "type": type, "attributes": preview["attributes"]!, "state": state,
                                          "environment": ["now": 1_700_000_000]]
            rin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: request) + Data("\n".utf8))
        }
        rin.fileHandleForWriting.closeFile()
        render.waitUntilExit()
        let text = String(decoding: rout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains(#""ok":true"#), "\(text)")
        #expect(text.contains(#""text":"Timer""#), "\(text)")
        #expect(text.contains(#""text":"240s left""#), "\(text)")
        #expect(text.contains("#FF8000"), "UIColor(red:green:blue:alpha:) through Color(uiColor:): \(text)")
        // The countdown: `Date.now` in the developer's code is the request's now, and the sample's
        // fire date (computed at describe, same now) is 4 minutes later.
        #expect(text.contains(#""synthetic":{"d0":1700000000,"d1":1700000240}"#), "\(text)")
    }
}
