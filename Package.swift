// swift-tools-version: 6.1
// Afterglow — a hardware-in-the-loop emulator for glanceable, always-on device screens.
// Module layout follows ../shared/DESIGN.md: a pure core (AfterglowKit and the targets below it) and thin adapters.
import Foundation
import PackageDescription

// swift-syntax for the SwiftUI importer: the toolchain's own prebuilt copy (usr/lib/swift/host,
// the library the compiler's macros link) when it is there, else the swift-syntax 603.0.1
// package, which costs a cold build of several minutes (docs/ARCHITECTURE.md › swift-syntax).
// AFTERGLOW_SWIFT_SYNTAX=package forces the package.
let hostSyntaxDirectory: String? = {
    let env = ProcessInfo.processInfo.environment
    if env["AFTERGLOW_SWIFT_SYNTAX"] == "package" { return nil }
    let fm = FileManager.default
    var candidates: [String] = []
    for dir in (env["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
        guard fm.fileExists(atPath: swift.path) else { continue }
        let real = swift.resolvingSymlinksInPath()
        candidates.append(real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
    }
    candidates.append("/opt/swift/usr/lib/swift/host")
    return candidates.first { dir in
        ["SwiftParser.swiftmodule", "SwiftSyntax.swiftmodule", "SwiftParserDiagnostics.swiftmodule",
         "libSwiftParser.so", "libSwiftSyntax.so", "libSwiftParserDiagnostics.so"]
            .allSatisfy { fm.fileExists(atPath: dir + "/" + $0) }
    }
}()
let syntaxDependencies: [Target.Dependency] = hostSyntaxDirectory == nil
    ? [.product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
       .product(name: "SwiftOperators", package: "swift-syntax"), .product(name: "SwiftParserDiagnostics", package: "swift-syntax")] : []
let syntaxSwiftSettings: [SwiftSetting] = hostSyntaxDirectory.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinkerSettings: [LinkerSetting] = hostSyntaxDirectory.map {
    [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftOperators"),
     .linkedLibrary("SwiftParserDiagnostics"), .linkedLibrary("SwiftDiagnostics")]
} ?? []

/// Every core target below the top one, in data-flow order; `AfterglowKit` re-exports them all.
let coreTargets: [Target.Dependency] = [
    "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing",
    "AfterglowGestures", "AfterglowPower", "AfterglowPayloads", "AfterglowContent", "AfterglowScene",
    "AfterglowScheduler",
]

let package = Package(
    name: "Afterglow",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "afterglow", targets: ["afterglow"]),
        .executable(name: "render-tools", targets: ["RenderTools"]),
        .library(name: "AfterglowKit", targets: ["AfterglowKit"]),
        .library(name: "AfterglowRender", targets: ["AfterglowRender"]),
        .library(name: "AfterglowHardware", targets: ["AfterglowHardware"]),
        .library(name: "AfterglowWindow", targets: ["AfterglowWindow"]),
        .library(name: "AfterglowControl", targets: ["AfterglowControl"]),
        .library(name: "AfterglowSwiftUI", targets: ["AfterglowSwiftUI"]),
        .library(name: "AfterglowApp", targets: ["AfterglowApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ] + (hostSyntaxDirectory == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : []),
    targets: [
        // System-library shims, found through pkg-config.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),

        // The pure core, split along the data flow (docs/ARCHITECTURE.md › Modules); no C library.
        // Foundations: time (and its virtual clock), points and rects, device profiles, pixels and
        // display lists (and the flat renderer).
        .target(name: "AfterglowTime"),
        .target(name: "AfterglowGeometry"),
        .target(name: "AfterglowDevices", dependencies: ["AfterglowGeometry"]),
        .target(name: "AfterglowDisplay", dependencies: ["AfterglowGeometry", "AfterglowDevices"]),
        // sensing → gestures → power → content → scene → frames.
        .target(name: "AfterglowSensing", dependencies: ["AfterglowTime"]),
        .target(name: "AfterglowGestures", dependencies: ["AfterglowTime", "AfterglowSensing"]),
        .target(
            name: "AfterglowPower",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing", "AfterglowPayloads",
            ]
        ),
        .target(name: "AfterglowPayloads", dependencies: ["AfterglowTime"]),
        .target(
            name: "AfterglowContent",
            dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPayloads"]
        ),
        .target(
            name: "AfterglowScene",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPower",
                "AfterglowPayloads", "AfterglowContent",
            ]
        ),
        .target(
            name: "AfterglowScheduler",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDisplay", "AfterglowPower",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // The top: the `Emulator` that drives them all, and scenarios. Re-exports every core target.
        .target(name: "AfterglowKit", dependencies: coreTargets),
        // Adapters: each depends on the core only.
        // The SF Symbol → icon-font glyph map is data the renderer ships (Symbols/README.md).
        .target(name: "AfterglowRender", dependencies: ["AfterglowKit", "CPangoCairo"],
                resources: [.copy("Resources/sf-symbols.json")]),
        .target(name: "AfterglowHardware", dependencies: ["AfterglowKit", "CUdev"]),
        .target(name: "AfterglowWindow", dependencies: ["AfterglowKit", "CSDL2"]),
        .target(name: "AfterglowControl", dependencies: ["AfterglowKit"]),
        // SwiftUI Live Activity source → the core's templates (swift-syntax; the core never sees it).
        .target(name: "AfterglowSwiftUI", dependencies: ["AfterglowKit"] + syntaxDependencies,
                swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // The application: where the adapters meet. The session around the `Emulator`, its frame loop
        // and presenters, the composed scene, the sensor feed, the recorder, `run --widget`'s reload,
        // the board driver, and `EmulatorAssembly`, the one place every front end gets its emulator.
        .target(
            name: "AfterglowApp",
            dependencies: ["AfterglowKit", "AfterglowRender", "AfterglowHardware", "AfterglowWindow", "AfterglowControl", "AfterglowSwiftUI"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
        ),
        // The command line: parses arguments, calls the application, prints.
        .executableTarget(
            name: "afterglow",
            dependencies: [
                "AfterglowApp", "AfterglowKit", "AfterglowRender", "AfterglowHardware", "AfterglowWindow", "AfterglowControl", "AfterglowSwiftUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
        ),
        // Developer tools (preview PNGs, Inter advance tables): not tests, so not in a test target.
        .executableTarget(
            name: "RenderTools",
            dependencies: ["AfterglowKit", "AfterglowRender", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(name: "AfterglowKitTests", dependencies: ["AfterglowKit"] + coreTargets),
        .testTarget(name: "AfterglowRenderTests", dependencies: ["AfterglowRender", "AfterglowKit"], exclude: ["Goldens"]),
        .testTarget(name: "AfterglowHardwareTests", dependencies: ["AfterglowHardware", "AfterglowKit"]),
        .testTarget(name: "AfterglowWindowTests", dependencies: ["AfterglowWindow", "AfterglowKit"]),
        .testTarget(name: "AfterglowControlTests", dependencies: ["AfterglowControl", "AfterglowKit"]),
        .testTarget(name: "AfterglowCLITests", dependencies: ["afterglow"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "AfterglowAppTests", dependencies: ["AfterglowApp", "AfterglowKit", "AfterglowControl", "AfterglowRender", "AfterglowWindow"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "AfterglowSwiftUITests", dependencies: ["AfterglowSwiftUI", "AfterglowKit"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    ]
)
