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

/// The per-pixel loops (the flat renderer's spans, the power analyzer's tile sums, the Cairo
/// renderer's wallpaper rows) and the springs' settling scan optimised in debug builds too:
/// unoptimised, SIMD and generic fill code runs 20–50× slower, and the tests' headless runs and
/// CLI subprocesses spend most of their time there (docs/TESTING.md › Test time).
let pixelLoopSettings: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// Every core target below the top one, in data-flow order; `AfterglowKit` re-exports them all.
let coreTargets: [Target.Dependency] = [
    "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing",
    "AfterglowGestures", "AfterglowPayloads", "AfterglowEvents", "AfterglowPower", "AfterglowContent", "AfterglowScene",
    "AfterglowMotion", "AfterglowLint", "AfterglowScheduler", "AfterglowEmulator",
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
        // The SwiftUI-compatible layer a developer's widget source is compiled against (docs/SWIFTUI.md
        // › Compiled path): one shared library, so `swiftc` links one file, and modules named as Apple's.
        .library(name: "AfterglowWidgetLayer", type: .dynamic, targets: ["AfterglowOSLog", "Combine", "SwiftUI", "ActivityKit", "WidgetKit", "UIKit", "AppIntents", "AlarmKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ] + (hostSyntaxDirectory == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : []),
    targets: [
        // System-library shims, found through pkg-config.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libpng-dev"])]),

        // The pure core, split along the data flow (docs/ARCHITECTURE.md › Modules); no C library.
        // Foundations: time (and its virtual clock), points and rects, device profiles, pixels and
        // display lists (and the flat renderer).
        .target(name: "AfterglowTime"),
        .target(name: "AfterglowGeometry"),
        .target(name: "AfterglowDevices", dependencies: ["AfterglowGeometry"]),
        .target(name: "AfterglowDisplay", dependencies: ["AfterglowGeometry", "AfterglowDevices"], swiftSettings: pixelLoopSettings),
        // sensing → gestures → power → content → scene → frames.
        .target(name: "AfterglowSensing", dependencies: ["AfterglowTime"]),
        .target(name: "AfterglowGestures", dependencies: ["AfterglowTime", "AfterglowSensing"]),
        .target(name: "AfterglowPayloads", dependencies: ["AfterglowTime"]),
        // The event vocabulary every layer above speaks: `DeviceEvent` (gestures, taps, pushes,
        // settings, buttons, the scene's follow-ups), `AlertSound`, `DisplaySettingsChange`.
        .target(name: "AfterglowEvents", dependencies: ["AfterglowGeometry", "AfterglowDisplay", "AfterglowSensing", "AfterglowPayloads"]),
        .target(
            name: "AfterglowPower",
            dependencies: ["AfterglowTime", "AfterglowDevices", "AfterglowDisplay", "AfterglowEvents"],
            swiftSettings: pixelLoopSettings
        ),
        .target(
            name: "AfterglowContent",
            dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPayloads"]
        ),
        .target(
            name: "AfterglowScene",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPower",
                "AfterglowPayloads", "AfterglowContent", "AfterglowMotion",
            ]
        ),
        // Springs and timed curves on the emulator's clock (motion settling, Reduce Motion).
        .target(name: "AfterglowMotion", dependencies: ["AfterglowTime"], swiftSettings: pixelLoopSettings),
        // The template linter (HIG rules against a template's layout in every presentation).
        .target(name: "AfterglowLint", dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPayloads", "AfterglowPower", "AfterglowContent", "AfterglowScene"]),
        .target(
            name: "AfterglowScheduler",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDisplay", "AfterglowEvents", "AfterglowPower",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // The top: the `Emulator` that drives them all, and scenarios.
        .target(
            name: "AfterglowEmulator",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing", "AfterglowGestures",
                "AfterglowPayloads", "AfterglowEvents", "AfterglowPower", "AfterglowMotion", "AfterglowScene", "AfterglowScheduler",
            ]
        ),
        // The umbrella for users of the package: `import AfterglowKit` re-exports every core target.
        // The project's own adapters depend on the layers they use instead.
        .target(name: "AfterglowKit", dependencies: coreTargets),
        // Adapters: each depends on the core only.
        // The SF Symbol → icon-font glyph map is data the renderer ships (Symbols/README.md).
        .target(name: "AfterglowRender", dependencies: ["AfterglowGeometry", "AfterglowDisplay", "AfterglowContent", "CPangoCairo"],
                resources: [.copy("Resources/sf-symbols.json")], swiftSettings: pixelLoopSettings),
        .target(name: "AfterglowHardware", dependencies: ["AfterglowTime", "AfterglowSensing", "CUdev"]),
        .target(name: "AfterglowWindow", dependencies: ["AfterglowGeometry", "AfterglowDisplay", "AfterglowSensing", "AfterglowScene", "CSDL2"]),
        .target(name: "AfterglowControl", dependencies: [
            "AfterglowTime", "AfterglowGeometry", "AfterglowSensing", "AfterglowPayloads", "AfterglowPower", "AfterglowEmulator",
        ]),
        // SwiftUI Live Activity source → the core's templates (swift-syntax; the core never sees it).
        // The widget layer: Apple's module names, Swift 5 language mode as most widget code is written.
        .target(name: "Combine", path: "Sources/WidgetLayer/Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
        // Apple's `os` logging (Logger, os_log), messages to stderr. Not named `os`: the package's
        // dependencies test `canImport(os)` (swift-argument-parser, then uses os_unfair_lock); the
        // compiled path's pre-pass rewrites a widget's `import os`/`import OSLog` to it.
        .target(name: "AfterglowOSLog", path: "Sources/WidgetLayer/AfterglowOSLog", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit", "AfterglowContent", "AfterglowDisplay"],
                path: "Sources/WidgetLayer/SwiftUI", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ActivityKit", path: "Sources/WidgetLayer/ActivityKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        // UIKit sits below SwiftUI, which re-exports it as on iOS; AppIntents above it (so
        // `Button(intent:)` extends SwiftUI's Button); AlarmKit's attributes are ActivityKit's.
        .target(name: "UIKit", dependencies: ["AfterglowContent", "AfterglowDisplay"],
                path: "Sources/WidgetLayer/UIKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "AppIntents", dependencies: ["SwiftUI"],
                path: "Sources/WidgetLayer/AppIntents", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "AfterglowContent", "AfterglowDisplay", "AfterglowPayloads"],
                path: "Sources/WidgetLayer/WidgetKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "AlarmKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "AfterglowContent", "AfterglowDisplay"],
                path: "Sources/WidgetLayer/AlarmKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "AfterglowSwiftUI", dependencies: ["AfterglowDisplay", "AfterglowPayloads", "AfterglowContent"] + syntaxDependencies,
                swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // The application: where the adapters meet. The session around the `Emulator`, its frame loop
        // and presenters, the composed scene, the sensor feed, the recorder, `run --widget`'s reload,
        // the board driver, and `EmulatorAssembly`, the one place every front end gets its emulator.
        .target(
            name: "AfterglowApp",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing", "AfterglowGestures",
                "AfterglowPayloads", "AfterglowEvents", "AfterglowPower", "AfterglowMotion", "AfterglowContent", "AfterglowScene",
                "AfterglowEmulator", "AfterglowRender", "AfterglowHardware", "AfterglowWindow", "AfterglowControl", "AfterglowSwiftUI", "AfterglowScheduler", "AfterglowLint",
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
        ),
        // The command line: parses arguments, calls the application, prints.
        .executableTarget(
            name: "afterglow",
            dependencies: [
                "AfterglowApp", "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing",
                "AfterglowGestures", "AfterglowPayloads", "AfterglowPower", "AfterglowContent", "AfterglowScene", "AfterglowLint",
                "AfterglowEmulator", "AfterglowRender", "AfterglowHardware", "AfterglowWindow", "AfterglowControl", "AfterglowSwiftUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
        ),
        // Developer tools (preview PNGs, Inter advance tables): not tests, so not in a test target.
        .executableTarget(
            name: "RenderTools",
            dependencies: [
                "AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPayloads", "AfterglowContent",
                "AfterglowScene", "AfterglowRender", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per library target; fixtures they share (the repository's profiles, board
        // vectors, content and power fixtures) in AfterglowTestSupport.
        .target(name: "AfterglowTestSupport", dependencies: ["AfterglowTime", "AfterglowDevices", "AfterglowDisplay", "AfterglowSensing", "AfterglowPower", "AfterglowScheduler", "AfterglowKit"], path: "Tests/AfterglowTestSupport"),
        .testTarget(name: "AfterglowKitTests", dependencies: ["AfterglowKit"]),
        .testTarget(name: "AfterglowTimeTests", dependencies: ["AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowDevicesTests", dependencies: ["AfterglowDevices", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowDisplayTests", dependencies: ["AfterglowDevices", "AfterglowDisplay", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowSensingTests", dependencies: ["AfterglowTime", "AfterglowSensing", "AfterglowGestures", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowGesturesTests", dependencies: ["AfterglowTime", "AfterglowSensing", "AfterglowGestures", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowPayloadsTests", dependencies: ["AfterglowPayloads", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowPowerTests", dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPower", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowContentTests", dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowDisplay", "AfterglowPayloads", "AfterglowContent", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowSceneTests", dependencies: ["AfterglowDisplay", "AfterglowScene", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowSchedulerTests", dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDisplay", "AfterglowScheduler", "AfterglowKit", "AfterglowTestSupport"]),
        .testTarget(name: "AfterglowMotionTests", dependencies: ["AfterglowTime", "AfterglowKit", "AfterglowTestSupport", "AfterglowMotion"]),
        .testTarget(name: "AfterglowLintTests", dependencies: ["AfterglowGeometry", "AfterglowDisplay", "AfterglowPayloads", "AfterglowContent", "AfterglowKit", "AfterglowTestSupport", "AfterglowLint"]),
        .testTarget(name: "AfterglowEmulatorTests", dependencies: ["AfterglowTime", "AfterglowGeometry", "AfterglowDevices", "AfterglowSensing", "AfterglowPower", "AfterglowKit", "AfterglowTestSupport"]),
        // The motion goldens drive the application's recorder (AfterglowApp links the importer).
        .testTarget(name: "AfterglowRenderTests", dependencies: ["AfterglowKit", "AfterglowRender", "CPangoCairo", "AfterglowApp"], exclude: ["Goldens"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "AfterglowHardwareTests", dependencies: ["AfterglowKit", "AfterglowHardware", "CUdev"]),
        .testTarget(name: "AfterglowWindowTests", dependencies: ["AfterglowKit", "AfterglowWindow", "CSDL2"]),
        .testTarget(name: "AfterglowControlTests", dependencies: ["AfterglowKit", "AfterglowControl"]),
        .testTarget(name: "AfterglowCLITests", dependencies: ["afterglow", "AfterglowDevices", "AfterglowKit", "AfterglowRender", "AfterglowApp", "AfterglowTestSupport"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "AfterglowAppTests", dependencies: ["AfterglowKit", "AfterglowRender", "AfterglowWindow", "AfterglowControl", "AfterglowApp", "AfterglowSwiftUI", "AfterglowTestSupport"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // An empty `_Testing_UIKit`: the cross-import overlay swift-testing asks for when a test
        // imports Testing and (through SwiftUI) UIKit, which Linux lacks (Tests/_Testing_UIKit).
        .target(name: "_Testing_UIKit", path: "Tests/_Testing_UIKit"),
        .testTarget(name: "WidgetLayerTests", dependencies: ["_Testing_UIKit", "SwiftUI", "WidgetKit", "ActivityKit", "AlarmKit", "AfterglowContent", "AfterglowDisplay", "AfterglowPayloads"]),
        .testTarget(name: "AfterglowSwiftUITests", dependencies: ["AfterglowKit", "AfterglowSwiftUI", "AfterglowTestSupport"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    ]
)
