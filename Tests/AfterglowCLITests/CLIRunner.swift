import AfterglowDevices
import Foundation

/// Runs the built `afterglow` binary (it sits beside the test bundle) and captures its output.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // CLIRunner.swift, AfterglowCLITests, Tests
        return url.path
    }()

    /// The repository's device profiles.
    static let catalog = DeviceCatalog.load(directory: repositoryRoot + "/Devices")

    static var binary: URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return testBundle.appendingPathComponent("afterglow")
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], cwd: String? = nil) throws -> CLIResult {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: cwd ?? repositoryRoot)
        var env = ProcessInfo.processInfo.environment
        // `--widget` and `import` draw with the interpreting importer unless a test asks for the
        // compiled path (AFTERGLOW_WIDGET_PATH=auto): no test compiles a widget it does not test.
        env["AFTERGLOW_WIDGET_PATH"] = env["AFTERGLOW_WIDGET_PATH"] ?? "interpreted"
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        // Read before waiting so a large output cannot fill the pipe and deadlock.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLIResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
