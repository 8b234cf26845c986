import Testing
import TouchReplayTesting
import TouchTime
@testable import GestureEngine

/// A pan reports each move's change of state with the translation it has just measured
/// (docs/performance.md, "Then: less work per line and per move"): what an observer reads
/// then must be what the pan measures at any other time, also when the observer changes
/// the translation or the touches the pan tracks while the change is reported.
@Suite struct PanReportedTranslationTests {
    /// Runs `body` on each of the pan's changes of state, as the engine reports it.
    final class Watcher: EngineObserver {
        var body: (PanGestureRecognizer) -> Void = { _ in }

        func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
            if let pan = recognizer as? PanGestureRecognizer { body(pan) }
        }
    }

    private func setUp() -> (GestureTester, PanGestureRecognizer, Watcher) {
        let watcher = Watcher()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let view = View(id: "V", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! window.addSubview(view)
        let pan = PanGestureRecognizer(id: "pan")
        view.addGestureRecognizer(pan)
        return (GestureTester(window: window, observer: watcher, firstTouchID: 1, roundsToRecording: false), pan, watcher)
    }

    @Test func theTranslationReadWhileAMoveIsReportedIsTheOneReadAfterIt() throws {
        let (tester, pan, watcher) = setUp()
        var reported: [Point] = []
        watcher.body = { reported.append($0.translation(in: nil)) }
        let a = try tester.startGesture(at: Point(x: 100, y: 100), time: 0)
        let b = try tester.startGesture(at: Point(x: 180, y: 140), time: 0.004)
        var afterwards: [Point] = []
        for step in 1...12 {
            let d = Double(step)
            try tester.move([(a, Point(x: 100 + 3.7 * d, y: 100 - 1.3 * d)), (b, Point(x: 180 + 2.1 * d, y: 140 + 0.9 * d))],
                            at: Timestamp(seconds: 0.008 * d))
            if pan.state.isActive { afterwards.append(pan.translation(in: nil)) }
        }
        #expect(reported.count == afterwards.count)
        #expect(reported.count >= 8)
        #expect(reported == afterwards)
    }

    /// `setTranslation(_:in:)` from the observer: the pan measures again, and reads zero.
    @Test func aTranslationSetWhileAMoveIsReportedIsReadAtOnce() throws {
        let (tester, pan, watcher) = setUp()
        var readAfterSetting: [Point] = []
        watcher.body = { pan in
            guard pan.state == .changed else { return }
            pan.setTranslation(.zero, in: nil)
            readAfterSetting.append(pan.translation(in: nil))
        }
        let a = try tester.startGesture(at: Point(x: 100, y: 100), time: 0)
        for step in 1...6 { try a.moveTo(Point(x: 100 + 6 * Double(step), y: 100), at: Timestamp(seconds: 0.01 * Double(step))) }
        #expect(pan.state == .changed)
        #expect(readAfterSetting.count >= 4)
        #expect(readAfterSetting.allSatisfy { $0 == .zero })
    }

    /// A finger the pan stops tracking while the move is reported: the translation is measured
    /// from the fingers it still tracks, as it is after the move.
    @Test func aTouchIgnoredWhileAMoveIsReportedIsLeftOutAtOnce() throws {
        let (tester, pan, watcher) = setUp()
        var readAfterIgnoring: Point?
        watcher.body = { pan in
            guard pan.state == .changed, readAfterIgnoring == nil, let last = pan.trackedTouches.last, let event = pan.window?.event else { return }
            let before = pan.translation(in: nil)
            pan.ignore(last, for: event)
            readAfterIgnoring = pan.translation(in: nil)
            #expect(readAfterIgnoring != before)
        }
        let a = try tester.startGesture(at: Point(x: 100, y: 100), time: 0)
        let b = try tester.startGesture(at: Point(x: 200, y: 100), time: 0.004)
        var step = 0.0
        while readAfterIgnoring == nil && step < 6 {
            step += 1
            try tester.move([(a, Point(x: 100 + 5 * step, y: 100)), (b, Point(x: 200 + 20 * step, y: 100 + 10 * step))],
                            at: Timestamp(seconds: 0.01 * step))
        }
        let ignoredAt = try #require(readAfterIgnoring)
        #expect(pan.numberOfTouches == 1)
        // Measured again after the frame, from the one finger tracked.
        #expect(pan.translation(in: nil) == ignoredAt)
    }
}
