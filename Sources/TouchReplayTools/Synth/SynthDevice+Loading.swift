import InputEvents
import InputRecordings
import TouchReplay

extension SynthDevice {
    /// The device described by an evemu description (`.desc`) or the top of a recording at `path`.
    public static func load(descriptionPath path: String) throws(FileError) -> SynthDevice {
        let description: DeviceDescription
        do {
            description = try RecordingReader(path: path).description
        } catch {
            throw FileError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
        guard var device = SynthDevice(description: description) else {
            throw FileError(path: path, message: "device '\(description.name)' is neither a touchscreen (ABS_MT_POSITION_X/Y or ABS_X/Y) nor a mouse (REL_X/Y with BTN_LEFT)")
        }
        device.sourcePath = path
        return device
    }
}
