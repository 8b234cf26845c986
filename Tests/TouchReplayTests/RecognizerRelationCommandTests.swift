import Foundation
import Testing

/// Scenes with many recognizer relations, through the built binary (issue 27, item 4): a long
/// `requireToFail` cycle is refused with one short line naming a few ids and the count (it
/// was one line listing every id, 1 MB for 100,000). The loading curves to 100,000 are the
/// `relations:` benchmarks.
@Suite struct RecognizerRelationCommandTests {
    /// `touchreplay replay` of the synth tap recording against the scene `text`, written as
    /// `name` in a temporary folder (removed after); the run and the scene's path.
    static func replayTap(againstScene text: String, named name: String) throws -> (BoundedRun.Outcome, String) {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write(text, to: name, in: folder)
        let recording = ReplayFiles.packageRoot + "/Recordings/synth/tap/recording.evemu"
        return (try BoundedRun.run(["replay", recording, "--scene", scene], seconds: 120), scene)
    }

    @Test func aLongRequireToFailCycleIsOneShortLineWithItsLength() throws {
        let count = 20_000
        var text = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  gestures:\n"
        for index in 0..<count { text += "    - {id: g\(index), kind: tap, requireToFail: [g\((index + 1) % count)]}\n" }
        let (run, scene) = try Self.replayTap(againstScene: text, named: "cycle.yml")
        #expect(!run.timedOut)
        #expect(run.status != 0)
        let expected = "touchreplay: \(scene):\(count + 5):47: root.gestures[\(count - 1)].requireToFail[0]: "
            + "requireToFail makes a cycle that can never resolve: g0 → g1 → g2 → … → g\(count - 1) → g0 (\(count) recognizers)\n"
        #expect(run.standardError == expected)
    }

    /// A tap against 10,000 taps on one view, each requiring the next to fail (it took over
    /// 60 s at 1,000: each failure looked the chain over again). UIKit's `require(toFail:)`
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)):
    /// a recognizer waits in possible for the one it requires; that one failing lets it go on,
    /// that one recognizing makes it fail. So the last, which requires nothing, recognizes;
    /// the one waiting for it fails because it recognized; every other tap on the touch is
    /// excluded by the winner. Twice: the recording holds two taps.
    @Test func aTenThousandLongRequireToFailChainResolvesToItsLastRecognizer() throws {
        let count = 10_000
        var text = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  gestures:\n"
        for index in 0..<count {
            text += "    - {id: g\(index), kind: tap" + (index + 1 < count ? ", requireToFail: [g\(index + 1)]}\n" : "}\n")
        }
        let (run, _) = try Self.replayTap(againstScene: text, named: "chained.yml")
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let gestures = lines.filter { $0.contains("\"type\":\"gesture\"") }
        let last = "g\(count - 1)", waiter = "g\(count - 2)"
        #expect(gestures.filter { $0.contains("\"state\":\"recognized\"") }.count == 2)
        #expect(gestures.filter { $0.contains("\"gesture\":\"\(last)\"") && $0.contains("\"state\":\"recognized\"") }.count == 2)
        #expect(gestures.filter { $0.contains("\"state\":\"failed\"") }.count == 2 * (count - 1))
        #expect(gestures.filter {
            $0.contains("\"gesture\":\"\(waiter)\"") && $0.contains("\"reason\":\"requiredRecognizerRecognized\",\"by\":\"\(last)\"")
        }.count == 2)
        #expect(gestures.filter { $0.contains("\"reason\":\"preventedBy\",\"by\":\"\(last)\"") }.count == 2 * (count - 2))
        // The winner is decided before any other: it recognizes first, then the others fail.
        #expect(gestures.first?.contains("\"gesture\":\"\(last)\"") == true)
        #expect(lines.last?.contains("\"gestures\":{\"began\":0,\"changed\":0,\"ended\":0,\"recognized\":2,\"failed\":\(2 * (count - 1)),\"cancelled\":0}") == true)
    }
}
