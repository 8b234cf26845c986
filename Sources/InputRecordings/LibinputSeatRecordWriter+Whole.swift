import InputEvents
import OutputFiles

/// One device of a recording written whole: what `libinput record` writes of it, and its events.
public struct DeviceRecording: Sendable {
    /// What the device is and what it can send.
    public var description: DeviceDescription
    /// The node it was read from (`/dev/input/event5`), written as its section's `node:`.
    public var node: String?
    /// Its udev properties as `libinput record` keeps them (`UdevProperties.recordedByLibinput`).
    public var udevProperties: [String: String]
    /// Its events in order, whole frames, times on the devices' shared clock.
    public var events: [InputEvent]

    /// A device's recording from its parts.
    public init(description: DeviceDescription, node: String?, udevProperties: [String: String], events: [InputEvent]) {
        self.description = description
        self.node = node
        self.udevProperties = udevProperties
        self.events = events
    }
}

extension LibinputSeatRecordWriter {
    /// Writes `devices` as one `libinput record` file through `output` (which the call owns and
    /// commits, or discards on a failure): the header with `ndevices:`, then each device's
    /// section followed by its events, in order. Unlike a live recording, nothing waits in side
    /// files: every device's events are at hand (a flight recorder's dump).
    ///
    /// - Throws: ``RecordingError`` when writing or committing fails (the output is then discarded).
    public static func write(_ devices: [DeviceRecording], to output: OutputFile) throws(RecordingError) {
        precondition(!devices.isEmpty, "a recording needs a device")
        do {
            let first = devices[0]
            let writer = try LibinputRecordWriter(output: output, description: first.description, deviceCount: devices.count,
                                                  node: first.node, udevProperties: first.udevProperties)
            for (index, device) in devices.enumerated() {
                if index > 0 {
                    try writer.beginDeviceSection(description: device.description, node: device.node, udevProperties: device.udevProperties)
                }
                for event in device.events { try writer.write(event) }
            }
            try writer.close()
        } catch {
            output.discard()
            throw error
        }
    }
}
