import Foundation
import InputRecordings
import Testing
import TouchReplay
import TouchReplayTools

/// A recording of several devices (a libinput record seat) lifts into one script of several
/// devices, each step on the device that made it, and synth writes it back as one file.
@Suite struct LiftSeatTests {
    static let seatCase = ReplayFiles.packageRoot + "/Recordings/multi-device/touchscreen-and-mouse"
    static let recording = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml"
    static let twoScreensCase = ReplayFiles.packageRoot + "/Recordings/multi-device/two-touchscreens"
    static let twoScreens = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/two-touchscreens.libinput.yml"

    @Test func aSeatLiftsWithEachStepOnItsDeviceNamedOnlyWhereItsKindDoesNotSayAndWritesBackAsOneLibinputRecord() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lift = try ReplayFiles.run(["lift", Self.recording, "--scene", Self.seatCase + "/scene.yml", "-o", folder + "/steps.yml"])
        #expect(lift.status == 0, "\(lift.standardError)")
        let steps = try String(contentsOfFile: folder + "/steps.yml", encoding: .utf8)
        let named = LiftedScript.path(Self.recording, forScriptAt: folder + "/steps.yml")
        #expect(steps.contains("devices: [\"\(named)#1\", \"\(named)#2\"]"), "\(steps.prefix(400))")
        // A finger can only be the touchscreen's and a mouse touch the mouse's: no step names its device.
        #expect(steps.contains("      tool: finger\n") && steps.contains("      tool: mouse\n"))
        #expect(!steps.contains("device:"), "\(steps)")
        let script = try SynthScript.load(path: folder + "/steps.yml")
        #expect(script.steps.map(\.device) == script.steps.map { if case .touch(let touch) = $0.gesture, touch.tool == .mouse { 1 } else { 0 } })
        let evemu = try ReplayFiles.run(["synth", folder + "/steps.yml", "--scene", Self.seatCase + "/scene.yml", "-o", folder + "/seat.evemu"])
        #expect(evemu.standardError == "touchreplay: \(folder)/seat.evemu: a script of 2 devices writes a libinput record file: end the output in .yml or .yaml\n")
        let yml = try ReplayFiles.run(["synth", folder + "/steps.yml", "--scene", Self.seatCase + "/scene.yml", "-o", folder + "/seat.yml"])
        #expect(yml.status == 0, "\(yml.standardError)")
        #expect(try RecordingReader(path: folder + "/seat.yml").deviceCount == 2)
        let shrink = try ReplayFiles.run(["shrink", Self.recording, "--scene", Self.seatCase + "/scene.yml", "--until", "gesture=leftTap", "-o", folder + "/small.yml"])
        #expect(shrink.standardError == "touchreplay: \(Self.recording): the recording holds 2 devices; this command takes a recording of one device\n")
    }

    /// Two touchscreens, each mapped onto half the screen: a finger fits both, so each step
    /// names the device that made it, and placed back every touch is on its own device again:
    /// the same touches on the same views, in the same order, as the recording's.
    @Test func twoTouchscreensLiftWithEachStepNamingItsDeviceAndEachTouchComesBackOnIt() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = Self.twoScreensCase + "/scene.yml"
        let lift = try ReplayFiles.run(["lift", Self.twoScreens, "--scene", scene, "-o", folder + "/steps.yml"])
        #expect(lift.status == 0, "\(lift.standardError)")
        let steps = try String(contentsOfFile: folder + "/steps.yml", encoding: .utf8)
        // The Atmel's first finger, the EP0430M09's drag, the Atmel's second finger.
        #expect(steps.components(separatedBy: "      device: ").dropFirst().map { $0.prefix(1) } == ["0", "1", "0"], "\(steps)")
        let synth = try ReplayFiles.run(["synth", folder + "/steps.yml", "--scene", scene, "-o", folder + "/seat.yml"])
        #expect(synth.status == 0 && synth.standardError.isEmpty, "\(synth.standardError)")
        let original = try ReplayFiles.run(["replay", Self.twoScreens, "--scene", scene])
        let lifted = try ReplayFiles.run(["replay", folder + "/seat.yml", "--scene", scene])
        #expect(Self.touchViews(lifted.standardOutput) == Self.touchViews(original.standardOutput))
        #expect(Self.touchViews(original.standardOutput).contains("1 began right"))
    }

    /// Each `touch` line's touch id, phase and view: `1 began right`.
    static func touchViews(_ trace: String) -> [String] {
        trace.split(separator: "\n").compactMap { line in
            guard line.contains(#""type":"touch""#),
                  let id = line.firstMatch(of: /"touch":(\d+)/)?.1, let phase = line.firstMatch(of: /"phase":"(\w+)"/)?.1,
                  let view = line.firstMatch(of: /"view":"(\w+)"/)?.1 else { return nil }
            return "\(id) \(phase) \(view)"
        }
    }
}
