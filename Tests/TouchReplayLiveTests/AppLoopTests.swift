import GestureEngine
import Testing
import TouchReplayLive
import TouchTime

/// An app's own loop around ``LiveInput``: the test is the app, calling
/// `update(at:)` once per display frame of its frame clock, with touches from
/// a toolkit source. Between events the engine's own work advances: a
/// released fling glides on (UIScrollView's deceleration, "Designing Fluid
/// Interfaces", WWDC 2018), a long press recognizes after its minimum
/// duration with the finger at rest (UILongPressGestureRecognizer,
/// `minimumPressDuration`, 0.5 s).
@Suite struct AppLoopTests {
    /// A 320 × 480 window holding a vertical list 4,000 pt tall.
    final class ListApp {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let input: LiveInput
        let toolkit: LiveDevice
        var builder = TouchFrameBuilder()

        init() throws {
            list.contentSize = Size(width: 320, height: 4000)
            try window.addSubview(list)
            input = LiveInput(window: window)
            toolkit = input.addSource(named: "toolkit")
        }

        /// One toolkit event, sent as its own frame at `time`.
        func touch(_ id: Int, _ phase: TouchPhase, y: Double, at time: Timestamp) {
            builder.add(id: id, phase: phase, location: Point(x: 160, y: y))
            try! input.send(builder.take(at: time), from: toolkit)
        }

        /// An upward flick of 300 pt in 0.1 s (3,000 pt/s), lifted at 0.1 s.
        func flick() {
            touch(7, .began, y: 400, at: 0)
            for step in 1...10 { touch(7, .moved, y: 400 - 30 * Double(step), at: Timestamp(seconds: 0.01 * Double(step))) }
            touch(7, .ended, y: 100, at: 0.1)
        }
    }

    @Test func aFlingKeepsGlidingAtEachDisplayFrameWithoutEvents() throws {
        let app = try ListApp()
        app.flick()
        #expect(app.list.contentOffset.y == 0, "the flick's frames wait for the app's next display frame")
        // UIKit's model: the touch-down, the ten moves in one delivery (coalesced) and the lift.
        #expect(try app.input.update(at: 0.1).frameCount == 3, "the display frame of the flick delivers its moves once")
        let released = app.list.contentOffset.y
        #expect(app.list.isDecelerating, "the coalesced moves give the fling its velocity")
        // Display frames at 60 Hz, half a refresh after the engine's own 60 Hz steps (a real
        // display is not in phase with the engine's clock): each frame then holds one step.
        var offsets: [Double] = [], everyFrameMoved = true
        for frame in 0..<30 {
            let time = Timestamp(seconds: 0.1 + (Double(frame) + 1.5) / 60)
            let update = try app.input.update(at: time)
            offsets.append(app.list.contentOffset.y)
            everyFrameMoved = everyFrameMoved && update.needsDisplay && update.movedViews.contains { $0 === app.list }
            #expect(update.frameCount == 0, "no event came: the glide is the engine's own work")
            #expect(update.nextUpdateTime != nil, "a gliding list needs the next frame")
        }
        #expect(everyFrameMoved, "each display frame of the glide moved the list and asked for a redraw")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "the offset grows frame after frame: \(offsets)")
        #expect(offsets.first! > released)
    }

    @Test func aGlideComesToRestAndThenNothingIsDue() throws {
        let app = try ListApp()
        app.flick()
        var time: Timestamp = 0.1, last: LiveUpdate?
        while time < 10 {
            time += 1.0 / 60
            last = try app.input.update(at: time)
            if last?.nextUpdateTime == nil { break }
        }
        #expect(!app.list.isDecelerating)
        #expect(last?.nextUpdateTime == nil, "at rest the engine waits for input only")
        let idle = try app.input.update(at: time + 1)
        #expect(!idle.needsDisplay && idle.movedViews.isEmpty && idle.frameCount == 0)
    }

