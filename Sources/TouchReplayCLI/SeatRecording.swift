import InputDevices
import InputRecordings
import OutputFiles

/// `attach --record FILE` with several devices: whole frames of each device
/// (``FrameRecorder``) written into one `libinput record` file with a section
/// per device (`LibinputSeatRecordWriter`); with one device, an evemu file as
/// `attach` writes for a single device.
final class SeatRecording {
    private let recorders: [FrameRecorder]
    private let seatWriter: LibinputSeatRecordWriter?

    /// Creates the file (and, for several devices, the side files of the second and later ones) for `devices`.
    init(path: String, devices: [InputDevice], inputs: CommandInputs) throws {
        try inputs.refuse(output: path)
        if devices.count == 1 {
            seatWriter = nil
            recorders = [FrameRecorder(writer: try EvemuWriter(path: path, description: devices[0].deviceDescription, inputs: inputs))]
        } else {
            let writer = try LibinputSeatRecordWriter(
                path: path, devices: devices.map { ($0.deviceDescription, $0.path, $0.udevProperties.recordedByLibinput) }, inputs: inputs)
            seatWriter = writer
            recorders = devices.indices.map { FrameRecorder(writer: writer.writer(device: $0)) }
        }
    }

    /// Records `event` of device `index`.
    func record(_ index: Int, _ event: DeviceEvent) throws {
        try recorders[index].record(event)
    }

    /// Finishes the file: for several devices, appends the other devices' sections.
    func close() throws {
        if let seatWriter { try seatWriter.close() } else { try recorders[0].writer.close() }
    }
}
