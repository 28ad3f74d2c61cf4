import Foundation
import Testing
@testable import AfterglowSwiftUI

/// The compiled program formats with the emulator's locale (en_US unless the request says), not
/// Foundation's `Locale.current`, which is `en_001` on Linux whatever `LANG` says
/// (swift-foundation#717): the generated entry's shims (`CompiledPrePass.localeShims`), compiled
/// with `swiftc` against the built layer as the driver compiles a widget.
struct LocaleShimTests {
    static let buildDirectory: String? = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        dir.appendPathComponent(".build/debug")
        let lib = dir.appendingPathComponent("libAfterglowWidgetLayer.so").path
        return FileManager.default.fileExists(atPath: lib) && FileManager.default.fileExists(atPath: dir.path + "/Modules/SwiftUI.swiftmodule") ? dir.path : nil
    }()

    /// What a widget's model code writes; 785412000 s after 2001-01-01 is 2025-11-21 10:00 UTC.
    static let developer = #"""
    import Foundation
    import SwiftUI

    func lines() -> [String] {
        let d = Date(timeIntervalSinceReferenceDate: 785_412_000)
        let utc = TimeZone(identifier: "UTC")!
        let f = DateFormatter(); f.dateStyle = .medium; f.timeStyle = .none; f.timeZone = utc
        let n = NumberFormatter(); n.numberStyle = .currency
        var style = Date.FormatStyle(date: .abbreviated, time: .omitted); style.timeZone = utc
        return [Locale.current.identifier, f.string(from: d), d.formatted(style), n.string(from: 12.5) ?? "", (1234.5).formatted(), 1234567.formatted()]
    }

    @main enum Main {
        static func main() {
            print(lines().joined(separator: "|"))
            _LoweringContext._hostEnvironment["locale"] = "en_GB"
            print(lines().joined(separator: "|"))
        }
    }
    """#

    @Test(.enabled(if: buildDirectory != nil, "the layer is not built"))
    func theProgramFormatsWithTheEmulatorsLocale() throws {
        let b = try #require(Self.buildDirectory)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locale-shim-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("Main.swift"), shims = dir.appendingPathComponent("Shims.swift"), exe = dir.appendingPathComponent("p")
        try Self.developer.write(to: main, atomically: true, encoding: .utf8)
        try ("import Foundation\nimport SwiftUI\n" + CompiledPrePass.localeShims([Self.developer])).write(to: shims, atomically: true, encoding: .utf8)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-parse-as-library", "-swift-version", "5", "-I", b + "/Modules", "-L", b, "-lAfterglowWidgetLayer",
                            "-Xlinker", "-rpath", "-Xlinker", b, main.path, shims.path, "-o", exe.path]
        let errors = Pipe()
        swiftc.standardError = errors
        try swiftc.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "\(diagnostics)")
        guard swiftc.terminationStatus == 0 else { return }

        let program = Process()
        program.executableURL = exe
        let out = Pipe()
        program.standardOutput = out
        try program.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        program.waitUntilExit()
        let lines = text.replacingOccurrences(of: "\u{202F}", with: " ").split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "\(text)")
        // en_US, as an en_US iPhone writes them: Apple's DateFormatter.Style.medium is "Nov 23, 1937";
        // Date.FormatStyle's abbreviated date the same; US dollars "$12.50"; "," groups thousands.
        #expect(lines[0] == "en_US|Nov 21, 2025|Nov 21, 2025|$12.50|1,234.5|1,234,567", "\(lines[0])")
        // The request's locale is followed (en_GB: day first, pounds); Foundation's en_001 would
        // have written "21 Nov 2025" for both, whatever was asked.
        #expect(lines[1] == "en_GB|21 Nov 2025|21 Nov 2025|£12.50|1,234.5|1,234,567", "\(lines[1])")
    }

    /// A name the developer's sources declare themselves is not declared again (it would not compile).
    @Test func namesTheSourcesDeclareAreLeftAlone() {
        let all = CompiledPrePass.localeShims(["struct V {}"])
        #expect(all.contains("class DateFormatter: Foundation.DateFormatter") && all.contains("class NumberFormatter")
                && all.contains("static var current: Foundation.Locale") && all.contains("func formatted() -> String"))
        let own = CompiledPrePass.localeShims(["final class DateFormatter {}", "extension Locale { static let us = Locale(identifier: \"en_US\") }",
                                               "extension Date { func formatted() -> String { \"\" } }"])
        #expect(!own.contains("class DateFormatter") && own.contains("class NumberFormatter"))
        #expect(!own.contains("static var current") && !own.contains("func formatted"))
    }
}