    @Test func aLongPressRecognizesOnADisplayFrameWhileTheFingerRests() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let press = LongPressGestureRecognizer(id: "press")
        card.addGestureRecognizer(press)
        try window.addSubview(card)
        let input = LiveInput(window: window)
        let toolkit = input.addSource(named: "toolkit")
        try input.send(TouchFrame(time: 1, samples: [TouchSample(id: 3, phase: .began, location: Point(x: 50, y: 50))]), from: toolkit)
        let pending = try input.update(at: 1.2)
        #expect(press.state == .possible)
        #expect(pending.nextUpdateTime == 1.5, "the long press's timer is due 0.5 s after touch-down")
        let due = try input.update(at: 1.51)
        #expect(press.state == .began)
        #expect(due.needsDisplay)
    }

    /// A toolkit's mouse is one touch id pressed again and again (the photo board's `--sdl-input`):
    /// each press after a release is a new touch, bound to the view it lands on.
    @Test func aToolkitTouchIdPressedAgainIsANewTouchOnTheViewItLandsOn() throws {
        final class Following: View {
            override func touchesMoved(_ touches: [Touch], with event: Event) {
                guard let touch = touches.first else { return }
                let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
                center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let black = Following(id: "black", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let orange = Following(id: "orange", frame: Rect(x: 0, y: 300, width: 100, height: 100))
        try window.addSubview(black)
        try window.addSubview(orange)
        let input = LiveInput(window: window)
        let toolkit = input.addSource(named: "toolkit")
        var builder = TouchFrameBuilder()
        func press(from start: Point, to end: Point, at time: Timestamp) throws {
            builder.add(id: -1, phase: .began, location: start)
            try! input.send(builder.take(at: time), from: toolkit)
            for step in 1...10 {
                let f = Double(step) / 10
                builder.add(id: -1, phase: .moved, location: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
                try input.send(builder.take(at: time + 0.016 * Double(step)), from: toolkit)
            }
            builder.add(id: -1, phase: .ended, location: end)
            try input.send(builder.take(at: time + 0.2), from: toolkit)
            _ = try input.update(at: time + 0.3)
        }
        try press(from: Point(x: 150, y: 150), to: Point(x: 250, y: 150), at: 1)
        #expect(black.center == Point(x: 250, y: 150))
        try press(from: Point(x: 50, y: 350), to: Point(x: 50, y: 250), at: 2)
        #expect(orange.center == Point(x: 50, y: 250), "the second press moves the view it landed on")
        #expect(black.center == Point(x: 250, y: 150))
        // A release and the next press in one frame (a toolkit's events gathered over one display frame).
        builder.add(id: -1, phase: .began, location: Point(x: 250, y: 150))
        builder.add(id: -1, phase: .moved, location: Point(x: 250, y: 180))
        try input.send(builder.take(at: 3), from: toolkit)
        builder.add(id: -1, phase: .ended, location: Point(x: 250, y: 200))
        builder.add(id: -1, phase: .began, location: Point(x: 50, y: 250))
        try input.send(builder.take(at: 3.1), from: toolkit)
        builder.add(id: -1, phase: .moved, location: Point(x: 80, y: 250))
        try input.send(builder.take(at: 3.2), from: toolkit)
        builder.add(id: -1, phase: .ended, location: Point(x: 80, y: 250))
        try input.send(builder.take(at: 3.3), from: toolkit)
        _ = try input.update(at: 3.4)
        #expect(black.center == Point(x: 250, y: 180), "the first move, in the frame the press went down in, moved the view by all 30 pt")
        #expect(orange.center == Point(x: 80, y: 250), "a press in the frame of the release is a new touch")
        // A click whose press and release fall between two display frames: one frame holds both samples of
        // one touch. The button fires, and the next press still drags the view it lands on.
        let button = Control(id: "button", frame: Rect(x: 200, y: 400, width: 100, height: 60))
        var fired = 0
        button.addAction(for: .primaryActionTriggered) { _ in fired += 1 }
        try window.addSubview(button)
        builder.add(id: -1, phase: .began, location: Point(x: 250, y: 430))
        builder.add(id: -1, phase: .ended, location: Point(x: 250, y: 430))
        try input.send(builder.take(at: 4), from: toolkit)
        _ = try input.update(at: 4.1)
        #expect(fired == 1)
        try press(from: Point(x: 80, y: 250), to: Point(x: 80, y: 150), at: 5)
        #expect(orange.center == Point(x: 80, y: 150), "after a click in one frame, a press still drags")
    }

    @Test func theBuilderKeepsWhereATouchWentDownItsLatestPositionAndBothSamplesOfAQuickTap() {
        var builder = TouchFrameBuilder()
        builder.add(id: 1, phase: .began, location: Point(x: 1, y: 1))
        builder.add(id: 1, phase: .moved, location: Point(x: 2, y: 2))
        builder.add(id: 1, phase: .moved, location: Point(x: 3, y: 3))
        builder.add(id: 2, phase: .began, location: Point(x: 5, y: 5))
        builder.add(id: 2, phase: .ended, location: Point(x: 5, y: 5))
        let frame = builder.take(at: 0.25)
        #expect(frame == TouchFrame(time: 0.25, samples: [
            TouchSample(id: 1, phase: .began, location: Point(x: 1, y: 1)),
            TouchSample(id: 1, phase: .moved, location: Point(x: 3, y: 3)),
            TouchSample(id: 2, phase: .began, location: Point(x: 5, y: 5)),
            TouchSample(id: 2, phase: .ended, location: Point(x: 5, y: 5)),
        ]))
        #expect(builder.isEmpty)
    }

    @Test func removingASourceCancelsItsTouchWhereItWas() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let input = LiveInput(window: window)
        let toolkit = input.addSource(named: "toolkit")
        try input.send(TouchFrame(time: 0, samples: [TouchSample(id: 9, phase: .began, location: Point(x: 40, y: 60))]), from: toolkit)
        _ = try input.update(at: 0)
        let touch = try #require(window.activeTouches.first)
        try input.send(TouchFrame(time: 0.01, samples: [TouchSample(id: 9, phase: .moved, location: Point(x: 45, y: 60))]), from: toolkit)
        input.remove(toolkit)
        #expect(touch.phase == .cancelled)
        #expect(touch.location(in: nil) == Point(x: 40, y: 60), "the move still waiting went with its source")
        #expect(input.seat.active.isEmpty && input.devices.isEmpty)
        #expect(try input.update(at: 0.02).frameCount == 1, "the frame cancelling its touch, and nothing else")
        #expect(throws: LiveInputError.unknownSource(toolkit), "a frame from the removed source would leave a touch down for good") {
            try input.send(TouchFrame(time: 0.03, samples: [TouchSample(id: 10, phase: .began, location: Point(x: 5, y: 5))]), from: toolkit)
        }
        #expect(window.activeTouches.isEmpty)
    }
}

/// Times that are not finite never reach a LiveInput's clock (issue 35: `update(at: .infinity)` moved it to +∞ for good).
@Suite struct LiveInputTimeTests {
    @Test("update(at:) and send(_:from:) refuse a time that is not finite with one clear error, the clock and the window unchanged")
    func nonFiniteTimesAreRefusedAndTheClockStays() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let input = LiveInput(window: window)
        let toolkit = input.addSource(named: "toolkit")
        _ = try input.update(at: 1)
        // A time is a Timestamp now: NaN and infinities cannot be given (the literal or
        // `Timestamp(seconds:)` that would make one traps, TimestampTests).
        #expect(window.now == 1)
        #expect(try input.update(at: 2).frameCount == 0)
        _ = toolkit
    }
}
