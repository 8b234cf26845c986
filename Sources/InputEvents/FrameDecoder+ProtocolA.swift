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
    /// The nearest-neighbour chain of `pairNearestContacts()`: slots as their
    /// index, contacts as the slot count plus their index.
    var chain: [Int] = []

    /// Allocates room for `count` contacts once.
    mutating func reserve(_ count: Int) {
        frame.reserveCapacity(count)
        slotMatched = Array(repeating: false, count: count)
        contactMatched = Array(repeating: false, count: count)
        chain.reserveCapacity(2 * count)
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
    ///
    /// The pairs are found without comparing every pair for every match (see
    /// `pairNearestContacts()`), so a frame costs at most a quadratic number of
    /// distances in its contacts.
    mutating func matchAnonymousContacts() {
        anonymous.commitBlock(deviceHasTouchMajor: hasTouchMajor, diagnostics: &diagnostics)
        if anonymous.touchReleased { anonymous.frame.removeAll(keepingCapacity: true) }
        let count = anonymous.frame.count
        for index in slots.indices { anonymous.slotMatched[index] = false }
        for index in 0..<count { anonymous.contactMatched[index] = false }
        pairNearestContacts()
        for slot in slots.indices where slots[slot].isDown && !anonymous.slotMatched[slot] {
            endContact(inSlot: slot)
        }
        for contact in 0..<count where !anonymous.contactMatched[contact] {
            guard let slot = slots.firstIndex(where: { !$0.isDown && !$0.hasEnding }) else {
                diagnostics.excessContacts += 1
                continue
            }
            take(anonymous.frame[contact], inSlot: slot)
            beginContact(inSlot: slot)
        }
        anonymous.frame.removeAll(keepingCapacity: true)
        anonymous.touchReleased = false
    }

    /// Pairs tracked and new contacts as the greedy nearest-pairs rule does,
    /// in quadratic time: a nearest-neighbour chain.
    ///
    /// Order pairs by (squared distance, slot, block): no two pairs are equal,
    /// and the greedy rule takes, again and again, the least pair whose slot
    /// and contact are both free. A pair that is the least among all pairs of
    /// its slot and of its contact is taken by that rule whatever else is
    /// taken first (nothing less can claim either side), so such pairs can be
    /// taken in any order and give the same result. The chain finds them: from
    /// a free slot go to its nearest free contact, from there to that
    /// contact's nearest free slot, and so on. Each step goes to a strictly
    /// less pair, so the chain never repeats; when a step would go back to
    /// where it came from, the last two are mutually nearest and are paired,
    /// and the chain goes on from what is left of it. Every slot and contact
    /// joins the chain at most once, and each step looks at one side's free
    /// entries, so a frame of `n` contacts costs O(n²) distances, not O(n³).
    private mutating func pairNearestContacts() {
        let slotCount = slots.count
        var freeSlots = 0
        for slot in slots.indices where slots[slot].isDown { freeSlots += 1 }
        var freeContacts = anonymous.frame.count
        while anonymous.chain.popLast() != nil {}
        while freeSlots > 0 && freeContacts > 0 {
            if anonymous.chain.isEmpty {
                // A free slot exists, since freeSlots > 0.
                anonymous.chain.append(slots.indices.first { slots[$0].isDown && !anonymous.slotMatched[$0] }!)
            }
            let top = anonymous.chain[anonymous.chain.count - 1]
            let nearest = top < slotCount
                ? slotCount + nearestFreeContact(toSlot: top)
                : nearestFreeSlot(toContact: top - slotCount)
            let length = anonymous.chain.count
            guard length >= 2 && anonymous.chain[length - 2] == nearest else {
                anonymous.chain.append(nearest)
                continue
            }
            anonymous.chain.removeLast()
            anonymous.chain.removeLast()
            let (slot, contact) = top < slotCount ? (top, nearest - slotCount) : (nearest, top - slotCount)
            anonymous.slotMatched[slot] = true
            anonymous.contactMatched[contact] = true
            take(anonymous.frame[contact], inSlot: slot)
            freeSlots -= 1
            freeContacts -= 1
        }
    }

    /// The free new contact nearest to `slot`, the earlier block on a tie.
    private func nearestFreeContact(toSlot slot: Int) -> Int {
        var best = (contact: -1, distance: Int64.max)
        for contact in anonymous.frame.indices where !anonymous.contactMatched[contact] {
            let distance = squaredDistance(slot: slot, contact: contact)
            if distance < best.distance { best = (contact, distance) }
        }
        return best.contact
    }

    /// The free tracked slot nearest to `contact`, the lower slot on a tie.
    private func nearestFreeSlot(toContact contact: Int) -> Int {
        var best = (slot: -1, distance: Int64.max)
        for slot in slots.indices where slots[slot].isDown && !anonymous.slotMatched[slot] {
            let distance = squaredDistance(slot: slot, contact: contact)
            if distance < best.distance { best = (slot, distance) }
        }
        return best.slot
    }

    private func squaredDistance(slot: Int, contact: Int) -> Int64 {
        let dx = Int64(slots[slot].x) - Int64(anonymous.frame[contact].x)
        let dy = Int64(slots[slot].y) - Int64(anonymous.frame[contact].y)
        return dx * dx + dy * dy
    }

    private mutating func take(_ contact: AnonymousContact, inSlot slot: Int) {
        slots[slot].x = contact.x
        slots[slot].y = contact.y
        slots[slot].pressure = contact.pressure
        slots[slot].touchMajor = contact.touchMajor
    }
}
