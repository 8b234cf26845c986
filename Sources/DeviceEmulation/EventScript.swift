import InputEvents
import TouchTime

/// The `.events` file: the recording's events, rewritten so that umockdev
/// 0.17.16 replays them exactly and a reader that opens the device late still
/// sees them all (up to ``EmulatedDevice/eventsSafeFromFallingBehind`` events,
/// which umockdev's buffer holds).
///
/// - Times are rebased: an empty `SYN_REPORT` at the start time (0 unless
///   retimed), the first recorded event a lead-in later, later events at their
///   offset divided by the speed.
/// - Microseconds are written without zero padding: umockdev parses the field
///   with base 0, so `027718` would be read as octal.
/// - All times are shifted by whole seconds so that no event has
///   `tv_sec % 256 == 32`: umockdev < 0.19 reads the script with `scanf("%u ")`,
///   which swallows a leading 0x20 data byte (the low byte of `tv_sec`).
enum EventScript {
    /// The events the emulated device sends, in order, with their emulated timestamps.
    static func events(from recorded: [InputEvent], options: EmulationOptions) throws(EmulationError) -> [InputEvent] {
        guard options.speed > 0, options.speed.isFinite else {
            throw .invalidOption("speed must be a positive number, got \(options.speed)")
        }
        guard options.leadIn >= .zero else { throw .invalidOption("the lead-in must not be negative") }
        guard options.startTime.microseconds >= 0 else { throw .invalidOption("the start time must not be negative") }
        guard options.nodeNumber >= 0, options.nodeNumber < 1024 - 64 else {
            throw .invalidOption("the node number must be in 0..<960, got \(options.nodeNumber)")
        }
        let kept = cut(recorded, to: options.maximumDuration)
        let first = kept.first?.time.microseconds ?? 0
        let start = options.startTime.microseconds
        let leadIn = start + options.leadIn.wholeMicroseconds
        var out: [InputEvent] = [InputEvent(time: options.startTime, type: .synchronization, code: 0, value: 0)]
        out.reserveCapacity(kept.count + 1 + options.droppedAfterFrames.count)
        var frame = 0
        for event in kept {
            let offset = Double(event.time.microseconds - first) / options.speed
            var rebased = event
            rebased.time = Timestamp(microseconds: leadIn + Int64(offset.rounded(.down)))
            out.append(rebased)
            if event.isReport {
                frame += 1
                if options.droppedAfterFrames.contains(frame) {
                    out.append(InputEvent(time: rebased.time, type: .synchronization, code: SynchronizationCode.dropped, value: 0))
                }
            }
        }
        let shift = secondsShift(avoiding: out)
        if shift != 0 {
            for index in out.indices { out[index].time.nanoseconds += shift * 1_000_000_000 }
        }
        return out
    }

    /// The events of the first `duration` of a recording, ending at the last complete frame.
    static func cut(_ events: [InputEvent], to duration: Duration?) -> [InputEvent] {
        guard let duration, let first = events.first?.time.microseconds else { return events }
        let limit = first + duration.wholeMicroseconds
        let within = events.prefix { $0.time.microseconds <= limit }
        guard let lastReport = within.lastIndex(where: \.isReport) else { return [] }
        return Array(within[...lastReport])
    }

    /// Whole seconds to add so that no event falls in a second with `tv_sec % 256 == 32`.
    static func secondsShift(avoiding events: [InputEvent]) -> Int64 {
        var usedSeconds = Set<Int64>()
        for event in events { usedSeconds.insert(event.time.secondsPart % 256) }
        var shift: Int64 = 0
        while usedSeconds.contains((32 - shift + 256 * 4) % 256) { shift += 1 }
        return shift
    }

    /// The `.events` text: one `E:` line per event, microseconds unpadded.
    static func text(for events: [InputEvent]) -> String {
        var text = ""
        for event in events {
            text += "E: \(event.time.secondsPart).\(event.time.microsecondsPart) "
            text += "\(hex4(event.type.rawValue)) \(hex4(event.code)) \(event.value)\n"
        }
        return text
    }

    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
