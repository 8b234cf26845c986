import Foundation
import Testing

/// `touchreplay synth` through the built binary on hostile numbers (issue 27, items 1 and 2):
/// every number is bounded with a file:line:column error, long gestures are written in flat
/// memory and time, and what synth writes, `replay` reads.
@Suite struct SynthBoundsCommandTests {
    /// Writes `script` and runs synth on it under a 512 MB address-space limit and 60 s.
    static func synth(_ script: String, in folder: String) throws -> BoundedRun.Outcome {
        let path = try ReplayFiles.write(script, to: "s.yml", in: folder)
        return try BoundedRun.run(["synth", path, "-o", folder + "/out.evemu"], seconds: 60, megabytes: 512)
    }

    @Test(arguments: [
        ("gestures:\n  - longPress: {at: [10, 10], start: 1e13}\n", "s.yml:2:38: start must be at most 1000000000 seconds (recordings keep 10 digits of seconds)"),
        ("gestures:\n  - longPress: {at: [10, 10], start: 1e300}\n", "s.yml:2:38: start must be at most 1000000000 seconds"),
        ("gestures:\n  - longPress: {at: [10, 10], start: 1e10}\n", "s.yml:2:38: start must be at most 1000000000 seconds"),
        ("gestures:\n  - wait: 1e18\n  - tap: [5, 5]\n", "s.yml:2:11: wait must be at most 1000000000 seconds"),
        ("gestures:\n  - longPress: {at: [10, 10], duration: 1e9}\n  - tap: [5, 5]\n", "s.yml:2:5: this gesture ends at 1000000000.5 s, past the 1000000000 s a recording may reach"),
        ("rate: 10000\ngestures:\n  - drag: {from: [1, 1], to: [100, 100], duration: 1e6}\n", "s.yml:3:5: this movement spans 10000000000 reports (duration × rate); at most 1000000"),
        ("gestures:\n  - rotate: {center: [400, 400], from: 0, to: 1e9}\n", "s.yml:2:47: to must be from -36000 to 36000 degrees"),
        ("screen: [1e300, 10]\ngestures: []\n", "s.yml:1:9: screen must be at most 1000000 points wide and high"),
        ("gestures:\n  - drag: {from: [1, 1], to: [9, 9], spacing: 1e300, fingers: 2}\n", "s.yml:2:47: spacing must be at most 1000000"),
    ])
    func hugeNumbersAreOneLineErrorsAtTheirPlace(script: String, expected: String) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.synth(script, in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("touchreplay: \(folder)/\(expected)"), "got \(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.evemu"))
    }

    /// A 1e8 s long press was 120 s and 4.1 GB at 2e6 s: now two frames, in flat memory, at once.
    @Test func aLongPressOfAHundredMillionSecondsIsTwoFramesInFlatMemory() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.synth("rate: 10000\ngestures:\n  - longPress: {at: [10, 10], duration: 1e8}\n", in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
        let text = try String(contentsOfFile: folder + "/out.evemu", encoding: .utf8)
        let events = text.split(separator: "\n").filter { $0.hasPrefix("E: ") }
        #expect(events.filter { $0.contains("0000 0000 0000") }.count == 2)
        #expect(events.last?.hasPrefix("E: 100000000.500100 ") == true)
    }

    /// A rotation of 100 turns, the most synth takes (1e9° took 10.8 GB): bounded keyframes, flat memory.
    @Test func aHundredTurnRotationIsWrittenInBoundedMemory() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.synth("gestures:\n  - rotate: {center: [2000, 2000], distance: 1000, from: 0, to: 36000, duration: 10}\n", in: folder)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
    }

    /// The latest start synth takes gives a recording that `replay` reads (1e10 used to exit 0 with one it refused).
    @Test func theLatestStartSynthAcceptsReplays() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.synth("rate: 1\ngestures:\n  - tap: {at: [10, 10], start: 999999998}\n", in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let scene = try ReplayFiles.write("screen:\n  size: [4096, 4096]\nroot:\n  id: root\n", to: "scene.yml", in: folder)
        let replay = try ReplayFiles.run(["replay", folder + "/out.evemu", "--scene", scene])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("\"phase\":\"began\""))
    }
}
