import Foundation
import InputEvents
import Testing
import TouchReplay

/// A scene's per-device `palm` thresholds, from the file to the replay of the
/// real Cintiq touch sensor, which never sends `MT_TOOL_PALM`.
@Suite struct PalmThresholdSceneTests {
    static let recording = ReplayFiles.shared("wacom-cintiq-13hd-finger.events")

    /// The cintiq-finger-palm scene with `palm` set to `palm` (nil: the entry left out).
    static func sceneText(palm: String?) -> String {
        """
        screen: {size: [1920, 1080]}
        \(palm.map { "devices: [{match: \"Cintiq 13HD touch Finger\", palm: \($0)}]" } ?? "")
        root:
          id: root
          subviews:
            - {id: surface, frame: [0, 0, 1920, 1080], gestures: [{id: drag, kind: pan}]}
        """
    }

    static func phases(palm: String?) throws -> [String] {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ReplayFiles.write(sceneText(palm: palm), to: "scene.yml", in: folder)
        let session = try RecordingReplay(recordingPath: recording, scene: try Scene.load(contentsOf: path)).run()
        return ReplayRealRecordingTests.touches(session).map(\.phase.rawValue)
    }

    @Test func theCintiqFingerIsCancelledAsAPalmOnlyWithASizeThresholdBelowItsTouchMajor() throws {
        // ABS_MT_TOUCH_MAJOR is 127 in the second frame, then 84.
        #expect(try Self.phases(palm: nil) == ["began", "moved", "cancelled"],
                "without a threshold the pan takes the finger (its touch cancelled), as in cintiq-finger-size")
        #expect(try Self.phases(palm: "{size: 100}") == ["began", "cancelled"])
        #expect(try Self.phases(palm: "{size: 127}") == ["began", "moved", "cancelled"], "127 is not above 127")
    }

    @Test func theScenesThresholdsReachTheDevicesMapping() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ReplayFiles.write(Self.sceneText(palm: "{size: 100, pressure: 300}"), to: "scene.yml", in: folder)
        let scene = try Scene.load(contentsOf: path)
        #expect(scene.devices.first?.palm == PalmThresholds(size: 100, pressure: 300))
        let mapping = try scene.mapping(forDeviceNamed: "Wacom Cintiq 13HD touch Finger", path: "/dev/input/event3")
        #expect(mapping.palmThresholds == PalmThresholds(size: 100, pressure: 300))
        #expect(try scene.mapping(forDeviceNamed: "Other Screen", path: "/dev/input/event4").palmThresholds == nil)
    }

    @Test(arguments: [
        ("{size: -5}", "3:34: devices[0].palm.size: palm size must be a positive whole number of ABS_MT_TOUCH_MAJOR units (a contact above it is a palm), got -5"),
        ("{size: 0}", "3:34: devices[0].palm.size: palm size must be a positive whole number of ABS_MT_TOUCH_MAJOR units (a contact above it is a palm), got 0"),
        ("{pressure: -1}", "3:38: devices[0].palm.pressure: palm pressure must be a positive whole number of ABS_MT_PRESSURE (or ABS_PRESSURE) units (a contact above it is a palm), got -1"),
        ("{}", "3:27: devices[0].palm: palm needs a size or a pressure threshold (or leave palm out)"),
    ])
    func aBadThresholdIsOneLineWithItsPosition(palm: String, message: String) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ReplayFiles.write("""
            screen: {size: [1920, 1080]}
            devices:
              - {match: Cintiq, palm: \(palm)}
            root: {id: root}
            """, to: "scene.yml", in: folder)
        let error = #expect(throws: SceneError.self) { try Scene.load(contentsOf: path) }
        #expect(error?.description == "\(path):\(message)", "\(error?.description ?? "")")
    }

    @Test func aPressureThresholdForTheCintiqFingerWhichHasNoPressureIsOneLine() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write(Self.sceneText(palm: "{pressure: 100}"), to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", scene])
        #expect(run.status != 0)
        #expect(run.standardError.contains("\"Wacom Cintiq 13HD touch Finger\": a palm pressure threshold is set, but the device has no ABS_MT_PRESSURE to compare it with"),
                "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }
}
