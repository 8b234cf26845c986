import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// Issue 35: a device's name is whatever its firmware says (a USB gadget can say anything). On a
/// terminal, `devices` and the hot-plug notice `attached (NAME)` printed it raw: its escape
/// sequences acted on the terminal, its line breaks split the line, its bidi controls reordered
/// it. Both now escape it as error messages do (`\u{1B}`); recordings of it replay (RecordingKillTests).
@Suite struct HostileDeviceNameTests {
    /// Sets the window title and clears the screen, splits the line, starts a C1 CSI sequence, reverses the text.
    static let name = "Evil\u{1B}]0;owned\u{07}\u{1B}[2J Pad\nsecond\u{9B}31m\u{202E}gnp.exe"
    static let escaped = #"Evil\u{1B}]0;owned\u{7}\u{1B}[2J Pad\u{A}second\u{9B}31m\u{202E}gnp.exe"#

    static func screen(node: Int = 50, lead: Duration = EmulatedDeviceRun.leadIn) throws -> EmulatedDeviceRun {
        var (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.2-fingers-touch-release.events",
                                                                 description: "atmel-maxtouch.desc")
        description.name = Self.name
        return try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded),
                                     options: EmulationOptions(nodeNumber: node, fileName: "evil", leadIn: lead))
    }

    @Test func devicesEscapesTheNameOnItsOneLine() throws {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        var named = description
        named.name = Self.name
        let emulation = try EmulatedDeviceRun(description: named, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let result = try emulation.run(["devices"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.contains(Substring("Device:           " + Self.escaped)), "\(result)")
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{9B}") && !result.output.contains("\u{202E}"))
        #expect(result.lines.contains("Kernel:           /dev/input/event50"), "the name took one line: \(result)")
    }

    @Test func theHotplugNoticeEscapesTheName() throws {
        let screen = try Self.screen(lead: .milliseconds(300))
        defer { screen.removeFiles() }
        let result = try HotplugTests.run(
            steps: ["line:waiting for one", "sleep:0.3", "add:\(HotplugTests.base(of: screen))", "line:attached"],
            "touchreplay", ["attach", "--seat", "seat0", "--duration", "2", "--format", "text"], directory: screen.directory)
        #expect(result.status == 0, "\(result)")
        let errors = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(errors.contains(Substring("touchreplay: /dev/input/event50: attached (\(Self.escaped))")), "\(result)")
        #expect(!result.errors.contains("\u{1B}") && !result.errors.contains("\u{9B}"), "\(result.errors.debugDescription)")
    }
}
