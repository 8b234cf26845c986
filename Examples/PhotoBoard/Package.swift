// swift-tools-version: 6.1
import PackageDescription

// The photo board: the seeds' scene drawn with SDL2, its touches from the
// engine's embedding API (`TouchReplayLive.LiveInput`). A package of its own,
// so that `swift build` of TouchReplay never needs SDL.
let package = Package(
    name: "PhotoBoard",
    products: [
        // The SDL window, for the other examples (Examples/Calibrator draws its targets in it).
        .library(name: "BoardCanvas", targets: ["BoardCanvas"]),
    ],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name (which a checkout may change).
        .package(name: "TouchReplay", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Debian's libsdl2-dev; no pkg-config, whose `-D_REENTRANT` SwiftPM refuses with a warning.
        .systemLibrary(name: "CSDL2"),
        // The app's only contact with SDL: a window to draw in, and its events.
        .target(name: "BoardCanvas", dependencies: ["CSDL2", .product(name: "GestureEngine", package: "TouchReplay")]),
        .executableTarget(
            name: "photoboard",
            dependencies: [
                "BoardCanvas",
                .product(name: "GestureEngine", package: "TouchReplay"),
                .product(name: "InputDevices", package: "TouchReplay"),
                .product(name: "InputEvents", package: "TouchReplay"),
                .product(name: "TouchReplay", package: "TouchReplay"),
                .product(name: "TouchReplayLive", package: "TouchReplay"),
                .product(name: "TouchTime", package: "TouchReplay"),
                // `--serve`: the live viewer of the board's touches (SwiftNIO comes with it).
                .product(name: "LiveView", package: "TouchReplay"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/PhotoBoard"
        ),
    ]
)
