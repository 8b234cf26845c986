extension DeviceDescription {
    /// The device's class and the evidence for it.
    ///
    /// The rules, first match wins (they follow the kernel's
    /// Documentation/input/event-codes.rst and libinput's device setup):
    /// 1. `INPUT_PROP_SEMI_MT` → touchpad (only touchpads report bounding boxes).
    /// 2. `BTN_TOOL_PEN` or `BTN_STYLUS` → pen tablet.
    /// 3. Position axes (`ABS_MT_POSITION_X/Y`, or `ABS_X/Y`) with `BTN_TOOL_FINGER`
    ///    and no `INPUT_PROP_DIRECT`, or with `INPUT_PROP_POINTER` (and `BTN_TOUCH`,
    ///    `BTN_TOOL_FINGER` or MT axes) and no `INPUT_PROP_DIRECT` → touchpad.
    /// 4. MT position axes with `INPUT_PROP_DIRECT` or `BTN_TOUCH`: with `ABS_MT_SLOT`
    ///    → protocol B touchscreen (it also needs `ABS_MT_TRACKING_ID`, else other);
    ///    without → protocol A touchscreen. A device with `ABS_RESERVED` (the code
    ///    below `ABS_MT_SLOT`) is "fake MT" as libevdev calls it: its MT bits are ignored.
    /// 5. `ABS_X/Y` with `BTN_LEFT` (no MT), with or without `BTN_TOUCH` → absolute
    ///    pointer whose button is `BTN_LEFT`: udev's input_id calls it a mouse
    ///    (it checks the mouse button before touch), and libinput a pointer.
    /// 6. `ABS_X/Y` with `BTN_TOUCH` (no MT, no `BTN_LEFT`) → single-touch screen.
    /// 7. `REL_X/Y` with a mouse button (`BTN_LEFT` … `BTN_TASK`) → mouse.
    /// 8. Keys below `BTN_MISC` → keyboard; anything else → other.
    public var classification: DeviceClassification {
        let (deviceClass, reason) = classify()
        return DeviceClassification(deviceName: name, deviceClass: deviceClass, reason: reason)
    }

    private func classify() -> (DeviceClass, String) {
        let direct = hasProperty(InputProperty.direct)
        let pointer = hasProperty(InputProperty.pointer)
        let fakeMultiTouch = supports(.absolute, code: AbsoluteAxis.multiTouchSlot - 1)
        let multiTouch = !fakeMultiTouch && supports(.absolute, code: AbsoluteAxis.multiTouchPositionX)
            && supports(.absolute, code: AbsoluteAxis.multiTouchPositionY)
        let singleTouch = supports(.absolute, code: AbsoluteAxis.x) && supports(.absolute, code: AbsoluteAxis.y)
        let touch = supports(.key, code: KeyCode.buttonTouch)
        let finger = supports(.key, code: KeyCode.buttonToolFinger)
        let left = supports(.key, code: KeyCode.buttonLeft)
        let directText = direct ? "INPUT_PROP_DIRECT" : "BTN_TOUCH without INPUT_PROP_DIRECT"

        if hasProperty(InputProperty.semiMultiTouch) {
            return (.touchpad, "INPUT_PROP_SEMI_MT")
        }
        if supports(.key, code: KeyCode.buttonToolPen) || supports(.key, code: KeyCode.buttonStylus) {
            return (.penTablet, supports(.key, code: KeyCode.buttonToolPen) ? "BTN_TOOL_PEN" : "BTN_STYLUS")
        }
        if (multiTouch || singleTouch) && !direct {
            if finger { return (.touchpad, "BTN_TOOL_FINGER without INPUT_PROP_DIRECT") }
            if pointer && (touch || multiTouch) { return (.touchpad, "INPUT_PROP_POINTER without INPUT_PROP_DIRECT") }
        }
        if multiTouch && (direct || touch) {
            guard supports(.absolute, code: AbsoluteAxis.multiTouchSlot) else {
                return (.multiTouchScreenProtocolA, "\(directText), ABS_MT_POSITION_X/Y without ABS_MT_SLOT")
            }
            guard supports(.absolute, code: AbsoluteAxis.multiTouchTrackingID) else {
                return (.other, "ABS_MT_SLOT without ABS_MT_TRACKING_ID")
            }
            let slots = absoluteAxes[AbsoluteAxis.multiTouchSlot].map { "ABS_MT_SLOT \($0.minimum)-\($0.maximum)" } ?? "ABS_MT_SLOT"
            return (.multiTouchScreen, "\(directText), \(slots) with ABS_MT_TRACKING_ID")
        }
        if singleTouch && left {
            // udev's input_id checks the mouse button before BTN_TOUCH and INPUT_PROP_DIRECT.
            return (.absolutePointer, touch ? "ABS_X/ABS_Y with BTN_LEFT, which udev and libinput take over BTN_TOUCH" : "ABS_X/ABS_Y with BTN_LEFT and no BTN_TOUCH")
        }
        if singleTouch && touch {
            return (.singleTouchScreen, "\(directText), ABS_X/ABS_Y without MT axes")
        }
        if supports(.relative, code: RelativeAxis.x) && supports(.relative, code: RelativeAxis.y) {
            if KeyCode.buttonMouseRange.contains(where: { supports(.key, code: $0) }) {
                return (.relativeMouse, "REL_X/REL_Y with mouse buttons")
            }
            return (.other, "REL_X/REL_Y without a mouse button")
        }
        if let keys = codes[.key], keys.contains(where: { $0 < 0x100 }) {
            return (.keyboard, "keys without position axes")
        }
        if singleTouch {
            return (.other, "ABS_X/ABS_Y without BTN_TOUCH or BTN_LEFT")
        }
        return (.other, "no touch position axes and no relative motion")
    }
}
