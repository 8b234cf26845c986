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
            _observer = newValue
            refreshHitTestTracing()
        }
    }

    /// Whether hit-tests report their steps: the observer's
    /// ``EngineObserver/observesHitTests``, read when the observer is set and
    /// before each new touch's hit-test (so `hitTest` and `point(inside:)` read
    /// one flag instead of asking the observer on every call).
    @exclusivity(unchecked) private(set) var tracesHitTests = false

    /// Reads the observer's ``EngineObserver/observesHitTests`` again.
    func refreshHitTestTracing() {
        tracesHitTests = _observer?.observesHitTests ?? false
    }

    // Storage read on the hot paths (every default touches method reads the
    // observer): internal, so whole-module optimisation sees every access and
    // drops the dynamic exclusivity checks.
    @exclusivity(unchecked) var _timestamp: Double = 0
    @exclusivity(unchecked) var _allTouches: [Touch] = []
    @exclusivity(unchecked) var _observer: (any EngineObserver)?

    init() {}

    /// The touches bound to `view`, ordered by id.
    public func touches(for view: View) -> [Touch] { allTouches.filter { $0.view === view } }

    /// The touches delivered to `recognizer`, ordered by id.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
