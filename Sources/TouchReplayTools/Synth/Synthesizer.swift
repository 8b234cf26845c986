import GestureEngine
import InputEvents
import TouchReplay
import TouchTime

/// Turns finger strokes into the evdev events a device would send, one frame
/// per report at a fixed rate.
///
/// Frames fall on a grid of `1/rate` seconds from time 0. A stroke touches
/// down in the first report at or after its start, reports its interpolated
/// position (at the report's time) in that and every later report until its last keyframe, and lifts in the
/// report after that. Unchanged values are not repeated (as the input core
/// filters them), and a report with nothing to say is left out, so a finger
/// held still sends nothing. Positions map to device units through the
/// inverse of libinput's transform, `v = min + x·(max−min+1)/width`.
public struct Synthesizer: Sendable {
    /// The device whose events are written.
    public var device: SynthDevice
    /// The screen the scripted points refer to, in points.
    public var screen: Size
    /// Reports per second.
    public var rate: Double
    /// How the replay will map the device onto the screen (a scene's mapping for the device),
    /// nil for the plain mapping of the whole device onto ``screen``. Positions are written
    /// through its inverse, and a mouse starts where the mapping puts its pointer (with no
    /// homing motion).
    public var mapping: ScreenMapping?

    /// A synthesizer for `device` on a screen of `screen` points at `rate` Hz.
    public init(device: SynthDevice, screen: Size, rate: Double = Synthesizer.defaultRate, mapping: ScreenMapping? = nil) {
        self.device = device
        self.screen = screen
        self.rate = rate
        self.mapping = mapping
    }

    /// The default report rate in Hz.
    public static let defaultRate = 125.0

    /// The grid of scripts with sampled touches (``SynthTouch``): one report a microsecond,
    /// the resolution of recordings, so that each sample lands at its own time.
    public static let sampledRate = 1_000_000.0

    /// The report rates accepted, in Hz: 1 to 10,000 (real touchscreens report at
    /// 60 to 1,000 Hz; event times have microseconds, and a higher rate would only
    /// make frames without time between them, and recordings of absurd size).
    public static let rateRange: ClosedRange<Double> = 1...10_000

    /// The error for a rate outside ``rateRange``, naming it as `what` (`rate`, `--rate`).
    public static func rateMessage(_ what: String) -> String { "\(what) must be from 1 to 10000 reports per second" }

    /// The screen size that maps one device unit to one point.
    public static func naturalScreen(for device: SynthDevice) -> Size {
        guard let axes = device.positionAxes else { return Size(width: 1920, height: 1080) }
        return Size(width: Double(axes.x.maximum - axes.x.minimum + 1), height: Double(axes.y.maximum - axes.y.minimum + 1))
    }

    /// The report index at or after `seconds`.
    func tick(atOrAfter seconds: Double) -> Int { Int((seconds * rate - 1e-6).rounded(.up)) }

    /// The timestamp of report `tick`.
    func timestamp(_ tick: Int) -> Timestamp { Timestamp(microseconds: Int64((Double(tick) * 1_000_000 / rate).rounded())) }

    /// The device units of a screen point, clamped to the axes.
    func deviceUnits(_ point: Point) -> (x: Int32, y: Int32) {
        guard let axes = device.positionAxes else { return (Int32(point.x.rounded()), Int32(point.y.rounded())) }
        if let mapping {
            let raw = AffineInverse(mapping.absoluteTransform(x: axes.x, y: axes.y)).unmapped(point)
            return (Self.clamped(raw.x, axes.x), Self.clamped(raw.y, axes.y))
        }
        return (Self.units(point.x, axes.x, screen.width), Self.units(point.y, axes.y, screen.height))
    }

    static func clamped(_ value: Double, _ axis: AbsoluteAxisInfo) -> Int32 {
        Int32(min(max(value.rounded(), Double(axis.minimum)), Double(axis.maximum)))
    }

    static func units(_ value: Double, _ axis: AbsoluteAxisInfo, _ length: Double) -> Int32 {
        let range = Double(axis.maximum) - Double(axis.minimum) + 1
        let raw = Double(axis.minimum) + (value * range / length).rounded()
        return Int32(min(max(raw, Double(axis.minimum)), Double(axis.maximum)))
    }

    /// The events of `strokes` on this device, frame by frame.
    public func events(for strokes: [SynthStroke]) -> [InputEvent] {
        var events: [InputEvent] = []
        write(strokes) { events.append($0) }
        return events
    }

    /// Hands the events of `strokes` on this device to `emit` frame by frame, as they are
    /// made: nothing is collected, so the memory used is that of the strokes, not of the
    /// recording. Reports in which no finger moves cost nothing, so a long press or a
    /// hold takes the same time whatever its length.
    public func write<Failure: Error>(_ strokes: [SynthStroke], to emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        let placed = place(strokes)
        var writer = FrameWriter()
        switch device.kind {
        case .multiTouchSlots: try writeSlots(placed, into: &writer, emit)
        case .multiTouchAnonymous: try writeAnonymous(placed, into: &writer, emit)
        case .singleTouch: try writeSingleTouch(placed, into: &writer, emit)
        case .relativePointer: try writePointer(placed, into: &writer, emit)
        case .pen: try writePen(placed, into: &writer, emit)
        }
    }
}

/// Collects the events of one frame and hands them on with a `SYN_REPORT` when the frame says something.
struct FrameWriter {
    private var pending: [(EventType, UInt16, Int32)] = []

    mutating func add(_ type: EventType, _ code: UInt16, _ value: Int32) { pending.append((type, code, value)) }

    mutating func flush<Failure: Error>(at time: Timestamp, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        guard !pending.isEmpty else { return }
        for (type, code, value) in pending { try emit(InputEvent(time: time, type: type, code: code, value: value)) }
        try emit(InputEvent(time: time, type: .synchronization, code: SynchronizationCode.report, value: 0))
        pending.removeAll(keepingCapacity: true)
    }
}
