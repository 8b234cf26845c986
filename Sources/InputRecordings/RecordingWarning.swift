import InputEvents
import TouchTime

/// Something odd in a recording that the reader kept going through, with the
/// file and line where it was seen.
public struct RecordingWarning: Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// What was seen.
    public var kind: Kind

    /// What a warning is about.
    public enum Kind: Hashable, Sendable {
        /// An event's time is earlier than the event before it; the event is kept as recorded.
        case timeWentBackwards(from: Timestamp, to: Timestamp)
        /// The recording ends with events after the last `SYN_REPORT` (an incomplete frame);
        /// the events are yielded and a frame decoder cancels what they started.
        case missingFinalReport
        /// The last line has no newline; it parsed as a complete event but may have been cut.
        case unterminatedLastLine
        /// A `libinput record` file has a device section after the `declared` ones its
        /// `ndevices:` counts (from this line on); those devices are not read.
        case undeclaredDevices(declared: Int)
    }

    /// A warning about `line` of `path`.
    public init(path: String, line: Int, kind: Kind) {
        self.path = path
        self.line = line
        self.kind = kind
    }

    /// `path:line: warning: message` on one line.
    public var description: String { "\(path):\(line): warning: \(message)" }

    /// What was seen, without the place.
    public var message: String {
        switch kind {
        case .timeWentBackwards(let from, let to):
            "time goes backwards from \(from) to \(to); the event is kept"
        case .missingFinalReport:
            "the recording ends without a final SYN_REPORT; the last frame is incomplete"
        case .unterminatedLastLine:
            "the last line has no newline and may have been cut"
        case .undeclaredDevices(let declared):
            "a device section beyond the \(declared) that ndevices counts; it and any after it are not replayed"
        }
    }
}
