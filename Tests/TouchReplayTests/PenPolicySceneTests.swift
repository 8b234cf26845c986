import Foundation
import InputEvents
import Testing
import TouchReplay

/// A scene's per-device `pen:` turns off the libinput pen rules TouchReplay follows by
/// default (docs/scene-format.md): the pressure-threshold tip and the pressure offset.
@Suite struct PenPolicySceneTests {
    static func scene(pen: String?) -> String {
        """
        screen: {size: [1000, 1000]}
        \(pen.map { "devices: [{match: \"Intuos5\", pen: \($0)}]" } ?? "")
        root: {id: root, touches: log}
        """
    }

    static func load(pen: String?) throws -> (Scene, String) {
        let folder = try ReplayFiles.temporaryFolder()
        let path = try ReplayFiles.write(scene(pen: pen), to: "scene.yml", in: folder)
        return (try Scene.load(contentsOf: path), path)
    }

    @Test func theScenesPenPolicyReachesTheMatchingDevicesMappingOnly() throws {
        let (scene, _) = try Self.load(pen: "{tip: button, pressureOffset: false}")
        let policy = PenPolicy(tipFromPressure: false, pressureOffset: false)
        #expect(scene.devices.first?.penPolicy == policy)
        #expect(try scene.mapping(forDeviceNamed: "Wacom Intuos5 touch M Pen", path: "/dev/input/event7").penPolicy == policy)
        #expect(try scene.mapping(forDeviceNamed: "Other Pen", path: "/dev/input/event8").penPolicy == PenPolicy())
        let (partial, _) = try Self.load(pen: "{pressureOffset: false}")
        #expect(partial.devices.first?.penPolicy == PenPolicy(tipFromPressure: true, pressureOffset: false), "a key left out keeps libinput's rule")
    }

    /// The worn pen of `PenAndWheelLibinputReplayTests` (in range at 20 %, pressed to 26 %, back to 20 %).
    static let wornPen = PenAndWheelLibinputReplayTests.intuos5() + [
        "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0003 0019 0044",
        "E: 0.000001 0003 0018 0409", "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
        "E: 0.010000 0003 0019 0000", "E: 0.010000 0003 0018 0532", "E: 0.010000 0001 014a 0001", "E: 0.010000 0000 0000 0000",
        "E: 0.020000 0003 0018 0409", "E: 0.020000 0000 0000 0000",
        "E: 0.030000 0001 014a 0000", "E: 0.030000 0003 0018 0000", "E: 0.030000 0000 0000 0000",
    ]

    static func touches(pen: String?) throws -> [(phase: String, time: Double, force: Double?)] {
        let folder = try ReplayFiles.temporaryFolder()
        let recording = try ReplayFiles.write((wornPen + [""]).joined(separator: "\n"), to: "worn.evemu", in: folder)
        let (scene, _) = try load(pen: pen)
        let session = try RecordingReplay(recordingPath: recording, scene: scene).run()
        return ReplayRealRecordingTests.touches(session).map { ($0.phase.rawValue, $0.time, $0.detail.force) }
    }

    @Test func eachPolicyTurnedOffChangesTheWornPensStrokeAsLibinputWouldNot() throws {
        // Times count from the first event, at 1 µs.
        func times(_ touches: [(phase: String, time: Double, force: Double?)]) -> [Double] {
            touches.map { ($0.time * 1_000_000).rounded() / 1_000_000 }
        }
        // libinput's rules: the offset (409) is the pen's zero; the tip is down from 0.01 s to 0.02 s.
        let libinput = try Self.touches(pen: nil)
        #expect(libinput.map(\.phase) == ["began", "ended"] && times(libinput) == [0.009999, 0.019999], "\(libinput)")
        #expect(abs((libinput[0].force ?? 0) - 0.5) < 0.01)
        // Without the offset, 20 % is above the 5 % tip threshold: down as the pen comes into range, until 0.
        let noOffset = try Self.touches(pen: "{pressureOffset: false}")
        #expect(noOffset.map(\.phase) == ["began", "ended"] && times(noOffset) == [0, 0.029999], "\(noOffset)")
        #expect(abs((noOffset[0].force ?? 0) - (409.0 - 20) / (2047 - 20) * 20 / 3) < 1e-9)
        // With the pen's BTN_TOUCH: down from 0.01 s to 0.03 s, force still from the offset.
        let button = try Self.touches(pen: "{tip: button}")
        #expect(button.map(\.phase) == ["began", "ended"] && times(button) == [0.009999, 0.029999], "\(button)")
        #expect(abs((button[0].force ?? 0) - 0.5) < 0.01)
    }

    @Test(arguments: [
        ("{tip: stylus}", "2:41: devices[0].pen.tip: tip must be pressure (libinput's 5 % and 1 % thresholds) or button (the pen's own BTN_TOUCH), got stylus"),
        ("{pressureOffset: maybe}", "2:52: devices[0].pen.pressureOffset: expected true or false, got \"maybe\""),
        ("{}", "2:35: devices[0].pen: pen needs tip or pressureOffset (or leave pen out)"),
    ])
    func aBadPenPolicyIsOneLineWithItsPosition(pen: String, message: String) throws {
        let error = #expect(throws: SceneError.self) { try Self.load(pen: pen) }
        #expect(error?.description.hasSuffix("scene.yml:\(message)") == true, "\(error?.description ?? "")")
    }
}
