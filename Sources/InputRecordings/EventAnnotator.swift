import InputEvents
import TouchTime

/// What both recording writers work out for an event before formatting it:
/// its names for the comment and, for a `SYN_REPORT`, the milliseconds since
/// the previous one (the `+Nms` that `evemu-record` and `libinput record` print).
struct EventAnnotator {
    /// An event's names and, for a report, its distance from the previous one.
    struct Annotation {
        /// The type's name; empty for `EV_SYN`, whose comment shows only the code.
        let typeName: String
        /// The code's name, such as `ABS_MT_POSITION_X`.
        let codeName: String
        /// Whole milliseconds since the previous `SYN_REPORT` (0 before the first).
        let millisecondsSincePreviousReport: Int64
    }

    /// The previous `SYN_REPORT`'s time (the first event's until the first frame ends).
    private var previousReportTime: Timestamp?

    /// Annotates `event`; refuses times before 0, which neither format can hold.
    mutating func annotate(_ event: InputEvent, path: String) throws(RecordingError) -> Annotation {
        guard event.time.nanoseconds >= 0 else { throw RecordingError(path: path, reason: .negativeTime(event.time)) }
        let since = previousReportTime ?? event.time
        if event.isReport || previousReportTime == nil { previousReportTime = event.time }
        return Annotation(
            typeName: event.type == .synchronization ? "" : EventNames.name(of: event.type),
            codeName: EventNames.name(type: event.type, code: event.code),
            millisecondsSincePreviousReport: max(0, (event.time.nanoseconds - since.nanoseconds) / 1_000_000))
    }
}
