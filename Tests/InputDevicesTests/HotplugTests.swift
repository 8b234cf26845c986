import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// Hot-plug: devices plugged in and out of a umockdev test bed while a session
/// runs. `HotplugProbe` holds the test bed in-process (libumockdev, which can
/// add and remove devices at any time, unlike `umockdev-run`) and runs the
/// session in it: `LiveInputProbe --watch` (an app's loop on
/// `LiveInput.watchDevices`) or `touchreplay attach --seat`. The bed starts with
/// an empty `/dev/input`; the session watches it with inotify.
/// (`DeviceWatcherTests` checks directories that appear and go away, on plain directories.)
@Suite struct HotplugTests {
    /// An emulated device's files, without the umockdev-run: `BASE.umockdev`, `BASE.ioctl`, `BASE.events`.
    static func base(of run: EmulatedDeviceRun) -> String { String(run.device.udevRecordPath.dropLast(".umockdev".count)) }

    /// The drag of the Atmel screen, cut while its finger is still down.
    static func draggingScreen(node: Int) throws -> EmulatedDeviceRun {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.1-finger-drag-up-down.events")
        return try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded),
                                     options: EmulationOptions(nodeNumber: node, fileName: "drag\(node)", leadIn: .milliseconds(300)))
    }

    /// Gives the emulated device the stable link `/dev/input/by-id/NAME`, as udev's 60-persistent-input rules do.
    static func link(_ run: EmulatedDeviceRun, as name: String) throws {
        let record = try String(contentsOfFile: run.device.udevRecordPath, encoding: .utf8)
        let node = "N: input/event\(run.device.devicePath.dropFirst("/dev/input/event".count))\n"
        try record.replacingOccurrences(of: node, with: node + "S: input/by-id/\(name)\n")
            .write(toFile: run.device.udevRecordPath, atomically: true, encoding: .utf8)
    }

    /// `umockdev-wrapper HotplugProbe STEPS -- EXECUTABLE ARGUMENTS`, run to its end, output in `directory`.
    static func run(steps: [String], _ executable: String, _ arguments: [String], directory: String) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try wrapperPath())
        process.arguments = [try EmulatedDeviceRun.executablePath("HotplugProbe")] + steps + ["--", try EmulatedDeviceRun.executablePath(executable)]
            + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = directory + "/hotplug-stdout.txt", errors = directory + "/hotplug-stderr.txt"
        guard FileManager.default.createFile(atPath: output, contents: nil), FileManager.default.createFile(atPath: errors, contents: nil)
        else { throw SetupFailure("cannot create output files in \(directory)") }
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return LiveInputDevicesTests.finish(RunningCommand(process: process, outputPath: output, errorPath: errors))
    }

    /// `umockdev-wrapper` from PATH (it preloads umockdev's library for the probe's in-process test bed).
    static func wrapperPath() throws -> String {
        let run = try EmulatedDeviceRun.umockdevRunPath()
        let path = String(run.dropLast("umockdev-run".count)) + "umockdev-wrapper"
        guard FileManager.default.isExecutableFile(atPath: path) else { throw SetupFailure("umockdev-wrapper is not next to \(run)") }
        return path
    }

    @Test func aScreenUnpluggedMidTouchHasItsContactCancelledAndADeviceThatAppearsLaterDeliversNewTouches() throws {
        let first = try Self.draggingScreen(node: 50)
        let second = try LiveInputDevicesTests.touchscreen(node: 52, lead: .milliseconds(300))
        defer { first.removeFiles(); second.removeFiles() }
        // The seat is empty when the session starts: the first screen appears after it, is unplugged
        // while its finger is down, and another screen is plugged in.
        let result = try Self.run(
            steps: ["sleep:0.5", "add:\(Self.base(of: first))", "line:began", "sleep:0.3", "remove:\(Self.base(of: first))", "line:removed",
                    "add:\(Self.base(of: second))", "line:ended"],
            "LiveInputProbe", ["4", "--watch", "seat:seat0"], directory: first.directory)
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let lines = result.lines
        let joined = try #require(lines.firstIndex(of: "added /dev/input/event50"), "the screen that appeared joined: \(result)")
        let removed = try #require(lines.firstIndex(of: "removed /dev/input/event50"), "\(result)")
        let rejoined = try #require(lines.firstIndex(of: "added /dev/input/event52"), "\(result)")
        #expect(joined < removed && removed < rejoined)
        let before = lines[joined..<removed].compactMap(LiveInputDevicesTests.Delivery.init)
        let after = lines[rejoined...].compactMap(LiveInputDevicesTests.Delivery.init)
        #expect(before.first?.phase == "began" && before.last?.phase == "cancelled", "the finger down at the unplug is cancelled: \(result)")
        let ids = before.map(\.id)
        let laterBegan = after.filter { $0.phase == "began" }
        #expect(laterBegan.count == 2, "the later screen's two fingers are delivered: \(result)")
        #expect(Set(after.filter { $0.phase == "ended" }.map(\.id)) == Set(laterBegan.map(\.id)), "\(result)")
        #expect(laterBegan.allSatisfy { !ids.contains($0.id) } && Set(laterBegan.map(\.id)).count == 2,
                "touch ids are never reused across devices: \(ids) then \(laterBegan)")
    }

    @Test func aDeviceThatVanishesBeforeItCanBeOpenedIsOneLineAndTheSessionGoesOn() throws {
        let gone = try LiveInputDevicesTests.touchscreen(node: 53, lead: .milliseconds(300))
        let screen = try LiveInputDevicesTests.touchscreen(node: 52, lead: .milliseconds(300))
        defer { gone.removeFiles(); screen.removeFiles() }
        let result = try Self.run(
            steps: ["sleep:0.3", "vanish:\(Self.base(of: gone))", "sleep:0.3", "add:\(Self.base(of: screen))", "line:ended"],
            "LiveInputProbe", ["3", "--watch", "seat:seat0"], directory: gone.directory)
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let failures = result.lines.filter { $0.hasPrefix("failed ") }
        #expect(failures == ["failed /dev/input/event53: went away while it was being opened (ENOENT); the session goes on without it"],
                "\(result)")
        #expect(result.lines.contains("added /dev/input/event52"), "\(result)")
        #expect(result.lines.compactMap(LiveInputDevicesTests.Delivery.init).filter { $0.phase == "ended" }.count == 2, "\(result)")
    }

    @Test func attachingToAnEmptySeatWaitsSaysSoOnceAndTakesTheDeviceThatAppears() throws {
        let screen = try LiveInputDevicesTests.touchscreen(node: 50, lead: .milliseconds(300))
        let gone = try LiveInputDevicesTests.touchscreen(node: 53, lead: .milliseconds(300))
        defer { screen.removeFiles(); gone.removeFiles() }
        let result = try Self.run(
            steps: ["line:waiting for one", "sleep:0.5", "vanish:\(Self.base(of: gone))", "line:went away", "add:\(Self.base(of: screen))",
                    "line:attached"],
            "touchreplay", ["attach", "--seat", "seat0", "--duration", "3", "--format", "text"], directory: screen.directory)
        #expect(result.status == 0, "\(result)")
        let errors = result.errors.split(separator: "\n")
        #expect(errors.filter { $0.contains("waiting") } == ["touchreplay: no touchscreen, mouse or pen on seat0 yet; waiting for one"],
                "said once, in one line: \(result)")
        #expect(errors.contains("touchreplay: /dev/input/event50: attached (Atmel maXTouch Touchscreen)"), "\(result)")
        #expect(errors.filter { $0.contains("event53") }
                    == ["touchreplay: /dev/input/event53: went away while it was being opened (ENOENT); the session goes on without it"],
                "a device that vanished is one line and the session goes on: \(result)")
        #expect(result.lines.filter { $0.contains("began") }.count >= 2, "the screen's two fingers reach the scene: \(result)")
    }

    @Test func aDeviceWatchedByItsByIdPathIsCancelledWhenUnpluggedAndRejoinsWhenPluggedBack() throws {
        // The same screen plugged back gets another event node, and the same by-id link.
        let first = try Self.draggingScreen(node: 50)
        let second = try LiveInputDevicesTests.touchscreen(node: 52, lead: .milliseconds(300))
        defer { first.removeFiles(); second.removeFiles() }
        let link = "/dev/input/by-id/usb-Atmel_maXTouch-event-touch"
        try Self.link(first, as: "usb-Atmel_maXTouch-event-touch")
        try Self.link(second, as: "usb-Atmel_maXTouch-event-touch")
        let result = try Self.run(
            steps: ["sleep:0.3", "add:\(Self.base(of: first))", "line:began", "sleep:0.3", "remove:\(Self.base(of: first))", "line:removed",
                    "add:\(Self.base(of: second))", "line:ended"],
            "LiveInputProbe", ["4", "--watch", "path:\(link)"], directory: first.directory)
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let lines = result.lines
        #expect(lines.filter { $0.hasPrefix("added ") || $0.hasPrefix("removed ") } == ["added \(link)", "removed \(link)", "added \(link)"],
                "\(result)")
        let removed = try #require(lines.firstIndex(of: "removed \(link)"))
        let before = lines[..<removed].compactMap(LiveInputDevicesTests.Delivery.init)
        let after = lines[removed...].compactMap(LiveInputDevicesTests.Delivery.init)
        #expect(before.last?.phase == "cancelled", "\(result)")
        #expect(after.filter { $0.phase == "began" }.count == 2 && after.allSatisfy { $0.id > before.last!.id }, "\(result)")
    }

    @Test func aStablePathThatIsNotAnInputDeviceIsStillOneLine() throws {
        // /dev/null's name is not eventN, so attach would follow it as a stable path: it is refused first.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        process.arguments = ["attach", "/dev/null", "--duration", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(message == "touchreplay: /dev/null: not an evdev input device (ENOTTY from the first evdev ioctl); input devices are /dev/input/event*\n")
    }

    /// `touchreplay COMMAND LINK OPTIONS` while the Atmel screen, linked as `LINK` in
    /// `/dev/input/by-id`, drags, is unplugged mid-touch, and another screen comes under the same
    /// link: the command's result, and the link.
    static func screenOutAndBackIn(under command: [String], _ options: [String]) throws -> (CommandResult, String) {
        let first = try draggingScreen(node: 50)
        let second = try LiveInputDevicesTests.touchscreen(node: 52, lead: .milliseconds(300))
        defer { first.removeFiles(); second.removeFiles() }
        let name = "usb-Atmel_maXTouch-event-touch", link = "/dev/input/by-id/usb-Atmel_maXTouch-event-touch"
        try Self.link(first, as: name)
        try Self.link(second, as: name)
        let result = try run(
            steps: ["add:\(base(of: first))", "start", "line:began", "sleep:0.3", "remove:\(base(of: first))", "line:unplugged",
                    "add:\(base(of: second))", "line:attached"],
            "touchreplay", command + [link] + options, directory: first.directory)
        return (result, link)
    }

    @Test func attachToAByIdPathFollowsTheScreenOutAndBackIn() throws {
        let (result, link) = try Self.screenOutAndBackIn(under: ["attach"], ["--duration", "3", "--format", "jsonl"])
        #expect(result.status == 0, "\(result)")
        let errors = result.errors.split(separator: "\n")
        #expect(errors == [
            "touchreplay: \(link): unplugged; its touches were cancelled; it rejoins when it comes back",
            "touchreplay: \(link): gone; waiting for it to come back",
            "touchreplay: \(link): attached (Atmel maXTouch Touchscreen)",
        ], "\(result)")
        let touches = AttachSeveralDevicesTests.touches(result)
        let cancelled = try #require(touches.firstIndex { $0.phase == "cancelled" }, "the finger down at the unplug: \(result)")
        let later = touches[(cancelled + 1)...].filter { $0.phase == "began" }.map(\.id)
        #expect(later.count == 2 && later.allSatisfy { $0 > touches[cancelled].id }, "the screen plugged back delivers new touches: \(result)")
    }

    /// `events` reads through the same LiveInput and device watch as `attach`: named by its
    /// by-id link, the screen is followed out (its finger cancelled) and back in, with attach's lines.
    @Test func eventsOnAByIdPathFollowsTheScreenOutAndBackInWithAttachsLines() throws {
        let (result, link) = try Self.screenOutAndBackIn(under: ["events"], ["--duration", "3", "--jsonl"])
        #expect(result.status == 0, "\(result)")
        #expect(result.errors.split(separator: "\n") == [
            "touchreplay: \(link): unplugged; its touches were cancelled; it rejoins when it comes back",
            "touchreplay: \(link): gone; waiting for it to come back",
            "touchreplay: \(link): attached (Atmel maXTouch Touchscreen)",
        ], "\(result)")
        let frames = try LiveFrame.parse(result.output)
        let cancelled = try #require(frames.firstIndex { $0.contacts.map(\.phase) == ["cancelled"] }, "the finger down at the unplug: \(result)")
        let later = frames[(cancelled + 1)...].flatMap(\.contacts).filter { $0.phase == "began" }
        #expect(later.map(\.id) == [0, 1], "the screen plugged back sends its two fingers, its decoder's ids from 0: \(result)")
    }
}
