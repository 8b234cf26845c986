import GestureEngine

/// A view's traced geometry, rounded as traces round it, so that changes below
/// the traced precision make no `view` lines. Made per view per frame: no allocation.
struct ViewGeometry: Equatable {
    var frame: Rect
    var contentOffset: Point?
    var zoomScale: Double?
    /// A scroll view's phase (``ScrollView/scrollPhase``).
    var scrollPhase: ScrollPhase?

    init(_ view: View) {
        let f = view.frame
        frame = Rect(x: ViewGeometry.points(f.origin.x), y: ViewGeometry.points(f.origin.y),
                     width: ViewGeometry.points(f.size.width), height: ViewGeometry.points(f.size.height))
        if let scrollView = view as? ScrollView {
            let offset = scrollView.contentOffset
            contentOffset = Point(x: ViewGeometry.points(offset.x), y: ViewGeometry.points(offset.y))
            zoomScale = TraceRounding.round(scrollView.zoomScale, TraceRounding.scale)
            scrollPhase = scrollView.scrollPhase
        }
    }

    private static func points(_ value: Double) -> Double { TraceRounding.round(value, TraceRounding.points) }

}

/// The recognizers a ``TraceRecorder`` has seen and the state changes it
/// counted for the summary: one value, so a state change costs one access check.
struct RecognizerTally {
    /// Gesture state changes by state, in ``TraceSummary/gestureStates`` order.
    private(set) var stateCounts = [Int](repeating: 0, count: TraceSummary.gestureStates.count)
    /// Kinds of the recognizers seen so far, by identity (checked against class and id, as identities are reused).
    private var infos: [ObjectIdentifier: RecognizerInfo] = [:]
    /// ``infos``, cached by identity (checked like it).
    private var cache: IdentityCache<RecognizerInfo>

    /// About how many recognizers there are (what the caches are sized for).
    let expected: Int

    /// A tally sized for about `expected` recognizers.
    init(expected: Int) {
        self.expected = expected
        cache = IdentityCache(expected: expected)
    }

    /// Counts `recognizer`'s new state (not `possible`); answers what is known
    /// of it and the state's position in ``TraceSummary/gestureStates`` (discrete
    /// recognizers report `recognized` for `ended`).
    mutating func count(_ recognizer: GestureRecognizer) -> (RecognizerInfo, Int) {
        let info = self.info(recognizer)
        let index = RecognizerTally.stateIndex(recognizer.state, isDiscrete: info.isDiscrete)
        stateCounts[index] += 1
        return (info, index)
    }

    /// The recognizer's kind and discreteness, worked out on its first state change.
    private mutating func info(_ recognizer: GestureRecognizer) -> RecognizerInfo {
        let key = ObjectIdentifier(recognizer)
        let type = ObjectIdentifier(Swift.type(of: recognizer))
        if let info = cache[key], info.type == type, info.id == recognizer.id { return info }
        if let info = infos[key], info.type == type, info.id == recognizer.id {
            cache[key] = info
            return info
        }
        let info = RecognizerInfo(type: type, id: recognizer.id, kind: Swift.type(of: recognizer).traceKind,
                                  isDiscrete: recognizer.isDiscrete)
        infos[key] = info
        cache[key] = info
        return info
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
struct RecognizerInfo {
    let type: ObjectIdentifier
    let id: String
    /// `GestureRecognizer.traceKind`.
    let kind: String
    let isDiscrete: Bool
}
