import Foundation
import Testing

/// Scenes with many recognizer relations, through the built binary (issue 27, item 4): a long
/// `requireToFail` cycle is refused with one short line naming a few ids and the count (it
/// was one line listing every id, 1 MB for 100,000). The loading curves to 100,000 are the
/// `relations:` benchmarks.
@Suite struct RecognizerRelationCommandTests {
    @Test func aLongRequireToFailCycleIsOneShortLineWithItsLength() throws {
        let count = 20_000
        var text = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  gestures:\n"
        for index in 0..<count { text += "    - {id: g\(index), kind: tap, requireToFail: [g\((index + 1) % count)]}\n" }
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write(text, to: "cycle.yml", in: folder)
        let recording = ReplayFiles.packageRoot + "/Recordings/synth/tap/recording.evemu"
        let run = try BoundedRun.run(["replay", recording, "--scene", scene], seconds: 120)
        #expect(!run.timedOut)
        #expect(run.status != 0)
        let expected = "touchreplay: \(scene):\(count + 5):47: root.gestures[\(count - 1)].requireToFail[0]: "
            + "requireToFail makes a cycle that can never resolve: g0 → g1 → g2 → … → g\(count - 1) → g0 (\(count) recognizers)\n"
        #expect(run.standardError == expected)
    }
}
