import InputEvents
import OutputFiles

/// A writer of one recording file, fed events as they arrive and flushed at
/// every `SYN_REPORT`, so that a recording stopped at any moment is a valid
/// file.
public protocol RecordingWriter: AnyObject {
    /// Writes `description` to `output`, which the writer then owns.
    init(output: OutputFile, description: DeviceDescription) throws(RecordingError)
    /// The file being written.
    var path: String { get }
    /// Appends one event; the file is flushed after each `SYN_REPORT`.
    func write(_ event: InputEvent) throws(RecordingError)
    /// Writes what is left and finishes the output; closing again does nothing.
    func close() throws(RecordingError)
}

extension RecordingWriter {
    /// A live recording: `path` is created (or truncated) now and grows frame by frame
    /// (``OutputFile/Mode/growInPlace``), so a recorder stopped at any moment, even killed,
    /// leaves a valid file, and a failed write (a full disk, a file-size limit) cuts it back
    /// to the last complete frame. A writer dropped without `close()` still writes what is pending.
    ///
    /// - Throws: ``RecordingError`` when `path` is one of `inputs` or cannot be created.
    public init(path: String, description: DeviceDescription, inputs: CommandInputs = .none) throws(RecordingError) {
        let output: OutputFile
        do {
            output = try OutputFile(path: path, mode: .growInPlace, inputs: inputs)
        } catch {
            throw RecordingError(error)
        }
        try self.init(output: output, description: description)
    }

    /// Writes `description` and then every event of `events` to `path` as a whole
    /// (``OutputFile/Mode/replace``): `path` is left untouched when anything fails.
    public static func write(
        description: DeviceDescription, events: some Sequence<InputEvent>, to path: String, inputs: CommandInputs = .none
    ) throws(RecordingError) {
        let output: OutputFile
        do {
            output = try OutputFile(path: path, inputs: inputs)
        } catch {
            throw RecordingError(error)
        }
        let writer = try Self(output: output, description: description)
        for event in events { try writer.write(event) }
        try writer.close()
    }
}
