import GestureEngine

/// A view's traced geometry, rounded as traces round it, so that changes below
/// the traced precision make no `view` lines. Made per view per frame: no allocation.
struct ViewGeometry: Equatable {
    var frame: Rect
    var contentOffset: Point?
    var zoomScale: Double?
    /// A scroll view's phase (``ScrollView/scrollPhase``).
    var scrollPhase: ScrollPhase?
    /// The value a slider or switch draws (``AnimatedValueControl/presentedValue``).
    var value: Double?

    init(_ view: View) {
        let f = view.frame
        frame = Rect(x: ViewGeometry.points(f.origin.x), y: ViewGeometry.points(f.origin.y),
                     width: ViewGeometry.points(f.size.width), height: ViewGeometry.points(f.size.height))
        if let scrollView = view as? ScrollView {
            let offset = scrollView.contentOffset
            contentOffset = Point(x: ViewGeometry.points(offset.x), y: ViewGeometry.points(offset.y))
            zoomScale = TraceRounding.round(scrollView.zoomScale, TraceRounding.scale)
            scrollPhase = scrollView.scrollPhase
        } else if view is Control, let control = view as? any AnimatedValueControl {
            // The class test first: most views are no control, and it costs less than the protocol's.
            value = TraceRounding.round(control.presentedValue, TraceRounding.scale)
        }
    }

    private static func points(_ value: Double) -> Double { TraceRounding.round(value, TraceRounding.points) }

}

/// The recognizers a ``TraceRecorder`` has seen, numbered in the order of
/// their first state change, and the state changes it counted for the summary:
/// one value, so a state change costs one access check.
///
/// A state change finds its recognizer's number by identity, through a cache
/// whose hit is one comparison, and answers a number: no `String`, nothing
/// reference-counted. The tally holds every recognizer it numbered, so an
/// identity it knows is never another object's (identities are addresses,
/// reused once an object is freed), and a recognizer's id and class, hence
/// its kind, never change.
struct RecognizerTally {
    /// Gesture state changes by state, in ``TraceSummary/gestureStates`` order: stored inline
    /// (the six states), as an array's copy-on-write check cost a runtime call per gesture line.
    private var counts = InlineArray<6, Int>(repeating: 0)
    /// Gesture state changes by state, in ``TraceSummary/gestureStates`` order.
    var stateCounts: [Int] { counts.indices.map { counts[$0] } }
    /// What is known of each recognizer seen so far, by number.
    private(set) var recognizers: [RecognizerInfo] = []
    /// The numbers of the recognizers seen so far, by identity.
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// ``numbers``, cached by identity.
    private var cache: IdentityCache<Int>

    /// About how many recognizers there are (what the caches are sized for).
    let expected: Int

    /// A tally sized for about `expected` recognizers.
    init(expected: Int) {
        assert(TraceSummary.gestureStates.count == 6, "RecognizerTally counts six gesture states")
        self.expected = expected
        cache = IdentityCache(expected: expected)
    }

    /// Counts `recognizer`'s new state `state` (not `possible`); answers the
    /// recognizer's number, the state's position in ``TraceSummary/gestureStates``
    /// (discrete recognizers report `recognized` for `ended`), and whether this is the
    /// recognizer's first state change (it was given its number now).
    mutating func count(_ recognizer: GestureRecognizer, state: GestureRecognizer.State) -> (number: Int, stateIndex: Int, isFirst: Bool) {
        let seen = recognizers.count
        let number = self.number(of: recognizer)
        let index = RecognizerTally.stateIndex(state, isDiscrete: recognizers[number].isDiscrete)
        counts[index] += 1
        return (number, index, recognizers.count > seen)
    }

    /// The recognizer's number, given (and its kind worked out) on its first state change.
    /// The cache's hit is inlined into the recorder's hook.
    @inline(__always)
    private mutating func number(of recognizer: GestureRecognizer) -> Int {
        let key = ObjectIdentifier(recognizer)
        if let number = cache[key] { return number }
        return uncachedNumber(of: recognizer, key)
    }

    @inline(never)
    private mutating func uncachedNumber(of recognizer: GestureRecognizer, _ key: ObjectIdentifier) -> Int {
        if let number = numbers[key] {
            cache[key] = number
            return number
        }
        let number = recognizers.count
        recognizers.append(RecognizerInfo(recognizer: recognizer, kind: Swift.type(of: recognizer).traceKind))
        numbers[key] = number
        cache[key] = number
        return number
    }

    /// The position in ``TraceSummary/gestureStates`` of a state other than `possible`.
    private static func stateIndex(_ state: GestureRecognizer.State, isDiscrete: Bool) -> Int {
        switch state {
        case .began: 0
        case .changed: 1
        case .ended: isDiscrete ? 3 : 2
        case .failed: 4
        case .cancelled, .possible: 5
        }
    }
}

/// What the recorder keeps about one recognizer so that each state change asks its class nothing.
/// Handed to the sink once, with the recognizer's first state change (``TraceSink/recognizer(_:number:)``).
final class RecognizerInfo {
    /// Held, so that its identity stays its own (``RecognizerTally``).
    let recognizer: GestureRecognizer
    let id: String
    /// `GestureRecognizer.traceKind`.
    let kind: String
    let isDiscrete: Bool

    init(recognizer: GestureRecognizer, kind: String) {
        self.recognizer = recognizer
        id = recognizer.id
        self.kind = kind
        isDiscrete = recognizer.isDiscrete
    }
}
