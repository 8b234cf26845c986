import Testing
import TouchTime
@testable import GestureEngine

/// A released drag glides, slows by `decelerationRate` and rests; a touch stops
/// the glide; the delegate hears it in UIKit's order (UIScrollView,
/// UIScrollViewDelegate, WWDC 2018 "Designing Fluid Interfaces").
@Suite struct ScrollDecelerationTests {
    @Test("A 3000 pt/s flick on a long list rests within 2 % of Apple's projection v/1000 · r/(1 − r)")
    func flickRestsOnTheProjection() throws {
        let f = ListFixture(contentHeight: 20_000)
        var offsetAtRelease = Point.zero
        f.list.panGestureRecognizer.addTarget { pan in
            if pan.state == .ended { offsetAtRelease = f.list.contentOffset }
        }
        // 300 pt in 0.1 s: 3000 pt/s upwards, so the content moves down the list.
        let lifted = try f.flick(from: 400, to: 100, duration: 0.1)
        let release = try #require(f.log.release)
        let speed = release.velocity.y * 1000
        #expect(speed > 2500 && speed < 3500, "release speed \(speed) pt/s")
        #expect(f.list.isDecelerating)
        try f.harness.pump(to: lifted + 10)
        let projection = offsetAtRelease.y + speed / 1000 * 0.998 / (1 - 0.998)
        #expect(abs(f.list.contentOffset.y - projection) <= 0.02 * (projection - offsetAtRelease.y))
        #expect(f.list.contentOffset.y == release.target.y)
        #expect(!f.list.isDecelerating && f.list.scrollPhase == .rest)
    }

    @Test("The fast rate (0.99) stops sooner and shorter than the normal one")
    func fastRateStopsSooner() throws {
        let normal = ListFixture(contentHeight: 20_000), fast = ListFixture(contentHeight: 20_000)
        fast.list.decelerationRate = .fast
        try normal.flick(from: 400, to: 100)
        try fast.flick(from: 400, to: 100)
        try normal.harness.pump(to: 10)
        try fast.harness.pump(to: 10)
        #expect(fast.list.contentOffset.y < normal.list.contentOffset.y)
        #expect(fast.list.contentOffset.y > 300)
    }

    @Test("The glide steps on display frames: each step is one frame of the window's rate")
    func glideStepsOnDisplayFrames() throws {
        for framesPerSecond in [60, 120] {
            let f = ListFixture(contentHeight: 20_000)
            f.harness.window.maximumFramesPerSecond = framesPerSecond
            let lifted = try f.flick(from: 400, to: 100)
            let before = f.log.offsets.count
            try f.harness.pump(to: lifted + 0.5)
            let steps = f.log.offsets.count - before
            #expect(abs(Double(steps) - 0.5 * Double(framesPerSecond)) <= 1, "\(framesPerSecond) Hz: \(steps) steps in 0.5 s")
        }
    }

