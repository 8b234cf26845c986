/// The scroll view's pan: it does not begin in a direction the content cannot
/// scroll (so nested scroll views in perpendicular directions each take their
/// own), nor over content tracking a touch it may not cancel.
///
/// A touch that comes down while the content glides or bounces after a drag
/// stops it and begins the pan at once, without waiting for movement: the
/// touch is the scroll view's, so content does not get it and recognizers it
/// can prevent (a row's tap) fail, as in UIKit.
final class ScrollViewPanRecognizer: PanGestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { ScrollViewPanRecognizer.self }
    weak var scrollView: ScrollView?
    /// Whether the pan began at touch-down to stop a glide.
    private var caughtMotion = false

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let scrollView, scrollView.isDecelerating else { return }
        scrollView.stopOffsetMotion()
        caughtMotion = true
        state = .began
    }

    override func reset() {
        super.reset()
        caughtMotion = false
    }

    /// A pan the app added that needs more fingers than this one (a two-finger
    /// pan on the scroll view or its content) is never prevented by it: when
    /// both reach their threshold in one frame the added pan recognizes too,
    /// as in UIKit (our reading, docs/gestures.md).
    override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool {
        if let pan = preventedRecognizer as? PanGestureRecognizer, !(pan is ScrollViewPanRecognizer),
           pan.minimumNumberOfTouches > minimumNumberOfTouches {
            return false
        }
        return super.canPrevent(preventedRecognizer)
    }

    override func allowsBeginning() -> Bool {
        guard let scrollView else { return true }
        if caughtMotion { return true }
        let t = translation(in: scrollView)
        let horizontal = abs(t.x) > abs(t.y)
        if horizontal ? !scrollView.dragsHorizontally : !scrollView.dragsVertically { return false }
        for touch in trackedTouches where touch.viewBegan && !touch.viewFinished {
            guard let view = touch.view, view !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}

/// The scroll view's pinch: it begins only when there is something to zoom.
final class ScrollViewPinchRecognizer: PinchGestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { ScrollViewPinchRecognizer.self }
    weak var scrollView: ScrollView?

    override func allowsBeginning() -> Bool {
        guard let scrollView else { return true }
        return scrollView.delegate?.viewForZooming(in: scrollView) != nil
            && scrollView.minimumZoomScale < scrollView.maximumZoomScale
    }
}

/// Holds back content touches' began (UIKit's private delayed-touches-began
/// recognizer): it never recognizes, and fails after
/// ``GestureDefaults/scrollViewContentTouchDelay``, at touch end, or at once
/// when ``ScrollView/delaysContentTouches`` is off, which lets the held-back
/// began through (after ``ScrollView/touchesShouldBegin(_:with:in:)``) unless
/// a drag cancelled the touches first.
final class ScrollViewDelayRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { ScrollViewDelayRecognizer.self }
    override class var kind: Kind { .continuous }
    weak var scrollView: ScrollView?
    private var timer: ScheduledTask?

    override init(id: String) {
        super.init(id: id)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let scrollView, scrollView.delaysContentTouches, let window else {
            release(event)
            return
        }
        guard timer == nil else { return }
        timer = window.scheduleGestureTimer(after: GestureDefaults.scrollViewContentTouchDelay) { [weak self] in
            guard let self, let window = self.window else { return }
            self.timer = nil
            self.release(window.event)
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) { release(event) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { release(event) }

    override func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingRecognizer: GestureRecognizer) -> Bool { false }

    override func reset() { cancelTimer() }

    /// Asks the scroll view about each held-back content touch, then fails, letting the rest through.
    private func release(_ event: Event) {
        cancelTimer()
        guard state == .possible else { return }
        if let scrollView {
            for touch in trackedTouches where !touch.viewBegan && !touch.viewFinished && !touch.cancelForView {
                guard let view = touch.view, view !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: event, in: view) { touch.viewFinished = true }
            }
        }
        state = .failed
    }

    private func cancelTimer() {
        if let timer { window?.scheduler.cancel(timer) }
        timer = nil
    }
}
