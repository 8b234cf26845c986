import GestureEngine
import InputEvents
import InputRecordings
import TouchTime

/// The devices of a multi-device `libinput record` file replayed together, as
/// one seat: every device read by its own `RecordingReader` (each streams its
/// own `events:` list, so memory stays flat), decoded by its own
/// `FrameSource` with its own mapping, and their frames merged in time order.
///
/// A device that is no touchscreen, mouse or pen is skipped with a warning
/// (an error when no device is left).
///
/// Order: the next frame is the earliest frame (by its last event's time, the
/// `SYN_REPORT`'s) among the devices' next frames; on equal times the device
/// listed first goes first. Trace time 0 is the earliest first event of any
/// device, as `libinput replay` starts every device at once from that offset.
/// Each frame goes out in its device's own contact ids, with the device's
/// number as its source: the pipeline's seat makes them unique across devices,
/// as in a live session with several devices.
///
/// A frame that would go out before a frame already replayed from another
/// device (its device's times went backwards past it) is an error at its line:
/// the merge cannot keep both orders. Within one device, time going backwards
/// stays the reader's warning.
struct RecordedDevices: FrameProducer {
    static var hasOneSourceNumberedAsTheWindow: Bool { false }

    /// One device of the file.
    struct Device {
        let reader: RecordingReader
        var source: FrameSource
        /// The events of its next frame, up to and including its `SYN_REPORT` (or its last events); empty when it has no more.
        var pending: [InputEvent] = []
        /// The latest frame time replayed from it.
        var replayedUntil: Timestamp?
    }

    private(set) var devices: [Device]
    /// One line per device of the file that is no touchscreen, mouse or pen (a keyboard
    /// recorded with them): skipped, as `attach --seat` skips such devices.
    let skipped: [String]
    /// The device whose pending frame was replayed and is to be read again before the next choice.
    private var toRefill: Int?
    /// The devices with a pending frame, earliest first: a choice costs the logarithm of the devices.
    private var order = PendingFrames()
    /// The latest frame time replayed from any device, with its device, and the latest from any other:
    /// a frame's order is checked against the other devices' at once.
    private var latest: (time: Timestamp, device: Int)?
    private var runnerUp: Timestamp?

    /// The devices of the file `first` reads (its device 0), each mapped by `mapping`.
    init(first: RecordingReader, mapping: (RecordingReader) throws(ReplayError) -> ScreenMapping) throws(ReplayError) {
        let readers: [RecordingReader]
        do {
            readers = [first] + (try first.otherDevices())
        } catch {
            throw .recording(error)
        }
        var devices: [Device] = []
        var skipped: [(reader: RecordingReader, error: FrameDecoderError)] = []
        for reader in readers {
            let deviceMapping = try mapping(reader)
            do {
                devices.append(Device(reader: reader, source: try FrameSource(device: reader.description, mapping: deviceMapping)))
            } catch {
                skipped.append((reader, error))
            }
        }
        if devices.isEmpty, let first = skipped.first {
            throw .device(path: Self.name(of: first.reader), first.error)
        }
        self.skipped = skipped.map { "\(Self.name(of: $0.reader)): \($0.error.description); skipped" }
        let origin = readers.compactMap(\.firstEventTime).min()
        for index in devices.indices {
            if let origin { devices[index].source.start(at: origin) }
        }
        self.devices = devices
        do {
            for index in devices.indices { try refill(index) }
        } catch {
            throw .recording(error)
        }
    }

    mutating func produceFrames(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        while true {
            let next: (frame: TouchFrame, source: Int)?
            do {
                next = try nextDeviceFrame()
            } catch {
                throw .recording(error)
            }
            guard let next else { return }
            var frame = next.frame
            try deliver(&frame, next.source)
        }
    }

    /// The next merged frame in its device's contact ids, with the device's number; nil after the last one.
    mutating func nextDeviceFrame() throws(RecordingError) -> (frame: TouchFrame, source: Int)? {
        while true {
            if let index = toRefill {
                toRefill = nil
                try refill(index)
            }
            guard let index = order.popFirst() else { return nil }
            let time = devices[index].pending[devices[index].pending.count - 1].time
            if let until = latest.map({ $0.device == index ? runnerUp : $0.time }) ?? nil, time < until {
                throw RecordingError(
                    path: devices[index].reader.path, line: devices[index].reader.lineNumber,
                    reason: .outOfTimeOrder(device: devices[index].reader.deviceIndex, time: time, previous: until))
            }
            replayed(time, from: index)
            toRefill = index
            var completed: TouchFrame?
            for event in devices[index].pending {
                if let frame = devices[index].source.feed(event) { completed = frame }
            }
            if let completed { return (completed, index) }
        }
    }

    mutating func end(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        for (var frame, source) in endFrames() { try deliver(&frame, source) }
    }

    /// The frames cancelling what is still down on each device at its last event, each with its
    /// device's number, in time order (equal times in the devices' order).
    mutating func endFrames() -> [(frame: TouchFrame, source: Int)] {
        var frames: [(frame: TouchFrame, source: Int)] = []
        for index in devices.indices {
            if let frame = devices[index].source.end() { frames.append((frame, index)) }
        }
        // Stable: equal times keep the devices' order.
        return frames.enumerated().sorted { ($0.element.frame.time, $0.offset) < ($1.element.frame.time, $1.offset) }.map(\.element)
    }

    var warnings: [String] {
        skipped + devices.flatMap { device in
            let name = "\(device.reader.path): device \(device.reader.deviceIndex + 1) (\(device.reader.description.name))"
            return device.source.warnings(named: name) + device.source.endWarnings(named: name)
        }
    }

    /// The readers of the devices replayed, in file order.
    var readers: [RecordingReader] { devices.map(\.reader) }

    /// The trace time of the last event of any device, nil when none had events.
    var lastTraceTime: Timestamp? { devices.compactMap(\.source.lastTraceTime).max() }

    /// `FILE (device K, NAME)`, for messages.
    static func name(of reader: RecordingReader) -> String {
        "\(reader.path) (device \(reader.deviceIndex + 1), \(reader.description.name))"
    }

    /// Notes that a frame at `time` of device `index` went out.
    private mutating func replayed(_ time: Timestamp, from index: Int) {
        let until = max(devices[index].replayedUntil ?? time, time)
        devices[index].replayedUntil = until
        guard let top = latest else {
            latest = (until, index)
            return
        }
        if top.device == index {
            latest = (max(top.time, until), index)
        } else if until > top.time {
            runnerUp = top.time
            latest = (until, index)
        } else {
            runnerUp = max(runnerUp ?? until, until)
        }
    }

    /// Reads device `index`'s next frame into its pending events.
    private mutating func refill(_ index: Int) throws(RecordingError) {
        devices[index].pending.removeAll(keepingCapacity: true)
        let reader = devices[index].reader
        while let event = try reader.next() {
            devices[index].pending.append(event)
            if event.isReport { break }
        }
        if let last = devices[index].pending.last { order.insert(time: last.time, device: index) }
    }
}
