/// One contact of a protocol A frame, in raw device units.
struct AnonymousContact: Sendable {
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    var touchMajor: Int32 = 0
    /// The block's `ABS_MT_TRACKING_ID`, on devices that declare one.
    var trackingID: Int32 = -1
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
    var blockHasTrackingID = false
    /// Whether the frame carried anything about contacts (`SYN_MT_REPORT`,
    /// `BTN_TOUCH`, an `ABS_MT_*` axis): mtdev leaves the contacts alone after a frame without.
    var hasContactData = false
    var slotMatched: [Bool] = []
    var contactMatched: [Bool] = []
    /// The device's tracking id of the contact in each slot (devices that declare `ABS_MT_TRACKING_ID`).
    var slotTrackingIDs: [Int32] = []
    /// The least-squares pairing of tracked and new contacts.
    var assignment = ContactAssignment(capacity: 0)
    /// The tracked slots of the frame being matched, in slot order.
    var trackedSlots: [Int] = []
    /// The new contacts not yet matched, in block order.
    var freeContacts: [Int] = []

    /// Allocates room for `count` contacts once.
    mutating func reserve(_ count: Int) {
        frame.reserveCapacity(count)
        slotMatched = Array(repeating: false, count: count)
        contactMatched = Array(repeating: false, count: count)
        slotTrackingIDs = Array(repeating: -1, count: count)
        assignment = ContactAssignment(capacity: count)
        trackedSlots.reserveCapacity(count)
        freeContacts.reserveCapacity(count)
    }

    /// Ends the block at a `SYN_MT_REPORT`: it counts as a contact when it has
    /// both positions (mtdev's `isfilled`) and, on devices without tracking ids
    /// but with `ABS_MT_TOUCH_MAJOR`, does not say touch major 0 (a hovering
    /// finger, mtdev's `istouch`); on devices with tracking ids, when its id is
    /// not negative (our decision: mtdev leaves a block without an id undefined).
    mutating func commitBlock(deviceHasTouchMajor: Bool, deviceHasTrackingID: Bool, diagnostics: inout DecoderDiagnostics) {
        hasContactData = true
        defer {
            block = AnonymousContact()
            blockHasX = false
            blockHasY = false
            blockHasTouchMajor = false
            blockHasTrackingID = false
        }
        guard blockHasX && blockHasY else { return }
        if deviceHasTrackingID {
            guard blockHasTrackingID && block.trackingID >= 0 else { return }
        } else if deviceHasTouchMajor && blockHasTouchMajor && block.touchMajor == 0 {
            return
        }
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
        blockHasTrackingID = false
        hasContactData = false
    }
}

