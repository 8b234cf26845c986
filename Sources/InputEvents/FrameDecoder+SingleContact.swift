extension FrameDecoder {
    /// One event of a single-touch screen: `ABS_X`/`ABS_Y`/`ABS_PRESSURE` move
    /// the contact, `BTN_TOUCH` puts it down and lifts it.
    mutating func handleSingleTouch(_ event: InputEvent) {
        switch (event.type, event.code) {
        case (.absolute, AbsoluteAxis.x): slots[0].x = event.value
        case (.absolute, AbsoluteAxis.y): slots[0].y = event.value
        case (.absolute, AbsoluteAxis.pressure): slots[0].pressure = event.value
        case (.key, KeyCode.buttonTouch): press(event.value)
        default: diagnostics.ignoredEvents += 1
        }
    }

    /// One event of a mouse or absolute pointer: motion moves the pointer
    /// (relative motion is scaled and clamped to the screen), the buttons
    /// (`BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`, `BTN_SIDE`, `BTN_EXTRA`) put the
    /// contact down and lift it. Motion without a button makes no contact: it
    /// hovers (``frameHover``).
    /// Wheel turns (`REL_WHEEL`, `REL_HWHEEL` and their high-resolution axes)
    /// add up in the frame's ``frameWheel`` (``handleWheel(_:)``).
    mutating func handlePointer(_ event: InputEvent) {
        switch (event.type, event.code) {
        // An absolute pointer that also declares REL_X/REL_Y moves with them too, as
        // libinput's fallback moves a pointer with both (its test-device.c `device_abs_rel`).
        case (.relative, RelativeAxis.x):
            pointerPosition.x += Double(event.value) * mapping.pointerScale
            pointerPosition = mapping.clampedToScreen(pointerPosition)
            hoverMoved = true
        case (.relative, RelativeAxis.y):
            pointerPosition.y += Double(event.value) * mapping.pointerScale
            pointerPosition = mapping.clampedToScreen(pointerPosition)
            hoverMoved = true
        case (.absolute, AbsoluteAxis.x) where deviceClass == .absolutePointer:
            slots[0].x = event.value
            movePointerToSlot()
        case (.absolute, AbsoluteAxis.y) where deviceClass == .absolutePointer:
            slots[0].y = event.value
            movePointerToSlot()
        case (.relative, RelativeAxis.wheel), (.relative, RelativeAxis.wheelHighResolution),
             (.relative, RelativeAxis.horizontalWheel), (.relative, RelativeAxis.horizontalWheelHighResolution):
            handleWheel(event)
        case (.key, KeyCode.buttonLeft): pressButton(1, event.value)
        case (.key, KeyCode.buttonRight): pressButton(2, event.value)
        case (.key, KeyCode.buttonMiddle): pressButton(4, event.value)
        case (.key, KeyCode.buttonSide): pressButton(8, event.value)
        case (.key, KeyCode.buttonExtra): pressButton(16, event.value)
        default: diagnostics.ignoredEvents += 1
        }
    }

    /// A pointer button (`bit` of `Contact.buttons`) goes down (1) or up (0):
    /// the contact is down while any button is, its buttons those down now.
    /// A press of a button already down is ignored, as libinput ignores it
    /// (`fallback_process_key`, `hw_is_key_down`), unless events were dropped
    /// since the contact began (``releaseMayBeLost``): then the old contact is
    /// cancelled and a new one begins.
    private mutating func pressButton(_ bit: UInt8, _ value: Int32) {
        if value == 1 {
            if slots[0].buttons & bit != 0 {
                diagnostics.pressesWhileDown += 1
                guard releaseMayBeLost else { return }
                endContact(inSlot: 0, lost: true)
                slots[0].buttons = 0
            }
            slots[0].buttons |= bit
            if !slots[0].isDown { beginContact(inSlot: 0) }
        } else if value == 0 {
            slots[0].buttons &= ~bit
            if slots[0].buttons == 0 { endContact(inSlot: 0) }
        }
    }

    /// Applies a key value to the single contact: 1 down, 0 up, 2 (autorepeat)
    /// nothing. A press while already down is ignored and the touch goes on,
    /// as libinput does ("driver sent multiple touch down for the same slot",
    /// `fallback_flush_st_down`), unless events were dropped since the contact
    /// began (``releaseMayBeLost``): then the release was in the gap, where
    /// libevdev live would have synthesised it, so the old contact is
    /// cancelled and a new one begins.
    private mutating func press(_ value: Int32) {
        if value == 0 {
            endContact(inSlot: 0)
        } else if value == 1 {
            if slots[0].isDown {
                diagnostics.pressesWhileDown += 1
                guard releaseMayBeLost else { return }
                endContact(inSlot: 0, lost: true)
            }
            beginContact(inSlot: 0)
        }
    }

    private mutating func movePointerToSlot() {
        hoverMoved = true
        if let transform { pointerPosition = transform.point(x: slots[0].x, y: slots[0].y) }
    }
}
