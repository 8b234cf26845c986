import InputEvents
import TouchTime

/// What a device's events have set so far, the way the kernel keeps it for
/// each evdev client: the value of every absolute axis, of every multi-touch
/// slot's axes (tracking id included), the selected slot, and every key.
///
/// The kernel sends a value only when it changes (and `ABS_MT_SLOT` only when
/// another slot is addressed), so a recording that starts in the middle of a
/// session needs this state first: ``restoringFrame(at:)`` is the frame that
/// sets it, what a flight recorder's dump begins with when older frames were
/// dropped, so that its replay starts with the touches that were down then.
struct EvdevState: Equatable {
    /// Absolute axes outside the slots (`ABS_X`, `ABS_PRESSURE`, …): code → value.
    private(set) var axes: [UInt16: Int32] = [:]
    /// Each slot's multi-touch axes (`ABS_MT_*`): slot → code → value.
    private(set) var slots: [Int32: [UInt16: Int32]] = [:]
    /// Keys and buttons: code → value (0 up, 1 down, 2 repeat).
    private(set) var keys: [UInt16: Int32] = [:]
    /// The slot the next `ABS_MT_*` value belongs to (`ABS_MT_SLOT`), 0 before any.
    private(set) var slot: Int32 = 0

    /// Whether no event set anything yet.
    var isEmpty: Bool { axes.isEmpty && slots.isEmpty && keys.isEmpty && slot == 0 }

    /// Takes `event`'s value, as the kernel's state for the device takes it.
    mutating func apply(_ event: InputEvent) {
        switch event.type {
        case .absolute where event.code == AbsoluteAxis.multiTouchSlot:
            slot = event.value
        case .absolute where event.code > AbsoluteAxis.multiTouchSlot && event.code <= AbsoluteAxis.max:
            slots[slot, default: [:]][event.code] = event.value
        case .absolute:
            axes[event.code] = event.value
        case .key:
            keys[event.code] = event.value
        default:
            break
        }
    }

    /// The frame that sets this state on a device with nothing set, at `time`: for each slot
    /// in order, `ABS_MT_SLOT` and its values (a held contact's tracking id first; a free slot's
    /// -1 is left out, as it is where nothing began), then the selected slot again, the other
    /// axes, the keys held down, and `SYN_REPORT`. Empty when there is nothing to set.
    func restoringFrame(at time: Timestamp) -> [InputEvent] {
        var events: [InputEvent] = []
        func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        var addressed: Int32 = 0
        for (number, values) in slots.sorted(by: { $0.key < $1.key }) {
            add(.absolute, AbsoluteAxis.multiTouchSlot, number)
            addressed = number
            if let id = values[AbsoluteAxis.multiTouchTrackingID], id >= 0 { add(.absolute, AbsoluteAxis.multiTouchTrackingID, id) }
            for (code, value) in values.sorted(by: { $0.key < $1.key }) where code != AbsoluteAxis.multiTouchTrackingID {
                add(.absolute, code, value)
            }
        }
        if addressed != slot { add(.absolute, AbsoluteAxis.multiTouchSlot, slot) }
        for (code, value) in axes.sorted(by: { $0.key < $1.key }) { add(.absolute, code, value) }
        for (code, value) in keys.sorted(by: { $0.key < $1.key }) where value != 0 { add(.key, code, value) }
        guard !events.isEmpty else { return [] }
        add(.synchronization, SynchronizationCode.report, 0)
        return events
    }
}
