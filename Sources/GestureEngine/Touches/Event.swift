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
            refreshHitTestTracing()
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

    /// Reads the observer's ``EngineObserver/observesHitTests`` again.
    func refreshHitTestTracing() {
        tracesHitTests = _observer?.observesHitTests == true
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

    init() {}

    /// The touches bound to `view`, ordered by id.
    public func touches(for view: View) -> [Touch] { allTouches.filter { $0.view === view } }

    /// The touches delivered to `recognizer`, ordered by id.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
