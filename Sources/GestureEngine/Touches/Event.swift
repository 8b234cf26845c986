/// The touches of one frame, handed to every touches method and hit-test.
///
/// The window reuses one event object; do not keep it past the call.
public final class Event {
    /// The virtual time of the frame, in seconds.
    public internal(set) var timestamp: Double {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    /// Every touch the window still handles in this frame (down, just lifted, or
    /// lifted earlier with its ended held back by a recognizer), ordered by id.
    public internal(set) var allTouches: [Touch] {
        get { _allTouches }
        set { _allTouches = newValue }
    }
    /// The tracer, when tracing is on; nil otherwise (then tracing costs nothing).
    public internal(set) var observer: (any EngineObserver)? {
        get { _observer }
        set {
            _observerLink = newValue.map(ObserverLink.init)
            refreshTracing()
        }
    }

    /// The observer hit-tests report their steps to: the observer when its
    /// ``EngineObserver/observesHitTests`` was true when it was set or before the
    /// current touch's hit-test, else nil (so `hitTest` and `point(inside:)` read
    /// a flag instead of asking the observer on every call).
    var hitTestObserver: (any EngineObserver)? { tracesHitTests ? _observer : nil }
    /// Whether hit-tests are traced (see ``hitTestObserver``).
    private(set) var tracesHitTests = false

    /// Runs `body` with hit-test tracing off (a hover's hit-tests bind no touch, so they are not traced).
    func withoutHitTestTracing<Result>(_ body: () -> Result) -> Result {
        let traced = tracesHitTests
        tracesHitTests = false
        defer { tracesHitTests = traced }
        return body()
    }

    /// Whether the default touches methods report passing touches on: the observer's
    /// ``EngineObserver/observesForwarding`` when it was set or before the current touch's hit-test.
    private(set) var tracesForwarding = false

    /// Reads the observer's ``EngineObserver/observesHitTests`` and ``EngineObserver/observesForwarding`` again.
    func refreshTracing() {
        tracesHitTests = _observer?.observesHitTests == true
        tracesForwarding = _observer?.observesForwarding == true
    }

    // Storage read on the hot paths (every default touches method reads the
    // observer): internal, so whole-module optimisation sees every access and
    // drops the dynamic exclusivity checks.
    var _timestamp: Double = 0
    var _allTouches: [Touch] = []
    /// The observer, in the link that is its one holder (the window reads the link unretained).
    var _observerLink: ObserverLink?
    /// The observer (read through its link).
    var _observer: (any EngineObserver)? {
        @inline(__always) get { _observerLink?.observer }
    }

    /// The frame's coalesced and predicted samples (``TouchFrame/coalescedSamples``,
    /// ``TouchFrame/predictedSamples``), replaced only when either frame has some.
    var _coalescedSamples: [TimedTouchSample] = []
    var _predictedSamples: [TimedTouchSample] = []

    init() {}

    /// Takes `frame`'s coalesced and predicted samples; a frame without any (each report
    /// delivered on its own) after another without any costs two comparisons.
    @inline(__always)
    func takeSamples(of frame: TouchFrame) {
        // Swapped in, the old arrays let go after the access: no access to either property
        // may free memory, so whole-module optimisation drops their run-time exclusivity
        // checks (an assignment kept one on every read, two a frame).
        if !frame.coalescedSamples.isEmpty || !_coalescedSamples.isEmpty {
            var samples = frame.coalescedSamples
            swap(&samples, &_coalescedSamples)
        }
        if !frame.predictedSamples.isEmpty || !_predictedSamples.isEmpty {
            var samples = frame.predictedSamples
            swap(&samples, &_predictedSamples)
        }
    }

    /// Every sample of `touch` the device reported since the touch was last delivered, each
    /// as a touch of its own (its time, location, force, size, angles), the touch as delivered
    /// last: UIKit's `UIEvent.coalescedTouches(for:)`. An app that draws ink takes every
    /// point from here rather than one per display frame. Just the touch itself when each
    /// report was delivered on its own; nil for a touch this event does not hold.
    ///
    /// The touches returned are copies made for the call: keep them if you like, they do not change.
    public func coalescedTouches(for touch: Touch) -> [Touch]? {
        guard allTouches.contains(where: { $0 === touch }) else { return nil }
        var copies: [Touch] = []
        var previous = touch._previousLocationInWindow
        for timed in _coalescedSamples where timed.sample.id == touch.id {
            copies.append(Touch(copyOf: touch, sample: timed.sample, timestamp: timed.time.seconds, previousLocation: previous))
            previous = timed.sample.location
        }
        return copies.isEmpty ? [Touch(copyOf: touch)] : copies
    }

    /// Where `touch` is expected to go next, up to one display frame ahead, each prediction
    /// a touch of its own: UIKit's `UIEvent.predictedTouches(for:)`. Empty when the input
    /// side predicts nothing (each report delivered on its own, a touch that began or
    /// ended); nil for a touch this event does not hold. Predictions are discarded at the
    /// next event: draw them, never act on them.
    public func predictedTouches(for touch: Touch) -> [Touch]? {
        guard allTouches.contains(where: { $0 === touch }) else { return nil }
        var copies: [Touch] = []
        var previous = touch._locationInWindow
        for timed in _predictedSamples where timed.sample.id == touch.id {
            copies.append(Touch(copyOf: touch, sample: timed.sample, timestamp: timed.time.seconds, previousLocation: previous))
            previous = timed.sample.location
        }
        return copies
    }

    /// The touches bound to `view`, ordered by id.
    public func touches(for view: View) -> [Touch] { allTouches.filter { $0.view === view } }

    /// The touches delivered to `recognizer`, ordered by id.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
