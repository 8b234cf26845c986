extension FrameDecoder {
    /// One event of a pen device (`BTN_TOOL_PEN`): `ABS_X`/`ABS_Y`,
    /// `ABS_PRESSURE`, `ABS_DISTANCE` and `ABS_TILT_X`/`ABS_TILT_Y` update the
    /// pen; `BTN_TOOL_PEN` and `BTN_TOOL_RUBBER` say which end is in range and
    /// `BTN_TOUCH` whether the kernel calls the tip down; `BTN_STYLUS`/`BTN_STYLUS2`
    /// are the barrel buttons. Whether the pen is in range and its tip down is
    /// settled at the `SYN_REPORT` (``settlePen()``), with the frame's axes;
    /// serial and tool ids are ignored.
    mutating func handlePen(_ event: InputEvent) {
        switch (event.type, event.code) {
        case (.absolute, AbsoluteAxis.x):
            slots[0].x = event.value
            penAxisChanged(moved: true)
        case (.absolute, AbsoluteAxis.y):
            slots[0].y = event.value
            penAxisChanged(moved: true)
        case (.absolute, AbsoluteAxis.pressure):
            slots[0].pressure = event.value
            pen.pressureChanged = true
            penAxisChanged(moved: false)
        case (.absolute, AbsoluteAxis.distance):
            pen.distance = event.value
            penAxisChanged(moved: false)
        case (.absolute, AbsoluteAxis.tiltX) where hasTilt:
            slots[0].tiltX = clampedTilt(event.value, tiltRangeX)
            penAxisChanged(moved: false)
        case (.absolute, AbsoluteAxis.tiltY) where hasTilt:
            slots[0].tiltY = clampedTilt(event.value, tiltRangeY)
            penAxisChanged(moved: false)
        case (.key, KeyCode.buttonToolPen), (.key, KeyCode.buttonToolRubber):
            guard event.value == 0 || event.value == 1 else { return }
            let rubber = event.code == KeyCode.buttonToolRubber
            if rubber { pen.rubberTool = event.value == 1 } else { pen.penTool = event.value == 1 }
            if event.value == 1 { pen.rubberCameLast = rubber }
            pen.toolSeen = true
            pen.emulatedProximity = false
        case (.key, KeyCode.buttonTouch):
            if event.value == 1 {
                // The kernel never repeats a key value: a second press means a release was lost.
                if pen.touchButton { diagnostics.pressesWhileDown += 1 }
                pen.touchButton = true
            } else if event.value == 0 {
                pen.touchButton = false
            }
        case (.key, KeyCode.buttonStylus): setButton(2, event.value)
        case (.key, KeyCode.buttonStylus2): setButton(4, event.value)
        default: diagnostics.ignoredEvents += 1
        }
    }

    /// An axis changed (the position when `moved`): before any tool event the pen is then in range.
    private mutating func penAxisChanged(moved: Bool) {
        if moved { hoverMoved = true }
        if !pen.toolSeen { pen.emulatedProximity = true }
    }

    /// Settles the pen at a `SYN_REPORT`, as libinput's `tablet_flush` does:
    /// whether it is in range and which end, its pressure offset, then
    /// whether its tip is down (``PenTip``). A tip that goes down or up begins
    /// or ends the contact at the frame's position; the frame in which the pen
    /// leaves range keeps the position, pressure and tilt of the frame before
    /// (libinput ignores its axes, which the kernel mostly sends as 0), and a
    /// change of end lifts the other end first.
    mutating func settlePen() {
        let inRange = pen.toolInRange
        let wasInRange = pen.inRange
        let eraser = inRange ? pen.eraserInRange : pen.eraser
        if inRange, wasInRange, eraser != pen.eraser, slots[0].isDown { endContact(inSlot: 0) }
        pen.eraser = eraser
        slots[0].eraser = eraser
        if inRange {
            pen.settledX = slots[0].x
            pen.settledY = slots[0].y
            pen.settledPressure = slots[0].pressure
            pen.settledTiltX = slots[0].tiltX
            pen.settledTiltY = slots[0].tiltY
            let entering = !wasInRange
            if entering { hoverMoved = true }
            if let refused = pen.detectOffset(pressure: slots[0].pressure, entering: entering) {
                diagnostics.refusedPressureOffsets += 1
                if refusedPressureOffset == nil { refusedPressureOffset = refused }
            }
        } else if wasInRange {
            slots[0].x = pen.settledX
            slots[0].y = pen.settledY
            slots[0].pressure = pen.settledPressure
            slots[0].tiltX = pen.settledTiltX
            slots[0].tiltY = pen.settledTiltY
        }
        pen.pressureChanged = false
        pen.inRange = inRange
        let down = inRange && pen.tipDown(pressure: slots[0].pressure, wasDown: slots[0].isDown)
        if slots[0].isDown, !down {
            endContact(inSlot: 0)
        } else if !slots[0].isDown, down {
            beginContact(inSlot: 0)
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
