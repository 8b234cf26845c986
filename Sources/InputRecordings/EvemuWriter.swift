import InputEvents
import OutputFiles

/// Writes a recording as one evemu 1.3 file: the description with
/// evemu-describe's readable comments, then one `E:` line per event, as
/// `evemu-record` writes them (`E: %lu.%06u %04x %04x %04d` and a `#` comment
/// naming the event; a `SYN_REPORT` line shows the time since the previous frame).
///
/// Events reach the disk frame by frame: `write(_:)` flushes after each
/// `SYN_REPORT`, so a live recorder that is killed loses at most the frame in
/// progress. Per-event writing allocates nothing once the buffer has grown.
public final class EvemuWriter: RecordingWriter {
    /// The file being written.
    public var path: String { file.output.path }

    let file: RecordingBuffer
    private var annotator = EventAnnotator()

    /// Writes `description` to `output`, which the writer then owns.
    public init(output: OutputFile, description: DeviceDescription) throws(RecordingError) {
        file = RecordingBuffer(output: output)
        writeDescription(description)
        try file.flushFrame()
    }

    /// Appends one event; the file is flushed after each `SYN_REPORT`.
    public func write(_ event: InputEvent) throws(RecordingError) {
        let annotation = try annotator.annotate(event, path: path)
        let typeName = annotation.typeName, codeName = annotation.codeName
        file.append(reserving: 160 + typeName.utf8.count + codeName.utf8.count) { line in
            line.append("E: ")
            line.appendDecimal(event.time.secondsPart)
            line.append(byte: UInt8(ascii: "."))
            line.appendDecimal(event.time.microsecondsPart, width: 6)
            line.append(byte: 0x20)
            line.appendHex(UInt32(event.type.rawValue), width: 4)
            line.append(byte: 0x20)
            line.appendHex(UInt32(event.code), width: 4)
            line.append(byte: 0x20)
            line.appendDecimal(Int64(event.value), width: 4)
            line.append("\t# ")
            if event.type != .synchronization {
                line.append(string: typeName)
                line.append(" / ")
                let nameStart = line.count
                line.append(string: codeName)
                line.pad(from: nameStart, to: 20)
                line.append(byte: 0x20)
                line.appendDecimal(Int64(event.value))
            } else if event.code == SynchronizationCode.multiTouchReport {
                line.append("++++++++++++ ")
                line.append(string: codeName)
                line.append(" (")
                line.appendDecimal(Int64(event.value))
                line.append(") ++++++++++")
            } else {
                line.append("------------ ")
                line.append(string: codeName)
                line.append(" (")
                line.appendDecimal(Int64(event.value))
                line.append(") ---------- +")
                line.appendDecimal(annotation.millisecondsSincePreviousReport)
                line.append("ms")
            }
            line.append(byte: 0x0A)
        }
        if event.isReport {
            try file.flushFrame()
        } else if file.pendingCount >= 1 << 15 {
            try file.flush()
        }
    }

    /// Writes what is left and finishes the output (``OutputFile/commit()``); the writer cannot be used afterwards.
    public func close() throws(RecordingError) {
        try file.close()
    }
}
