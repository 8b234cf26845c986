import Testing
import GestureEngine
import TouchTime

/// An application with a window per display (UIKit's `UIApplication.windows`, issue 39):
/// its windows share one clock, as UIKit's share the main run loop, and a window that went
/// is no longer among them.
@Suite struct ApplicationWindowsTests {
    @Test func windowsMadeWithOneApplicationShareItsClockAndAreListedInOrder() {
        let application = Application()
        let first = Window(id: "first", frame: Rect(x: 0, y: 0, width: 800, height: 480), application: application, startTime: 3)
        let second = Window(id: "second", frame: Rect(x: 0, y: 0, width: 1024, height: 600), application: application, startTime: 0)
        #expect(application.windows.map(\.id) == ["first", "second"])
        #expect(first.scheduler === second.scheduler && second.now == 3, "the later window's start time is the application's clock's")
        first.advance(to: 4)
        #expect(second.now == 4)
    }

    @Test func aTimerOfOneWindowFiresWhileTheOtherWindowTakesTheFrames() {
        let application = Application()
        let left = Window(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100), application: application)
        let right = Window(id: "right", frame: Rect(x: 0, y: 0, width: 100, height: 100), application: application)
        let hold = LongPressGestureRecognizer(id: "hold")
        right.addGestureRecognizer(hold)
        right.send(TouchFrame(time: 0, samples: [TouchSample(id: 0, phase: .began, location: Point(x: 50, y: 50))]))
        // Only the left window gets frames now: the right window's long press still begins at 0.5 s (UIKit's minimumPressDuration).
        left.send(TouchFrame(time: 0.6, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 10, y: 10))]))
        #expect(hold.state == .began)
    }

    @Test func aWindowThatWentIsNoLongerAmongTheApplicationsWindows() {
        let application = Application()
        let kept = Window(id: "kept", frame: Rect(x: 0, y: 0, width: 10, height: 10), application: application)
        do {
            _ = Window(id: "gone", frame: Rect(x: 0, y: 0, width: 10, height: 10), application: application)
        }
        #expect(application.windows.map(\.id) == ["kept"])
        _ = kept
    }
}
