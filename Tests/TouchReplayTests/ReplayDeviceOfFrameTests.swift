import Foundation
import GestureEngine
import Testing
import TouchReplay

/// `RecordingReplay.stream(onRecord:beforeDeviceFrame:)` says which of the recording's
/// devices made each frame (what `touchreplay lift` puts each step on), by the device's
/// index in the file, whatever devices the replay skips.
@Suite struct ReplayDeviceOfFrameTests {
    /// The window id and device of each touch as it begins.
    static func began(_ path: String, scene: String) throws -> [(touch: Int, device: Int)] {
        var began: [(touch: Int, device: Int)] = []
        try RecordingReplay(recordingPath: path, scene: try Scene.load(contentsOf: scene)).stream(onRecord: { _ in }, beforeDeviceFrame: { frame, device in
            for sample in frame.samples where sample.phase == .began { began.append((sample.id, device)) }
        })
        return began
    }

    /// The Atmel's first finger, the EP0430M09's, the Atmel's second (as `SeatSlotReplayTests` reads the seat).
    @Test func eachTouchOfTwoTouchscreensComesWithTheDeviceThatMadeIt() throws {
        let began = try Self.began(SeatSlotReplayTests.twoTouchscreens,
                                   scene: ReplayFiles.packageRoot + "/Recordings/multi-device/two-touchscreens/scene.yml")
        #expect(began.map(\.touch) == [0, 1, 2])
        #expect(began.map(\.device) == [0, 1, 0])
    }

    @Test func aRecordingOfOneDeviceIsDeviceZero() throws {
        let folder = ReplayFiles.packageRoot + "/Recordings/synth/pinch"
        let began = try Self.began(folder + "/recording.evemu", scene: folder + "/scene.yml")
        #expect(!began.isEmpty && began.allSatisfy { $0.device == 0 })
    }

    /// With the touchscreen recorded as a keyboard (skipped), the mouse is the replay's only
    /// source, and still the file's device 1.
    @Test func aSkippedDeviceLeavesTheOthersTheirIndexInTheFile() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: SeatSlotReplayTests.touchscreenAndMouse, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "      1: [330] # EV_KEY\n      3: [0, 1, 47, 53, 54, 55, 57, 59] # EV_ABS", with: "      1: [30, 31] # EV_KEY")
        #expect(edited != text, "the edit must change the file")
        let path = try ReplayFiles.write(edited, to: "keyboard-and-mouse.yml", in: folder)
        let began = try Self.began(path, scene: MultiDeviceReplayTests.caseScene)
        #expect(began.map(\.device) == [1, 1], "the mouse's two clicks")
    }
}
