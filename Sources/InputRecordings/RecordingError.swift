import Glibc
import InputEvents
import OutputFiles
import TouchTime

/// Why a recording could not be read or written, with the file and the
/// position (1-based line and byte column) where that applies.
///
/// `description` is one line in the compiler's style:
/// `atmel.events:12:4: expected a hexadecimal event type, found "zz"`.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var path: String
    /// The 1-based line, when the problem is at a position in the file.
    public var line: Int?
    /// The 1-based byte column in `line`, when known.
    public var column: Int?
    /// What went wrong.
    public var reason: Reason

    /// What went wrong, as a value that tests and callers can match.
    public enum Reason: Hashable, Sendable {
        /// The file could not be opened; `errno` is the C `errno` (`ENOENT`, `EACCES`, …).
        case cannotOpen(errno: Int32)
        /// Reading failed after opening (`EISDIR` for a directory, `EIO`, …).
        case cannotRead(errno: Int32)
        /// Creating or writing the output file failed, or it is one of the command's inputs.
        case cannotWrite(OutputFileError.Reason)
        /// The file holds no bytes, or only blank and comment lines.
        case emptyFile
        /// The file holds control bytes that no text recording contains.
        case binaryData
        /// The text is neither an evemu recording nor a `libinput record` file.
        case unknownFormat(found: String)
        /// A separate description file is not an evemu description.
        case notAnEvemuDescription(found: RecordingFormat)
        /// The text at the position is not what the format allows there.
        case unexpected(expected: String, found: String)
        /// Events were found but no description came before them and none was given separately.
        case missingDescription
        /// An event uses a position or slot axis that the description gives no range (`A:` line, `absinfo`) for.
        case undeclaredAxis(code: UInt16, name: String)
        /// The `libinput record` file has a `version` this reader does not know.
        case unsupportedVersion(String)
        /// The recording has no device (`libinput record` with an empty `devices` list).
        case noDevice
        /// A multi-device `libinput record` file lacks device `index` (0-based) that its `ndevices:` declares;
        /// `found` devices are listed.
        case missingDevice(index: Int, found: Int)
        /// In a multi-device recording, device `device`'s (0-based) frame at `time` comes before
        /// `previous`, a frame already replayed from another device.
        case outOfTimeOrder(device: Int, time: Timestamp, previous: Timestamp)
        /// A timestamp before 0 cannot be written in the evemu format.
        case negativeTime(Timestamp)
    }

    /// An output file's error.
    public init(_ error: OutputFileError) {
        self.init(path: error.path, reason: .cannotWrite(error.reason))
    }

    /// An error at `line`/`column` of `path`.
    public init(path: String, line: Int? = nil, column: Int? = nil, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `path:line:column: message` on one line.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let line = line, line > 0, let column { location += ":\(column)" }
        return "\(location): \(message)"
    }

    /// The message without the location.
    public var message: String {
        switch reason {
        case .cannotOpen(let code): "cannot open: \(Self.systemMessage(code))"
        case .cannotRead(let code): "cannot read: \(Self.systemMessage(code))"
        case .cannotWrite(let reason): OutputFileError(path: path, reason: reason).message
        case .emptyFile: "the file is empty: expected an evemu or libinput record recording"
        case .binaryData: "the file holds binary data: expected an evemu or libinput record text recording"
        case .unknownFormat(let found):
            "expected an evemu recording (\"# EVEMU\", \"N:\", \"E:\" lines) or a libinput record file, found \(found)"
        case .notAnEvemuDescription(let found): "expected an evemu device description, found a \(found) file"
        case .unexpected(let expected, let found): "expected \(expected), found \(found)"
        case .missingDescription:
            "event before any device description: expected N:/I:/B:/A: lines first or a separate .desc file"
        case .undeclaredAxis(let code, let name):
            "event uses \(name) (0x\(String(code, radix: 16))) that the description gives no range for"
        case .unsupportedVersion(let version): "unsupported libinput record version \(version), expected 1"
        case .noDevice: "the recording lists no device"
        case .missingDevice(let index, let found):
            "no device \(index + 1): the file lists \(found) device\(found == 1 ? "" : "s")"
        case .outOfTimeOrder(let device, let time, let previous):
            "device \(device + 1)'s frame at \(time) s comes before \(previous) s, "
                + "a frame of another device already replayed: each device's events must be in time order"
        case .negativeTime(let time): "cannot write the negative time \(time.microseconds) µs in the evemu format"
        }
    }

    /// `strerror` text followed by the errno name's number, e.g. `No such file or directory (errno 2)`.
    static func systemMessage(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
