import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// `touchreplay attach --flight-recorder FILE` on emulated devices (issue 37, item 5):
/// the dump written on exit replays to the touches the live session traced; a
/// SIGUSR1 writes one meanwhile, a later one takes the next free name; the file
/// appears whole or not at all; bad input is one line.
@Suite struct FlightRecorderCommandTests {
    /// The touchscreen (two fingers) and the mouse (two clicks) on event50 and event51.
    static func devices() throws -> LiveInputDevicesTests.Devices {
        LiveInputDevicesTests.Devices(runs: [try LiveInputDevicesTests.touchscreen(), try LiveInputDevicesTests.mouse()])
    }

    /// A scene where every touch is traced, and its path.
    static func scene(in folder: String) throws -> String {
        let path = folder + "/scene.yml"
        try """
            screen: {size: [800, 480]}
            root: {id: root, subviews: [{id: canvas, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The `touch` lines of a trace without their times, by touch id.
    static func touchesByID(_ output: String) -> [String: [Substring]] {
        Dictionary(grouping: AttachSeveralDevicesTests.touchLines(output)) { $0.firstMatch(of: /"touch":(\d+)/).map { String($0.1) } ?? "" }
    }

    /// Each touch's `touch` lines without their times and ids, the touches in the order of their text.
    static func touchesWithoutIDs(_ output: String) -> [[String]] {
        let touches: [[String]] = touchesByID(output).values.map { lines in
            lines.map { line -> String in String(line.replacing(/"touch":\d+,/, with: "")) }
        }
        return touches.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func theDumpWrittenOnExitReplaysToTheTouchesOfTheLiveSession() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let scene = try Self.scene(in: folder)
        let devices = try Self.devices()
        defer { devices.removeFiles() }
        let file = folder + "/flight.yml"
        let live = LiveInputDevicesTests.finish(try devices.start("touchreplay", [
            "attach", "/dev/input/event50", "/dev/input/event51", "--duration", "4", "--format", "jsonl", "--scene", scene,
            "--flight-recorder", file,
        ]))
        #expect(live.status == 0, "\(live)")
        #expect(live.errors.contains("touchreplay: flight recorder: wrote \(file): the last 60 s of 2 devices, "), "\(live)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\nndevices: 2\n") && text.contains("\n- node: /dev/input/event50\n") && text.contains("\n- node: /dev/input/event51\n"))

        let replayed = try AttachSeveralDevicesTests.runDirectly(["replay", file, "--scene", scene, "--format", "jsonl"])
        #expect(replayed.status == 0, "\(replayed)")
        let liveTouches = Self.touchesByID(live.output)
        #expect(liveTouches.count == 4, "two fingers and two clicks: \(liveTouches.keys.sorted())")
        // Each touch's lines, its id aside: ids follow the order touches began as the session
        // read them, and the replay reads two devices in the order of the kernel's timestamps
        // (docs/devices.md: a finger and a click beginning within a read of each other may swap ids).
        #expect(Self.touchesWithoutIDs(replayed.output) == Self.touchesWithoutIDs(live.output), "the dump replays to the touches seen live")
    }

    @Test func sigusr1WritesADumpMeanwhileAndEachLaterOneTakesTheNextFreeName() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let devices = try Self.devices()
        defer { devices.removeFiles() }
        let file = folder + "/dumps/flight.yml"
        try FileManager.default.createDirectory(atPath: folder + "/dumps", withIntermediateDirectories: false)
        let running = try devices.start("touchreplay", [
            "attach", "/dev/input/event50", "/dev/input/event51", "--duration", "4", "--format", "jsonl", "--flight-recorder", file,
        ])
        // The first touch traced: the session runs, SIGUSR1 is watched.
        try Self.waitForTouch(running)
        let child = try #require(UnplugTests.childProcess(of: running.process.processIdentifier), "touchreplay under umockdev-run")
        // Two requests at once: the second waits for the first's file to be written.
        #expect(kill(child, SIGUSR1) == 0 && kill(child, SIGUSR1) == 0)
        usleep(300_000)
        #expect(kill(child, SIGUSR1) == 0)
        let result = LiveInputDevicesTests.finish(running)
        #expect(result.status == 0, "\(result)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/dumps").sorted()
        // Signals sent together may merge into one (the kernel keeps one pending SIGUSR1): 2 or 3 during the session, 1 on exit.
        #expect(names.count >= 3 && names.count <= 4, "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("flight") && $0.hasSuffix(".yml") }, "no temporary file is left: \(names)")
        let wrote = result.errors.split(separator: "\n").filter { $0.contains("flight recorder: wrote") }
        #expect(wrote.count == names.count, "\(result.errors)")
        #expect(wrote.dropFirst().allSatisfy { $0.contains("(\(file) exists)") }, "\(wrote)")
        var lengths: [Int] = []
        for name in names.sorted(by: { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }) {
            let reader = try RecordingReader(path: folder + "/dumps/" + name, device: 0)
            #expect(reader.deviceCount == 2)
            lengths.append(try reader.readAll().count)
        }
        #expect(lengths == lengths.sorted(), "each dump holds at least what the one before held: \(lengths)")
    }

    /// Waits until `running` traced a touch (or fails after 20 s).
    static func waitForTouch(_ running: RunningCommand) throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if ((try? String(contentsOfFile: running.outputPath, encoding: .utf8)) ?? "").contains(#""type":"touch""#) { return }
            guard running.process.isRunning else { throw SetupFailure("touchreplay exited early: \(running.result)") }
            usleep(20_000)
        }
        throw SetupFailure("touchreplay traced no touch in 20 s: \(running.result)")
    }

    @Test(arguments: ["0", "3601", "-5", "nan"])
    func aFlightRecorderLengthOf0OrBeyondAnHourIsOneLineNamingIt(seconds: String) throws {
        let result = try AttachSeveralDevicesTests.runDirectly([
            "attach", "/dev/input/event50", "--flight-recorder", "/tmp/never.yml", "--flight-recorder-seconds", seconds,
        ])
        #expect(result.status == 64, "\(result)")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("touchreplay: --flight-recorder-seconds: the flight recorder's length must be"),
                "\(result)")
        #expect(lines.first?.contains(" s (an hour), not \(Double(seconds)!) s") == true, "\(result)")
    }

    @Test func aLengthWithoutAFileIsOneLine() throws {
        let result = try AttachSeveralDevicesTests.runDirectly(["attach", "/dev/input/event50", "--flight-recorder-seconds", "10"])
        #expect(result.status == 64)
        #expect(result.errors == "touchreplay: --flight-recorder-seconds needs --flight-recorder FILE\n", "\(result)")
    }
}

/// A dump on a full disk (a tmpfs in a mount namespace of the test's own, as
/// `CheckFullDiskCommandTests` does): one line naming the file, nothing left
/// behind, and the recorder keeps its events, so the dump on exit, once there is
/// room again, holds the whole session.
@Suite(.enabled(if: getuid() == 0, "mounting a tmpfs in a mount namespace needs root"))
struct FlightRecorderFullDiskTests {
    @Test func aDumpOnAFullDiskIsOneLineAndTheRecorderKeepsItsEvents() throws {
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        let disk = folder + "/disk", logs = folder + "/logs"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: false)
        let devices = try FlightRecorderCommandTests.devices()
        defer { devices.removeFiles() }
        var command = [try EmulatedDeviceRun.umockdevRunPath()]
        for run in devices.runs { command += ["-d", run.device.udevRecordPath] }
        for run in devices.runs { command += ["-i", "\(run.device.devicePath)=\(run.device.ioctlPath)"] }
        for run in devices.runs { if let events = run.device.eventsPath { command += ["-e", "\(run.device.devicePath)=\(events)"] } }
        let scene = try FlightRecorderCommandTests.scene(in: folder)
        command += ["--", try EmulatedDeviceRun.executablePath(), "attach", "/dev/input/event50", "/dev/input/event51",
                    "--duration", "5", "--format", "jsonl", "--scene", scene, "--flight-recorder", disk + "/flight.yml"]
        // Full, then a SIGUSR1 (its dump fails), then room again, then the end (its dump is written).
        let script = """
            disk=$1; logs=$2; shift 2
            mount -t tmpfs -o size=64k tmpfs "$disk" || exit 10
            dd if=/dev/zero of="$disk/filler" bs=4k 2>/dev/null
            "$@" > "$logs/out" 2> "$logs/err" &
            runner=$!
            for i in $(seq 400); do grep -q '"type":"touch"' "$logs/out" && break; sleep 0.05; done
            child=$(pgrep -P "$runner" | head -n 1)
            kill -USR1 "$child"
            for i in $(seq 400); do grep -q "cannot write" "$logs/err" && break; sleep 0.05; done
            ls -A "$disk" > "$logs/files-after-failure"
            rm "$disk/filler"
            wait "$runner"
            echo "status $?" > "$logs/status"
            ls -A "$disk" > "$logs/files"
            cp "$disk/flight.yml" "$logs/flight.yml" 2>/dev/null
            exit 0
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "--propagation", "private", "sh", "-c", script, "sh", disk, logs] + command
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let read = { (name: String) in (try? String(contentsOfFile: logs + "/" + name, encoding: .utf8)) ?? "" }
        try #require(process.terminationStatus == 0, "the namespace's script: status \(process.terminationStatus), \(read("err"))")
        let failure = read("err").split(separator: "\n").filter { $0.contains("flight recorder:") && !$0.contains("wrote") }
        #expect(failure == ["touchreplay: flight recorder: \(disk)/flight.yml: cannot write: No space left on device; "
                                + "the flight recorder keeps its events for the next dump"], "\(read("err"))")
        #expect(read("files-after-failure") == "filler\n", "no file, whole or part, is left by the failed dump")
        #expect(read("status") == "status 0\n", "\(read("err"))")
        #expect(read("files") == "flight.yml\n")
        // The dump on exit holds every touch of the session, those before the failed dump included.
        let replayed = try AttachSeveralDevicesTests.runDirectly(["replay", logs + "/flight.yml", "--scene", scene, "--format", "jsonl"])
        #expect(AttachSeveralDevicesTests.touches(replayed).filter { $0.phase == "began" }.count == 4, "\(replayed)")
    }
}
