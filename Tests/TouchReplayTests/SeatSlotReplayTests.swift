import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import Testing
@testable import TouchReplay

/// Seat slots across the devices of one seat, as libinput numbers them
/// (`fallback_flush_mt_down` in src/evdev-fallback.c: `seat_slot = ffs(~seat->slot_map) - 1`;
/// test `touch_seat_slot` in test/test-touch.c), read from the seat of the `InputPipeline`
/// a multi-device replay admits each device's frames to.
@Suite struct SeatSlotReplayTests {
    static let twoTouchscreens = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/two-touchscreens.libinput.yml"
    static let touchscreenAndMouse = ReplayFiles.packageRoot + "/Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml"

    /// Each touch as it begins: its window id, its device (0 or 1) and its seat slot; and
    /// the seat slots in use after every frame.
    static func seatSlots(_ path: String) throws -> (began: [(touch: Int, device: Int, slot: Int?)], inUse: [[Int?]]) {
        var devices = try RecordedDevices(first: try RecordingReader(path: path)) { _ in
            ScreenMapping(screenSize: ScreenSize(width: 1280, height: 480))
        }
        let pipeline = InputPipeline(session: EngineSession(window: Window(frame: Rect(x: 0, y: 0, width: 1280, height: 480))))
        var began: [(touch: Int, device: Int, slot: Int?)] = []
        var inUse: [[Int?]] = []
        // The pipeline's seat admits each frame before it is handed over.
        try pipeline.run(&devices, beforeFrame: { frame in
            for sample in frame.samples where sample.phase == .began {
                guard let entry = pipeline.seat.active.first(where: { $0.touchID == sample.id }) else {
                    Issue.record("touch \(sample.id) began without a seat entry")
                    continue
                }
                began.append((entry.touchID, entry.source, entry.seatSlot))
            }
            inUse.append(pipeline.seat.active.map(\.seatSlot))
        })
        #expect(pipeline.seat.active.isEmpty)
        return (began, inUse)
    }

    /// `touch_seat_slot`: touches of two touchscreens share one seat's slots, each taking
    /// the lowest slot free on the seat whichever device it is on. The Atmel's first finger,
    /// then the EP0430M09's, then the Atmel's second: slots 0, 1, 2.
    @Test func twoTouchscreensNumberTheirFingersAcrossTheSeatAsLibinputDoes() throws {
        let (began, inUse) = try Self.seatSlots(Self.twoTouchscreens)
        #expect(began.map(\.touch) == [0, 1, 2])
        #expect(began.map(\.device) == [0, 1, 0])
        #expect(began.map(\.slot) == [0, 1, 2])
        // The Atmel's fingers lift first: only the EP0430M09's finger, in slot 1, is left down.
        #expect(inUse.contains([0, 1, 2]))
        #expect(inUse.last(where: { !$0.isEmpty }) == [1])
    }

    /// libinput gives a mouse's press no seat slot (it is a pointer button, not a touch):
    /// the click while the touchscreen's two fingers are down is a window touch without one.
    @Test func aMouseClickOnTheSeatTakesNoSeatSlot() throws {
        let (began, _) = try Self.seatSlots(Self.touchscreenAndMouse)
        #expect(began.map(\.device) == [0, 0, 1, 1])
        #expect(began.map(\.slot) == [0, 1, nil, nil])
        #expect(began.map(\.touch) == [0, 1, 2, 3], "window ids stay unique across the devices")
    }

    /// Pointer and pen touches do not count towards the seat's 32 slots: a 33rd finger is
    /// dropped only when 32 fingers are down (`touch_many_slots`).
    @Test func onlyFingersCountTowardsTheSeatsThirtyTwoSlots() {
        var seat = SeatTouches()
        func begin(_ id: Int, _ type: TouchType, source: Int) -> [TouchSample] {
            var frame = TouchFrame(time: 0, samples: [TouchSample(id: id, phase: .began, location: Point(x: 1, y: 1),
                                                                   attributes: TouchAttributes(type: type))])
            seat.admit(&frame, from: source)
            return frame.samples
        }
        #expect(begin(0, .indirectPointer, source: 2).map(\.id) == [0])
        #expect(begin(0, .pencil, source: 3).map(\.id) == [1])
        for finger in 0..<32 { _ = begin(finger, .direct, source: 0) }
        #expect(seat.droppedTouchCount == 0)
        #expect(seat.active.compactMap(\.seatSlot) == Array(0..<32))
        #expect(begin(32, .direct, source: 0).isEmpty, "the 33rd finger finds no slot")
        #expect(seat.droppedTouchCount == 1)
        #expect(seat.cancelAll(from: 2, at: 1)?.samples.map(\.id) == [0], "the pointer's touch still cancels")
    }
}
