import GestureEngine
import InputEvents
import TouchReplay

extension Synthesizer {
    /// The `BTN_TOOL_*` key for `count` fingers (the corresponding C constants are `BTN_TOOL_FINGER` … `BTN_TOOL_QUINTTAP`).
    static func toolKey(fingers count: Int) -> UInt16? {
        switch count {
        case 1: KeyCode.buttonToolFinger
        case 2: KeyCode.buttonToolDoubleTap
        case 3: KeyCode.buttonToolTripleTap
        case 4: KeyCode.buttonToolQuadTap
        case 5: KeyCode.buttonToolQuintTap
        default: nil
        }
    }

    /// `BTN_LEFT`, `BTN_RIGHT` or `BTN_MIDDLE` for a stroke's button (1, 2, 3; `BTN_LEFT` for any other).
    static func buttonKey(_ button: Int) -> UInt16 {
        switch button {
        case 2: KeyCode.buttonRight
        case 3: KeyCode.buttonMiddle
        default: KeyCode.buttonLeft
        }
    }

    /// Writes `BTN_TOUCH`, the finger-count tool keys, and `ABS_X`/`ABS_Y` of the oldest contact, as the kernel's pointer emulation does.
    func writePointerEmulation(count: Int, previousCount: Int, oldest: (x: Int32, y: Int32)?, emulated: inout (x: Int32, y: Int32)?, into w: inout FrameWriter) {
        let d = device.description
        if (count > 0) != (previousCount > 0), d.supports(.key, code: KeyCode.buttonTouch) {
            w.add(.key, KeyCode.buttonTouch, count > 0 ? 1 : 0)
        }
        if count != previousCount {
            if let old = Self.toolKey(fingers: previousCount), d.supports(.key, code: old) { w.add(.key, old, 0) }
            if let new = Self.toolKey(fingers: count), d.supports(.key, code: new) { w.add(.key, new, 1) }
        }
        if let oldest, d.supports(.absolute, code: AbsoluteAxis.x), d.supports(.absolute, code: AbsoluteAxis.y) {
            if emulated?.x != oldest.x { w.add(.absolute, AbsoluteAxis.x, oldest.x) }
            if emulated?.y != oldest.y { w.add(.absolute, AbsoluteAxis.y, oldest.y) }
            emulated = oldest
        }
    }

    /// Protocol B: slots, tracking ids, only changed values, `ABS_MT_SLOT` only when the slot changes.
    func writeSlots<Failure: Error>(_ placed: [Placed], into w: inout FrameWriter, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        let slotCount = device.maximumContacts
        let tracking = device.description.absoluteAxes[AbsoluteAxis.multiTouchTrackingID] ?? AbsoluteAxisInfo(minimum: 0, maximum: 65535)
        var slotOf = [Int?](repeating: nil, count: placed.count)
        var owner = [Int?](repeating: nil, count: slotCount)
        var last = [(x: Int32, y: Int32)?](repeating: nil, count: slotCount)
        var currentSlot = 0
        var nextID = tracking.minimum
        var previousCount = 0
        var emulated: (x: Int32, y: Int32)?
        var contactAxes = [ContactAxes](repeating: ContactAxes(), count: slotCount)
        let attributeUnits = ContactAttributeUnits(device: device.description, mapping: effectiveMapping)
        try forEachReport(placed) { (report: Report) throws(Failure) in
            let tick = report.tick
            var perSlot = [[(UInt16, Int32)]](repeating: [], count: slotCount)
            var freed: [Int] = []
            for i in report.lifting {
                guard let slot = slotOf[i] else { continue }
                perSlot[slot].append((AbsoluteAxis.multiTouchTrackingID, -1))
                freed.append(slot)
            }
            for i in report.starting {
                guard let slot = owner.indices.first(where: { owner[$0] == nil && !freed.contains($0) }) else { continue }
                owner[slot] = i
                slotOf[i] = slot
                let p = deviceUnits(placed[i].stroke.point(at: timestamp(tick).seconds))
                perSlot[slot] += [(AbsoluteAxis.multiTouchTrackingID, nextID), (AbsoluteAxis.multiTouchPositionX, p.x), (AbsoluteAxis.multiTouchPositionY, p.y)]
                last[slot] = p
                contactAxes[slot] = ContactAxes()
                contactAxes[slot].write(placed[i].stroke, at: timestamp(tick).seconds, scale: attributeUnits, into: &perSlot[slot])
                nextID = nextID >= tracking.maximum ? tracking.minimum : nextID + 1
            }
            for i in report.moving {
                guard let slot = slotOf[i] else { continue }
                let p = deviceUnits(placed[i].stroke.point(at: timestamp(tick).seconds))
                if last[slot]?.x != p.x { perSlot[slot].append((AbsoluteAxis.multiTouchPositionX, p.x)) }
                if last[slot]?.y != p.y { perSlot[slot].append((AbsoluteAxis.multiTouchPositionY, p.y)) }
                last[slot] = p
                contactAxes[slot].write(placed[i].stroke, at: timestamp(tick).seconds, scale: attributeUnits, into: &perSlot[slot])
            }
            for slot in freed { owner[slot] = nil }
            for (slot, events) in perSlot.enumerated() where !events.isEmpty {
                if slot != currentSlot { w.add(.absolute, AbsoluteAxis.multiTouchSlot, Int32(slot)) }
                currentSlot = slot
                for (code, value) in events { w.add(.absolute, code, value) }
            }
            let down = owner.indices.compactMap { slot in owner[slot].map { (index: $0, slot: slot) } }
            let oldest = down.min { $0.index < $1.index }.flatMap { last[$0.slot] }
            writePointerEmulation(count: down.count, previousCount: previousCount, oldest: oldest, emulated: &emulated, into: &w)
            previousCount = down.count
            try w.flush(at: timestamp(tick), emit)
        }
    }

