import ArgumentParser
import InputDevices
import InputEvents
import InputRecordings
import TouchReplayLive

/// `touchreplay record`: records a live touchscreen or mouse into an evemu 1.3 file.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a live touchscreen or mouse into an evemu 1.3 file.",
        discussion: """
            Writes the device description, then the events as they arrive, flushing after every \
            frame: Ctrl-C, SIGTERM or an unplug leave a valid file, and so does a full disk or a \
            file-size limit (the file is cut back to its last complete frame). Only touch and pointer events \
            are kept (EV_SYN, EV_ABS, EV_REL and the BTN_ pointer, tool and touch keys); other keys \
            and EV_MSC scan codes are never written, as with `libinput record`.
            """)

    @OptionGroup var live: LiveDeviceOptions

    @Option(name: .shortAndLong, help: "The evemu file to write.")
    var output: String

    func run() throws {
        let opened = try live.open()
        // One device in the file's header: no hot-plug (as attach --record).
        let input = try LiveDeviceOptions.input(reading: opened, named: live.device, screen: nil, grab: live.grab, followsHotplug: false)
        let recorder = try CommandFailure.reporting {
            try FrameRecorder(writer: EvemuWriter(path: output, description: opened.deviceDescription))
        }
        input.onEvent = { _, event in try recorder.record(event) }
        let end = try CommandFailure.reporting {
            do {
                return try live.run(input)
            } catch let error as RecordingError {
                // A full disk or a file-size limit: the writer cut the file back to its last complete frame.
                throw CommandFailure.exit("\(error); \(output) keeps every complete frame recorded before it")
            }
        }
        try CommandFailure.reporting { try recorder.writer.close() }
        try LiveDeviceOptions.finish(end, opened: opened, note: "; \(output) holds everything recorded before it")
    }
}

/// Writes live events to an evemu file whole frames at a time, keeping only
/// touch and pointer events: the file always ends with a complete frame, however
/// the recording stops.
final class FrameRecorder {
    let writer: any RecordingWriter
    /// The kept events of the frame in progress (capacity reused from frame to frame).
    private var frame: [InputEvent] = []

    init(writer: any RecordingWriter) {
        self.writer = writer
        frame.reserveCapacity(256)
    }

    /// Adds `event` to the frame in progress, writing the frame at its `SYN_REPORT`. A `SYN_DROPPED`
    /// is written at once with an empty `SYN_REPORT` after it, so a reader of the file discards
    /// nothing of libevdev's resynchronisation that follows and cancels the contacts it ends,
    /// as the live decoder did.
    func record(_ event: DeviceEvent) throws {
        guard RecordFilter.keeps(event.event) else { return }
        if event.isDropped {
            frame.removeAll(keepingCapacity: true)
            try writer.write(event.event)
            try writer.write(InputEvent(time: event.event.time, type: .synchronization, code: SynchronizationCode.report, value: 0))
            return
        }
        frame.append(event.event)
        guard event.event.isReport else { return }
        for kept in frame { try writer.write(kept) }
        frame.removeAll(keepingCapacity: true)
    }
}
