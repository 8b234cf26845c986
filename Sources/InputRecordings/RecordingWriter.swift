import InputEvents

/// A writer of one recording file, fed events as they arrive and flushed at
/// every `SYN_REPORT`, so that a recording stopped at any moment is a valid
/// file. A writer dropped without `close()` still writes what is pending.
public protocol RecordingWriter: AnyObject {
    /// Creates (or truncates) `path` and writes `description` to it.
    init(path: String, description: DeviceDescription) throws(RecordingError)
    /// Appends one event; the file is flushed after each `SYN_REPORT`.
    func write(_ event: InputEvent) throws(RecordingError)
    /// Writes what is left and closes the file; closing again does nothing.
    func close() throws(RecordingError)
}

extension RecordingWriter {
    /// Writes `description` and then every event of `events` to `path`.
    public static func write(
        description: DeviceDescription, events: some Sequence<InputEvent>, to path: String
    ) throws(RecordingError) {
        let writer = try Self(path: path, description: description)
        for event in events { try writer.write(event) }
        try writer.close()
    }
}