    /// Protocol A: every contact in every frame, each ended by `SYN_MT_REPORT`; frames only when something changed.
    func writeAnonymous<Failure: Error>(_ placed: [Placed], into w: inout FrameWriter, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        var lastFrame: [(x: Int32, y: Int32)] = []
        var previousCount = 0
        var emulated: (x: Int32, y: Int32)?
        try forEachReport(placed) { (report: Report) throws(Failure) in
            let tick = report.tick, down = report.down
            let points = down.map { deviceUnits(placed[$0].stroke.point(at: timestamp(tick).seconds)) }
            if points.map(\.x) == lastFrame.map(\.x), points.map(\.y) == lastFrame.map(\.y) { return }
            lastFrame = points
            for p in points {
                w.add(.absolute, AbsoluteAxis.multiTouchPositionX, p.x)
                w.add(.absolute, AbsoluteAxis.multiTouchPositionY, p.y)
                w.add(.synchronization, SynchronizationCode.multiTouchReport, 0)
            }
            if points.isEmpty { w.add(.synchronization, SynchronizationCode.multiTouchReport, 0) }
            writePointerEmulation(count: points.count, previousCount: previousCount, oldest: points.first, emulated: &emulated, into: &w)
            previousCount = points.count
            try w.flush(at: timestamp(tick), emit)
        }
    }

    /// Single touch: `ABS_X`/`ABS_Y` and `BTN_TOUCH` (and `ABS_PRESSURE` at mid-range while down, where the device has it).
    func writeSingleTouch<Failure: Error>(_ placed: [Placed], into w: inout FrameWriter, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        var previousCount = 0
        var emulated: (x: Int32, y: Int32)?
        let pressure = device.description.absoluteAxes[AbsoluteAxis.pressure]
        try forEachReport(placed) { (report: Report) throws(Failure) in
            let tick = report.tick, down = report.down
            let point = down.first.map { deviceUnits(placed[$0].stroke.point(at: timestamp(tick).seconds)) }
            let count = point == nil ? 0 : 1
            if let pressure, count != previousCount {
                w.add(.absolute, AbsoluteAxis.pressure, count > 0 ? (pressure.minimum + pressure.maximum + 1) / 2 : pressure.minimum)
            }
            writePointerEmulation(count: count, previousCount: previousCount, oldest: point, emulated: &emulated, into: &w)
            previousCount = count
            try w.flush(at: timestamp(tick), emit)
        }
    }

