/// Size and pressure above which a touchscreen contact is a palm, for screens
/// that never send `MT_TOOL_PALM`: libinput's `AttrPalmSizeThreshold` and
/// `AttrPalmPressureThreshold` quirks, in the device's own units.
///
/// As libinput does (`tp_palm_detect_touch_size_triggered`,
/// `tp_palm_detect_pressure_triggered`), a contact is a palm once its touch
/// major or pressure is strictly above the threshold, and stays one until it
/// lifts. The decoder treats it as it treats `MT_TOOL_PALM`: a contact that is
/// a palm in its first frame is never reported; one that becomes a palm later
/// is cancelled.
public struct PalmThresholds: Hashable, Sendable {
    /// The largest `ABS_MT_TOUCH_MAJOR` of a finger, in the axis's units; nil for no size check.
    public var size: Int32?
    /// The largest `ABS_MT_PRESSURE` (or `ABS_PRESSURE`) of a finger, in the axis's units; nil for no pressure check.
    public var pressure: Int32?

    /// Thresholds from their parts.
    public init(size: Int32? = nil, pressure: Int32? = nil) {
        self.size = size
        self.pressure = pressure
    }

    /// Whether a contact with this touch major and pressure is a palm.
    @inline(__always) func isPalm(touchMajor: Int32, pressure contactPressure: Int32) -> Bool {
        if let size, touchMajor > size { return true }
        if let pressure, contactPressure > pressure { return true }
        return false
    }
}
