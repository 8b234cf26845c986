import DeviceEmulation
import Foundation
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

    @Test func aSeatWithoutDevicesIsOneLine() throws {
        let result = try attach(["--seat", "seat9", "--duration", "1"])
        #expect(result.status != 0)
        #expect(result.errors == "touchreplay: no touchscreen, mouse or pen on seat9 in /dev/input\n", "\(result)")
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

    @Test func recordingSeveralDevicesIsRefusedInOneLine() throws {
        let result = try attach(["/dev/input/event50", "/dev/input/event51", "--record", "/tmp/never.evemu"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--record records one device"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.evemu"))
    }
}
