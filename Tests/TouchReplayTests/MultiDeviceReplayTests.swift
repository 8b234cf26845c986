import Foundation
import GestureEngine
import Testing
import TouchReplay

/// A multi-device `libinput record` file (issue 20, item 2): every device is
/// replayed, their frames merged in time order, each device with its own
/// mapping and the touch ids unique across them; bad files are one line.
@Suite struct MultiDeviceReplayTests {
    /// Written by `libinput record` from two umockdev-emulated devices: the Atmel touchscreen
    /// (event50, two fingers from 1.19 s to 2.02 s) and the Saitek mouse (event51, a left
    /// click at 1.62 s and a right click at 2.66 s), recorded with one time offset.
    static let recording = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml"
    static let caseScene = ReplayFiles.packageRoot + "/Recordings/multi-device/touchscreen-and-mouse/scene.yml"

    /// One `touch` line of a JSON Lines trace.
    struct TouchLine {
        var time: Double
        var id: Int
        var phase: String
        var x: Double
        var isPointer: Bool
    }

    static func touches(_ trace: String) -> [TouchLine] {
        trace.split(separator: "\n").compactMap { line in
            guard line.contains(#""type":"touch""#),
                  let time = line.firstMatch(of: /"t":([0-9.]+)/).flatMap({ Double($0.1) }),
                  let id = line.firstMatch(of: /"touch":(\d+)/).flatMap({ Int($0.1) }),
                  let phase = line.firstMatch(of: /"phase":"(\w+)"/).map({ String($0.1) }),
                  let x = line.firstMatch(of: /"x":([0-9.]+)/).flatMap({ Double($0.1) })
            else { return nil }
            return TouchLine(time: time, id: id, phase: phase, x: x, isPointer: line.contains(#""pointer""#))
        }
    }

    @Test func replayOfATwoDeviceFileGivesTouchesFromBothDevicesInTimeOrder() throws {
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", Self.caseScene, "--format", "jsonl"])
        #expect(run.status == 0, "\(run.standardError)")
        let touches = Self.touches(run.standardOutput)
        let began = touches.filter { $0.phase == "began" }
        #expect(began.map(\.id) == [0, 1, 2, 3], "two fingers, then a left and a right click, each its own id: \(began.map(\.id))")
        #expect(began.map(\.isPointer) == [false, false, true, true], "the first two from the touchscreen, the last two from the mouse")
        #expect(touches.map(\.time) == touches.map(\.time).sorted(), "one time order across the devices")
        // The mouse's left click comes while both fingers are down: the devices are interleaved, not one after the other.
        let fingerEnds = touches.filter { $0.id < 2 && $0.phase == "ended" }.map(\.time)
        let click = try #require(began.first { $0.id == 2 })
        #expect(fingerEnds.count == 2 && fingerEnds.allSatisfy { $0 > click.time }, "\(touches.map { ($0.time, $0.id, $0.phase) })")
    }

    /// The same recording against a scene without and with a `devices` entry for the touchscreen's recorded node.
    func firstFingerX(devicesEntry: String) throws -> (finger: Double, click: Double) {
        let scene = try Scene.parse("""
            screen: {size: [800, 480]}
            \(devicesEntry)
            root: {id: root, subviews: [{id: canvas, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]}
            """, file: "scene.yml")
        let session = try RecordingReplay(recordingPath: Self.recording, scene: scene).run()
        let trace = session.records.map { TraceFormat.jsonl.format($0) }.joined(separator: "\n")
        let began = Self.touches(trace).filter { $0.phase == "began" }
        return (try #require(began.first { !$0.isPointer }).x, try #require(began.first { $0.isPointer }).x)
    }

    @Test func eachRecordedDeviceTakesTheScenesMappingThatMatchesItsNode() throws {
        let whole = try firstFingerX(devicesEntry: "")
        #expect(whole.finger == 539, "device units on an 800-wide screen whose range is 0…799: \(whole)")
        let half = try firstFingerX(devicesEntry: "devices: [{match: /dev/input/event50, target: [0, 0, 400, 480]}]")
        #expect(abs(half.finger - 539 * 400 / 800) < 1, "the touchscreen maps onto the left half: \(half)")
        #expect(half.click == whole.click, "the mouse, matched by no entry, keeps the whole screen")
    }

    /// Replays `recording` (with its other arguments) through a scene whose second `devices`
    /// entry, `match: second`, matches the device the first one matched: the status and the error.
    func replayWithTwoMatchingEntries(_ recording: [String], second: String) throws -> (scene: String, run: ReplayFiles.Run) {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write("""
            screen: {size: [800, 480]}
            devices:
              - {match: atmel, rotation: 180}
              - {match: \(second), rotation: 90}
            root: {id: root}
            """, to: "scene.yml", in: folder)
        return (scene, try ReplayFiles.run(["replay"] + recording + ["--scene", scene]))
    }

    @Test func twoEntriesMatchingOneRecordedDeviceAreOneLine() throws {
        let (scene, run) = try replayWithTwoMatchingEntries([Self.recording], second: "/dev/input/event50")
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(scene):4:5: devices[1]: devices[0] also matches /dev/input/event50 (Atmel maXTouch Touchscreen); give each device one mapping\n",
                "\(run.standardError)")
    }

    /// Issue 35: an evemu recording has no path, and the message said `also matches  (Atmel …)`.
    @Test func twoEntriesMatchingADeviceRecordedWithoutAPathNameItByItsName() throws {
        let recording = [ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events"), "--description", ReplayFiles.shared("atmel-maxtouch.desc")]
        let (scene, run) = try replayWithTwoMatchingEntries(recording, second: "maxtouch")
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(scene):4:5: devices[1]: devices[0] also matches the device \"Atmel maXTouch Touchscreen\" "
                    + "(recorded without a path); give each device one mapping\n", "\(run.standardError)")
    }

    /// Issue 35: device sections after those `ndevices` counts were dropped without a word.
    @Test(arguments: [1, 2]) func sectionsBeyondTheDeviceCountAreOneWarningLine(declared: Int) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var text = try String(contentsOfFile: Self.recording, encoding: .utf8).replacingOccurrences(of: "ndevices: 2\n", with: "ndevices: \(declared)\n")
        if declared == 2 {
            // A third section: the second one again.
            let second = try #require(text.range(of: "\n- node: /dev/input/event51\n"))
            text += text[text.index(after: second.lowerBound)...]
        }
        let file = try ReplayFiles.write(text, to: "under.yml", in: folder)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("- node:") }[declared].offset + 1
        let run = try ReplayFiles.run(["replay", file, "--scene", ReplayFiles.packageRoot + "/Recordings/multi-device/touchscreen-and-mouse/scene.yml"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "touchreplay: warning: \(file):\(line): a device section beyond the \(declared) that ndevices counts; "
                    + "it and any after it are not replayed\n", "\(run.standardError)")
    }

    /// The fixture with `edit` applied, replayed: the status and standard error.
    func replayEdited(_ edit: (String) -> String) throws -> (path: String, run: ReplayFiles.Run) {
        let folder = try ReplayFiles.temporaryFolder()
        let text = try String(contentsOfFile: Self.recording, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "the edit must change the file")
        let path = try ReplayFiles.write(edited, to: "edited.yml", in: folder)
        let run = try ReplayFiles.run(["replay", path, "--scene", Self.caseScene])
        try? FileManager.default.removeItem(atPath: folder)
        return (path, run)
    }

    @Test func aDeviceThatIsNoTouchscreenMouseOrPenIsSkippedWithOneWarning() throws {
        // The mouse recorded as a keyboard: two letter keys, no relative axes.
        let (path, run) = try replayEdited {
            $0.replacingOccurrences(of: "      1: [272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284] # EV_KEY", with: "      1: [30, 31] # EV_KEY")
                .replacingOccurrences(of: "      2: [0, 1, 8] # EV_REL", with: "      2: [] # EV_REL")
        }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "touchreplay: warning: \(path) (device 2, Saitek Cyborg R.A.T.5 Mouse): \"Saitek Cyborg R.A.T.5 Mouse\": "
                + "keyboard (keys without position axes); not attachable: TouchReplay reads touchscreens, mice and pens; skipped\n")
        let began = Self.touches(run.standardOutput).filter { $0.phase == "began" }
        #expect(began.map(\.id) == [0, 1] && !began.contains(where: \.isPointer), "the touchscreen's two fingers only")
    }

    @Test func aMalformedSecondDeviceSectionIsOneLineAtItsPosition() throws {
        let (path, run) = try replayEdited { $0.replacingOccurrences(of: "    id: [3, 1699, 3267, 273]", with: "    id: [3, 1699, x, 273]") }
        CommandErrorLineTests.expectOneLine(run, "\(path):215:19: expected a decimal number, found \"x\"")
    }

    @Test func aDeviceGoingBackBeforeAnotherDevicesReplayedFrameIsOneLineAtItsLine() throws {
        // The mouse's right click (2.66 s) moved to 1.1 s, after the touchscreen's frames up to 1.85 s went out.
        let (path, run) = try replayEdited {
            $0.replacingOccurrences(of: "[  2, 659974,", with: "[  1, 100000,").replacingOccurrences(of: "[  2, 660016,", with: "[  1, 100000,")
        }
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(path):311: device 2's frame at 1.100000 s comes before 1.853764 s, "
                + "a frame of another device already replayed: each device's events must be in time order\n", "\(run.standardError)")
    }

    @Test func aDeclaredDeviceTheFileLacksIsOneLineAtNdevices() throws {
        let (path, run) = try replayEdited { $0.replacingOccurrences(of: "\nndevices: 2\n", with: "\nndevices: 3\n") }
        CommandErrorLineTests.expectOneLine(run, "\(path):3:11: no device 3: the file lists 2 devices")
    }

    @Test func aDeviceCountThatIsNoNumberIsOneLine() throws {
        let (path, run) = try replayEdited { $0.replacingOccurrences(of: "\nndevices: 2\n", with: "\nndevices: two\n") }
        CommandErrorLineTests.expectOneLine(run, "\(path):3:11: expected a device count (a decimal number up to 9999), found \"two\"")
    }
}