    /// A relative pointer: a homing motion of minus the screen size at time 0 (so a player that
    /// clamps the pointer to the screen starts at the top-left corner), a move to each press
    /// position one report before the press, the stroke's button (`BTN_LEFT` for a finger), `REL_X`/`REL_Y` deltas while pressed.
    func writePointer<Failure: Error>(_ placed: [Placed], into w: inout FrameWriter, _ emit: (InputEvent) throws(Failure) -> Void) throws(Failure) {
        var position: (x: Int32, y: Int32) = (0, 0)
        // Scaled by the mapping's points per unit of motion (1 without a mapping).
        let scale = mapping?.pointerScale ?? 1
        if let mapping {
            // The replay's pointer starts where the mapping puts it: no homing needed.
            let start = mapping.initialPointerPosition
            position = (Int32((start.x / scale).rounded()), Int32((start.y / scale).rounded()))
        } else {
            w.add(.relative, RelativeAxis.x, -Int32(screen.width.rounded(.up)))
            w.add(.relative, RelativeAxis.y, -Int32(screen.height.rounded(.up)))
            try w.flush(at: timestamp(0), emit)
        }
        func move(to point: (x: Int32, y: Int32)) {
            let p: (x: Int32, y: Int32) = scale == 1 ? point : (Int32((Double(point.x) / scale).rounded()), Int32((Double(point.y) / scale).rounded()))
            if p.x != position.x { w.add(.relative, RelativeAxis.x, p.x - position.x) }
            if p.y != position.y { w.add(.relative, RelativeAxis.y, p.y - position.y) }
            position = p
        }
        func code(_ index: Int) -> UInt16 { Self.buttonKey(placed[index].stroke.button) }
        // A wheel turn as the kernel's HID driver reports it (`hidinput_handle_scroll`, drivers/hid/hid-input.c):
        // on a device with the high-resolution axis, the turn in 120ths of a click there, and the
        // low-resolution axis only when the 120ths accumulated make whole clicks; without it, whole clicks.
        var partialVertical: Int32 = 0, partialHorizontal: Int32 = 0
        func turn(_ clicks: Double, _ code: UInt16, _ highResolution: UInt16, _ partial: inout Int32) {
            guard clicks != 0 else { return }
            guard device.description.supports(.relative, code: highResolution) else {
                w.add(.relative, code, Int32(clicks))
                return
            }
            let fine = Int32((clicks * 120).rounded())
            partial += fine
            let whole = partial / 120
            partial -= whole * 120
            if whole != 0 { w.add(.relative, code, whole) }
            w.add(.relative, highResolution, fine)
        }
        try forEachReport(placed, leadIn: true) { (report: Report) throws(Failure) in
            let tick = report.tick
            guard tick > 0 || (mapping != nil && tick == 0) else { return }
            if let next = report.upcoming {
                move(to: deviceUnits(placed[next].stroke.point(at: timestamp(tick + 1).seconds)))
            }
            let released = report.lifting.last
            // The pointer follows the stroke moving (a hover goes on through a wheel turn), unless
            // it has just gone to the next press: a hover that lifts as the press comes holds its
            // last position until then, which on a moved scene is not the press's.
            if report.upcoming == nil, let index = report.moving.last(where: { placed[$0].stroke.wheelClicks == nil }) {
                move(to: deviceUnits(placed[index].stroke.point(at: timestamp(tick).seconds)))
            }
            for index in report.starting {
                // A sampled stroke at the recording's first report had no report before it to get there.
                if tick == 0, mapping != nil { move(to: deviceUnits(placed[index].stroke.point(at: 0))) }
                // A stroke without a button (hover, wheel) moves the pointer only; a wheel
                // turns in its first report, `REL_WHEEL` positive away from the user.
                if placed[index].stroke.button != 0 { w.add(.key, code(index), 1) }
                if let clicks = placed[index].stroke.wheelClicks {
                    turn(-clicks.y, RelativeAxis.wheel, RelativeAxis.wheelHighResolution, &partialVertical)
                    turn(clicks.x, RelativeAxis.horizontalWheel, RelativeAxis.horizontalWheelHighResolution, &partialHorizontal)
                }
            }
            if let index = released, placed[index].stroke.button != 0 { w.add(.key, code(index), 0) }
            try w.flush(at: timestamp(tick), emit)
        }
    }
}
