import GestureEngine
import InputEvents
import InputRecordings
import TouchTime

/// A recording (evemu or `libinput record`, every device of the file) played
/// as live input on an app's clock: its frames shifted so that the recording's
/// first event falls at ``start``, taken as they fall due.
///
/// What an app does with them is its own: send them to a `LiveInput` source,
/// or push them into its toolkit's event queue as a touchscreen would (the
/// photo board's `--sdl-play`), so that several fingers take the toolkit's path
/// where no touchscreen exists. The frames are those a replay of the file
/// sends (``RecordingReplay/run(onRecord:beforeFrame:)``, through an ``InputPipeline``), in the same order,
/// with the same samples and touch ids, the last of them cancelling the
/// contacts still down; only their times differ, by ``start``. A device of the
/// file that is no touchscreen, mouse or pen is skipped, as a replay skips it.
/// The file is read as the frames fall due, one frame ahead.
public struct RecordingPlayback {
    /// The window time of the recording's first event.
    public let start: Timestamp
    private var devices: RecordedDevices
    /// The ids a replay's pipeline gives the touches of several devices (unique across them).
    private var seat = SeatTouches()
    /// The frames read and not yet due: the next one, or the cancelling frames after the last.
    private var upcoming: [TouchFrame] = []
    private var ended = false

    /// The recording at `path`, every device mapped onto the screen with `mapping`,
    /// to be played from `start` on the app's clock.
    ///
    /// - Throws: ``ReplayError`` for a file that is no readable recording (its path and line)
    ///   or a recording without a touchscreen, mouse or pen.
    public init(path: String, mapping: ScreenMapping, start: Timestamp) throws(ReplayError) {
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: path)
        } catch {
            throw .recording(error)
        }
        self.start = start
        devices = try RecordedDevices(first: reader) { _ in mapping }
        try readAhead()
    }

    /// When the next frame is due (app time), nil once every frame was taken.
    public var nextTime: Timestamp? { upcoming.first?.time }

    /// The frames due by `time` (app time), in order; none before ``nextTime``.
    ///
    /// - Throws: ``ReplayError`` for a recording that turns out bad further on (its path and line).
    public mutating func frames(dueBy time: Timestamp) throws(ReplayError) -> [TouchFrame] {
        var due: [TouchFrame] = []
        while let next = upcoming.first, next.time <= time {
            due.append(upcoming.removeFirst())
            if upcoming.isEmpty { try readAhead() }
        }
        return due
    }

    /// Reads the next frame, or, after the last, the frames cancelling what is still down.
    private mutating func readAhead() throws(ReplayError) {
        guard !ended else { return }
        var read: [(frame: TouchFrame, source: Int)] = []
        do {
            // A frame the seat leaves empty (a touch past the seat's 32) is skipped, as a replay skips it.
            while read.isEmpty, let next = try devices.nextDeviceFrame() { read = admitted([next]) }
        } catch {
            throw .recording(error)
        }
        if read.isEmpty {
            ended = true
            read = admitted(devices.endFrames())
        }
        for (var frame, _) in read {
            // Trace time counts from the recording's start: moved to the app's clock.
            frame.time = Timestamp(nanoseconds: frame.time.nanoseconds + start.nanoseconds)
            upcoming.append(frame)
        }
    }

    /// `frames` in the seat's touch ids, those left with nothing to send dropped.
    private mutating func admitted(_ frames: [(frame: TouchFrame, source: Int)]) -> [(frame: TouchFrame, source: Int)] {
        frames.compactMap { (frame, source) in
            var frame = frame
            seat.admit(&frame, from: source)
            return frame.samples.isEmpty && frame.wheel == nil && frame.hover == nil ? nil : (frame, source)
        }
    }
}
