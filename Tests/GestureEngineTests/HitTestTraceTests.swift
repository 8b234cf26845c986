import Testing
import TouchTime
@testable import GestureEngine

/// The hit-test steps reported to the observer: what they say and in which order.
@Suite struct HitTestTraceTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    @Test func windowObserverRecordsTheHitTestOfEachBeganOnly() throws {
        let button = try addView("Button", Rect(x: 10, y: 10, width: 100, height: 44), to: window)
        let recorder = HitTestRecorder()
        window.observer = recorder
        window.send(frame(0, (1, .began, 20, 20)))
        #expect(recorder.lines == ["window pointInside → YES", "Button pointInside → YES", "Button hitTest → Button", "window hitTest → Button"])
        if case let .view(view)? = recorder.steps.last.map(\.result) { #expect(view === button) } else { Issue.record("last step is not a hitTest") }
        window.send(frame(0.016, (1, .moved, 200, 200)))
        window.send(frame(0.032, (1, .ended, 200, 200)))
        #expect(recorder.steps.count == 4)
        recorder.removeAll()
        #expect(recorder.steps.isEmpty)
    }

    @Test func tracedHitTestLeavesTheWindowsTouchesAlone() throws {
        try addView("Button", Rect(x: 10, y: 10, width: 100, height: 44), to: window)
        window.send(frame(0, (1, .began, 20, 20)))
        let (hit, steps) = window.tracedHitTest(Point(x: 300, y: 300))
        #expect(hit === window && steps.count == 4)
        #expect(window.activeTouches.map(\.id) == [1])
        #expect(window.activeTouches.first?.view?.id == "Button")
        #expect(window.observer == nil)
    }

    @Test func nothingIsRecordedWithoutAnObserver() throws {
        let recorder = HitTestRecorder()
        try addView("Button", Rect(x: 10, y: 10, width: 100, height: 44), to: window)
        _ = window.hitTest(Point(x: 20, y: 20), with: nil)
        window.send(frame(0, (1, .began, 20, 20)))
        #expect(recorder.steps.isEmpty)
    }

    @Test func pointOutsideTheRootGivesOneStepPair() {
        let (hit, steps) = window.tracedHitTest(Point(x: -1, y: 0))
        #expect(hit == nil)
        #expect(steps.map(\.description) == ["window pointInside → NO", "window hitTest → nil"])
        #expect(steps.map(\.call) == [.pointInside, .hitTest])
        #expect(steps.allSatisfy { $0.view === window && $0.reason == nil })
    }

    @Test func pointWithNaNCoordinatesHitsNothing() throws {
        try addView("Button", Rect(x: 10, y: 10, width: 100, height: 44), to: window)
        #expect(window.hitTest(Point(x: .nan, y: 20), with: nil) == nil)
        #expect(window.tracedHitTest(Point(x: 20, y: .infinity)).steps.map(\.description) == ["window pointInside → NO", "window hitTest → nil"])
    }

    /// A subclass whose override does not call super: its own calls leave no step.
    final class SilentView: View {
        override func point(inside point: Point, with event: Event?) -> Bool { true }
    }

    @Test func overridesThatSkipSuperShowOnlyThroughTheirCallers() throws {
        let silent = SilentView(id: "Silent", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try window.addSubview(silent)
        let lines = window.tracedHitTest(Point(x: 200, y: 200)).steps.map(\.description)
        #expect(lines == ["window pointInside → YES", "Silent hitTest → Silent", "window hitTest → Silent"])
    }

    @Test func reasonsReadAsShortPhrases() {
        let phrases: [(HitTestStep.Reason, String)] = [
            (.hidden, "hidden"), (.interactionDisabled, "interaction disabled"), (.transparent(alpha: 0), "alpha 0.0 ≤ 0.01"),
            (.ignoresTouches, "ignores touches"), (.touchArea(EdgeInsets(all: 2)), "touch area (top: 2.0, left: 2.0, bottom: 2.0, right: 2.0)"),
            (.insideSubview("B"), "inside subview B"), (.drawnAlpha(0.75, threshold: 0.5), "drawn alpha 0.75 > 0.5"),
            (.drawnAlpha(0.5, threshold: 0.5), "drawn alpha 0.5 ≤ 0.5"), (.passThrough, "pass-through"),
            (.redirected(from: "A"), "redirected from A"),
        ]
        for (reason, phrase) in phrases { #expect(reason.description == phrase) }
    }
}
