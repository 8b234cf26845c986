import GestureEngine
import Testing
import TouchReplay
import TouchReplayLive

/// Touches from several sources of one seat: ids unique across sources, seat
/// slots counted per seat as libinput's `touch_seat_slot` is
/// (`evdev.c`: `seat_slot = ffs(~seat->slot_map) - 1`, a 32-bit `slot_map`,
/// and a touch that finds no free seat slot is not reported: libinput's test
/// `touch_many_slots` in `test/test-touch.c`).
@Suite struct SeatTouchesTests {
    func began(_ id: Int, x: Double = 10) -> TouchSample { TouchSample(id: id, phase: .began, location: Point(x: x, y: 10)) }
    func ended(_ id: Int, x: Double = 10) -> TouchSample { TouchSample(id: id, phase: .ended, location: Point(x: x, y: 10)) }

    @Test func twoSourcesBothStartingAtIdZeroGetDistinctWindowIds() {
        var seat = SeatTouches()
        var first = TouchFrame(time: 0, samples: [began(0)])
        var second = TouchFrame(time: 0.01, samples: [began(0, x: 200)])
        seat.admit(&first, from: 0)
        seat.admit(&second, from: 1)
        #expect(first.samples.map(\.id) == [0])
        #expect(second.samples.map(\.id) == [1])
        #expect(seat.active.map(\.seatSlot) == [0, 1])
    }

    @Test func aNewTouchTakesTheLowestSeatSlotFreeOnAnyDeviceButANewId() {
        var seat = SeatTouches()
        var frames = [
            (TouchFrame(time: 0, samples: [began(0)]), 0),
            (TouchFrame(time: 0, samples: [began(0)]), 1),
            (TouchFrame(time: 0.1, samples: [ended(0)]), 0),
            (TouchFrame(time: 0.2, samples: [began(1)]), 0),
        ]
        for index in frames.indices { seat.admit(&frames[index].0, from: frames[index].1) }
        #expect(seat.entry(source: 0, sourceID: 1)?.seatSlot == 0, "slot 0 was freed by the lift, as libinput reuses it")
        #expect(seat.entry(source: 0, sourceID: 1)?.touchID == 2, "the window id is new: ids are never reused")
        #expect(seat.entry(source: 1, sourceID: 0)?.seatSlot == 1)
    }

    @Test func aSeatHasThirtyTwoSlotsAndATouchBeyondThemIsDroppedForItsWholeSequence() {
        var seat = SeatTouches()
        for finger in 0..<20 {
            var frame = TouchFrame(time: 0, samples: [began(finger)])
            seat.admit(&frame, from: 0)
        }
        for finger in 0..<12 {
            var frame = TouchFrame(time: 0, samples: [began(finger)])
            seat.admit(&frame, from: 1)
        }
        var extra = TouchFrame(time: 0.1, samples: [began(12), TouchSample(id: 3, phase: .moved, location: Point(x: 1, y: 1))])
        seat.admit(&extra, from: 1)
        #expect(extra.samples.map(\.id) == [23], "the 33rd touch on the seat is dropped, the other sample kept")
        #expect(seat.droppedTouchCount == 1)
        var later = TouchFrame(time: 0.2, samples: [ended(12)])
        seat.admit(&later, from: 1)
        #expect(later.samples.isEmpty, "the dropped touch's lift is dropped too")
    }

    @Test func samplesOfATouchTheSeatNeverSawBeginAreDropped() {
        var seat = SeatTouches()
        var frame = TouchFrame(time: 0, samples: [TouchSample(id: 4, phase: .moved, location: Point(x: 1, y: 1))])
        seat.admit(&frame, from: 0)
        #expect(frame.samples.isEmpty)
    }

    @Test func aTouchscreenAndAToolkitFeedOneWindowWithDistinctTouchIds() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let input = LiveInput(window: window)
        let pen = input.addSource(named: "pen"), fingers = input.addSource(named: "fingers")
        try input.send(TouchFrame(time: 0, samples: [began(0, x: 20)]), from: pen)
        try input.send(TouchFrame(time: 0.01, samples: [began(0, x: 200)]), from: fingers)
        _ = try input.update(at: 0.02)
        #expect(window.activeTouches.map(\.id) == [0, 1])
        #expect(window.activeTouches.map { $0.location(in: nil).x } == [20, 200])
    }
}
