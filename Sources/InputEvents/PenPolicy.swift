/// Which of libinput's own pen rules the decoder applies (libinput's
/// `evdev-tablet.c`); both are on by default, and a scene's per-device
/// `pen:` entry turns them off (docs/scene-format.md).
///
/// The kernel leaves both to user space: a pen's `BTN_TOUCH` fires at a
/// threshold that varies with the model and the wear of its tip, and a worn
/// tip reads pressure while it hovers. libinput decides the tip from pressure
/// and measures pressure from what the pen reads while hovering instead.
public struct PenPolicy: Hashable, Sendable {
    /// On a pen with `ABS_PRESSURE`, the tip goes down when the pressure
    /// reaches 5 % of its range and up when it falls to 1 % or below, and
    /// `BTN_TOUCH` is ignored (libinput's `detect_tool_contact` and
    /// `tool_set_pressure_thresholds`); force is measured from the 1 %
    /// threshold. When off, `BTN_TOUCH` puts the tip down and lifts it.
    public var tipFromPressure: Bool
    /// A pen that comes into range high above the surface (at least half the
    /// `ABS_DISTANCE` range) while reading pressure gets that pressure as its
    /// zero: thresholds and force start there (libinput's
    /// `detect_pressure_offset`). An offset above half the pressure range is
    /// refused, as libinput refuses it from a faulty pen.
    public var pressureOffset: Bool

    /// A policy from its parts (libinput's, both on, by default).
    public init(tipFromPressure: Bool = true, pressureOffset: Bool = true) {
        self.tipFromPressure = tipFromPressure
        self.pressureOffset = pressureOffset
    }
}
