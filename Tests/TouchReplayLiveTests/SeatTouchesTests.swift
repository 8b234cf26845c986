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

    /// Past 16 touches down the seat finds them through its index (issue 35: a walk per sample
    /// made a frame of thousands cost their square): the same answers as the walk gives. A touch
    /// that ends and begins again in one frame gets a new id; a move after its end is dropped;
    /// two sources' equal ids stay apart; cancelling a source leaves the other's touches found.
    @Test func aSeatOfManyTouchesFindsEachAsASeatOfAFewDoes() {
        var seat = SeatTouches()
        var first = TouchFrame(time: 0, samples: (0..<40).map { began($0, x: Double($0)) })
        seat.admit(&first, from: 0)
        #expect(first.samples.map(\.id) == Array(0..<32), "32 slots: the 8 fingers past them are dropped")
        var second = TouchFrame(time: 0, samples: (0..<10).map { began($0, x: 500 + Double($0)) })
        seat.admit(&second, from: 1)
        #expect(second.samples.isEmpty, "every slot is taken")
        var frame = TouchFrame(time: 0.1, samples: [ended(3), began(3, x: 7), TouchSample(id: 5, phase: .ended, location: Point(x: 5, y: 10)),
                                                     TouchSample(id: 5, phase: .moved, location: Point(x: 6, y: 10)), ended(35)])
        seat.admit(&frame, from: 0)
        #expect(frame.samples.map(\.id) == [3, 50, 5], "3 ends and begins again with a new id on its freed slot; 5's move after its end and the dropped 35 are removed")
        #expect(frame.samples.map(\.phase) == [.ended, .began, .ended])
        #expect(seat.entry(source: 0, sourceID: 3)?.touchID == 50)
        #expect(seat.entry(source: 0, sourceID: 3)?.seatSlot == 3)
        #expect(seat.entry(source: 0, sourceID: 5) == nil)
        #expect(seat.entry(source: 0, sourceID: 35) == nil)
        #expect(seat.entry(source: 1, sourceID: 3)?.touchID == 43, "source 1's touch 3 is its own (dropped) touch")
        let cancelled = seat.cancelAll(from: 0, at: 0.2)
        #expect(cancelled?.samples.count == 31, "source 0's 31 admitted touches, none of its dropped ones")
        #expect(seat.entry(source: 0, sourceID: 0) == nil)
        #expect(seat.entry(source: 1, sourceID: 9)?.touchID == 49)
        #expect(seat.active.count == 10)
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
