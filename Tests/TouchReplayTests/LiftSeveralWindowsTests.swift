import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// Lift and synth place steps on a scene of one window: a scene of several windows
/// (`windows:`, issue 39) is refused in one line naming the scene, not placed wrongly.
@Suite struct LiftSeveralWindowsTests {
    static let caseFolder = ReplayFiles.packageRoot + "/Recordings/multi-device/two-windows"

    @Test func liftingAgainstASceneOfSeveralWindowsIsOneLineNamingTheScene() throws {
        let scene = try Scene.load(contentsOf: Self.caseFolder + "/scene.yml")
        #expect(scene.hasSeveralWindows)
        do {
            _ = try Lifter(recordingPath: SeveralWindowsReplayTests.recording, scene: scene).lift()
            Issue.record("lifted")
        } catch {
            #expect(error.description == "\(Self.caseFolder)/scene.yml: the scene has 2 windows; lift and synth place steps on a scene of one window")
        }
        // Synth refuses it too, before placing anything.
        let oneWindow = try Scene.load(contentsOf: ReplayFiles.packageRoot + "/Recordings/multi-device/two-touchscreens/scene.yml")
        let script = try Lifter(recordingPath: SeveralWindowsReplayTests.recording, scene: oneWindow).lift().script
        #expect(throws: FileError(path: scene.file, message: "the scene has 2 windows; lift and synth place steps on a scene of one window")) {
            try script.placed(on: scene)
        }
    }
}
