import TouchTime
extension FrameDecoder {
    /// Feeds `events` from `index` on until one completes a frame with
    /// contacts: answers its time (the contacts are then ``frameContacts``) with
    /// `index` just past that event, or nil with `index` at the end.
    ///
    /// The same as feeding each event to ``feedInPlace(_:)`` in turn, only
    /// cheaper: on a protocol B device the events that only set a slot's
    /// values (`ABS_MT_SLOT`, positions, pressure, touch major, and the events
    /// a protocol B decoder ignores) are read in one loop (``feedSlotValues(_:from:)``).
    public mutating func feedInPlace(_ events: Span<InputEvent>, from index: inout Int) -> Timestamp? {
        while index < events.count {
            if deviceClass == .multiTouchScreen && !discarding {
                feedSlotValues(events, from: &index)
                guard index < events.count else { return nil }
                if events[index].isReport {
                    // What `feedInPlace(_:)` does with a report while not discarding.
                    index += 1
                    if let time = report(at: events[index - 1].time) { return time }
                    continue
                }
            }
            let event = events[index]
            index += 1
            if let time = feedInPlace(event) { return time }
        }
        return nil
    }

    /// Reads, from `index` on, the events of a protocol B device that only set
    /// values, as ``feedInPlace(_:)`` would; stops at the first other event
    /// (a report, a tracking id, a tool, a slot out of range, an undeclared
    /// pressure or touch major), leaving `index` on it. Reads none while no
    /// slot is selected (a slot out of range came last).
    @inline(__always) private mutating func feedSlotValues(_ events: Span<InputEvent>, from index: inout Int) {
        // From here on `current` is a slot: only an `ABS_MT_SLOT` in range changes it.
        guard currentSlot >= 0 else { return }
        var position = index
        var current = currentSlot
        var ignored = 0
        var undeclared = 0
        // Moved out while they are written, so that the span borrows a local, not `self`.
        var slotValues: [Slot] = []
        swap(&slotValues, &slots)
        do {
            var slots = slotValues.mutableSpan
            scan: while position < events.count {
                let event = events[position]
                if event.type == .absolute {
                    switch event.code {
                    case AbsoluteAxis.multiTouchSlot:
                        guard event.value >= 0 && Int(event.value) < slots.count else { break scan }
                        current = Int(event.value)
                    case AbsoluteAxis.multiTouchPositionX:
                        slots[current].x = event.value
                    case AbsoluteAxis.multiTouchPositionY:
                        slots[current].y = event.value
                    case AbsoluteAxis.multiTouchPressure:
                        guard sanitizer.declares(.absolute, event.code) else { break scan }
                        slots[current].pressure = event.value
                    case AbsoluteAxis.multiTouchTouchMajor:
                        guard sanitizer.declares(.absolute, event.code) else { break scan }
                        slots[current].touchMajor = event.value
                    case AbsoluteAxis.multiTouchSlot...AbsoluteAxis.max:
                        break scan
                    default:
                        // Not a multitouch axis (ABS_X, ABS_Y, ...): ignored, or dropped when undeclared.
                        if sanitizer.declares(.absolute, event.code) { ignored += 1 } else { undeclared += 1 }
                    }
                } else if event.type == .synchronization {
                    break scan
                } else {
                    // Keys (BTN_TOUCH), misc, ...: a protocol B decoder ignores them (undeclared ones are dropped).
                    if sanitizer.declares(event.type, event.code) { ignored += 1 } else { undeclared += 1 }
                }
                position += 1
            }
        }
        swap(&slotValues, &slots)
        if current != currentSlot { sanitizer.select(slot: current) }
        currentSlot = current
        if ignored | undeclared != 0 {
            diagnostics.ignoredEvents += ignored
            diagnostics.undeclaredEvents += undeclared
        }
        index = position
    }
}
