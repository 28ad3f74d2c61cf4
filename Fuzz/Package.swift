// swift-tools-version: 6.1
// Afterglow's libFuzzer targets, one executable per parser. A separate package (like Benchmarks/)
// so `swift build` of the root never sees them: they only link with
// `-sanitize=fuzzer` (each main.swift hands over to libFuzzer's driver). Build and run with scripts/test.d/fuzz.sh (the
// short CI pass) or scripts/fuzz-long.sh; both go through scripts/lib/fuzz.sh. Corpora: Fuzz/corpus/<name>.
import Foundation
import PackageDescription

// The importer target imports AfterglowSwiftUI, whose module needs swift-syntax's modules at
// compile time: the toolchain's prebuilt copy, found as the root Package.swift finds it.
let hostSyntaxDirectory: String? = {
    var candidates: [String] = []
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
        guard FileManager.default.fileExists(atPath: swift.path) else { continue }
        candidates.append(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
    }
    candidates.append("/opt/swift/usr/lib/swift/host")
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
}()

let package = Package(
    name: "AfterglowFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Afterglow", path: "..")],
    targets: [
        .target(name: "CFuzzDriver", path: "Targets/CFuzzDriver"),
        .target(name: "PayloadChecks", dependencies: [.product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/PayloadChecks"),
        .executableTarget(name: "PayloadFuzz", dependencies: ["CFuzzDriver", "PayloadChecks", .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/PayloadFuzz"),
        .executableTarget(name: "PayloadParserFuzz", dependencies: ["CFuzzDriver", "PayloadChecks"], path: "Targets/PayloadParserFuzz"),
        .executableTarget(name: "BoardFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/BoardFuzz"),
        .executableTarget(name: "TraceCSVFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/TraceCSVFuzz"),
        .executableTarget(name: "ScenarioFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/ScenarioFuzz"),
        .executableTarget(name: "ProfileFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/ProfileFuzz"),
        .executableTarget(name: "HTTPRequestFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowControl", package: "Afterglow")], path: "Targets/HTTPRequestFuzz"),
        // swift-syntax comes with the importer: the toolchain's prebuilt copy (not instrumented, so
        // coverage guides through the interpreter, not the parser), as the root package links it.
        .executableTarget(name: "ImporterFuzz", dependencies: ["CFuzzDriver", .product(name: "AfterglowSwiftUI", package: "Afterglow"),
                                                               .product(name: "AfterglowKit", package: "Afterglow")], path: "Targets/ImporterFuzz",
                          swiftSettings: hostSyntaxDirectory.map { [.unsafeFlags(["-I", $0])] } ?? [],
                          linkerSettings: hostSyntaxDirectory.map { [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0])] } ?? []),
    ]
)
