// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses for the three readers of hostile input: evemu and
// `libinput record` recordings (replayed against a fixed scene, so the frame
// decoder and the engine run too) and scene files. Built and run by `Fuzz/run`;
// see docs/fuzzing.md. Each executable's `main` is libFuzzer's.
let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "TouchReplayFuzz",
    dependencies: [.package(name: "TouchReplay", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "TouchReplay", package: "TouchReplay")]),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport"], swiftSettings: harness),
        .executableTarget(name: "FuzzLibinputRecord", dependencies: ["FuzzSupport"], swiftSettings: harness),
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzSupport"], swiftSettings: harness),
    ]
)
