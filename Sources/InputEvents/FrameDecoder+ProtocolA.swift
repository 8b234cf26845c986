/// One anonymous contact of a protocol A frame, in raw device units.
struct AnonymousContact: Sendable {
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    var touchMajor: Int32 = 0
}

/// The protocol A contacts of the frame being read, and scratch space for matching them.
struct AnonymousContacts: Sendable {
    /// The contacts committed so far in this frame (one per `SYN_MT_REPORT` block).
    var frame: [AnonymousContact] = []
    /// The block being read.
    var block = AnonymousContact()
    var blockHasX = false
    var blockHasY = false
    var blockHasTouchMajor = false
    /// `BTN_TOUCH 0` arrived in this frame: every contact lifts.
    var touchReleased = false
    var slotMatched: [Bool] = []
    var contactMatched: [Bool] = []

    /// Allocates room for `count` contacts once.
    mutating func reserve(_ count: Int) {
        frame.reserveCapacity(count)
        slotMatched = Array(repeating: false, count: count)
        contactMatched = Array(repeating: false, count: count)
    }

    /// Ends the block at a `SYN_MT_REPORT`: it counts as a contact when it has
    /// both positions and, on devices with `ABS_MT_TOUCH_MAJOR`, does not say
    /// touch major 0 (a hovering finger, as mtdev decides).
    mutating func commitBlock(deviceHasTouchMajor: Bool, diagnostics: inout DecoderDiagnostics) {
        defer {
            block = AnonymousContact()
            blockHasX = false
            blockHasY = false
            blockHasTouchMajor = false
        }
        guard blockHasX && blockHasY else { return }
        if deviceHasTouchMajor && blockHasTouchMajor && block.touchMajor == 0 { return }
        if frame.count < contactMatched.count {
            frame.append(block)
        } else {
            diagnostics.excessContacts += 1
        }
    }

    /// Forgets the frame being read (after `SYN_DROPPED` or on `cancelAll`).
    mutating func discardFrame() {
        frame.removeAll(keepingCapacity: true)
        block = AnonymousContact()
        blockHasX = false
        blockHasY = false
        blockHasTouchMajor = false
        touchReleased = false
    }
}

extension FrameDecoder {
    /// One event of a protocol A device.
    mutating func handleAnonymous(_ event: InputEvent) {
        switch (event.type, event.code) {
        case (.absolute, AbsoluteAxis.multiTouchPositionX):
            anonymous.block.x = event.value
            anonymous.blockHasX = true
        case (.absolute, AbsoluteAxis.multiTouchPositionY):
            anonymous.block.y = event.value
            anonymous.blockHasY = true
        case (.absolute, AbsoluteAxis.multiTouchPressure):
            anonymous.block.pressure = event.value
        case (.absolute, AbsoluteAxis.multiTouchTouchMajor):
            anonymous.block.touchMajor = event.value
            anonymous.blockHasTouchMajor = true
        case (.key, KeyCode.buttonTouch) where event.value == 0:
            anonymous.touchReleased = true
        default:
            diagnostics.ignoredEvents += 1
        }
    }

    /// Matches the frame's anonymous contacts to the tracked ones at `SYN_REPORT`.
    ///
    /// Greedy nearest pairs: repeatedly the tracked contact and new contact
    /// with the smallest squared distance (in device units) are paired, ties
    /// going to the lower slot and the earlier block. Tracked contacts left
    /// over end; new contacts left over begin in the lowest free slot. A frame
    /// without contacts, or with `BTN_TOUCH 0`, ends every contact.
    mutating func matchAnonymousContacts() {
        anonymous.commitBlock(deviceHasTouchMajor: hasTouchMajor, diagnostics: &diagnostics)
        if anonymous.touchReleased { anonymous.frame.removeAll(keepingCapacity: true) }
        let count = anonymous.frame.count
        for index in slots.indices { anonymous.slotMatched[index] = false }
        for index in 0..<count { anonymous.contactMatched[index] = false }
        while true {
            var best = (slot: -1, contact: -1, distance: Int64.max)
            for slot in slots.indices where slots[slot].isDown && !anonymous.slotMatched[slot] {
                for contact in 0..<count where !anonymous.contactMatched[contact] {
                    let dx = Int64(slots[slot].x) - Int64(anonymous.frame[contact].x)
                    let dy = Int64(slots[slot].y) - Int64(anonymous.frame[contact].y)
                    let distance = dx * dx + dy * dy
                    if distance < best.distance { best = (slot, contact, distance) }
                }
            }
            guard best.slot >= 0 else { break }
            anonymous.slotMatched[best.slot] = true
            anonymous.contactMatched[best.contact] = true
            take(anonymous.frame[best.contact], inSlot: best.slot)
        }
        for slot in slots.indices where slots[slot].isDown && !anonymous.slotMatched[slot] {
            endContact(inSlot: slot)
        }
        for contact in 0..<count where !anonymous.contactMatched[contact] {
            guard let slot = slots.firstIndex(where: { !$0.isDown && $0.ending == nil }) else {
                diagnostics.excessContacts += 1
                continue
            }
            take(anonymous.frame[contact], inSlot: slot)
            beginContact(inSlot: slot)
        }
        anonymous.frame.removeAll(keepingCapacity: true)
        anonymous.touchReleased = false
    }

    private mutating func take(_ contact: AnonymousContact, inSlot slot: Int) {
        slots[slot].x = contact.x
        slots[slot].y = contact.y
        slots[slot].pressure = contact.pressure
        slots[slot].touchMajor = contact.touchMajor
    }
}
