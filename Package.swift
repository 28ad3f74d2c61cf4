// swift-tools-version: 6.1
// Afterglow — a hardware-in-the-loop emulator for glanceable, always-on device screens.
// Module layout follows ../shared/DESIGN.md: a pure core (AfterglowKit) and thin adapters.
import PackageDescription

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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // System-library shims, found through pkg-config.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),

        // The pure core: the whole model, no C library.
        .target(
            name: "AfterglowKit",
            dependencies: [
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // Adapters: each depends on the core only.
        .target(name: "AfterglowRender", dependencies: ["AfterglowKit", "CPangoCairo"]),
        .target(name: "AfterglowHardware", dependencies: ["AfterglowKit", "CUdev"]),
        .target(name: "AfterglowWindow", dependencies: ["AfterglowKit", "CSDL2"]),
        .target(name: "AfterglowControl", dependencies: ["AfterglowKit"]),
        .executableTarget(
            name: "afterglow",
            dependencies: [
                "AfterglowKit", "AfterglowRender", "AfterglowHardware", "AfterglowWindow", "AfterglowControl",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Developer tools (preview PNGs, Inter advance tables): not tests, so not in a test target.
        .executableTarget(
            name: "RenderTools",
            dependencies: ["AfterglowKit", "AfterglowRender", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(name: "AfterglowKitTests", dependencies: ["AfterglowKit"]),
        .testTarget(name: "AfterglowRenderTests", dependencies: ["AfterglowRender", "AfterglowKit"], exclude: ["Goldens"]),
        .testTarget(name: "AfterglowHardwareTests", dependencies: ["AfterglowHardware", "AfterglowKit"]),
        .testTarget(name: "AfterglowWindowTests", dependencies: ["AfterglowWindow", "AfterglowKit"]),
        .testTarget(name: "AfterglowControlTests", dependencies: ["AfterglowControl", "AfterglowKit"]),
        .testTarget(name: "AfterglowCLITests", dependencies: ["afterglow"]),
    ]
)
