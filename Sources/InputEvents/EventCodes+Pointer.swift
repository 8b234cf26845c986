extension KeyCode {
    /// Side mouse button (button 4); the corresponding C constant is `BTN_SIDE`.
    public static let buttonSide: UInt16 = 0x113
    /// Extra mouse button (button 5); the corresponding C constant is `BTN_EXTRA`.
    public static let buttonExtra: UInt16 = 0x114
    /// A pen's eraser end is in range; the corresponding C constant is `BTN_TOOL_RUBBER`.
    public static let buttonToolRubber: UInt16 = 0x141
    /// Second stylus button; the corresponding C constant is `BTN_STYLUS2`.
    public static let buttonStylus2: UInt16 = 0x14c
}

extension RelativeAxis {
    /// A wheel's turn in 120ths of a click; the corresponding C constant is `REL_WHEEL_HI_RES`.
    public static let wheelHighResolution: UInt16 = 0x0b
    /// A horizontal wheel's turn in 120ths of a click; the corresponding C constant is `REL_HWHEEL_HI_RES`.
    public static let horizontalWheelHighResolution: UInt16 = 0x0c
}

extension AbsoluteAxis {
    /// A pen's height above the surface; the corresponding C constant is `ABS_DISTANCE`.
    public static let distance: UInt16 = 0x19
    /// A pen's tilt along x; the corresponding C constant is `ABS_TILT_X`.
    public static let tiltX: UInt16 = 0x1a
    /// A pen's tilt along y; the corresponding C constant is `ABS_TILT_Y`.
    public static let tiltY: UInt16 = 0x1b
}