    @Test("Delegate order for drag → glide → rest (UIScrollViewDelegate)")
    func delegateOrderForAGlide() throws {
        let f = ListFixture()
        let lifted = try f.flick(from: 400, to: 100)
        try f.harness.pump(to: lifted + 10)
        #expect(f.log.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                  "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("A slow release does not decelerate: didEndDragging(willDecelerate: false), no glide")
    func slowReleaseDoesNotDecelerate() throws {
        let f = ListFixture()
        let g = try f.harness.startGesture(at: pt(160, 400), time: 0)
        try g.tester.drag([(g, pt(160, 300))], from: 0.02, to: 0.3, steps: 15)
        try f.harness.pump(to: 0.6)
        try g.up(at: 0.6)
        let offset = f.list.contentOffset
        try f.harness.pump(to: 3)
        #expect(f.list.contentOffset == offset)
        #expect(Array(f.log.entries.suffix(2)) == ["willEndDragging", "didEndDragging(false)"])
    }

    @Test("isTracking from touch-down, isDragging once the pan began, isDecelerating after lift (UIScrollView)")
    func stateFlagsFollowTheTouch() throws {
        let f = ListFixture()
        let g = try f.harness.startGesture(at: pt(160, 400), time: 0)
        #expect(f.list.isTracking && !f.list.isDragging && !f.list.isDecelerating)
        try g.tester.drag([(g, pt(160, 100))], from: 0.0125, to: 0.1, steps: 8)
        #expect(f.list.isTracking && f.list.isDragging && f.list.scrollPhase == .dragging)
        try g.up(at: 0.106)
        #expect(!f.list.isTracking && !f.list.isDragging && f.list.isDecelerating)
        #expect(f.list.scrollPhase == .decelerating)
    }

    @Test("A tap during a glide stops it where it is and reaches no row (UIScrollView)")
    func tapDuringAGlideStopsItAndTapsNothing() throws {
        let f = ListFixture(contentHeight: 20_000)
        let lifted = try f.flick(from: 400, to: 100)
        try f.harness.pump(to: lifted + 0.3)
        #expect(f.list.isDecelerating)
        let g = try f.harness.startGesture(at: pt(160, 240), time: lifted + 0.3)
        let stopped = f.list.contentOffset
        #expect(!f.list.isDecelerating)
        try g.up(at: lifted + 0.35)
        try f.harness.pump(to: lifted + 3)
        #expect(f.list.contentOffset == stopped)
        for row in f.rows {
            #expect(row.log.isEmpty, "\(row.id) got \(row.log)")
            #expect(!f.harness.recorder.states(of: "tap" + row.id.dropFirst(3)).contains(.ended))
        }
        // The stopping touch began a drag at touch-down and ended it without deceleration, and the glide never reported its end.
        #expect(!f.log.entries.contains("didEndDecelerating"))
        #expect(Array(f.log.entries.suffix(3)) == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("After a touch stopped a glide, a later tap taps its row")
    func laterTapTapsNormally() throws {
        let f = ListFixture(contentHeight: 20_000)
        let lifted = try f.flick(from: 400, to: 100)
        try f.harness.pump(to: lifted + 0.3)
        try f.harness.startGesture(at: pt(160, 240), time: lifted + 0.3).up(at: lifted + 0.35)
        try f.harness.pump(to: lifted + 1)
        let offset = f.list.contentOffset.y
        try f.harness.startGesture(at: pt(160, 240), time: lifted + 1).up(at: lifted + 1.05)
        try f.harness.pump(to: lifted + 2)
        let row = Int((offset + 240) / 60)
        // The stopping touch failed the row's tap; the later one taps it.
        #expect(f.harness.recorder.states(of: "tap\(row)") == [.failed, .ended])
    }

    @Test("Physics runs only while something moves: nothing is scheduled at rest, before or after a glide")
    func nothingIsScheduledAtRest() throws {
        let f = ListFixture(contentHeight: 20_000)
        let window = f.harness.window
        #expect(window.scheduler.pendingCount == 0 && !f.list.isMoving)
        let lifted = try f.flick(from: 400, to: 100)
        #expect(f.list.isMoving && window.scheduler.pendingCount == 1, "one display frame scheduled at a time")
        try f.harness.pump(to: lifted + 10)
        #expect(!f.list.isMoving && window.scheduler.pendingCount == 0)
    }

    @Test("A tap on a button during a glide stops the glide and fires nothing, even without the content delay")
    func tapOnAControlDuringAGlideFiresNothing() throws {
        for delays in [true, false] {
            let f = ListFixture(contentHeight: 20_000)
            f.list.delaysContentTouches = delays
            // A tall button in the left half; the flick is in the right half (a control that has a touch blocks scrolling).
            let button = Control(id: "button", frame: Rect(x: 0, y: 0, width: 160, height: 20_000))
            var events: [String] = []
            button.addAction(for: [.touchDown, .touchUpInside]) { _ in events.append("fired") }
            try! f.list.subviews[0].addSubview(button)
            let g = try f.harness.startGesture(at: pt(240, 400), time: 0)
            try g.tester.drag([(g, pt(240, 100))], from: 0.0125, to: 0.1, steps: 8)
            try g.up(at: 0.106)
            try f.harness.pump(to: 0.4)
            #expect(f.list.isDecelerating && events.isEmpty)
            let offset = f.list.contentOffset
            try f.harness.startGesture(at: pt(80, 240), time: 0.4).up(at: 0.45)
            try f.harness.pump(to: 2)
            #expect(events.isEmpty, "delaysContentTouches \(delays)")
            #expect(f.list.contentOffset == offset)
            // A later tap on the resting list fires the button.
            try f.harness.startGesture(at: pt(80, 240), time: 3).up(at: 3.05)
            try f.harness.pump(to: 4)
            #expect(events.contains("fired"), "delaysContentTouches \(delays)")
        }
    }
}
