import CUmockdev
import Foundation
import Glibc

// A test executable that plugs emulated devices in and out while another
// program runs, as umockdev-run would if it could: it holds a umockdev test bed
// in-process (libumockdev, under `umockdev-wrapper` so that the preload library
// is loaded), starts COMMAND in that test bed, and changes the bed step by step.
//
//   umockdev-wrapper HotplugProbe STEP... -- COMMAND ARGUMENTS...
//
// Steps, in order:
//   add:BASE      add the device of BASE.umockdev (its event node from the `N:` line),
//                 answer its ioctls from BASE.ioctl and replay BASE.events if present,
//                 then change the times of its node and links (`IN_ATTRIB`), as udev
//                 changes a new node's owner and mode once it has set it up
//   remove:BASE   remove that device (its sysfs entry and its node) and, as udev
//                 would, its links (`S:` lines, such as input/by-id/…)
//   vanish:BASE   add its node and remove it again while COMMAND is stopped (SIGSTOP),
//                 so that COMMAND is told of the node only once it is gone
//   line:TEXT     wait until COMMAND wrote a line (stdout or stderr) containing TEXT
//   sleep:S       wait S seconds
//   drag:BASE     write a one-finger drag into BASE's node in real time, each frame stamped
//                 with CLOCK_MONOTONIC as it is written; the finger stays down (RealTimeDrag;
//                 add BASE without events); drag:BASE@X starts it at x = X device units
//   lift:BASE     lift that finger (one frame stamped now)
//   play:BASE     replay BASE.play.events into BASE's node from now on (umockdev's replay:
//                 the events keep the script's stamps), for a device added without events
//   wait:PATH     wait until the file PATH exists (the test's signal)
//   start         start COMMAND here (by default it starts before the first step)
// A link (`S:` line) gets the node's ioctl answers too, the first time it is
// added: umockdev 0.17 finds them by the path that was opened.
// COMMAND's standard output and error are copied to the probe's. After the
// steps, the probe waits for COMMAND and exits with its status; a step that
// fails or a line that does not come within 20 s prints `probe: …` on standard
// error, stops COMMAND and exits 1. The bed starts with an empty /dev/input and /dev/input/by-id.

