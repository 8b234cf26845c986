/// The normalisation libevdev applies to every event it reads from a live
/// device (its `sanitize_event()` in libevdev.c), done in one place so that a
/// replayed recording decodes exactly as the same events do live.
///
/// - A code the device does not declare (`libevdev_has_event_code` false) is
///   dropped; `EV_SYN` codes always pass (the kernel sets `EV_SYN` on every device).
/// - On a device with slots, an `ABS_MT_SLOT` value below 0 or beyond the slot
///   count is capped to the last slot (libevdev: "Capping to announced max
///   slot number"); libevdev's slot count is `ABS_MT_SLOT`'s maximum + 1.
/// - On a device with slots, an `ABS_MT_TRACKING_ID` that does not go from -1
///   to a contact or from a contact to -1 is dropped (libevdev: "double
///   tracking ID"): a new id while a contact is down is one finger that moved,
///   a second lift changes nothing. As in libevdev the rule is off while
///   resynchronising (libevdev's `sync_state` is not `SYNC_NONE`).
///
/// Live, libevdev has already done all this, and doing it again changes
/// nothing; a recording read from a file gets it here. The state is the
/// tracking id libevdev keeps per slot (for the first
/// `FrameDecoder.maximumSlotCount` slots; higher slots are dropped by the decoder anyway).
struct EventSanitizer: Sendable {
    /// The codes the device declares, indexed by event type.
    private let declared: [CodeSet]
    /// libevdev's `num_slots`: `ABS_MT_SLOT`'s maximum + 1, or -1 without slots (or with `ABS_RESERVED`).
    let slotCount: Int
    /// The tracking id each slot holds, as libevdev keeps it (-1: no contact).
    private var trackingIDs: [Int32]
    /// libevdev's current slot.
    private var currentSlot = 0

    /// The rules for `device`.
    init(device: DeviceDescription, trackedSlots: Int) {
        var declared = [CodeSet](repeating: CodeSet(), count: Int(EventType.max) + 1)
        for (type, codes) in device.codes where Int(type.rawValue) < declared.count {
            declared[Int(type.rawValue)] = codes
        }
        self.declared = declared
        if device.supports(.absolute, code: AbsoluteAxis.multiTouchSlot),
           !device.supports(.absolute, code: AbsoluteAxis.multiTouchSlot - 1),
           let slot = device.absoluteAxes[AbsoluteAxis.multiTouchSlot] {
            slotCount = max(Int(slot.maximum) + 1, 0)
        } else {
            slotCount = -1
        }
        let tracksIDs = device.supports(.absolute, code: AbsoluteAxis.multiTouchTrackingID)
        trackingIDs = Array(repeating: -1, count: tracksIDs ? min(max(slotCount, 0), trackedSlots) : 0)
    }

    /// Whether the device declares `code` of `type` (`EV_SYN` always), as libevdev's `libevdev_has_event_code`.
    @inline(__always) func declares(_ type: EventType, _ code: UInt16) -> Bool {
        let index = Int(type.rawValue)
        return type == .synchronization || (index < declared.count && declared[index].contains(code))
    }

    /// Follows a slot selection the decoder read itself (an in-range `ABS_MT_SLOT`, which the rules keep as it is).
    mutating func select(slot: Int) { currentSlot = slot }

    /// What the rules do to one event.
    enum Outcome {
        /// The event passes unchanged.
        case kept
        /// The event passes with its value changed (a slot number capped).
        case capped
        /// The device does not declare the event's code: libevdev never hands it out.
        case undeclared
        /// A tracking id that does not go between -1 and a contact.
        case doubleTrackingID
    }

    /// Applies the rules to `event` (capping its value in place) and updates
    /// the per-slot state as libevdev's `update_mt_state()` does for the events it keeps.
    @inline(__always) mutating func admit(_ event: inout InputEvent, resynchronizing: Bool) -> Outcome {
        if event.type == .synchronization { return .kept }
        let type = Int(event.type.rawValue)
        guard type < declared.count, declared[type].contains(event.code) else { return .undeclared }
        guard slotCount > -1, event.type == .absolute else { return .kept }
        if event.code == AbsoluteAxis.multiTouchSlot {
            var outcome = Outcome.kept
            if event.value < 0 || Int(event.value) >= slotCount {
                event.value = Int32(truncatingIfNeeded: slotCount - 1)
                outcome = .capped
            }
            currentSlot = Int(event.value)
            return outcome
        }
        guard event.code == AbsoluteAxis.multiTouchTrackingID, currentSlot >= 0, currentSlot < trackingIDs.count else {
            return .kept
        }
        let held = trackingIDs[currentSlot]
        if !resynchronizing && ((event.value == -1) == (held == -1)) { return .doubleTrackingID }
        trackingIDs[currentSlot] = event.value
        return .kept
    }
}