extension FrameDecoder {
    /// One event of a protocol A device. As mtdev's `process_typeA`, positions
    /// belong to the block that the next `SYN_MT_REPORT` closes; values after
    /// the last one are no contact.
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
        case (.absolute, AbsoluteAxis.multiTouchTrackingID):
            anonymous.block.trackingID = event.value
            anonymous.blockHasTrackingID = true
        case (.key, KeyCode.buttonTouch):
            // mtdev counts it as contact data but takes the contacts from the blocks alone.
            anonymous.hasContactData = true
            return
        default:
            diagnostics.ignoredEvents += 1
            return
        }
        anonymous.hasContactData = true
    }

    /// Matches the frame's contacts to the tracked ones at `SYN_REPORT`, as
    /// mtdev's `convert_A_to_B` does.
    ///
    /// A frame without contact data changes nothing. On a device that declares
    /// `ABS_MT_TRACKING_ID`, a contact continues the tracked one with its id
    /// (`apply_typeA_changes`); otherwise the pairing of tracked and new
    /// contacts with the least sum of squared distances (in device units)
    /// decides (`assign_tracking_id`, mtdev's Hungarian matching). Tracked
    /// contacts left over end; new contacts left over begin in the lowest free
    /// slot. A frame with contact data but no contact (an empty
    /// `SYN_MT_REPORT`, or `BTN_TOUCH 0` alone) ends every contact.
    mutating func matchAnonymousContacts() {
        // Values after the last SYN_MT_REPORT are no contact (mtdev's process_typeA).
        anonymous.block = AnonymousContact()
        anonymous.blockHasX = false
        anonymous.blockHasY = false
        anonymous.blockHasTouchMajor = false
        anonymous.blockHasTrackingID = false
        guard anonymous.hasContactData else { return }
        anonymous.hasContactData = false
        let count = anonymous.frame.count
        for index in slots.indices { anonymous.slotMatched[index] = false }
        for index in 0..<count { anonymous.contactMatched[index] = false }
        if hasTrackingID { pairByTrackingID() } else { pairByLeastSquares() }
        for slot in slots.indices where slots[slot].isDown && !anonymous.slotMatched[slot] {
            endContact(inSlot: slot)
        }
        for contact in 0..<count where !anonymous.contactMatched[contact] {
            guard let slot = slots.firstIndex(where: { !$0.isDown && !$0.hasEnding }) else {
                diagnostics.excessContacts += 1
                continue
            }
            take(anonymous.frame[contact], inSlot: slot)
            anonymous.slotTrackingIDs[slot] = anonymous.frame[contact].trackingID
            anonymous.slotMatched[slot] = true
            beginContact(inSlot: slot)
        }
        anonymous.frame.removeAll(keepingCapacity: true)
    }

    /// Pairs each new contact with the tracked contact of the same tracking id
    /// (a later block with an id already seen in the frame updates the same contact, as in mtdev).
    private mutating func pairByTrackingID() {
        for contact in anonymous.frame.indices {
            let id = anonymous.frame[contact].trackingID
            guard let slot = slots.indices.first(where: { slots[$0].isDown && anonymous.slotTrackingIDs[$0] == id }) else {
                // A second block of a new id joins the first one's contact.
                if let earlier = anonymous.frame.indices.first(where: { $0 < contact && anonymous.frame[$0].trackingID == id }) {
                    anonymous.frame[earlier] = anonymous.frame[contact]
                    anonymous.contactMatched[contact] = true
                }
                continue
            }
            anonymous.slotMatched[slot] = true
            anonymous.contactMatched[contact] = true
            take(anonymous.frame[contact], inSlot: slot)
        }
    }

    /// Pairs tracked and new contacts so that the sum of their squared
    /// distances is least; the smaller side is matched completely.
    ///
    /// Among pairings with the same least sum, the one that keeps the k-th
    /// contact of the frame on the k-th tracked contact (in slot order) wins:
    /// mtdev's Hungarian algorithm stars the first zero of each row in turn,
    /// which keeps two fingers that meet at one point on their own slots
    /// (libinput's test `touch_protocol_a_2fg_touch`). Each pair off that
    /// order costs 1/64 more: less than any difference of whole squared
    /// distances, even summed over 32 pairs.
    private mutating func pairByLeastSquares() {
        while anonymous.trackedSlots.popLast() != nil {}
        for slot in slots.indices where slots[slot].isDown { anonymous.trackedSlots.append(slot) }
        let tracked = anonymous.trackedSlots.count
        let contacts = anonymous.frame.count
        guard tracked > 0 && contacts > 0 else { return }
        let trackedAreRows = tracked <= contacts
        for t in 0..<tracked {
            let slot = anonymous.trackedSlots[t]
            for c in 0..<contacts {
                let dx = Double(slots[slot].x) - Double(anonymous.frame[c].x)
                let dy = Double(slots[slot].y) - Double(anonymous.frame[c].y)
                let cost = dx * dx + dy * dy + (t == c ? 0 : Self.offOrderCost)
                if trackedAreRows {
                    anonymous.assignment.setCost(row: t, column: c, cost)
                } else {
                    anonymous.assignment.setCost(row: c, column: t, cost)
                }
            }
        }
        anonymous.assignment.solve(rows: min(tracked, contacts), columns: max(tracked, contacts))
        for row in 0..<min(tracked, contacts) {
            let column = anonymous.assignment.rowColumn[row]
            let (t, c) = trackedAreRows ? (row, column) : (column, row)
            let slot = anonymous.trackedSlots[t]
            anonymous.slotMatched[slot] = true
            anonymous.contactMatched[c] = true
            take(anonymous.frame[c], inSlot: slot)
        }
    }

    /// What a pair off the frame's order adds to its squared distance (see ``pairByLeastSquares()``).
    private static let offOrderCost = 1.0 / 64

    private mutating func take(_ contact: AnonymousContact, inSlot slot: Int) {
        slots[slot].x = contact.x
        slots[slot].y = contact.y
        slots[slot].pressure = contact.pressure
        slots[slot].touchMajor = contact.touchMajor
    }
}
