import Glibc
import InputEvents
import OutputFiles
import TouchTime

/// The files that let umockdev emulate an evdev device from an evemu
/// description (and optionally replay recorded events), with no
/// `/dev/input`, no uinput and no root.
///
/// Run a program against the device with ``runArguments`` followed by the
/// program and its arguments, for example
/// `umockdev-run -d DIR/device.umockdev -i /dev/input/event50=DIR/device.ioctl
/// -e /dev/input/event50=DIR/device.events -- touchreplay events /dev/input/event50`.
public struct EmulatedDevice: Hashable, Sendable {
    /// The emulated node, such as `/dev/input/event50`.
    public var devicePath: String
    /// The `.umockdev` file: sysfs attributes and udev properties.
    public var udevRecordPath: String
    /// The `.ioctl` file: answers to libevdev's ioctls.
    public var ioctlPath: String
    /// The `.events` file, when events were given.
    public var eventsPath: String?
    /// The udev database entry, `DIR/udev-data/c13:MINOR`: what udev would write to
    /// `/run/udev/data/c13:MINOR`. libinput needs it (see ``libinputRunArguments(shimPath:inheritedPreload:)``).
    public var udevDatabasePath: String
    /// The events the device sends, in order, with the timestamps the reader will see
    /// (the lead-in `SYN_REPORT` first, injected `SYN_DROPPED`s included).
    public var replayedEvents: [InputEvent]
    /// How recorded times map to emulated ones: emulated = (recorded − `recordedStart`) / speed + `emulatedStart`.
    public var recordedStart: Timestamp
    /// The emulated time of the first recorded event.
    public var emulatedStart: Timestamp

    /// `umockdev-run` and its options, up to and including `--`; append the program to run.
    public var runArguments: [String] {
        var arguments = ["umockdev-run", "-d", udevRecordPath, "-i", "\(devicePath)=\(ioctlPath)"]
        if let eventsPath { arguments += ["-e", "\(devicePath)=\(eventsPath)"] }
        return arguments + ["--"]
    }

    /// The most events umockdev 0.17 can replay so that a reader sees every one of them
    /// whole, however late it reads: 170.
    ///
    /// umockdev emulates the evdev node with a pseudo-terminal and writes each 24-byte
    /// `struct input_event` with its own `write()`. The terminal's line discipline holds
    /// 4,095 bytes (`N_TTY_BUF_SIZE` − 1); once a reader falls that far behind (a slow start,
    /// or a process starved on a loaded machine), the terminal takes the first bytes of the
    /// next event and keeps the rest, the reader's next `read()` returns a length that is not
    /// a multiple of 24, and libevdev fails with `EINVAL`. A kernel evdev node only ever
    /// returns whole events, so this is the emulation's limit, not the reader's.
    public static let eventsSafeFromFallingBehind = 4_095 / 24

    /// Whether ``replayedEvents`` fit in umockdev's buffer (``eventsSafeFromFallingBehind``):
    /// when false, a reader that falls behind may fail with `EINVAL`.
    public var fitsUmockdevBuffer: Bool { replayedEvents.count <= Self.eventsSafeFromFallingBehind }

    /// ``runArguments`` as one shell command line, each argument quoted where needed.
    public var runCommandLine: String { runArguments.map(Self.shellQuoted).joined(separator: " ") }

    /// Writes `NAME.umockdev`, `NAME.ioctl`, `udev-data/c13:MINOR` and, when `events` is given,
    /// `NAME.events` into `directory` (created if missing) and returns where they are.
    ///
    /// - Parameters:
    ///   - description: the device, for example from an evemu `.desc` file.
    ///   - events: recorded events to replay, with their recorded timestamps.
    ///   - directory: where to write the files.
    ///   - options: node number, file name, lead-in, cut, speed and injected `SYN_DROPPED`s.
    ///   - inputs: the files the description and events were read from, which no generated file may be.
    /// - Throws: ``EmulationError`` for an invalid option, an unwritable directory, or a generated
    ///   file that would overwrite one of `inputs` (checked before any file is written).
    public static func generate(
        description: DeviceDescription,
        events: [InputEvent]? = nil,
        into directory: String,
        options: EmulationOptions = EmulationOptions(),
        inputs: CommandInputs = .none
    ) throws(EmulationError) -> EmulatedDevice {
        guard !options.fileName.isEmpty, !options.fileName.contains("/") else {
            throw .invalidOption("the file name must be a plain name, got \"\(options.fileName)\"")
        }
        let replayed = try events.map { events throws(EmulationError) in try EventScript.events(from: events, options: options) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let base = prefix + options.fileName
        let device = EmulatedDevice(
            devicePath: options.devicePath,
            udevRecordPath: base + ".umockdev",
            ioctlPath: base + ".ioctl",
            eventsPath: replayed == nil ? nil : base + ".events",
            udevDatabasePath: prefix + UdevDatabase.directoryName + "/" + UdevDatabase.entryName(options: options),
            replayedEvents: replayed ?? [],
            recordedStart: events?.first?.time ?? Timestamp(microseconds: 0),
            emulatedStart: replayed.flatMap { $0.count > 1 ? $0[1].time : nil } ?? Timestamp(microseconds: 0))
        let outputs = [device.udevRecordPath, device.udevDatabasePath, device.ioctlPath] + (device.eventsPath.map { [$0] } ?? [])
        do {
            for output in outputs { try inputs.refuse(output: output) }
        } catch {
            throw .output(error)
        }
        try makeDirectory(directory)
        try makeDirectory(prefix + UdevDatabase.directoryName)
        try write(UdevRecord.text(for: description, options: options), to: device.udevRecordPath, inputs: inputs)
        try write(UdevDatabase.text(for: description), to: device.udevDatabasePath, inputs: inputs)
        let ioctl = IoctlScript.text(
            for: description, devicePath: options.devicePath, fuzzless: UdevRecord.clearsFuzz(for: description))
        try write(ioctl, to: device.ioctlPath, inputs: inputs)
        if let replayed, let path = device.eventsPath { try write(EventScript.text(for: replayed), to: path, inputs: inputs) }
        return device
    }

    static func makeDirectory(_ path: String) throws(EmulationError) {
        do {
            try OutputFolder.create(path)
        } catch {
            throw .output(error)
        }
    }

    static func write(_ text: String, to path: String, inputs: CommandInputs) throws(EmulationError) {
        do {
            try OutputFile.write(text, to: path, inputs: inputs)
        } catch {
            throw .output(error)
        }
    }

    static func shellQuoted(_ argument: String) -> String {
        let safe = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
        return safe && !argument.isEmpty ? argument : "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
