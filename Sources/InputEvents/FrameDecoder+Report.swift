import TouchTime
extension FrameDecoder {
    /// Completes the frame at a `SYN_REPORT`; answers its time (nil when it has no contacts, wheel turn nor hover motion).
    ///
    /// Most frames only move the contacts of the frame before (`frameLayoutKept`):
    /// they are then rewritten where they lie, in the same order, without
    /// emptying, refilling and sorting the contacts (``reportMoves()``).
    /// Debug builds check that this gives the frame the general path gives.
    @inline(__always) mutating func report(at eventTime: Timestamp) -> Timestamp? {
        let time = frameTime(eventTime)
        if tracksHover {
            if deviceClass == .penTablet {
                settlePen()
            } else if !pendingLowResolutionWheel.isZero {
                settleLowResolutionWheel()
            }
        }
        if let hysteresis {
            if deviceClass == .multiTouchScreenProtocolA { matchAnonymousContacts() }
            applyHysteresis(hysteresis)
        }
        // Protocol A without hysteresis matches its contacts in `reportChanges`, which checks them there.
        if palm != nil, deviceClass != .multiTouchScreenProtocolA || hysteresis != nil { detectPalms() }
        frameWheel = pendingWheel
        pendingWheel = WheelMotion()
        if tracksHover { reportHover() }
        if frameLayoutKept {
            assert(movesMatchGeneralReport(), "the frame of moves differs from the general report")
            reportMoves()
            reconciling = false
            return frameContacts.isEmpty && frameWheel.isZero && !hasHoverMotion ? nil : time
        }
        return reportChanges(at: time) ?? (frameWheel.isZero && !hasHoverMotion ? nil : time)
    }

    /// The general report: every slot in use looked at, contacts that begin
    /// get their ids, ended ones come out once; the contacts sorted by id.
    private mutating func reportChanges(at time: Timestamp) -> Timestamp? {
        if deviceClass == .multiTouchScreenProtocolA && hysteresis == nil {
            matchAnonymousContacts()
            detectPalms()
        }
        // Emptied in place: `removeAll(keepingCapacity:)` goes through the general
        // `replaceSubrange`, which cost more than the few contacts of a frame.
        while frameContacts.popLast() != nil {}
        while frameSlots.popLast() != nil {}
        var inUse = 0
        var hasEndings = false
        for index in 0..<slotsInUse {
            if slots[index].hasEnding {
                frameContacts.append(slots[index].ending)
                frameSlots.append(index)
                slots[index].hasEnding = false
                hasEndings = true
            }
            guard slots[index].isDown else { continue }
            inUse = index + 1
            guard !slots[index].suppressed else { continue }
            let isNew = slots[index].contactID < 0
            let id = isNew ? nextContactID : slots[index].contactID
            let reported = contact(inSlot: index, id: id, phase: isNew ? .began : .moved)
            if isNew {
                slots[index].contactID = id
                nextContactID += 1
            }
            frameContacts.append(reported)
            frameSlots.append(index)
        }
        slotsInUse = inUse
        reconciling = false
        // Protocol A matches its contacts to slots anew at every frame.
        frameLayoutKept = !hasEndings && deviceClass != .multiTouchScreenProtocolA
        return finishFrame(at: time)
    }

    /// The frame when nothing but positions and axes changed since the last
    /// one, which had no ending contact: the same contacts, in the same order,
    /// each `moved`, read again from its slot.
    @inline(__always) private mutating func reportMoves() {
        // Moved out while they are written, so that the spans borrow locals, not `self`.
        var contacts: [Contact] = []
        swap(&contacts, &frameContacts)
        var slotIndices: [Int] = []
        swap(&slotIndices, &frameSlots)
        do {
            var output = contacts.mutableSpan
            let indices = slotIndices.span
            if movesChangeOnlyPositions, let transform {
                // The rest of each contact is as the frame before left it (`movesChangeOnlyPositions`).
                for position in 0..<output.count {
                    let point = transform.point(x: slots[indices[position]].x, y: slots[indices[position]].y)
                    output[position].x = point.x
                    output[position].y = point.y
                    output[position].phase = .moved
                }
            } else {
                for position in 0..<output.count {
                    output[position] = contact(inSlot: indices[position], id: output[position].id, phase: .moved)
                }
            }
        }
        swap(&contacts, &frameContacts)
        swap(&slotIndices, &frameSlots)
    }

    /// Whether ``reportMoves()`` gives what the general report would (debug builds' check).
    private func movesMatchGeneralReport() -> Bool {
        var moves = self
        moves.reportMoves()
        var general = self
        general.frameLayoutKept = false
        _ = general.reportChanges(at: Timestamp(nanoseconds: 0))
        return moves.frameContacts == general.frameContacts && moves.frameSlots == general.frameSlots
            && general.frameLayoutKept && moves.nextContactID == general.nextContactID
            && moves.slotsInUse == general.slotsInUse
    }

    /// Sorts the output by id and answers the frame's time, or nil when it is empty.
    @inline(__always) mutating func finishFrame(at time: Timestamp) -> Timestamp? {
        guard !frameContacts.isEmpty else { return nil }
        // Insertion sort: a handful of contacts, nearly sorted, and no allocation.
        var index = 1
        while index < frameContacts.count {
            var position = index
            while position > 0, frameContacts[position - 1].id > frameContacts[position].id {
                frameContacts.swapAt(position - 1, position)
                frameSlots.swapAt(position - 1, position)
                position -= 1
            }
            index += 1
        }
        return time
    }
}
