// Generated from the kernel's linux/input-event-codes.h (Debian 12 linux-libc-dev): every
// `#define` with a numeric value, or an alias of one, except the `*_MAX` and `*_CNT` bounds.

extension EventNames {
    /// Names of event types (`EV_*`).
    static let typeTable: [(UInt16, String)] = [
        (0x00, "EV_SYN"), (0x01, "EV_KEY"), (0x02, "EV_REL"), (0x03, "EV_ABS"),
        (0x04, "EV_MSC"), (0x05, "EV_SW"), (0x11, "EV_LED"), (0x12, "EV_SND"),
        (0x14, "EV_REP"), (0x15, "EV_FF"), (0x16, "EV_PWR"), (0x17, "EV_FF_STATUS"),
    ]

    /// Names of `EV_SYN` codes (`SYN_*`).
    static let synchronizationTable: [(UInt16, String)] = [
        (0x00, "SYN_REPORT"), (0x01, "SYN_CONFIG"), (0x02, "SYN_MT_REPORT"), (0x03, "SYN_DROPPED"),
    ]

    /// Names of `EV_REL` codes (`REL_*`).
    static let relativeTable: [(UInt16, String)] = [
        (0x00, "REL_X"), (0x01, "REL_Y"), (0x02, "REL_Z"), (0x03, "REL_RX"),
        (0x04, "REL_RY"), (0x05, "REL_RZ"), (0x06, "REL_HWHEEL"), (0x07, "REL_DIAL"),
        (0x08, "REL_WHEEL"), (0x09, "REL_MISC"), (0x0a, "REL_RESERVED"), (0x0b, "REL_WHEEL_HI_RES"),
        (0x0c, "REL_HWHEEL_HI_RES"),
    ]

    /// Names of `EV_ABS` codes (`ABS_*`).
    static let absoluteTable: [(UInt16, String)] = [
        (0x00, "ABS_X"), (0x01, "ABS_Y"), (0x02, "ABS_Z"), (0x03, "ABS_RX"),
        (0x04, "ABS_RY"), (0x05, "ABS_RZ"), (0x06, "ABS_THROTTLE"), (0x07, "ABS_RUDDER"),
        (0x08, "ABS_WHEEL"), (0x09, "ABS_GAS"), (0x0a, "ABS_BRAKE"), (0x10, "ABS_HAT0X"),
        (0x11, "ABS_HAT0Y"), (0x12, "ABS_HAT1X"), (0x13, "ABS_HAT1Y"), (0x14, "ABS_HAT2X"),
        (0x15, "ABS_HAT2Y"), (0x16, "ABS_HAT3X"), (0x17, "ABS_HAT3Y"), (0x18, "ABS_PRESSURE"),
        (0x19, "ABS_DISTANCE"), (0x1a, "ABS_TILT_X"), (0x1b, "ABS_TILT_Y"), (0x1c, "ABS_TOOL_WIDTH"),
        (0x20, "ABS_VOLUME"), (0x21, "ABS_PROFILE"), (0x28, "ABS_MISC"), (0x2e, "ABS_RESERVED"),
        (0x2f, "ABS_MT_SLOT"), (0x30, "ABS_MT_TOUCH_MAJOR"), (0x31, "ABS_MT_TOUCH_MINOR"), (0x32, "ABS_MT_WIDTH_MAJOR"),
        (0x33, "ABS_MT_WIDTH_MINOR"), (0x34, "ABS_MT_ORIENTATION"), (0x35, "ABS_MT_POSITION_X"), (0x36, "ABS_MT_POSITION_Y"),
        (0x37, "ABS_MT_TOOL_TYPE"), (0x38, "ABS_MT_BLOB_ID"), (0x39, "ABS_MT_TRACKING_ID"), (0x3a, "ABS_MT_PRESSURE"),
        (0x3b, "ABS_MT_DISTANCE"), (0x3c, "ABS_MT_TOOL_X"), (0x3d, "ABS_MT_TOOL_Y"),
    ]

    /// Names of `EV_MSC` codes (`MSC_*`).
    static let miscellaneousTable: [(UInt16, String)] = [
        (0x00, "MSC_SERIAL"), (0x01, "MSC_PULSELED"), (0x02, "MSC_GESTURE"), (0x03, "MSC_RAW"),
        (0x04, "MSC_SCAN"), (0x05, "MSC_TIMESTAMP"),
    ]

    /// Names of `EV_SW` codes (`SW_*`): the canonical name of a code first, then its aliases.
    static let switchTable: [(UInt16, String)] = [
        (0x00, "SW_LID"), (0x01, "SW_TABLET_MODE"), (0x02, "SW_HEADPHONE_INSERT"), (0x03, "SW_RFKILL_ALL"),
        (0x03, "SW_RADIO"), (0x04, "SW_MICROPHONE_INSERT"), (0x05, "SW_DOCK"), (0x06, "SW_LINEOUT_INSERT"),
        (0x07, "SW_JACK_PHYSICAL_INSERT"), (0x08, "SW_VIDEOOUT_INSERT"), (0x09, "SW_CAMERA_LENS_COVER"), (0x0a, "SW_KEYPAD_SLIDE"),
        (0x0b, "SW_FRONT_PROXIMITY"), (0x0c, "SW_ROTATE_LOCK"), (0x0d, "SW_LINEIN_INSERT"), (0x0e, "SW_MUTE_DEVICE"),
        (0x0f, "SW_PEN_INSERTED"), (0x10, "SW_MACHINE_COVER"),
    ]

    /// Names of `EV_LED` codes (`LED_*`).
    static let ledTable: [(UInt16, String)] = [
        (0x00, "LED_NUML"), (0x01, "LED_CAPSL"), (0x02, "LED_SCROLLL"), (0x03, "LED_COMPOSE"),
        (0x04, "LED_KANA"), (0x05, "LED_SLEEP"), (0x06, "LED_SUSPEND"), (0x07, "LED_MUTE"),
        (0x08, "LED_MISC"), (0x09, "LED_MAIL"), (0x0a, "LED_CHARGING"),
    ]

    /// Names of `EV_SND` codes (`SND_*`).
    static let soundTable: [(UInt16, String)] = [
        (0x00, "SND_CLICK"), (0x01, "SND_BELL"), (0x02, "SND_TONE"),
    ]

    /// Names of `EV_REP` codes (`REP_*`).
    static let autorepeatTable: [(UInt16, String)] = [
        (0x00, "REP_DELAY"), (0x01, "REP_PERIOD"),
    ]

    /// Names of input properties (`INPUT_PROP_*`).
    static let propertyTable: [(UInt16, String)] = [
        (0x00, "INPUT_PROP_POINTER"), (0x01, "INPUT_PROP_DIRECT"), (0x02, "INPUT_PROP_BUTTONPAD"), (0x03, "INPUT_PROP_SEMI_MT"),
        (0x04, "INPUT_PROP_TOPBUTTONPAD"), (0x05, "INPUT_PROP_POINTING_STICK"), (0x06, "INPUT_PROP_ACCELEROMETER"),
    ]
}
