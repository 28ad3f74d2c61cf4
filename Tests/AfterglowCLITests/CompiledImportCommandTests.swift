import AfterglowTestSupport
import Foundation
import Testing

/// `afterglow import --json` and `screenshot --widget` on the compiled path: the keys another
/// script reads (`path`, `pathReason`, `standIns`) and the compiled program drawing the PNG. The
/// build is the test run's one compile of `CompiledWidgetFixture` (the same cache: no swiftc here
/// when another suite built it first).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: CLI.binary.deletingLastPathComponent().path + "/libAfterglowWidgetLayer.so"),
                "no widget layer beside the binary"))
struct CompiledImportCommandTests {
    var environment: [String: String] { ["AFTERGLOW_WIDGET_PATH": "auto", "XDG_CACHE_HOME": CompiledWidgetFixture.xdgCacheHome] }

    @Test func importJSONSaysWhichPathAndTheStandIns() throws {
        let dir = CompiledWidgetFixture.prepare().directory
        let r = try CLI.run(["import", "--json", dir], environment: environment)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let a = try #require((json?["activities"] as? [[String: Any]])?.first)
        #expect(a["attributesType"] as? String == "PizzaAttributes")
        #expect(a["path"] as? String == "compiled", "\(a["pathReason"] ?? "")")
        #expect((a["pathReason"] as? String)?.isEmpty == false)
        let standIns = a["standIns"] as? [String] ?? []
        #expect(standIns.contains("import PizzaCore dropped (a module neither the toolchain nor the layer has)"))
        #expect(standIns.contains { $0.hasPrefix("type Topping:") })
    }

    @Test func interpretedWhenAskedWithTheReason() throws {
        let dir = CompiledWidgetFixture.prepare().directory
        let r = try CLI.run(["import", "--json", dir], environment: ["AFTERGLOW_WIDGET_PATH": "interpreted"])
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let a = try #require((json?["activities"] as? [[String: Any]])?.first)
        #expect(a["path"] as? String == "interpreted")
        #expect((a["pathReason"] as? String)?.contains("AFTERGLOW_WIDGET_PATH=interpreted") == true)
    }

    @Test func screenshotDrawsTheCompiledProgram() throws {
        let dir = CompiledWidgetFixture.prepare().directory
        let out = NSTemporaryDirectory() + "afterglow-compiled-shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try CLI.run(["screenshot", "--widget", dir, "--device", "iphone-16-pro", "-o", out], environment: environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("PizzaAttributes: drawn by the compiled program"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
