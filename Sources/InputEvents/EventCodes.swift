/// Codes of `EV_SYN` events.
public enum SynchronizationCode {
    /// End of a frame; the corresponding C constant is `SYN_REPORT`.
    public static let report: UInt16 = 0
    /// Configuration changed; the corresponding C constant is `SYN_CONFIG`.
    public static let config: UInt16 = 1
    /// End of one contact in multi-touch protocol A; the corresponding C constant is `SYN_MT_REPORT`.
    public static let multiTouchReport: UInt16 = 2
    /// The kernel's buffer overflowed and events were lost; the corresponding C constant is `SYN_DROPPED`.
    public static let dropped: UInt16 = 3
}

/// Codes of `EV_KEY` events that touch and pointer handling reads.
public enum KeyCode {
    /// Left mouse button; the corresponding C constant is `BTN_LEFT`.
    public static let buttonLeft: UInt16 = 0x110
    /// Right mouse button; the corresponding C constant is `BTN_RIGHT`.
    public static let buttonRight: UInt16 = 0x111
    /// Middle mouse button; the corresponding C constant is `BTN_MIDDLE`.
    public static let buttonMiddle: UInt16 = 0x112
    /// First pointer button code (`BTN_MOUSE`); buttons run up to `BTN_TASK` (0x117).
    public static let buttonMouseRange: ClosedRange<UInt16> = 0x110...0x117
    /// A pen tool is in range; the corresponding C constant is `BTN_TOOL_PEN`.
    public static let buttonToolPen: UInt16 = 0x140
    /// One finger is in range; the corresponding C constant is `BTN_TOOL_FINGER`.
    public static let buttonToolFinger: UInt16 = 0x145
    /// Contact with the surface; the corresponding C constant is `BTN_TOUCH`.
    public static let buttonTouch: UInt16 = 0x14a
    /// Stylus button; the corresponding C constant is `BTN_STYLUS`.
    public static let buttonStylus: UInt16 = 0x14b
    /// Two fingers; the corresponding C constant is `BTN_TOOL_DOUBLETAP`.
    public static let buttonToolDoubleTap: UInt16 = 0x14d
    /// Three fingers; the corresponding C constant is `BTN_TOOL_TRIPLETAP`.
    public static let buttonToolTripleTap: UInt16 = 0x14e
    /// Four fingers; the corresponding C constant is `BTN_TOOL_QUADTAP`.
    public static let buttonToolQuadTap: UInt16 = 0x14f
    /// Five fingers; the corresponding C constant is `BTN_TOOL_QUINTTAP`.
    public static let buttonToolQuintTap: UInt16 = 0x148
    /// The largest key code; the corresponding C constant is `KEY_MAX`.
    public static let max: UInt16 = 0x2ff
}

/// Codes of `EV_REL` events.
public enum RelativeAxis {
    /// Horizontal motion; the corresponding C constant is `REL_X`.
    public static let x: UInt16 = 0x00
    /// Vertical motion; the corresponding C constant is `REL_Y`.
    public static let y: UInt16 = 0x01
    /// Horizontal wheel; the corresponding C constant is `REL_HWHEEL`.
    public static let horizontalWheel: UInt16 = 0x06
    /// Vertical wheel; the corresponding C constant is `REL_WHEEL`.
    public static let wheel: UInt16 = 0x08
    /// The largest relative code; the corresponding C constant is `REL_MAX`.
    public static let max: UInt16 = 0x0f
}

/// Codes of `EV_ABS` events.
public enum AbsoluteAxis {
    /// The corresponding C constant is `ABS_X`.
    public static let x: UInt16 = 0x00
    /// The corresponding C constant is `ABS_Y`.
    public static let y: UInt16 = 0x01
    /// The corresponding C constant is `ABS_PRESSURE`.
    public static let pressure: UInt16 = 0x18
    /// The corresponding C constant is `ABS_MT_SLOT`.
    public static let multiTouchSlot: UInt16 = 0x2f
    /// The corresponding C constant is `ABS_MT_TOUCH_MAJOR`.
    public static let multiTouchTouchMajor: UInt16 = 0x30
    /// The corresponding C constant is `ABS_MT_TOUCH_MINOR`.
    public static let multiTouchTouchMinor: UInt16 = 0x31
    /// The corresponding C constant is `ABS_MT_WIDTH_MAJOR`.
    public static let multiTouchWidthMajor: UInt16 = 0x32
    /// The corresponding C constant is `ABS_MT_WIDTH_MINOR`.
    public static let multiTouchWidthMinor: UInt16 = 0x33
    /// The corresponding C constant is `ABS_MT_ORIENTATION`.
    public static let multiTouchOrientation: UInt16 = 0x34
    /// The corresponding C constant is `ABS_MT_POSITION_X`.
    public static let multiTouchPositionX: UInt16 = 0x35
    /// The corresponding C constant is `ABS_MT_POSITION_Y`.
    public static let multiTouchPositionY: UInt16 = 0x36
    /// The corresponding C constant is `ABS_MT_TOOL_TYPE`.
    public static let multiTouchToolType: UInt16 = 0x37
    /// The corresponding C constant is `ABS_MT_BLOB_ID`.
    public static let multiTouchBlobID: UInt16 = 0x38
    /// The corresponding C constant is `ABS_MT_TRACKING_ID`.
    public static let multiTouchTrackingID: UInt16 = 0x39
    /// The corresponding C constant is `ABS_MT_PRESSURE`.
    public static let multiTouchPressure: UInt16 = 0x3a
    /// The corresponding C constant is `ABS_MT_DISTANCE`.
    public static let multiTouchDistance: UInt16 = 0x3b
    /// The largest absolute code; the corresponding C constant is `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// Input properties (`INPUT_PROP_*`).
public enum InputProperty {
    /// Needs a pointer; the corresponding C constant is `INPUT_PROP_POINTER`.
    public static let pointer: UInt16 = 0x00
    /// Direct input (touchscreens); the corresponding C constant is `INPUT_PROP_DIRECT`.
    public static let direct: UInt16 = 0x01
    /// Touchpad with a button under it; the corresponding C constant is `INPUT_PROP_BUTTONPAD`.
    public static let buttonPad: UInt16 = 0x02
    /// Bounding box only; the corresponding C constant is `INPUT_PROP_SEMI_MT`.
    public static let semiMultiTouch: UInt16 = 0x03
    /// The largest property; the corresponding C constant is `INPUT_PROP_MAX`.
    public static let max: UInt16 = 0x1f
}

/// Values of `ABS_MT_TOOL_TYPE` (`MT_TOOL_*`).
public enum MultiTouchToolType {
    /// A finger; the corresponding C constant is `MT_TOOL_FINGER`.
    public static let finger: Int32 = 0
    /// A pen; the corresponding C constant is `MT_TOOL_PEN`.
    public static let pen: Int32 = 1
    /// A palm; the corresponding C constant is `MT_TOOL_PALM`.
    public static let palm: Int32 = 2
}
