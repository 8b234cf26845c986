// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way:
//   OutputFiles (the one way to write a file) ← InputRecordings, DeviceEmulation, TouchReplay, the CLI
//   TouchTime (Timestamp, the one type of time) ← InputEvents, GestureEngine and every target above them
//   InputEvents ← InputRecordings
//   InputEvents ← DeviceEmulation
//   InputEvents ← InputDevices (the only importer of CLibevdev)
//   GestureEngine stands alone (but for swift-collections' HeapModule)
//   TouchReplay joins the engine and recordings, without libevdev;
//   TouchReplayLive joins TouchReplay and InputDevices (live sessions);
//   TouchReplayTesting and TouchReplayCLI sit on top;
//   LiveView (SwiftNIO: `attach --serve`'s live viewer) sits on TouchReplayTools and TouchReplayLive,
//   and only the CLI and an app that serves the live view link it.
// Each target declares exactly the modules its sources import (test targets may
// also name the executable whose binary they run); `.ci/check-modules.py` checks it.
let package = Package(
    name: "TouchReplay",
    products: [
        .library(name: "TouchTime", targets: ["TouchTime"]),
        .library(name: "GestureEngine", targets: ["GestureEngine"]),
        .library(name: "OutputFiles", targets: ["OutputFiles"]),
        .library(name: "InputEvents", targets: ["InputEvents"]),
        .library(name: "InputRecordings", targets: ["InputRecordings"]),
        .library(name: "InputDevices", targets: ["InputDevices"]),
        .library(name: "DeviceEmulation", targets: ["DeviceEmulation"]),
        .library(name: "TouchReplay", targets: ["TouchReplay"]),
        .library(name: "TouchReplayTools", targets: ["TouchReplayTools"]),
        .library(name: "TouchReplayLive", targets: ["TouchReplayLive"]),
        .library(name: "TouchReplayTesting", targets: ["TouchReplayTesting"]),
        .library(name: "LiveView", targets: ["LiveView"]),
        .executable(name: "touchreplay", targets: ["TouchReplayCLI"]),
        // LD_PRELOAD library for libinput under umockdev < 0.19.2; `touchreplay emulate` finds it next to itself.
        .library(name: "touchreplay-umockdev-shim", type: .dynamic, targets: ["CUmockdevShim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // HeapModule only: the engine's two priority queues (the scheduler's timers, the arena's waiters).
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // `touchreplay attach --latency`'s percentiles (the CLI only: the libraries do not link it).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        // The live viewer's server (LiveView, `attach --serve`): HTTP/1.1 and WebSocket. The libraries do not link it.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // Only for `swift package generate-documentation` (the DocC catalogs); `swift build` builds none of it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libyaml's event parser: the one YAML reader (scenes, synth scripts, case files).
        .systemLibrary(
            name: "CLibyaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // libumockdev's in-process test bed, for the hot-plug test probe only (no product links it).
        .systemLibrary(
            name: "CUmockdev",
            pkgConfig: "umockdev-1.0",
            providers: [.apt(["libumockdev-dev"])]
        ),
        .target(name: "CFileSpace"),
        .target(name: "OutputFiles", dependencies: ["CFileSpace"]),
        .target(name: "TouchTime"),
        .target(name: "InputEvents", dependencies: ["TouchTime"]),
        .target(name: "InputRecordings", dependencies: ["InputEvents", "OutputFiles", "TouchTime"]),
        .target(name: "InputDevices", dependencies: ["InputEvents", "CLibevdev", "TouchTime"]),
        .target(name: "DeviceEmulation", dependencies: ["InputEvents", "OutputFiles", "TouchTime"]),
        .target(name: "CUmockdevShim", publicHeadersPath: "."),
        .target(name: "GestureEngine", dependencies: ["TouchTime", .product(name: "HeapModule", package: "swift-collections")]),
        .target(
            name: "TouchReplay",
            dependencies: [
                "GestureEngine", "InputEvents", "InputRecordings", "OutputFiles", "CLibyaml", "TouchTime",
            ]
        ),
        // The tools around the runtime: `check` (cases, workers, reports), the viewer and
        // SVG rendering, and `synth`. An app or a test that only replays links none of it.
        .target(
            name: "TouchReplayTools",
            dependencies: [
                "TouchReplay", "GestureEngine", "InputEvents", "InputRecordings", "OutputFiles", "TouchTime",
            ],
            // The HTML viewer's script and style, compiled into the library (no bundle to find at run time).
            resources: [
                .embedInCode("Render/Viewer/Resources/viewer.css"),
                .embedInCode("Render/Viewer/Resources/viewer.js"),
                .embedInCode("Render/Viewer/Resources/timeline.js"),
                .embedInCode("Render/Viewer/Resources/live.js"),
            ]
        ),
        .target(
            name: "TouchReplayLive",
            dependencies: ["TouchReplay", "GestureEngine", "InputDevices", "InputEvents", "InputRecordings", "OutputFiles", "TouchTime"]),
        // The live viewer: the HTML viewer served over HTTP and fed over a WebSocket as a live session runs.
        .target(
            name: "LiveView",
            dependencies: [
                "TouchReplayTools", "TouchReplayLive", "TouchReplay", "GestureEngine",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        .target(name: "TouchReplayTesting", dependencies: ["TouchReplay", "TouchReplayTools", "GestureEngine", "InputEvents", "InputRecordings", "OutputFiles", "TouchTime"]),
        .executableTarget(
            name: "TouchReplayCLI",
            dependencies: [
                "TouchReplay", "TouchReplayTools", "TouchReplayLive", "LiveView", "GestureEngine", "InputDevices", "InputEvents", "InputRecordings", "DeviceEmulation", "OutputFiles", "TouchTime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles"]),
        .testTarget(name: "TouchTimeTests", dependencies: ["TouchTime"]),
        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents", "TestSupport", "TouchTime"]),
        .testTarget(name: "InputRecordingsTests", dependencies: ["InputRecordings", "InputEvents", "TouchTime"]),
        // Feeds live devices to a window through LiveInput in an app's loop, under umockdev-run.
        .executableTarget(
            name: "LiveInputProbe", dependencies: ["TouchReplayLive", "GestureEngine", "InputDevices", "InputEvents"],
            path: "Tests/LiveInputProbe"),
        // Plugs emulated devices in and out of a umockdev test bed while a command runs (hot-plug tests).
        .executableTarget(name: "HotplugProbe", dependencies: ["CUmockdev"], path: "Tests/HotplugProbe"),
        .testTarget(
            name: "InputDevicesTests",
            dependencies: [
                "InputDevices", "CLibevdev", "InputEvents", "InputRecordings", "DeviceEmulation", "TouchReplayCLI", "LiveInputProbe", "TouchTime",
                "HotplugProbe",
            ]
        ),
        .testTarget(name: "DeviceEmulationTests", dependencies: ["DeviceEmulation", "InputEvents", "InputRecordings", "TouchTime"]),
        // The engine's tests drive their fingers with TouchReplayTesting's GestureTester: one harness for users and the engine.
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine", "TouchReplayTesting", "TestSupport", "TouchTime"]),
        .testTarget(
            name: "TouchReplayLiveTests",
            dependencies: ["TouchReplayLive", "TouchReplay", "GestureEngine", "InputDevices", "InputEvents", "InputRecordings", "TouchTime"]),
        // Every Swift example of README.md, docs/*.md, the DocC articles and doc comments, compiled (and run where it can).
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                "GestureEngine", "TouchReplay", "TouchReplayTools", "TouchReplayTesting", "TouchReplayLive", "InputDevices", "InputEvents",
                "InputRecordings", "OutputFiles", "LiveView", "TouchTime",
            ],
            exclude: ["Expected"]),  // the expected trace of the article "Testing gestures in Swift"
        // The live viewer's server, in process: addresses, an app's page, a page that falls behind.
        .testTarget(name: "LiveViewTests", dependencies: [
            "LiveView", "TouchReplayLive", "GestureEngine", "TestSupport", "TouchTime", .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .testTarget(name: "TouchReplayTests", dependencies: [
            "TouchReplay", "TouchReplayTools", "TouchReplayTesting", "GestureEngine", "InputEvents", "InputRecordings", "TouchReplayCLI",
            "OutputFiles", "HotplugProbe", "TouchTime",
            "TestSupport",
        ], exclude: ["Fixtures"]),  // recordings the tests read
    ]
)
