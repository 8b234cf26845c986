import InputEvents

/// Writes a recording as one evemu 1.3 file: the description with
/// evemu-describe's readable comments, then one `E:` line per event, as
/// `evemu-record` writes them (`E: %lu.%06u %04x %04x %04d` and a `#` comment
/// naming the event; a `SYN_REPORT` line shows the time since the previous frame).
///
/// Events reach the disk frame by frame: `write(_:)` flushes after each
/// `SYN_REPORT`, so a live recorder that is killed loses at most the frame in
/// progress. Per-event writing allocates nothing once the buffer has grown.
public final class EvemuWriter {
    /// The file being written.
    public var path: String { file.path }

    let file: OutputFile
    /// The time of the previous `SYN_REPORT` (of the first event before the first frame ends).
    private var previousReportTime: Timestamp?
    private var closed = false

    /// Creates (or truncates) `path` and writes `description` to it.
    public init(path: String, description: DeviceDescription) throws(RecordingError) {
        file = try OutputFile(path: path)
        writeDescription(description)
        try file.flush()
    }

    /// Writes `description` and then every event of `events` to `path`.
    public static func write(
        description: DeviceDescription, events: some Sequence<InputEvent>, to path: String
    ) throws(RecordingError) {
        let writer = try EvemuWriter(path: path, description: description)
        for event in events { try writer.write(event) }
        try writer.close()
    }

    /// Appends one event; the file is flushed after each `SYN_REPORT`.
    public func write(_ event: InputEvent) throws(RecordingError) {
        guard event.time.microseconds >= 0 else { throw RecordingError(path: path, reason: .negativeTime(event.time)) }
        if previousReportTime == nil { previousReportTime = event.time }
        file.append("E: ")
        file.appendDecimal(event.time.secondsPart)
        file.append(byte: UInt8(ascii: "."))
        file.appendDecimal(event.time.microsecondsPart, width: 6)
        file.append(byte: 0x20)
        file.appendHex(UInt32(event.type.rawValue), width: 4)
        file.append(byte: 0x20)
        file.appendHex(UInt32(event.code), width: 4)
        file.append(byte: 0x20)
        file.appendDecimal(Int64(event.value), width: 4)
        file.append("\t# ")
        if event.type == .synchronization {
            let isMultiTouchReport = event.code == SynchronizationCode.multiTouchReport
            file.append(isMultiTouchReport ? "++++++++++++ " : "------------ ")
            file.append(EventNames.name(type: event.type, code: event.code))
            file.append(" (")
            file.appendDecimal(Int64(event.value))
            if isMultiTouchReport {
                file.append(") ++++++++++\n")
            } else {
                file.append(") ---------- +")
                let since = previousReportTime ?? event.time
                file.appendDecimal(max(0, (event.time.microseconds - since.microseconds) / 1000))
                file.append("ms\n")
            }
        } else {
            file.append(EventNames.name(of: event.type))
            file.append(" / ")
            let nameStart = file.pendingCount
            file.append(EventNames.name(type: event.type, code: event.code))
            file.pad(from: nameStart, to: 20)
            file.append(byte: 0x20)
            file.appendDecimal(Int64(event.value))
            file.append(byte: 0x0A)
        }
        if event.isReport {
            previousReportTime = event.time
            try file.flush()
        } else if file.pendingCount >= 1 << 15 {
            try file.flush()
        }
    }

    /// Writes what is left and closes the file; the writer cannot be used afterwards.
    public func close() throws(RecordingError) {
        guard !closed else { return }
        closed = true
        try file.close()
    }

    deinit {
        if !closed { try? file.close() }
    }
}
