import ArgumentParser
import DeviceEmulation
import InputRecordings

/// `touchreplay emulate`: writes the umockdev files that emulate a recorded device.
struct EmulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emulate",
        abstract: "Generate umockdev files that emulate a recorded input device, without root or uinput.",
        discussion: """
            Writes NAME.umockdev, NAME.ioctl and NAME.events into the output directory and prints \
            the umockdev-run command line; append your program to it, for example \
            `touchreplay events /dev/input/event50`.
            """)

    @Argument(help: "The evemu device description (.desc), or a recording that holds one.")
    var description: String

    @Argument(help: "Recorded events to replay (evemu .events); default: the events in DESCRIPTION, if any.")
    var events: String?

    @Option(name: .shortAndLong, help: "The directory to write the files into.")
    var output: String

    @Option(help: "The N of the emulated /dev/input/eventN.")
    var node = 50

    @Option(help: "Base name of the generated files.")
    var name = "device"

    @Option(help: "Seconds before the first event, so the reader can open the device in time.")
    var leadIn = 1.0

    @Option(help: "Keep only the first SECONDS of the recording.")
    var duration: Double?

    @Option(help: "Replay this many times faster than recorded.")
    var speed = 1.0

    @Option(name: .customLong("drop-after-frame"), help: "Inject a SYN_DROPPED after frame N (1 = first); repeatable.")
    var dropAfterFrames: [Int] = []

    @Flag(help: "Emulate the device only, without replaying events.")
    var noEvents = false

    func validate() throws {
        guard leadIn >= 0 else { throw ValidationError("--lead-in must not be negative") }
        guard speed > 0 else { throw ValidationError("--speed must be positive") }
        if let duration, duration <= 0 { throw ValidationError("--duration must be positive") }
    }

    func run() throws {
        let reader = try DeviceCommands.reportingFailures {
            try RecordingReader(path: events ?? description, descriptionPath: events == nil ? nil : description)
        }
        let recorded = noEvents ? nil : try DeviceCommands.reportingFailures { try reader.readAll() }
        let options = EmulationOptions(
            nodeNumber: node, fileName: name, leadIn: .microseconds(Int64(leadIn * 1_000_000)),
            maximumDuration: duration.map { .microseconds(Int64($0 * 1_000_000)) }, speed: speed,
            droppedAfterFrames: dropAfterFrames)
        let device = try DeviceCommands.reportingFailures {
            try EmulatedDevice.generate(
                description: reader.description, events: recorded?.isEmpty == false ? recorded : nil,
                into: output, options: options)
        }
        print(device.runCommandLine)
    }
}
