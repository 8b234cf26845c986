import TouchReplay

/// The messages between `touchreplay check` and its replay workers
/// (`touchreplay check-worker`), over the worker's standard input and output.
///
/// A request names one case's files: its fields (recording, scene, description,
/// the last empty when the case has none) each end with a NUL byte, and the
/// request ends with a newline. Paths hold no NUL, so the framing needs no escaping.
///
/// A worker answers a request with any number of trace blocks, then one end
/// message. Each message is a tag byte, a 4-byte little-endian length and that
/// many bytes: ``Tag/trace`` (JSON Lines of the case's trace, in order),
/// ``Tag/finished`` (empty: the replay succeeded), ``Tag/failed`` (the replay's
/// one-line error). A worker that exits or is killed mid-case leaves that case
/// without an end message; the parent reports its exit status or signal.
enum WorkerMessage {
    /// What a message carries.
    enum Tag: UInt8 {
        /// A block of the trace.
        case trace = 0x54 // "T"
        /// The replay finished and the whole trace was sent.
        case finished = 0x4B // "K"
        /// The replay failed; the payload is its one-line error.
        case failed = 0x45 // "E"
    }

    /// Bytes before each message's payload: the tag and the length.
    static let headerSize = 5
    /// The largest payload a message may carry (larger blocks are split).
    static let maximumPayload = 1 << 20

    /// The request for `checkCase` (which has a recording and a scene).
    static func request(for checkCase: CheckCase) -> [UInt8] {
        guard let recording = checkCase.recording, let scene = checkCase.scene else {
            preconditionFailure("replay workers run only complete cases")
        }
        var bytes: [UInt8] = []
        for field in [recording, scene, checkCase.description ?? ""] {
            bytes += Array(field.utf8)
            bytes.append(0)
        }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// The fields of a request (without its NULs and newline); nil when `bytes` is not one.
    static func fields(ofRequest bytes: ArraySlice<UInt8>) -> (recording: String, scene: String, description: String?)? {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        let fields = bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false)
        // Three NUL-terminated fields split into four, the last empty.
        guard fields.count == 4, fields[3].isEmpty, !fields[0].isEmpty, !fields[1].isEmpty else { return nil }
        let description = String(decoding: fields[2], as: UTF8.self)
        return (String(decoding: fields[0], as: UTF8.self), String(decoding: fields[1], as: UTF8.self),
                description.isEmpty ? nil : description)
    }

    /// The header of a message of `tag` with `length` payload bytes.
    static func header(_ tag: Tag, length: Int) -> [UInt8] {
        precondition(length <= maximumPayload, "a worker message's payload is at most \(maximumPayload) bytes")
        let value = UInt32(length)
        return [tag.rawValue, UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 24)]
    }
}
