// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the parent package is
// found under whatever name the checkout has (main, TouchReplay, a CI clone…).
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

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
                .product(name: "GestureEngine", package: parent),
                .product(name: "InputEvents", package: parent),
                .product(name: "InputRecordings", package: parent),
                .product(name: "TouchReplay", package: parent),
            ],
            path: "Sources/TouchReplayBenchmarks"
        ),
    ]
)
