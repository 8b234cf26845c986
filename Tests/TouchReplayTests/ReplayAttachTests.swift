import Foundation
import Testing
import TouchReplay

/// `touchreplay attach` on a touchscreen that umockdev emulates from a real recording
/// (no hardware, root or uinput): the live trace's touches match a replay of what it recorded.
@Suite(.serialized) struct ReplayAttachTests {
    /// `umockdev-run` from PATH; its absence is a failure, not a skip.
    static func umockdevRun() throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/umockdev-run"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        Issue.record("umockdev-run is not installed (apt-get install umockdev)")
        throw CancellationError()
    }

    /// What `touchreplay attach` printed and returned.
    struct Attached {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Emulates the Atmel touchscreen playing `events` (from 0.6 s), runs `attach /dev/input/event50`
    /// with `arguments` under umockdev, and interrupts it after 2.5 s as Ctrl-C would.
    static func attach(_ events: String, in folder: String, arguments: [String]) throws -> Attached {
        let emulate = try ReplayFiles.run(["emulate", ReplayFiles.shared("atmel-maxtouch.desc"), ReplayFiles.shared(events),
                                           "-o", folder, "--lead-in", "0.6", "--duration", "1"])
        #expect(emulate.status == 0, "\(emulate.standardError)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.umockdevRun())
        process.arguments = ["-d", folder + "/device.umockdev", "-i", "/dev/input/event50=\(folder)/device.ioctl",
                             "-e", "/dev/input/event50=\(folder)/device.events", "--",
                             ReplayFiles.executable, "attach", "/dev/input/event50"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2.5)
        // umockdev-run does not pass signals on: interrupt touchreplay itself, as Ctrl-C in its terminal would.
        let children = try String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children", encoding: .utf8)
        let child = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
        kill(child, SIGINT)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Attached(status: process.terminationStatus, output: output, errors: errors)
    }

    @Test func ctrlCEndsTheLiveTraceWithASummaryAndACompleteRecording() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = ReplayFiles.realScene("drag.scene.yml"), recorded = folder + "/live.evemu"
        let attached = try Self.attach("atmel-maxtouch.1-finger-drag-up-down.events", in: folder,
                                       arguments: ["--scene", scene, "--record", recorded])
        #expect(attached.status == 0, "\(attached.errors)")
        let output = attached.output
        let lines = output.split(separator: "\n")
        #expect(lines.first?.contains(#""type":"touch","touch":0,"phase":"began""#) == true)
        #expect(lines.last?.hasPrefix(#"{"type":"summary""#) == true)
        let replay = try ReplayFiles.run(["replay", recorded, "--scene", scene])
        #expect(replay.status == 0, "\(replay.standardError)")
        // Live times are the app clock's (since attaching, a frame delivered when it was read);
        // a replay's are the recording's (since its first event): the touches are the same.
        let touchLines = { (text: String) in
            text.split(separator: "\n").filter { $0.contains(#""type":"touch""#) }.map { $0.replacing(/"t":[0-9.e-]+,/, with: "") }
        }
        #expect(touchLines(replay.standardOutput) == touchLines(output))
    }

    /// Without --scene every standard recognizer hears the same finger at once (UIKit: "Allowing the
    /// simultaneous recognition of multiple gestures" via gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)).
    @Test func withoutASceneADragReachesEveryStandardRecognizerOnAScreenOfTheDevicesShape() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let attached = try Self.attach("atmel-maxtouch.1-finger-drag-up-down.events", in: folder, arguments: [])
        #expect(attached.status == 0, "\(attached.errors)")
        let lines = try TraceLine.parseLines(attached.output, file: "attach")
        let touches = lines.filter { $0.type == "touch" }
        #expect(!touches.isEmpty && touches.allSatisfy { $0["view"] == "screen" }, "the one view takes every touch")
        let gestures = lines.filter { $0.type == "gesture" }
        let states = { (id: String) in gestures.filter { $0["gesture"]?.string == id }.compactMap { $0["state"]?.string } }
        // The emulation plays the first second only: Ctrl-C comes with the finger still down and cancels the pan.
        #expect(states("pan").first == "began" && states("pan").contains("changed") && states("pan").last == "cancelled",
                 "the drag pans: \(states("pan").prefix(3))…\(states("pan").suffix(1))")
        #expect(states("tap") == ["failed"] && states("doubleTap") == ["failed"], "a drag is no tap")
        #expect(states("longPress").last == "failed", "the finger moved too far for a long press")
        #expect(!states("pinch").contains("began") && !states("rotation").contains("began"),
                "one finger neither pinches nor rotates: \(states("pinch")), \(states("rotation"))")
        #expect(touches.contains { $0["phase"] == "moved" }, "the pan did not cancel the view's touches")
        // The Atmel panel's axes are 800 × 480 units without a resolution: its aspect at 1280 points wide.
        let views = lines.last?["views"]?.object
        #expect(views?["screen"]?.object?["frame"] == [0, 0, 1280, 768])
    }
}
