// swift-tools-version: 6.1
// Afterglow's benchmarks (package-benchmark). Separate from the root package so `make test` never
// builds them: run `cd Benchmarks && swift package benchmark` (or `make bench`).
import PackageDescription

let package = Package(
    name: "AfterglowBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Afterglow", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "AfterglowBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AfterglowKit", package: "Afterglow"),
                .product(name: "AfterglowRender", package: "Afterglow"),
            ],
            path: "Benchmarks/AfterglowBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SensorsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AfterglowKit", package: "Afterglow"),
            ],
            path: "Benchmarks/SensorsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
