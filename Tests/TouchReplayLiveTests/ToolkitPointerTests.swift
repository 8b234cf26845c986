import GestureEngine
import Testing
import TouchReplayLive
import TouchTime

/// A toolkit's pointer motion and wheel (SDL's mouse events under a compositor) sent
/// through ``TouchFrameBuilder`` and `LiveInput.send(_:from:)` reach the window as a
/// mouse read from evdev does. Hover: UIHoverGestureRecognizer begins when the pointer
/// enters its view, changes as it moves and ends when it leaves (Apple,
/// "UIHoverGestureRecognizer"). Wheel: the scroll view under the pointer moves by
/// `GestureDefaults.wheelPointsPerClick` a click (docs/gestures.md, wheel).
@Suite struct ToolkitPointerTests {
    /// The states the hover recognizer reaches, as the window's observer hears them.
    final class HoverStates: EngineObserver {
        var states: [GestureRecognizer.State] = []
        var observesHitTests: Bool { false }
        func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
            if recognizer is HoverGestureRecognizer { states.append(recognizer.state) }
        }
    }

    /// A 320 × 480 window: a list 4,000 pt tall in its top half (a hover recognizer on it), nothing below.
    final class App {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let hover = HoverGestureRecognizer(id: "hover")
        let input: LiveInput
        let toolkit: LiveDevice
        var builder = TouchFrameBuilder()
        let log = HoverStates()

        init() throws {
            window.observer = log
            list.contentSize = Size(width: 320, height: 4000)
            list.addGestureRecognizer(hover)
            try window.addSubview(list)
            input = LiveInput(window: window)
            toolkit = input.addSource(named: "sdl")
        }

        func move(to y: Double, at time: Timestamp) {
            builder.hover(.moved, at: Point(x: 160, y: y))
            #expect(!builder.isEmpty)
            try! input.send(builder.take(at: time), from: toolkit)
            // The frame waits for the app's next display frame (UIKit's model).
            _ = try! input.update(at: time)
        }
    }

    @Test func pointerMotionFromAToolkitBeginsChangesAndEndsAHoverAsItCrossesTheView() throws {
        let app = try App()
        app.move(to: 300, at: 0)
        app.move(to: 200, at: 0.01)
        app.move(to: 100, at: 0.02)
        app.move(to: 400, at: 0.03)
        #expect(app.log.states == [.began, .changed, .ended], "entering, moving inside, leaving")
        #expect(app.builder.isEmpty, "taking the frame empties the builder")
        app.builder.hover(.moved, at: Point(x: 160, y: 420))
        try app.input.send(app.builder.take(at: 0.04), from: app.toolkit)
        #expect(try app.input.update(at: 0.05).needsDisplay, "the pointer moved, even over no hover recognizer: the app redraws its cursor")
    }

    @Test func wheelClicksFromAToolkitScrollTheListUnderThePointerAndAddUpWithinAFrame() throws {
        let app = try App()
        app.builder.scrollWheel(clicks: Point(x: 0, y: 2), at: Point(x: 160, y: 100))
        app.builder.scrollWheel(clicks: Point(x: 0, y: 1), at: Point(x: 160, y: 100))
        try app.input.send(app.builder.take(at: 0), from: app.toolkit)
        _ = try app.input.update(at: 0)
        #expect(app.list.contentOffset.y == 3 * GestureDefaults.wheelPointsPerClick)
        app.builder.scrollWheel(clicks: Point(x: 0, y: 5), at: Point(x: 160, y: 400))
        try app.input.send(app.builder.take(at: 0.1), from: app.toolkit)
        _ = try app.input.update(at: 0.1)
        #expect(app.list.contentOffset.y == 3 * GestureDefaults.wheelPointsPerClick, "below the list, the wheel scrolls nothing")
    }

    @Test func aFrameWithATouchAndAWheelTurnDeliversBoth() throws {
        let app = try App()
        app.builder.add(id: 1, phase: .began, location: Point(x: 160, y: 400))
        app.builder.add(id: 1, phase: .moved, location: Point(x: 160, y: 410))
        app.builder.scrollWheel(clicks: Point(x: 0, y: 1), at: Point(x: 160, y: 100))
        let update = try app.input.update(at: 0)
        #expect(update.frameCount == 0)
        try app.input.send(app.builder.take(at: 0), from: app.toolkit)
        #expect(app.window.activeTouches.isEmpty, "a frame sent waits for the next update, as a device's does")
        #expect(try app.input.update(at: 0).frameCount == 2, "the touch-down and the move, in two frames (one sample of a touch a frame)")
        #expect(app.window.activeTouches.count == 1, "the touch went down")
        #expect(app.list.contentOffset.y == GestureDefaults.wheelPointsPerClick, "and the wheel turned once, not once per split frame")
    }
}
