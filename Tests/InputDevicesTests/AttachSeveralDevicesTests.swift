import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// `touchreplay attach` with several devices and with a seat (`InputDevice.openAll(seat:)`, TouchReplayLive): the Atmel
/// screen's two fingers and the Saitek mouse's two clicks come out in one trace,
/// each touch with its own id; bad input is one line.
@Suite struct AttachSeveralDevicesTests {
    /// The `touch` lines' (id, phase) of a JSON Lines trace.
    static func touches(_ result: CommandResult) -> [(id: Int, phase: String)] {
        result.lines.compactMap { line in
            guard line.contains(#""type":"touch""#),
                  let id = line.firstMatch(of: /"touch":(\d+)/).flatMap({ Int($0.1) }),
                  let phase = line.firstMatch(of: /"phase":"(\w+)"/).map({ String($0.1) })
            else { return nil }
            return (id, phase)
        }
    }

    func attach(_ arguments: [String]) throws -> CommandResult {
        let devices = LiveInputDevicesTests.Devices(runs: [try LiveInputDevicesTests.touchscreen(), try LiveInputDevicesTests.mouse()])
        defer { devices.removeFiles() }
        return LiveInputDevicesTests.finish(try devices.start("touchreplay", ["attach"] + arguments))
    }

    func expectBothDevices(_ result: CommandResult) {
        #expect(result.status == 0, "\(result)")
        let began = Self.touches(result).filter { $0.phase == "began" }.map(\.id)
        #expect(began.count == 4, "two fingers, a left click and a right click (a touch of its own): \(result)")
        #expect(Set(began).count == began.count, "distinct touch ids: \(began)")
        #expect(result.lines.last?.contains(#""type":"summary""#) == true, "\(result)")
    }

    @Test func attachWithTwoDevicesTracesTouchesFromBoth() throws {
        expectBothDevices(try attach(["/dev/input/event50", "/dev/input/event51", "--duration", "4", "--format", "jsonl"]))
    }

    @Test func attachWithASeatTakesEveryTouchscreenAndMouseOfIt() throws {
        expectBothDevices(try attach(["--seat", "seat0", "--duration", "4", "--format", "jsonl"]))
    }

    @Test func aSeatWithoutDevicesWaitsAndSaysSoInOneLine() throws {
        // Hot-plug: a device may appear on seat9 later (HotplugTests plugs one in); until --duration ends none did.
        let result = try attach(["--seat", "seat9", "--duration", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.errors == "touchreplay: no touchscreen, mouse or pen on seat9 yet; waiting for one\n", "\(result)")
    }

    @Test func aDeviceNamedTwiceIsOneLine() throws {
        let result = try attach(["/dev/input/event50", "/dev/input/event50", "--duration", "1"])
        #expect(result.status != 0)
        #expect(result.errors == "touchreplay: /dev/input/event50: named twice; attach each device once\n", "\(result)")
    }

    @Test func aPathThatIsNotAnInputDeviceIsOneLineNamingIt() throws {
        let result = try attach(["/dev/input/event50", "/etc/hostname", "--duration", "1"])
        #expect(result.status != 0)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("touchreplay: /etc/hostname"), "\(result)")
    }

    /// The `touch` lines of a JSON Lines trace without their times: id, phase, position and view.
    static func touchLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(#""type":"touch""#) }.map { line in
            line.replacing(/"t":[0-9.e-]+,/, with: "")
        }
    }

    /// `touchreplay ARGUMENTS` run directly (no emulated device), to completion.
    static func runDirectly(_ arguments: [String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, output: output, errors: errors)
    }

    @Test func recordingASeatWritesEachOfItsDevicesIntoOneFile() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let file = folder + "/seat.yml"
        let live = try attach(["--seat", "seat0", "--duration", "4", "--format", "jsonl", "--record", file])
        expectBothDevices(live)
        for device in 0..<2 {
            let reader = try RecordingReader(path: file, device: device)
            #expect(reader.deviceCount == 2)
            #expect(["/dev/input/event50", "/dev/input/event51"].contains(reader.devicePath ?? ""), "\(String(describing: reader.devicePath))")
            #expect(try reader.readAll().contains { $0.type == .key && $0.value == 1 }, "a touch or a button press of device \(device + 1)")
        }
    }

    @Test func recordingTwoDevicesWritesOneLibinputRecordFileThatReplaysToTheSameTouches() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let scene = folder + "/scene.yml"
        try """
            screen: {size: [800, 480]}
            root: {id: root, subviews: [{id: canvas, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let file = folder + "/two.yml"
        let live = try attach(["/dev/input/event50", "/dev/input/event51", "--duration", "4", "--format", "jsonl",
                               "--scene", scene, "--record", file])
        expectBothDevices(live)
        #expect(!FileManager.default.fileExists(atPath: file + ".device-2"), "the side file is merged and removed")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\nndevices: 2\n") && text.contains("\n- node: /dev/input/event50\n") && text.contains("\n- node: /dev/input/event51\n"))

        let replayed = try Self.runDirectly(["replay", file, "--scene", scene, "--format", "jsonl"])
        #expect(replayed.status == 0, "\(replayed)")
        let liveTouches = Self.touchLines(live.output)
        #expect(!liveTouches.isEmpty)
        // Each touch's lines are the same; across devices, live goes by when frames were read and a replay by
        // their recorded times, so frames of two devices close in time may swap (docs/devices.md).
        let byTouch = { (lines: [Substring]) in Dictionary(grouping: lines) { $0.firstMatch(of: /"touch":(\d+)/).map { String($0.1) } ?? "" } }
        let replayedTouches = Self.touchLines(replayed.output)
        #expect(byTouch(replayedTouches) == byTouch(liveTouches), "the replayed file gives the touches seen live")
        #expect(replayedTouches.count == liveTouches.count)

        // libinput replay's own loading: PyYAML, then ndevices against the devices listed (tools/libinput-replay.py).
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", """
            sys, yaml = __import__("sys"), __import__("yaml")
            r = yaml.safe_load(open(sys.argv[1]))
            assert r["version"] == 1 and r["ndevices"] == len(r["devices"]) == 2, r["ndevices"]
            for d in r["devices"]:
                assert d["evdev"]["name"] and d["events"], d["node"]
                props = dict(p.split("=", 1) for p in d["udev"]["properties"])
                assert props.get("ID_INPUT") == "1", props
            print("ok", [d["node"] for d in r["devices"]])
            """, file]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(python.terminationStatus == 0 && said == "ok ['/dev/input/event50', '/dev/input/event51']\n", "PyYAML: \(said)")
    }
}
