import Foundation
import InputEvents
import InputRecordings
import TouchReplay

extension SynthDevice {
    /// The device described by an evemu description (`.desc`) or the top of a recording at
    /// `path`; `RECORDING#N` names device N (from 1) of a `libinput record` file of several.
    public static func load(descriptionPath path: String) throws(FileError) -> SynthDevice {
        let reader: RecordingReader
        do {
            if let (file, index) = seatDevice(path) {
                reader = try RecordingReader(path: file, device: index - 1)
            } else {
                reader = try RecordingReader(path: path)
            }
        } catch {
            throw FileError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
        let description = reader.description
        guard var device = SynthDevice(description: description) else {
            throw FileError(path: path, message: "device '\(description.name)' is neither a touchscreen (ABS_MT_POSITION_X/Y or ABS_X/Y) nor a mouse (REL_X/Y with BTN_LEFT)")
        }
        device.sourcePath = path
        device.node = reader.devicePath
        device.udevProperties = reader.udevProperties
        return device
    }

    /// `(file, N)` for a path `file#N` whose file exists, N a whole number from 1; nil otherwise.
    static func seatDevice(_ path: String) -> (file: String, index: Int)? {
        guard let mark = path.lastIndex(of: "#"), let index = Int(path[path.index(after: mark)...]), index >= 1 else { return nil }
        let file = String(path[..<mark])
        return FileManager.default.fileExists(atPath: file) ? (file, index) : nil
    }
}
