import ArgumentParser
import DeviceEmulation
import Glibc
import InputEvents
import InputRecordings
import OutputFiles
import TouchTime

/// `touchreplay emulate`: writes the umockdev files that emulate a recorded device, and
/// optionally runs a program against it.
struct EmulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emulate",
        abstract: "Generate umockdev files that emulate a recorded input device, without root or uinput.",
        discussion: """
            Writes NAME.umockdev, NAME.ioctl, NAME.events and udev-data/c13:MINOR into the output \
            directory and prints the umockdev-run command line; append your program to it, for \
            example `touchreplay events /dev/input/event50`. With `-- COMMAND [ARG...]`, runs \
            COMMAND against the device itself (umockdev-run with the umockdev shim preloaded, so \
            libinput-based programs work on umockdev 0.17.16) and exits with its status; the shim \
            is for libinput programs only: a program that reads the device through libevdev or \
            read() runs without it with --no-shim.
            """)

    @Argument(help: "The evemu device description (.desc), or a recording that holds one.")
    var description: String

    @Argument(help: "Recorded events to replay (evemu .events); default: the events in DESCRIPTION, if any.")
    var events: String?

    @Option(name: .shortAndLong, help: "The directory to write the files into.")
    var output: String

    @Option(parsing: .unconditional, help: "The N of the emulated /dev/input/eventN.")
    var node = 50

    @Option(help: "Base name of the generated files.")
    var name = "device"

    @Option(parsing: .unconditional, help: "Seconds before the first event, so the reader can open the device in time.")
    var leadIn = 1.0

    @Option(parsing: .unconditional, help: "Keep only the first SECONDS of the recording.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Replay this many times faster than recorded.")
    var speed = 1.0

    @Option(name: .customLong("drop-after-frame"), parsing: .unconditionalSingleValue, help: "Inject a SYN_DROPPED after frame N (1 = first); repeatable.")
    var dropAfterFrames: [Int] = []

    @Flag(help: "Emulate the device only, without replaying events.")
    var noEvents = false

    @Flag(help: "Print the command line for libinput-based programs (preloads the umockdev shim).")
    var libinput = false

    @Flag(help: "Rebase event times to CLOCK_MONOTONIC now, as libinput expects (only with a COMMAND).")
    var retime = false

    @Flag(help: "Run COMMAND under plain umockdev-run, without the shim (which only libinput-based programs need).")
    var noShim = false

    @Argument(parsing: .postTerminator, help: "After --: the program to run against the emulated device, and its arguments.")
    var command: [String] = []

    func validate() throws {
        guard node >= 0 else { throw CommandFailure.invalid("--node must not be negative") }
        if let frame = dropAfterFrames.first(where: { $0 < 1 }) {
            throw CommandFailure.invalid("--drop-after-frame must be a frame number from 1 (the first frame), not \(frame)")
        }
        guard leadIn >= 0 else { throw CommandFailure.invalid("--lead-in must not be negative") }
        guard speed > 0 else { throw CommandFailure.invalid("--speed must be positive") }
        if let duration, duration <= 0 { throw CommandFailure.invalid("--duration must be positive") }
        if retime, command.isEmpty {
            throw CommandFailure.invalid("--retime needs a command after --: the times are rebased when the run starts")
        }
        if noShim, libinput {
            throw CommandFailure.invalid("--no-shim and --libinput contradict each other: libinput-based programs need the shim")
        }
        if noShim, command.isEmpty {
            throw CommandFailure.invalid("--no-shim needs a command after --: without one, the printed command has no shim anyway")
        }
    }

    func run() throws {
        let reader = try CommandFailure.reporting {
            try RecordingReader(path: events ?? description, descriptionPath: events == nil ? nil : description)
        }
        let recorded = noEvents ? nil : try CommandFailure.reporting { try reader.readAll() }
        if let last = dropAfterFrames.max() {
            let frames = recorded?.count { $0.type == .synchronization && $0.code == SynchronizationCode.report } ?? 0
            guard last <= frames else {
                throw CommandFailure.invalid("--drop-after-frame \(last) is past the last frame: the recording has \(frames) frame\(frames == 1 ? "" : "s")")
            }
        }
        // Looked up before anything is written, so a missing shim or umockdev-run leaves no files.
        let shim = libinput || (!command.isEmpty && !noShim) ? try Self.shimPath(orNoShim: !libinput) : nil
        if !command.isEmpty, Self.pathOfExecutable("umockdev-run") == nil {
            throw CommandFailure.exit("umockdev-run is not installed: install umockdev (`apt-get install umockdev`)")
        }
        var options = EmulationOptions(
            nodeNumber: node, fileName: name, leadIn: .microseconds(Int64(leadIn * 1_000_000)),
            maximumDuration: duration.map { .microseconds(Int64($0 * 1_000_000)) }, speed: speed,
            droppedAfterFrames: dropAfterFrames)
        if retime { options.startTime = Self.monotonicNow() }
        let device = try CommandFailure.reporting {
            try EmulatedDevice.generate(
                description: reader.description, events: recorded?.isEmpty == false ? recorded : nil,
                into: output, options: options, inputs: CommandInputs([description] + (events.map { [$0] } ?? [])))
        }
        if !device.fitsUmockdevBuffer {
            CommandFailure.note(
                "warning: \(device.replayedEvents.count) events: umockdev can replay at most "
                    + "\(EmulatedDevice.eventsSafeFromFallingBehind) to a reader that falls behind; a slow reader may fail with EINVAL "
                    + "(shorten with --duration; see docs/devices.md)")
        }
        if noShim { try Self.execute(device.runArguments + command) }
        guard let shim else { return print(device.runCommandLine) }
        guard !command.isEmpty else { return print(device.libinputRunCommandLine(shimPath: shim)) }
        let inherited = getenv("LD_PRELOAD").map { String(cString: $0) }
        try Self.execute(device.libinputRunArguments(shimPath: shim, inheritedPreload: inherited) + command)
    }

    /// The umockdev shim next to this executable, or a one-line failure saying how to build it
    /// (and, when `orNoShim`, that `--no-shim` runs a program that does not use libinput without it).
    static func shimPath(orNoShim: Bool) throws(ExitCode) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        guard let path = EmulatedDevice.umockdevShimPath(forExecutable: executable) else {
            throw CommandFailure.exit(
                "\(EmulatedDevice.umockdevShimFileName) is not next to \(executable) nor in ../lib; "
                    + "build it with `swift build --product touchreplay-umockdev-shim`"
                    + (orNoShim ? ", or pass --no-shim if the program does not use libinput" : ""))
        }
        return path
    }

    /// `CLOCK_MONOTONIC` now, the clock libinput compares event times with.
    static func monotonicNow() -> Timestamp {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Timestamp(microseconds: Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000)
    }

    /// The first `name` in `PATH`, if any.
    static func pathOfExecutable(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Replaces this process with `arguments` (found in `PATH`); returns only by throwing the failure.
    ///
    /// The program starts with no signal blocked, as from a shell: a blocked mask is inherited
    /// through exec (Foundation's `Process` passes on its thread's), and a program that waits
    /// for `SIGINT` or `SIGTERM` to stop, such as `libinput debug-events` under `timeout`,
    /// would then never stop.
    static func execute(_ arguments: [String]) throws(ExitCode) -> Never {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigprocmask(SIG_SETMASK, &unblocked, nil)
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execvp(arguments[0], pointers)
        throw CommandFailure.exit("cannot run \(arguments[0]): \(String(cString: strerror(errno)))", code: 127)
    }
}
