import Foundation
import Testing

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
        // The same tap again, at the largest time a recording may hold.
        let late = text.split(separator: "\n").filter { $0.hasPrefix("E:") }.map {
            $0.replacingOccurrences(of: #"^E: [0-9]+\.[0-9]+"#, with: "E: 9999999999.000000", options: .regularExpression) + "\n"
        }
        let path = try ReplayFiles.write(text + late.joined(), to: "recording.evemu", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.scene, "--format", "jsonl"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"{"t":9999999998.496,"type":"touch","touch":2,"phase":"began""#), "\(run.standardOutput)")
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
}
