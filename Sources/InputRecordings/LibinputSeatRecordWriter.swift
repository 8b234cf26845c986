import InputEvents
import OutputFiles

/// Writes the events of several devices into one `libinput record` file, as
/// `libinput record /dev/input/event3 /dev/input/event4` does: one header with
/// `ndevices: N`, then each device's section (`- node:`, `evdev:`, `events:`),
/// so that `libinput replay` and ``RecordingReader`` (one reader per device)
/// read it.
///
/// The format keeps each device's events in its own section, and only the
/// last section can grow. As libinput record does ("only the first device is
/// printed immediately, all other devices and their events are printed on
/// exit"), the first device's section is written to the file as its frames
/// come; each other device's section grows in a file of its own beside it,
/// `FILE.device-K` (itself a valid one-device `libinput record` file, flushed
/// after every frame). ``close()`` appends those sections to the file,
/// then raises the header's `ndevices:` (written as 1, with room for the
/// final count's digits) to the number of devices, and removes the side
/// files. So the file counts only the sections it holds, at every moment: a
/// recording stopped without `close()` (killed) keeps every finished frame,
/// the first device's in the file, which replays as a one-device recording,
/// the others' in their side files, each readable alone; killed while
/// `close()` appends, the file replays its first device and warns of the
/// sections its count does not include yet.
///
/// Times are written as given, on the devices' shared kernel clock.
public final class LibinputSeatRecordWriter {
    /// The file being written.
    public var path: String { writers[0].path }
    /// The side files of the second and later devices, in device order.
    public let sidePaths: [String]

    private let writers: [LibinputRecordWriter]
    private var isClosed = false

    /// Creates `path` (and the side files) for `devices`, each a description, the node it
    /// was read from and its udev properties (`libinput record` keeps those starting with
    /// `ID_INPUT`, `LIBINPUT`, `EVDEV_ABS`, `MOUSE_DPI` and `POINTINGSTICK_`), in the order
    /// their sections are written.
    ///
    /// - Throws: ``RecordingError`` when a file is one of `inputs` or cannot be created.
    public init(path: String, devices: [(description: DeviceDescription, node: String, udevProperties: [String: String])], inputs: CommandInputs = .none) throws(RecordingError) {
        precondition(!devices.isEmpty, "a recording needs a device")
        var writers: [LibinputRecordWriter] = []
        var sidePaths: [String] = []
        for (index, device) in devices.enumerated() {
            let file = index == 0 ? path : "\(path).device-\(index + 1)"
            let output: OutputFile
            do {
                output = try OutputFile(path: file, mode: .growInPlace, inputs: inputs)
            } catch {
                throw RecordingError(error)
            }
            // The file counts only the sections it holds: one until close() appends the others.
            writers.append(try LibinputRecordWriter(
                output: output, description: device.description, deviceCount: 1, node: device.node,
                udevProperties: device.udevProperties, countWidthFor: index == 0 ? devices.count : nil))
            if index > 0 { sidePaths.append(file) }
        }
        self.writers = writers
        self.sidePaths = sidePaths
    }

    /// The writer of device `index` (in the order given): a ``RecordingWriter`` flushed after each `SYN_REPORT`.
    public func writer(device index: Int) -> any RecordingWriter { writers[index] }

    /// Closes the side files, appends their sections to the file after the first device's
    /// events, then counts them in its header (`ndevices:`), removes the side files and
    /// finishes the file; closing again does nothing.
    public func close() throws(RecordingError) {
        guard !isClosed else { return }
        isClosed = true
        for writer in writers.dropFirst() { try writer.close() }
        for side in sidePaths { try writers[0].appendDeviceSection(of: side) }
        if !sidePaths.isEmpty { try writers[0].rewriteDeviceCount(writers.count) }
        try writers[0].close()
        for side in sidePaths {
            do throws(OutputFileError) { try OutputFile.remove(side) } catch { throw RecordingError(error) }
        }
    }
}
