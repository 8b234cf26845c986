import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// A device that goes away while it is read: the reader reports the unplug,
/// cancels the active contacts and the command ends with a clear message and
/// exit code 3; a recording made until then stays a valid file.
///
/// umockdev 0.17.16 cannot unplug a device: the end of the events file leaves
/// the node open and silent, and killing umockdev-run makes its preload library
/// abort the reader. The emulated node is a pseudo-terminal, so the test hangs
/// it up from outside with `TIOCVHANGUP` (root only, as in CI): the reader's
/// `poll()` then reports `POLLHUP` and `read()` end-of-file, which is the real
/// code path the kernel takes for a removed evdev device (`POLLHUP | POLLERR`, then
/// `ENODEV`).
@Suite(.enabled(if: getuid() == 0, "hanging up a pseudo-terminal (TIOCVHANGUP) needs CAP_SYS_ADMIN"))
struct UnplugTests {
    /// `TIOCVHANGUP` from <asm-generic/ioctls.h>.
    static let hangUpRequest: UInt = 0x5437

    func emulation() throws -> EmulatedDeviceRun {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        let options = EmulationOptions(leadIn: EmulatedDeviceRun.leadIn)
        // The first 0.74 s of the drag: the finger is still down when the part ends.
        return try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded), options: options)
    }

    /// The pseudo-terminal that `touchreplay` (the child of umockdev-run) has open, if it has one yet.
    static func terminal(of running: RunningCommand) -> String? {
        guard let child = childProcess(of: running.process.processIdentifier),
              let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child)/fd")
        else { return nil }
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child)/fd/\($0)") }
            .first { $0.hasPrefix("/dev/pts/") }
    }

    /// Waits until `record` has written at least `count` events to `output` (it writes the
    /// file as it records, flushing each frame), so that the unplug comes mid-recording
    /// however slowly a loaded machine started umockdev-run and touchreplay.
    static func waitUntilRecorded(_ count: Int, to output: String, by running: RunningCommand, timeout: Duration = .seconds(20)) throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            guard running.process.isRunning else { throw SetupFailure("touchreplay exited early: \(running.result)") }
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if text.split(separator: "\n").count(where: { $0.hasPrefix("E:") }) >= count { return }
            usleep(20_000)
        }
        throw SetupFailure("touchreplay recorded fewer than \(count) events in \(timeout)")
    }

    /// Hangs up the pseudo-terminal that `touchreplay` (the child of umockdev-run) reads.
    static func unplug(_ running: RunningCommand) throws {
        let path = try #require(terminal(of: running), "touchreplay has no pseudo-terminal open")
        let descriptor = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK)
        try #require(descriptor >= 0, "cannot open \(path): errno \(errno)")
        defer { close(descriptor) }
        try #require(ioctl(descriptor, hangUpRequest) == 0, "TIOCVHANGUP failed: errno \(errno)")
    }

    static func childProcess(of parent: Int32) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries.sorted() {
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    @Test func unplugWhileTouchingCancelsTheContactAndExitsWithThree() throws {
        let emulation = try emulation()
        defer { emulation.removeFiles() }
        let running = try emulation.start(["events", emulation.device.devicePath, "--jsonl"])
        try running.waitForOutput(lines: 5)
        try Self.unplug(running)
        running.process.waitUntilExit()
        let result = running.result
        #expect(result.status == 3, "\(result)")
        #expect(result.errors == "touchreplay: \(emulation.device.devicePath): the device was unplugged (ENODEV or POLLHUP from the node); active contacts were cancelled\n")
        let frames = try LiveFrame.parse(result.output)
        #expect(frames.last?.contacts.map(\.phase) == ["cancelled"], "\(frames.suffix(2))")
        #expect(frames.dropLast().allSatisfy { $0.contacts.allSatisfy { $0.phase != "cancelled" } })
    }

    @Test func unplugWhileRecordingLeavesAValidFile() throws {
        let emulation = try emulation()
        defer { emulation.removeFiles() }
        let output = emulation.directory + "/recorded.evemu"
        let running = try emulation.start(["record", emulation.device.devicePath, "-o", output])
        try Self.waitUntilRecorded(21, to: output, by: running)
        try Self.unplug(running)
        running.process.waitUntilExit()
        let result = running.result
        #expect(result.status == 3, "\(result)")
        #expect(result.errors.contains("unplugged"))
        #expect(result.errors.contains("\(output) holds everything recorded before it"))
        let reader = try RecordingReader(path: output)
        let events = try reader.readAll()
        #expect(reader.description.name == "Atmel maXTouch Touchscreen")
        #expect(events.count > 20)
        #expect(events.last?.isReport == true, "the file ends with a complete frame")
    }
}
