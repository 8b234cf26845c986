import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// `for try await frame in reader.frames` (``LiveFrames``) on an emulated
/// touchscreen, through the `LiveFramesProbe` executable that umockdev-run
/// starts: the frames are those the decoder makes of the recording, and
/// cancelling the iterating task or unplugging the device ends the sequence
/// after one frame that cancels the finger still down.
@Suite struct LiveFramesSequenceTests {
    static let recording = "atmel-maxtouch.1-finger-drag-up-down.events"
    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    /// One frame line of the probe, `TIME_US id:phase …`, as time and contact phases.
    /// The emulated device replays the recording after a lead-in, so times compare from the first frame.
    struct ProbeFrame: Equatable, CustomStringConvertible {
        var time: Int64
        var phases: [String]

        init(time: Int64, phases: [String]) {
            self.time = time
            self.phases = phases
        }

        init(_ frame: LiveFrame) {
            self.init(time: frame.time_us, phases: frame.contacts.map { "\($0.id):\($0.phase)" })
        }

        init?(line: Substring) {
            let fields = line.split(separator: " ")
            guard let first = fields.first, let time = Int64(first) else { return nil }
            self.init(time: time, phases: fields.dropFirst().map(String.init))
        }

        var description: String { "\(time) \(phases.joined(separator: " "))" }

        /// The frames with times counted from the first one's.
        static func fromFirst(_ frames: some Collection<ProbeFrame>) -> [ProbeFrame] {
            let start = frames.first?.time ?? 0
            return frames.map { ProbeFrame(time: $0.time - start, phases: $0.phases) }
        }
    }

    /// The emulated drag and the frames a decoder makes of its events.
    func drag() throws -> (EmulatedDeviceRun, [ProbeFrame]) {
        let (description, recorded) = try EmulatedDeviceRun.read(Self.recording)
        let part = EmulatedDeviceRun.fitting(recorded)
        let emulation = try EmulatedDeviceRun(
            description: description, events: part, options: EmulationOptions(leadIn: EmulatedDeviceRun.leadIn))
        let expected = try LiveFrame.decode(part, device: description, mapping: Self.mapping).map(ProbeFrame.init)
        return (emulation, expected)
    }

    /// Waits for the probe to exit, failing (and stopping it) if the sequence did not end in `timeout`.
    func finish(_ running: RunningCommand, timeout: Duration = .seconds(20)) throws -> (CommandResult, [ProbeFrame]) {
        let deadline = ContinuousClock.now + timeout
        while running.process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if running.process.isRunning {
            running.process.terminate()
            Issue.record("the frame sequence did not end within \(timeout): \(running.result)")
        }
        running.process.waitUntilExit()
        let result = running.result
        return (result, result.lines.dropLast().compactMap(ProbeFrame.init(line:)))
    }

    @Test func cancellingTheIteratingTaskEndsTheSequenceAfterAFrameThatCancelsTheFinger() throws {
        let (emulation, expected) = try drag()
        defer { emulation.removeFiles() }
        let running = try emulation.start([emulation.device.devicePath, "5"], executable: "LiveFramesProbe")
        let (result, frames) = try finish(running)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.last == "end", "\(result)")
        let read = frames.dropLast()
        try #require(read.count >= 5 && read.count < expected.count, "\(result)")
        #expect(ProbeFrame.fromFirst(read) == ProbeFrame.fromFirst(expected.prefix(read.count)), "the frames read are the recording's, in order")
        #expect(frames.last?.phases == ["0:cancelled"], "the finger still down is cancelled: \(result)")
    }

    @Test func cancellingWhileTheDeviceIsSilentEndsTheSequenceWithoutAFrame() throws {
        let (description, _) = try EmulatedDeviceRun.read(Self.recording)
        let emulation = try EmulatedDeviceRun(description: description, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let running = try emulation.start([emulation.device.devicePath, "0"], executable: "LiveFramesProbe")
        let (result, _) = try finish(running)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["end"], "\(result)")
    }

    /// The unplug is a hang-up of the emulated node, as in ``UnplugTests``.
    @Test(.enabled(if: getuid() == 0, "hanging up a pseudo-terminal (TIOCVHANGUP) needs CAP_SYS_ADMIN"))
    func unplugEndsTheSequenceAfterAFrameThatCancelsTheFinger() throws {
        let (emulation, expected) = try drag()
        defer { emulation.removeFiles() }
        let running = try emulation.start([emulation.device.devicePath, "\(Int32.max)"], executable: "LiveFramesProbe")
        try running.waitForOutput(lines: 5)
        try UnplugTests.unplug(running)
        let (result, frames) = try finish(running)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.last == "end", "\(result)")
        let read = frames.dropLast()
        try #require(read.count >= 5 && read.count < expected.count, "\(result)")
        #expect(ProbeFrame.fromFirst(read) == ProbeFrame.fromFirst(expected.prefix(read.count)))
        #expect(frames.last?.phases == ["0:cancelled"], "\(result)")
    }
}
