/// The state of one contact position the decoder tracks: a protocol B slot,
/// a matched protocol A contact, or the single contact of a single-touch
/// screen or pointer.
struct Slot: Sendable {
    /// Raw device position and axes, the last values the device sent for this slot.
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    var touchMajor: Int32 = 0
    /// The centre of the hysteresis ellipse (``HysteresisMargin``), in raw device units.
    var centerX: Int32 = 0
    var centerY: Int32 = 0
    /// A pen's tilt (`ABS_TILT_X`, `ABS_TILT_Y`) in device units.
    var tiltX: Int32 = 0
    var tiltY: Int32 = 0
    /// The buttons down (a pointer's, or a pen's barrel buttons), as `Contact.buttons` numbers them.
    var buttons: UInt8 = 0
    /// Whether a pen's eraser end (`BTN_TOOL_RUBBER`) is the one in range.
    var eraser = false
    /// `ABS_MT_TOOL_TYPE`, which the kernel sends only when it changes.
    var toolType: Int32 = MultiTouchToolType.finger
    /// Whether the device says a contact is down in this slot.
    var isDown = false
    /// The contact's id once it has been reported as began; -1 before.
    var contactID = -1
    /// Cancelled by `cancelAll` while still down: tracked but never reported again.
    var suppressed = false
    /// Whether `ending` holds a contact that ended in this slot during the current frame.
    var hasEnding = false
    /// The contact that ended in this slot during the current frame, reported at its
    /// `SYN_REPORT` (when `hasEnding`; a flag rather than an optional, so that looking
    /// at a slot does not copy the contact out).
    var ending = Contact(id: -1, phase: .ended, x: 0, y: 0)
}

extension FrameDecoder {
    /// A new contact goes down in `index` (reported as began at the next
    /// `SYN_REPORT`); a contact that starts as a palm is never reported.
    mutating func beginContact(inSlot index: Int) {
        frameLayoutKept = false
        if index >= slotsInUse { slotsInUse = index + 1 }
        if index == 0 { releaseMayBeLost = false }
        slots[index].isDown = true
        slots[index].contactID = -1
        slots[index].suppressed = slots[index].toolType == MultiTouchToolType.palm
    }

    /// The tool in `index` changes. As libinput does, a contact that becomes a
    /// palm is cancelled and stays silent until it lifts, even if the device
    /// later calls it a finger again.
    mutating func changeTool(inSlot index: Int, to toolType: Int32) {
        frameLayoutKept = false
        slots[index].toolType = toolType
        guard toolType == MultiTouchToolType.palm, slots[index].isDown, !slots[index].suppressed else { return }
        suppressAsPalm(inSlot: index)
    }

    /// The contact in `index`, down and not yet suppressed, is a palm: cancelled
    /// if it has been reported, and silent until it lifts.
    mutating func suppressAsPalm(inSlot index: Int) {
        frameLayoutKept = false
        if slots[index].contactID >= 0 {
            let ending = contact(inSlot: index, id: slots[index].contactID, phase: .cancelled)
            slots[index].ending = ending
            slots[index].hasEnding = true
        }
        slots[index].contactID = -1
        slots[index].suppressed = true
    }

    /// The contact in `index` lifts: `ended`, or `cancelled` when `lost` (its
    /// lift was never seen), during a resync, or in the frame after a
    /// `SYN_DROPPED`. A suppressed contact ends silently; one never reported is
    /// counted as unreported.
    mutating func endContact(inSlot index: Int, lost: Bool = false) {
        guard slots[index].isDown else { return }
        frameLayoutKept = false
        if !slots[index].suppressed {
            if slots[index].contactID >= 0 {
                let phase: ContactPhase = lost || resyncing || reconciling ? .cancelled : .ended
                let ending = contact(inSlot: index, id: slots[index].contactID, phase: phase)
                slots[index].ending = ending
                slots[index].hasEnding = true
            } else {
                diagnostics.unreportedContacts += 1
            }
        }
        slots[index].isDown = false
        slots[index].contactID = -1
        slots[index].suppressed = false
    }

    /// The contact of `index` as a value, positioned in screen points.
    ///
    /// `mutating` only so that the decoder is passed by reference: called as a
    /// non-mutating method from the mutating ones, Swift copied the whole decoder
    /// (retaining its arrays) for each contact.
    @inline(__always) mutating func contact(inSlot index: Int, id: Int, phase: ContactPhase) -> Contact {
        // Fields read one by one: a copy of the whole slot would copy its ending contact too.
        // No closure here: one capturing `self` made Swift copy the whole decoder per contact.
        let point: ScreenPoint
        if let transform, deviceClass != .absolutePointer {
            point = transform.point(x: slots[index].x, y: slots[index].y)
        } else {
            point = pointerPosition
        }
        let tool: ContactTool
        var buttons: UInt8 = 1
        var pressureFloor: Int32?
        switch deviceClass {
        case .relativeMouse, .absolutePointer:
            tool = .pointer
            buttons = slots[index].buttons
        case .penTablet:
            tool = slots[index].eraser ? .eraser : .pen
            buttons = 1 | slots[index].buttons
            pressureFloor = pen.forceFloor
        default:
            tool = slots[index].toolType == MultiTouchToolType.pen ? .pen : .finger
        }
        return Contact(
            id: id, phase: phase, x: point.x, y: point.y,
            pressure: hasPressure ? slots[index].pressure : nil, pressureFloor: pressureFloor,
            touchMajor: hasTouchMajor ? slots[index].touchMajor : nil,
            tool: tool, buttons: buttons,
            tilt: hasTilt ? (slots[index].tiltX, slots[index].tiltY) : nil
        )
    }

    /// One event of a protocol B device (inlined into `feedInPlace`: it runs for most events).
    @inline(__always) mutating func handleSlotted(_ event: InputEvent) {
        guard event.type == .absolute, (AbsoluteAxis.multiTouchSlot...AbsoluteAxis.max).contains(event.code) else {
            diagnostics.ignoredEvents += 1
            return
        }
        if event.code == AbsoluteAxis.multiTouchSlot {
            if event.value >= 0 && Int(event.value) < slots.count {
                currentSlot = Int(event.value)
            } else {
                currentSlot = -1
                diagnostics.outOfRangeSlotEvents += 1
            }
            return
        }
        guard currentSlot >= 0 else {
            diagnostics.outOfRangeSlotEvents += 1
            return
        }
        switch event.code {
        case AbsoluteAxis.multiTouchTrackingID:
            if event.value < 0 {
                if event.value != -1 { diagnostics.negativeTrackingIDs += 1 }
                endContact(inSlot: currentSlot)
            } else {
                if slots[currentSlot].isDown {
                    diagnostics.trackingIDsReplacedWhileDown += 1
                    endContact(inSlot: currentSlot)
                }
                beginContact(inSlot: currentSlot)
            }
        case AbsoluteAxis.multiTouchPositionX: slots[currentSlot].x = event.value
        case AbsoluteAxis.multiTouchPositionY: slots[currentSlot].y = event.value
        case AbsoluteAxis.multiTouchPressure: slots[currentSlot].pressure = event.value
        case AbsoluteAxis.multiTouchTouchMajor: slots[currentSlot].touchMajor = event.value
        case AbsoluteAxis.multiTouchToolType: changeTool(inSlot: currentSlot, to: event.value)
        default: diagnostics.ignoredEvents += 1
        }
    }
}
