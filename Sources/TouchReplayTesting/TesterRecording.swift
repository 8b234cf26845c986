import GestureEngine
import InputEvents
import TouchTime

/// The evdev events of a ``GestureTester``'s frames, as a protocol B touchscreen
/// would send them, so that replaying them gives the frames back exactly.
///
/// The device has 10 slots and 64 units per point (positions are exact at
/// the tester's 1/64-point rounding) and maps onto the screen with
/// libinput's plain transform. An `SYN_CONFIG` event, which decoders ignore,
/// marks time 0 (a replay's trace time starts at the first event) and the
/// tester's last time (a replay runs on from the last event).
struct TesterRecording {
    /// The screen the frames' points are on.
    let screen: Size
    /// The most fingers the device reports at once.
    static let slotCount = 10

    /// The device description: a direct protocol B touchscreen the size of `screen` at 64 units per point.
    var description: DeviceDescription {
        let x = AbsoluteAxisInfo(minimum: 0, maximum: Int32((screen.width * GestureTester.unitsPerPoint).rounded()) - 1)
        let y = AbsoluteAxisInfo(minimum: 0, maximum: Int32((screen.height * GestureTester.unitsPerPoint).rounded()) - 1)
        return DeviceDescription(
            name: "TouchReplay GestureTester Screen",
            identifier: DeviceIdentifier(busType: 0x18, vendor: 0, product: 0, version: 0),
            properties: [InputProperty.direct],
            codes: [
                .synchronization: [SynchronizationCode.report, SynchronizationCode.config, SynchronizationCode.dropped],
                .key: [KeyCode.buttonTouch],
                .absolute: [
                    AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.multiTouchSlot, AbsoluteAxis.multiTouchPositionX,
                    AbsoluteAxis.multiTouchPositionY, AbsoluteAxis.multiTouchTrackingID,
                ],
            ],
            absoluteAxes: [
                AbsoluteAxis.x: x, AbsoluteAxis.y: y,
                AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: Int32(Self.slotCount - 1)),
                AbsoluteAxis.multiTouchPositionX: x, AbsoluteAxis.multiTouchPositionY: y,
                AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            ]
        )
    }

    /// The events of `frames`, ending with a marker at `end` (seconds).
    ///
    /// - Throws: ``GestureTesterError/cannotSave(_:)`` for a cancelled finger
    ///   (evdev has no per-contact cancel), more than 10 fingers down, or a point off the screen.
    func events(for frames: [TouchFrame], end: Timestamp) throws(GestureTesterError) -> [InputEvent] {
        var events = [InputEvent(time: Self.timestamp(0), type: .synchronization, code: SynchronizationCode.config, value: 0)]
        var slots: [Int?] = Array(repeating: nil, count: Self.slotCount)
        var positions: [(x: Int32, y: Int32)] = Array(repeating: (-1, -1), count: Self.slotCount)
        var current = 0
        for frame in frames {
            let time = Self.timestamp(frame.time)
            let wasDown = slots.contains { $0 != nil }
            func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
                events.append(InputEvent(time: time, type: type, code: code, value: value))
            }
            func select(_ slot: Int) {
                if slot != current { add(.absolute, AbsoluteAxis.multiTouchSlot, Int32(slot)) }
                current = slot
            }
            for sample in frame.samples {
                switch sample.phase {
                case .began:
                    guard let slot = slots.firstIndex(where: { $0 == nil }) else {
                        throw .cannotSave("more than \(Self.slotCount) fingers down at \(frame.time.seconds) s")
                    }
                    guard sample.id >= 0, sample.id <= 65535 else { throw .cannotSave("finger id \(sample.id) is not from 0 to 65535") }
                    slots[slot] = sample.id
                    select(slot)
                    add(.absolute, AbsoluteAxis.multiTouchTrackingID, Int32(sample.id))
                    positions[slot] = (-1, -1)
                    try place(sample.location, slot: slot, positions: &positions, add: add)
                case .moved, .stationary:
                    guard let slot = slots.firstIndex(where: { $0 == sample.id }) else { continue }
                    select(slot)
                    try place(sample.location, slot: slot, positions: &positions, add: add)
                case .ended:
                    guard let slot = slots.firstIndex(where: { $0 == sample.id }) else { continue }
                    select(slot)
                    add(.absolute, AbsoluteAxis.multiTouchTrackingID, -1)
                    slots[slot] = nil
                case .cancelled:
                    throw .cannotSave("finger \(sample.id) was cancelled at \(frame.time.seconds) s, and evdev cannot cancel one contact")
                }
            }
            let isDown = slots.contains { $0 != nil }
            if isDown != wasDown { add(.key, KeyCode.buttonTouch, isDown ? 1 : 0) }
            add(.synchronization, SynchronizationCode.report, 0)
        }
        events.append(InputEvent(time: Self.timestamp(end), type: .synchronization, code: SynchronizationCode.config, value: 0))
        return events
    }

    /// Writes the position events of `point` in `slot` that differ from the slot's last.
    private func place(_ point: Point, slot: Int, positions: inout [(x: Int32, y: Int32)],
                       add: (EventType, UInt16, Int32) -> Void) throws(GestureTesterError) {
        let x = (point.x * GestureTester.unitsPerPoint).rounded()
        let y = (point.y * GestureTester.unitsPerPoint).rounded()
        guard x >= 0, y >= 0, x < screen.width * GestureTester.unitsPerPoint, y < screen.height * GestureTester.unitsPerPoint else {
            throw .cannotSave("the point (\(point.x), \(point.y)) is off the \(screen.width) × \(screen.height) screen")
        }
        if Int32(x) != positions[slot].x {
            add(.absolute, AbsoluteAxis.multiTouchPositionX, Int32(x))
            if slot == 0 { add(.absolute, AbsoluteAxis.x, Int32(x)) }
        }
        if Int32(y) != positions[slot].y {
            add(.absolute, AbsoluteAxis.multiTouchPositionY, Int32(y))
            if slot == 0 { add(.absolute, AbsoluteAxis.y, Int32(y)) }
        }
        positions[slot] = (Int32(x), Int32(y))
    }

    /// The timestamp of trace time `seconds`.
    static func timestamp(_ time: Timestamp) -> Timestamp { GestureTester.recordable(time) }
}
