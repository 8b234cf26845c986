import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// `touchreplay record` when the file cannot grow: past a file-size limit (`ulimit -f`, here
/// `prlimit --fsize`) or on a full device. One line on stderr, exit 1, never killed by `SIGXFSZ`,
/// and the file cut back to its last complete frame, so that it replays.
@Suite struct RecordOutputLimitTests {
    @Test func recordPastAFileSizeLimitSaysSoAndKeepsOnlyCompleteFrames() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn, speed: 2)
        let emulation = try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded), options: options)
        defer { emulation.removeFiles() }
        // Room for the description and two kilobytes of events: far less than the recording.
        let header = emulation.directory + "/header.evemu"
        try EvemuWriter.write(description: description, events: [], to: header)
        let limit = try #require(FileManager.default.attributesOfItem(atPath: header)[.size] as? Int) + 2_000
        let output = emulation.directory + "/limited.evemu"
        let result = try emulation.run(
            ["record", "/dev/input/event50", "-o", output, "--idle-timeout", EmulatedDeviceRun.idleTimeout],
            wrapper: ["prlimit", "--fsize=\(limit)", "--"])
        #expect(result.status == 1, "\(result)")
        #expect(result.errors == "touchreplay: \(output): cannot write: File too large; \(output) keeps every complete frame recorded before it\n")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.utf8.count <= limit)
        let lastLine = try #require(text.split(separator: "\n").last)
        #expect(text.hasSuffix("\n") && lastLine.contains("SYN_REPORT"), "ends with a complete frame: \(lastLine)")
        let written = try RecordingReader(path: output).readAll()
        let expected = emulation.device.replayedEvents.filter { $0.type != .miscellaneous }
        #expect(written.count > 10 && written.count < expected.count)
        #expect(Array(expected.prefix(written.count)) == written)
    }

    @Test func recordToAFullDeviceIsOneLine() throws {
        let (description, _) = try EmulatedDeviceRun.read("atmel-maxtouch.desc")
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let result = try emulation.run(["record", "/dev/input/event50", "-o", "/dev/full", "--duration", "0.2"])
        #expect(result.status == 1, "\(result)")
        #expect(result.errors == "touchreplay: /dev/full: cannot write: No space left on device\n")
    }
}
