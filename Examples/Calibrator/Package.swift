// swift-tools-version: 6.1
import PackageDescription

// The window of `touchreplay calibrate`: its five targets drawn with SDL2 (the
// photo board's `Canvas`), the touches read from the device through
// a LiveInput (TouchReplayLive), the fit and the report from TouchReplayTools. A package of its
// own, so that `swift build` of TouchReplay never needs SDL.
let package = Package(
    name: "Calibrator",
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name (which a checkout may change).
        .package(name: "TouchReplay", path: "../.."),
        .package(name: "PhotoBoard", path: "../PhotoBoard"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "calibrator",
            dependencies: [
                .product(name: "BoardCanvas", package: "PhotoBoard"),
                .product(name: "GestureEngine", package: "TouchReplay"),
                .product(name: "InputDevices", package: "TouchReplay"),
                .product(name: "InputEvents", package: "TouchReplay"),
                .product(name: "TouchReplayLive", package: "TouchReplay"),
                .product(name: "TouchReplayTools", package: "TouchReplay"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
