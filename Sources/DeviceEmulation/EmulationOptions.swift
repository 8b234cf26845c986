import InputEvents
import TouchTime

/// How ``EmulatedDevice/generate(description:events:into:options:)`` builds an emulated device.
public struct EmulationOptions: Hashable, Sendable {
    /// The N of the emulated `/dev/input/eventN` (minor number 64 + N); 50 by default,
    /// well above the nodes a real machine has.
    public var nodeNumber: Int
    /// Base name of the generated files (`NAME.umockdev`, `NAME.ioctl`, `NAME.events`).
    public var fileName: String
    /// Time before the first recorded event, during which the reader opens the device.
    /// umockdev starts replaying when `umockdev-run` starts, so without it the first events are lost.
    public var leadIn: Duration
    /// Keep only the events of the first `maximumDuration` of the recording (cut at a frame end).
    public var maximumDuration: Duration?
    /// Replay this many times faster than recorded (umockdev replays in real time); 1 keeps the timing.
    public var speed: Double
    /// Insert a `SYN_DROPPED` after each of these frames (1 is the first recorded frame), so a
    /// reader resynchronises through the emulated ioctls, which report no contact down.
    public var droppedAfterFrames: [Int]
    /// The emulated time of the lead-in `SYN_REPORT`; 0 by default. Set it to `CLOCK_MONOTONIC`
    /// now, just before the run (`touchreplay emulate --retime`), so that readers which compare
    /// event times with their own clock (libinput) see events as they arrive. umockdev passes
    /// the written times through unchanged.
    public var startTime: Timestamp

    /// Options with the defaults: node 50, files named `device`, a 1 s lead-in, the whole
    /// recording at recorded speed, no injected `SYN_DROPPED`, times starting at 0.
    public init(
        nodeNumber: Int = 50,
        fileName: String = "device",
        leadIn: Duration = .seconds(1),
        maximumDuration: Duration? = nil,
        speed: Double = 1,
        droppedAfterFrames: [Int] = [],
        startTime: Timestamp = Timestamp(microseconds: 0)
    ) {
        self.nodeNumber = nodeNumber
        self.fileName = fileName
        self.leadIn = leadIn
        self.maximumDuration = maximumDuration
        self.speed = speed
        self.droppedAfterFrames = droppedAfterFrames
        self.startTime = startTime
    }

    /// The emulated device node, `/dev/input/eventN`.
    public var devicePath: String { "/dev/input/event\(nodeNumber)" }

    /// The node's minor number: evdev nodes start at minor 64 on major 13.
    var minorNumber: Int { 64 + nodeNumber }
}

extension Duration {
    /// The duration in whole microseconds, rounded towards zero.
    var wholeMicroseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
