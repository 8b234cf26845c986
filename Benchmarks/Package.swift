// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the root `swift build` stays lean.
// Run: `cd Benchmarks && swift run -c release touchreplay-benchmarks [suite…]`
// Needs Debian's libevemu-dev for the side-by-side comparison with libevemu.
let package = Package(
    name: "TouchReplayBenchmarks",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .target(name: "CMallocCounter"),
        .systemLibrary(name: "CEvemu", pkgConfig: "evemu", providers: [.apt(["libevemu-dev"])]),
        .executableTarget(
            name: "touchreplay-benchmarks",
            dependencies: [
                "CMallocCounter", "CEvemu",
                .product(name: "GestureEngine", package: "TouchReplay"),
                .product(name: "InputEvents", package: "TouchReplay"),
                .product(name: "InputRecordings", package: "TouchReplay"),
                .product(name: "TouchReplay", package: "TouchReplay"),
            ],
            path: "Sources/TouchReplayBenchmarks"
        ),
    ]
)
