import InputEvents

/// Which live events a recording keeps, for privacy as `libinput record` does.
public enum RecordFilter {
    /// Pointer buttons (`BTN_LEFT` … `BTN_TASK`).
    public static let pointerButtons: ClosedRange<UInt16> = 0x110...0x117
    /// Tool and touch keys (`BTN_TOOL_PEN` … `BTN_TOOL_QUADTAP`, `BTN_TOUCH`, `BTN_STYLUS`).
    public static let digitizerButtons: ClosedRange<UInt16> = 0x140...0x14f

    /// Whether `event` may be written: `EV_SYN`, `EV_ABS`, `EV_REL` and the pointer/touch `BTN_*` keys.
    public static func keeps(_ event: InputEvent) -> Bool {
        switch event.type {
        case .synchronization, .absolute, .relative: true
        case .key: pointerButtons.contains(event.code) || digitizerButtons.contains(event.code)
        default: false
        }
    }
}
