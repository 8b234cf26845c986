// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the parent package is
// found under whatever name the checkout has (main, TouchReplay, a CI clone…).
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so that the root `swift build` stays lean.
// Run: `cd Benchmarks && swift package benchmark` (see docs/performance.md).
// Needs Debian's libevemu-dev for the side-by-side comparison with libevemu.
// Needs umockdev and libumockdev-dev for the live benchmark's emulated devices.
let package = Package(
    name: "TouchReplayBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(name: "CEvemu", pkgConfig: "evemu", providers: [.apt(["libevemu-dev"])]),
        .systemLibrary(name: "CUmockdevBed", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),
        // The live-device benchmark's child: two umockdev-emulated touchscreens through LiveInput (run under umockdev-wrapper).
        .executableTarget(
            name: "LiveDevicesFeed",
            dependencies: [
                "CUmockdevBed",
                .product(name: "DeviceEmulation", package: parent),
                .product(name: "InputDevices", package: parent),
                .product(name: "InputEvents", package: parent),
                .product(name: "InputRecordings", package: parent),
                .product(name: "TouchReplay", package: parent),
                .product(name: "TouchReplayLive", package: parent),
                .product(name: "TouchTime", package: parent),
            ],
            path: "Sources/LiveDevicesFeed"
        ),
        .executableTarget(
            name: "TouchReplayBenchmarks",
            dependencies: [
                "CEvemu",
                "LiveDevicesFeed",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureEngine", package: parent),
                .product(name: "InputEvents", package: parent),
                .product(name: "InputRecordings", package: parent),
                .product(name: "OutputFiles", package: parent),
                .product(name: "TouchReplay", package: parent),
                .product(name: "TouchReplayTools", package: parent),
                .product(name: "TouchReplayLive", package: parent),
                .product(name: "TouchTime", package: parent),
            ],
            path: "Benchmarks/TouchReplayBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