/// Writes `text` to standard error.
func note(_ text: String) {
    var bytes = Array("probe: \(text)\n".utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// Ends the probe with a one-line reason.
func fail(_ text: String, child: Process?) -> Never {
    note(text)
    if let child, child.isRunning { child.terminate() }
    exit(1)
}

/// Takes a GError's message and frees it.
func message(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
}

/// The output COMMAND wrote so far, line by line, and the pipes it comes through.
struct ChildOutput {
    let pipes: [(read: Int32, copyTo: Int32)]
    var lines: [String] = []
    var partial: [[UInt8]]

    init(pipes: [(read: Int32, copyTo: Int32)]) {
        self.pipes = pipes
        partial = pipes.map { _ in [] }
    }

    /// Reads what is available within `milliseconds`, copying it on; false once every pipe is closed.
    mutating func pump(milliseconds: Int32) -> Bool {
        var descriptors = pipes.map { pollfd(fd: $0.read, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return true }
        var open = false
        var chunk = [UInt8](repeating: 0, count: 4096)
        for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            open = true
            _ = chunk.withUnsafeBytes { write(pipes[index].copyTo, $0.baseAddress, count) }
            partial[index] += chunk[..<count]
            while let newline = partial[index].firstIndex(of: 0x0A) {
                lines.append(String(decoding: partial[index][..<newline], as: UTF8.self))
                partial[index].removeSubrange(...newline)
            }
        }
        return open || descriptors.contains { $0.revents == 0 }
    }
}

let arguments = CommandLine.arguments
guard let separator = arguments.firstIndex(of: "--"), separator + 1 < arguments.count else {
    note("usage: umockdev-wrapper HotplugProbe STEP... -- COMMAND ARGUMENTS...")
    exit(2)
}
let bed = umockdev_testbed_new()
guard let root = umockdev_testbed_get_root_dir(bed) else { fail("no test bed root", child: nil) }
let rootPath = String(cString: root)
g_free(root)
// /dev/input and /dev/input/by-id exist from the start and stay (umockdev removes a node's directory once it
// is empty): the preload library sends a path missing from the bed to the host's, which must not be watched.
guard mkdir(rootPath + "/dev", 0o755) == 0, mkdir(rootPath + "/dev/input", 0o755) == 0, mkdir(rootPath + "/dev/input/by-id", 0o755) == 0,
      FileManager.default.createFile(atPath: rootPath + "/dev/input/.keep", contents: nil)
else {
    fail("cannot create /dev/input in the test bed", child: nil)
}

let child = Process()
child.executableURL = URL(fileURLWithPath: arguments[separator + 1])
child.arguments = Array(arguments[(separator + 2)...])
var environment = ProcessInfo.processInfo.environment
environment["UMOCKDEV_DIR"] = rootPath
child.environment = environment
let output = Pipe(), errors = Pipe()
child.standardOutput = output
child.standardError = errors
child.standardInput = FileHandle.nullDevice
/// Starts COMMAND.
func start() {
    do { try child.run() } catch { fail("cannot start \(arguments[separator + 1]): \(error)", child: nil) }
}
let steps = arguments[1..<separator]
if !steps.contains("start") { start() }
var pipes = ChildOutput(pipes: [(output.fileHandleForReading.fileDescriptor, 1), (errors.fileHandleForReading.fileDescriptor, 2)])

/// The test bed and the command running in it.
struct Bed {
    let bed: UnsafeMutablePointer<UMockdevTestbed>?
    let child: Process
    /// The links whose ioctl answers are loaded (a socket per path, which stays).
    var answeredLinks: [String] = []

    /// A device description's text, its event node (`/dev/` and its `N:` line) and its sysfs path.
    func node(of base: String) -> (record: String, node: String, sysfs: String, links: [String]) {
        guard let record = try? String(contentsOfFile: base + ".umockdev", encoding: .utf8) else {
            fail("cannot read \(base).umockdev", child: child)
        }
        let lines = record.split(separator: "\n")
        guard let name = lines.first(where: { $0.hasPrefix("N: ") })?.dropFirst(3),
              let path = lines.first(where: { $0.hasPrefix("P: ") })?.dropFirst(3)
        else { fail("\(base).umockdev has no N: or P: line", child: child) }
        return (record, "/dev/" + name, "/sys" + path, lines.filter { $0.hasPrefix("S: ") }.map { "/dev/" + $0.dropFirst(3) })
    }

    /// Adds the device's sysfs entry and node, nothing more.
    func appear(_ base: String) {
        var error: UnsafeMutablePointer<GError>?
        guard umockdev_testbed_add_from_string(bed, node(of: base).record, &error) != 0 else {
            fail("add \(base): \(message(error))", child: child)
        }
    }

    mutating func add(_ base: String) {
        let (_, node, _, links) = node(of: base)
        var error: UnsafeMutablePointer<GError>?
        // The ioctl answers first: the device's uevent wakes the command under test, which opens
        // the node at once, and umockdev's preload fails that open ("Failed to connect to ioctl
        // socket") when the node's socket is not there yet.
        for link in links where !answeredLinks.contains(link) {
            guard umockdev_testbed_load_ioctl(bed, link, base + ".ioctl", &error) != 0 else {
                fail("ioctl \(link): \(message(error))", child: child)
            }
            answeredLinks.append(link)
        }
        guard umockdev_testbed_load_ioctl(bed, node, base + ".ioctl", &error) != 0 else {
            fail("ioctl \(base): \(message(error))", child: child)
        }
        appear(base)
        if FileManager.default.fileExists(atPath: base + ".events") {
            guard umockdev_testbed_load_evemu_events(bed, node, base + ".events", &error) != 0 else {
                fail("events \(base): \(message(error))", child: child)
            }
        }
        // The node is a symbolic link to a pseudo-terminal: touch the link itself, and the links to it.
        for path in [node] + links {
            guard utimensat(AT_FDCWD, rootPath + path, nil, AT_SYMLINK_NOFOLLOW) == 0 else {
                fail("cannot touch \(path) in the test bed: errno \(errno)", child: child)
            }
        }
    }

    /// The pseudo-terminal behind BASE's node, to write its events into.
    func writer(of base: String) -> Int32 {
        let writer = umockdev_testbed_get_dev_fd(bed, node(of: base).node)
        guard writer >= 0 else { fail("\(base): no pseudo-terminal for its node", child: child) }
        return writer
    }

    func remove(_ base: String) {
        let (_, _, sysfs, links) = node(of: base)
        umockdev_testbed_remove_device(bed, sysfs)
        for link in links { unlink(rootPath + link) }
    }
}

var testBed = Bed(bed: bed, child: child)
for step in steps {
    let value = String(step.drop(while: { $0 != ":" }).dropFirst())
    switch step.prefix(while: { $0 != ":" }) {
    case "add": testBed.add(value)
    case "remove": testBed.remove(value)
    case "vanish":
        kill(child.processIdentifier, SIGSTOP)
        testBed.appear(value)
        testBed.remove(value)
        kill(child.processIdentifier, SIGCONT)
    case "line":
        let deadline = Date().addingTimeInterval(20)
        while !pipes.lines.contains(where: { $0.contains(value) }) {
            guard Date() < deadline, pipes.pump(milliseconds: 20) else { fail("no line with \"\(value)\": \(pipes.lines)", child: child) }
        }
    case "start":
        start()
    case "drag":
        let parts = value.split(separator: "@", maxSplits: 1).map(String.init)
        var drag = RealTimeDrag()
        if parts.count == 2 {
            guard let x = Int32(parts[1]) else { fail("drag \(value): \(parts[1]) is no x", child: child) }
            drag.x = x
        }
        if let problem = drag.write(to: testBed.writer(of: parts[0]), meanwhile: { _ = pipes.pump(milliseconds: $0) }) {
            fail("drag \(value): \(problem)", child: child)
        }
    case "lift":
        if let problem = RealTimeDrag.writeFrame(RealTimeDrag.lift, to: testBed.writer(of: value)) { fail("lift \(value): \(problem)", child: child) }
    case "play":
        var error: UnsafeMutablePointer<GError>?
        guard umockdev_testbed_load_evemu_events(bed, testBed.node(of: value).node, value + ".play.events", &error) != 0 else {
            fail("play \(value): \(message(error))", child: child)
        }
    case "wait":
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: value) {
            guard Date() < deadline, pipes.pump(milliseconds: 20) else { fail("no file \(value) within 20 s", child: child) }
        }
    case "sleep":
        let deadline = Date().addingTimeInterval(Double(value) ?? 0)
        while Date() < deadline { _ = pipes.pump(milliseconds: 20) }
    default:
        fail("unknown step \(step)", child: child)
    }
}
while pipes.pump(milliseconds: 100) {}
child.waitUntilExit()
exit(child.terminationStatus)
