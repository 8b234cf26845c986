extension FrameDecoder {
    /// One event of a pen device (`BTN_TOOL_PEN`): `ABS_X`/`ABS_Y`, `ABS_PRESSURE`
    /// and `ABS_TILT_X`/`ABS_TILT_Y` update the pen; `BTN_TOUCH` puts the tip (or
    /// the eraser) down and lifts it; `BTN_TOOL_PEN` and `BTN_TOOL_RUBBER` say
    /// which end is in range, and leaving range lifts a pen still down;
    /// `BTN_STYLUS`/`BTN_STYLUS2` are the barrel buttons. Proximity alone
    /// makes no contact: the pen hovers (``frameHover``); distance, serial and
    /// tool ids are ignored.
    mutating func handlePen(_ event: InputEvent) {
        switch (event.type, event.code) {
        case (.absolute, AbsoluteAxis.x):
            slots[0].x = event.value
            hoverMoved = true
        case (.absolute, AbsoluteAxis.y):
            slots[0].y = event.value
            hoverMoved = true
        case (.absolute, AbsoluteAxis.pressure): slots[0].pressure = event.value
        case (.absolute, AbsoluteAxis.tiltX) where hasTilt: slots[0].tiltX = clampedTilt(event.value, tiltRangeX)
        case (.absolute, AbsoluteAxis.tiltY) where hasTilt: slots[0].tiltY = clampedTilt(event.value, tiltRangeY)
        case (.key, KeyCode.buttonToolPen), (.key, KeyCode.buttonToolRubber):
            if event.value == 1 {
                if slots[0].isDown { endContact(inSlot: 0) }
                slots[0].eraser = event.code == KeyCode.buttonToolRubber
                penInRange = true
                hoverMoved = true
            } else if event.value == 0 {
                endContact(inSlot: 0)
                penInRange = false
            }
        case (.key, KeyCode.buttonTouch):
            if event.value == 1 {
                if slots[0].isDown {
                    diagnostics.pressesWhileDown += 1
                    endContact(inSlot: 0, lost: true)
                }
                beginContact(inSlot: 0)
            } else if event.value == 0 {
                endContact(inSlot: 0)
            }
        case (.key, KeyCode.buttonStylus): setButton(2, event.value)
        case (.key, KeyCode.buttonStylus2): setButton(4, event.value)
        default: diagnostics.ignoredEvents += 1
        }
    }

    /// `value` within `range`, counted in `outOfRangeTilts` when it was not.
    private mutating func clampedTilt(_ value: Int32, _ range: ClosedRange<Int32>) -> Int32 {
        guard !range.contains(value) else { return value }
        diagnostics.outOfRangeTilts += 1
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// Sets (value 1) or clears (value 0) `bit` of the single contact's buttons.
    private mutating func setButton(_ bit: UInt8, _ value: Int32) {
        if value == 1 { slots[0].buttons |= bit } else if value == 0 { slots[0].buttons &= ~bit }
    }
}
