import Foundation
import Testing
import GestureEngine
import InputEvents
import TouchReplay
import TouchTime

/// Recordings written to break the reader, replayed by the built binary: each
/// gives one line naming the file, line and column, never a crash (issue 12).
@Suite struct HostileRecordingTests {
    static let tapCase = ReplayFiles.packageRoot + "/Recordings/synth/tap"
    static let scene = tapCase + "/scene.yml"

    /// The tap case's recording with `line` in place of its first event line.
    static func evemu(replacingFirstEventWith line: String, in folder: String) throws -> (path: String, lineNumber: Int) {
        let lines = try String(contentsOfFile: tapCase + "/recording.evemu", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("E:") })
        var edited = lines
        edited[index] = line
        return (try ReplayFiles.write(edited.joined(separator: "\n"), to: "recording.evemu", in: folder), index + 1)
    }

    @Test func evemuSecondsBeyondTenDigitsAreAnErrorAtTheirColumn() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 9223372036855 s is more microseconds than an Int64 holds: this crashed (SIGILL).
        let (path, line) = try Self.evemu(replacingFirstEventWith: "E: 9223372036855.1 0000 0000 0", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(path):\(line):4: expected a timestamp (seconds.microseconds, at most 10 digits before the point and 6 after), found \"9223372036855.1\"\n")
    }

    @Test func evemuCanonicalLinesWithLongSecondsDoNotWrapAround() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // evemu-record's own layout: read by the fast path, which wrapped 15 digits silently.
        let (path, line) = try Self.evemu(replacingFirstEventWith: "E: 922337203685477.000000 0000 0000 0000", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("touchreplay: \(path):\(line):4: expected a timestamp"))
    }

    @Test func tenDigitSecondsLaterInTheFileReplay() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: Self.tapCase + "/recording.evemu", encoding: .utf8)
        // The same tap again, at the latest whole second a Timestamp holds.
        let late = text.split(separator: "\n").filter { $0.hasPrefix("E:") }.map {
            $0.replacingOccurrences(of: #"^E: [0-9]+\.[0-9]+"#, with: "E: 9223372036.000000", options: .regularExpression) + "\n"
        }
        let path = try ReplayFiles.write(text + late.joined(), to: "recording.evemu", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene, "--format", "jsonl"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"{"t":9223372035.496,"type":"touch","touch":2,"phase":"began""#), "\(run.standardOutput)")
    }

    @Test func libinputRecordSecondsBeyondTenDigitsAreAnErrorAtTheirColumn() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try String(contentsOfFile: ReplayFiles.shared("atmel-maxtouch.2-fingers-touch-release.libinput.yml"), encoding: .utf8)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("    - [") })
        lines[index] = "    - [9223372036855, 0, 0, 0, 0]"
        let path = try ReplayFiles.write(lines.joined(separator: "\n"), to: "recording.yml", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", ReplayFiles.realScene("drag.scene.yml")])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(path):\(index + 1):8: expected the event's seconds (at most 10 digits), found \"9223372036855\"\n")
    }

    /// The tap case's recording with `old` replaced by `new` (which must occur), written to `folder`.
    static func tapRecording(replacing old: String, with new: String, in folder: String) throws -> String {
        let text = try String(contentsOfFile: tapCase + "/recording.evemu", encoding: .utf8)
        #expect(text.contains(old))
        return try ReplayFiles.write(text.replacingOccurrences(of: old, with: new), to: "recording.evemu", in: folder)
    }

    @Test func aRecordingAfterMoreThanOneChunkOfCommentsIsStillDetected() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Without the `# EVEMU` line the format is told by the first line that is not a comment:
        // it comes after 100 KiB of comments here (detection gave up after the first 64 KiB).
        let text = try String(contentsOfFile: Self.tapCase + "/recording.evemu", encoding: .utf8)
        let comments = String(repeating: "# " + String(repeating: "x", count: 98) + "\n", count: 1_000)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        let path = try ReplayFiles.write(comments + body, to: "recording.evemu", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene])
        #expect(run.status == 0, "\(run.standardError)")
        let expected = try ReplayFiles.run(["replay", Self.tapCase + "/recording.evemu", "--scene", Self.scene])
        #expect(run.standardOutput == expected.standardOutput)
    }

    @Test func anAxisWhoseMinimumIsAboveItsMaximumIsRefused() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.tapRecording(replacing: "A: 35 0 4095 0 0 0", with: "A: 35 4095 0 0 0 0", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(path): \"TouchReplay Virtual maXTouch Screen\": ABS_MT_POSITION_X has a minimum (4095) above its maximum (0); cannot map positions to the screen\n")
    }

    @Test func slotsBeyondTheDecodersLimitAreReportedOnce() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.tapRecording(replacing: "A: 2f 0 9 0 0 0", with: "A: 2f 0 999 0 0 0", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene])
        #expect(run.status == 0)
        #expect(run.standardError == "touchreplay: warning: \(path): the device has 1000 slots; contacts in slots 256 and above are dropped\n")
    }

    @Test func synthRefusesARateOutsideOneToTenThousand() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 10^12 reports per second tried to allocate about 400 GB.
        let run = try ReplayFiles.run(["synth", Self.tapCase + "/script.yml", "--rate", "1e12", "-o", folder + "/out.evemu"])
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("touchreplay: --rate must be from 1 to 10000 reports per second\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

/// Found by the evemu fuzzer (LeakSanitizer): a replay's engine objects are freed with its session.
@Suite struct ReplayLifetimeTests {
    @Test(arguments: ["tap", "long-press", "long-press-vs-pan", "pinch", "scroll-view-pan-zoom", "seed-004-overlay"])
    func aFinishedReplayFreesItsWindow(synthCase: String) throws {
        let folder = ReplayFiles.packageRoot + "/Recordings/synth/" + synthCase
        let scene = try Scene.load(contentsOf: folder + "/scene.yml")
        weak var window: GestureEngine.Window?
        do {
            let session = try RecordingReplay(recordingPath: folder + "/recording.evemu", scene: scene).run()
            window = session.window
            #expect(session.records.count > 2)
        }
        #expect(window == nil, "the window and its recorder kept each other alive")
    }

    @Test func aReplayBrokenMidGestureFreesItsViews() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The long press case cut after its first frame (finger down) and a line that does not parse.
        let synth = ReplayFiles.packageRoot + "/Recordings/synth/long-press"
        let lines = try String(contentsOfFile: synth + "/recording.evemu", encoding: .utf8).split(separator: "\n").map(String.init)
        let firstReport = try #require(lines.firstIndex { $0.hasPrefix("E:") && $0.contains("0000 0000 0000") })
        let path = try ReplayFiles.write((lines[...firstReport] + ["E: 0.9 0003 0035 0-000"]).joined(separator: "\n") + "\n",
                                         to: "broken.evemu", in: folder)
        let scene = try Scene.load(contentsOf: synth + "/scene.yml")
        weak var card: GestureEngine.View?
        do {
            let built = scene.makeHierarchy()
            card = built.views.first { $0.id == "card" }
            let replay = RecordingReplay(recordingPath: path, window: built.window, mapping: scene.screen.mapping)
            var began = false
            #expect(throws: ReplayError.self) { try replay.run(onRecord: { began = began || $0.line.jsonText.contains(#""phase":"began""#) }) }
            #expect(began, "the finger was down when the recording broke")
        }
        #expect(card == nil, "the touch still down and its recognizers kept each other (and the view) alive")
    }
}
