/// A pen's proximity, tip and pressure offset as libinput decides them
/// (`evdev-tablet.c`): the decoder of a pen device keeps one, updates it
/// event by event and settles it at each `SYN_REPORT`
/// (`FrameDecoder.settlePen()`).
///
/// - Thresholds (``PenPolicy/tipFromPressure``): the tip goes down when the
///   pressure reaches ``upperThreshold`` and up when it falls to
///   ``lowerThreshold`` or below; by default 5 % and 1 % of the pressure range
///   above its minimum, truncated to whole units as libinput's
///   `axis_range_percentage` is.
/// - Offset (``PenPolicy/pressureOffset``, pens with `ABS_DISTANCE`): the
///   pressure a pen reads when it comes into range at least half the distance
///   range away becomes its offset; the thresholds move up with it (the same
///   4 % gap), and a later lower pressure lowers it. An offset above half the
///   pressure range is refused (libinput ≥ 1.24: "Ignoring pressure offset
///   greater than 50%"). The pen's tip and its eraser are two tools to
///   libinput, each with its own offset.
struct PenTip: Sendable {
    /// Whether the tip follows the pressure thresholds (the device has a usable pressure axis and the policy says so).
    let tipFromPressure: Bool
    /// Whether offsets are detected (pressure and distance axes, and the policy says so).
    let detectsOffset: Bool
    let pressureMinimum: Int32
    let pressureMaximum: Int32
    /// libinput's thresholds without an offset: 1 % and 5 % of the pressure range.
    let defaultLower: Int32
    let defaultUpper: Int32
    /// Half the distance range above its minimum: a pen closer than this when it comes into range gets no offset.
    let distanceHalf: Int32

    /// Whether `BTN_TOOL_PEN` and `BTN_TOOL_RUBBER` are held.
    var penTool = false
    var rubberTool = false
    /// Whether the last tool to come into range was the eraser (when both are held).
    var rubberCameLast = false
    /// Whether any `BTN_TOOL_*` event has been seen.
    var toolSeen = false
    /// Whether an axis event came before any tool event: libinput then puts
    /// the pen in range itself (`tablet_update_tool_state`: "on the very first
    /// event after init … this device will never send the event").
    var emulatedProximity = false
    /// `BTN_TOUCH`.
    var touchButton = false
    /// The last `ABS_DISTANCE`.
    var distance: Int32 = 0
    /// Whether `ABS_PRESSURE` came in the frame being read.
    var pressureChanged = false
    /// Whether the pen was in range at the last settled frame.
    var inRange = false
    /// Whether the end in range is the eraser.
    var eraser = false
    /// The offsets of the tip and of the eraser, once detected.
    var penOffset: Int32?
    var eraserOffset: Int32?
    /// The position, pressure and tilt of the last settled frame in range:
    /// libinput ignores the axes of the frame in which the pen leaves range
    /// ("we can't rely on the last axis information (it'll be mostly 0)").
    var settledX: Int32 = 0
    var settledY: Int32 = 0
    var settledPressure: Int32 = 0
    var settledTiltX: Int32 = 0
    var settledTiltY: Int32 = 0

    /// The state of a pen with these pressure and distance axes under `policy`.
    init(pressure: AbsoluteAxisInfo?, distance: AbsoluteAxisInfo?, policy: PenPolicy) {
        let usable = pressure.map { $0.maximum > $0.minimum } ?? false
        tipFromPressure = usable && policy.tipFromPressure
        detectsOffset = usable && distance != nil && policy.pressureOffset
        pressureMinimum = pressure?.minimum ?? 0
        pressureMaximum = pressure?.maximum ?? 0
        defaultLower = pressure.map { Self.percentage(1, of: $0) } ?? 0
        defaultUpper = pressure.map { Self.percentage(5, of: $0) } ?? 0
        distanceHalf = distance.map { Self.percentage(50, of: $0) } ?? 0
    }

    /// libinput's `axis_range_percentage`: `percent` of the axis's range above its minimum, truncated.
    static func percentage(_ percent: Double, of axis: AbsoluteAxisInfo) -> Int32 {
        let value = Double(Int64(axis.maximum) - Int64(axis.minimum)) * percent / 100 + Double(axis.minimum)
        return Int32(clamping: Int64(value))
    }

    /// Whether a tool is in range: held, or put there by an axis event before any tool event.
    var toolInRange: Bool { penTool || rubberTool || emulatedProximity }

    /// Whether the eraser is the end in range (the later one when the device holds both).
    var eraserInRange: Bool { rubberTool && (!penTool || rubberCameLast) }

    /// The offset of the end in range.
    var offset: Int32? { eraser ? eraserOffset : penOffset }

    /// The pressure at or below which the tip is up.
    var lowerThreshold: Int32 { offset ?? defaultLower }

    /// The pressure at or above which the tip goes down.
    var upperThreshold: Int32 { offset.map { $0 &+ (defaultUpper - defaultLower) } ?? defaultUpper }

    /// The pressure that counts as no force: the lower threshold when the tip
    /// follows pressure, else the offset or the axis's minimum.
    var forceFloor: Int32 { tipFromPressure ? lowerThreshold : offset ?? pressureMinimum }

    /// Whether the tip is down after this frame, `wasDown` before it, at `pressure`.
    func tipDown(pressure: Int32, wasDown: Bool) -> Bool {
        guard tipFromPressure else { return touchButton }
        return wasDown ? pressure > lowerThreshold : pressure >= upperThreshold
    }

    /// libinput's `detect_pressure_offset` at a settled frame in range, before
    /// the tip is decided: `entering` when the pen came into range in it.
    /// Answers the pressure refused as an offset (above half the range), nil otherwise.
    mutating func detectOffset(pressure: Int32, entering: Bool) -> Int32? {
        guard detectsOffset, pressureChanged || entering else { return nil }
        if let offset {
            if pressure < offset { setOffset(pressure) }
            return nil
        }
        guard pressure > pressureMinimum, entering, distance >= distanceHalf else { return nil }
        let fraction = Double(Int64(pressure) - Int64(pressureMinimum)) / Double(Int64(pressureMaximum) - Int64(pressureMinimum))
        guard fraction <= 0.5 else { return pressure }
        setOffset(pressure)
        return nil
    }

    private mutating func setOffset(_ value: Int32) {
        if eraser { eraserOffset = value } else { penOffset = value }
    }
}
