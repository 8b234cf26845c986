@testable import GestureEngine
import TouchReplay

// Planted engine faults for the fuzz tests: recognizer kinds registered only by these tests
// (`FuzzPlantedFaults.kinds`), never by a scene a shipped build loads. Each breaks one of
// the engine's invariants (``FuzzInvariant``) the way a faulty recognizer would.

/// Never decides: stays possible after its touches lifted, so the view's touchesEnded, which it
/// delays (`delaysTouchesEnded`, true by default), is never delivered. Breaks `touchesEnd`.
final class UndecidedGestureRecognizer: GestureRecognizer {
    override class var traceKind: String { "undecided" }
}

/// Says it cannot be prevented while it is undecided, and can once under way: the arena lets it
/// begin beside a pan already under way on the same touch. Breaks `oneWinner`.
final class UnpreventablePanGestureRecognizer: PanGestureRecognizer {
    override class var traceKind: String { "unpreventablePan" }
    override func canBePrevented(by preventingRecognizer: GestureRecognizer) -> Bool { state != .possible }
}

/// Waits for a pinch to fail only once it is under way: while undecided it tells the arena it
/// waits for nothing, so it begins while the pinch holding its touch is still possible.
/// Breaks `failureOrder`.
final class ImpatientPanGestureRecognizer: PanGestureRecognizer {
    override class var traceKind: String { "impatientPan" }
    override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
        state != .possible && otherGestureRecognizer is PinchGestureRecognizer
    }
}

/// Lights the first control among its view's siblings when its touch lifts, and fails: the
/// control, which never had the touch, stays highlighted. Breaks `highlight`.
final class HighlightingGestureRecognizer: GestureRecognizer {
    override class var traceKind: String { "highlighting" }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        let control = view?.superview?.subviews.lazy.compactMap { $0 as? Control }.first
        control?.isHighlighted = true
        state = .failed
    }
}

/// Throws its scroll view three screens past the top of its content when its touch lifts, and
/// fails. Breaks `scrollBounds`.
final class ScrollThrowingGestureRecognizer: GestureRecognizer {
    override class var traceKind: String { "scrollThrowing" }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        var ancestor = view?.superview
        while let current = ancestor, !(current is ScrollView) { ancestor = current.superview }
        if let scrollView = ancestor as? ScrollView {
            scrollView.contentOffset = Point(x: scrollView.minimumContentOffset.x, y: scrollView.minimumContentOffset.y - 3 * scrollView.bounds.height)
        }
        state = .failed
    }
}

/// The planted faults and the scenes they are fuzzed on.
enum FuzzPlantedFaults {
    /// The built-in kinds and the planted ones (FuzzTests' `stuckPan` too).
    static func kinds() throws -> GestureKindRegistry {
        var kinds = GestureKindRegistry.builtIn
        try kinds.register(GestureKind(name: "stuckPan", keys: []) { StuckPanGestureRecognizer(id: $0.id) })
        try kinds.register(GestureKind(name: "undecided", keys: []) { UndecidedGestureRecognizer(id: $0.id) })
        try kinds.register(GestureKind(name: "unpreventablePan", keys: []) { UnpreventablePanGestureRecognizer(id: $0.id) })
        try kinds.register(GestureKind(name: "impatientPan", keys: []) { ImpatientPanGestureRecognizer(id: $0.id) })
        try kinds.register(GestureKind(name: "highlighting", keys: []) { HighlightingGestureRecognizer(id: $0.id) })
        try kinds.register(GestureKind(name: "scrollThrowing", keys: []) { ScrollThrowingGestureRecognizer(id: $0.id) })
        return kinds
    }

    /// An 800 × 480 scene whose root holds `subviews` (YAML list items, indented four spaces).
    static func scene(_ subviews: String) -> String {
        "screen:\n  size: [800, 480]\nroot:\n  id: root\n  subviews:\n" + subviews
    }

    /// A scene of one canvas, with `gestures` (a YAML flow list) on it, beside a control.
    static func canvas(_ gestures: String) -> String {
        scene("""
                - id: canvas
                  frame: [0, 0, 600, 480]
                  gestures: \(gestures)
                - {id: ok, frame: [600, 200, 200, 80], control: true}
            """)
    }

    /// A scroll view whose content carries the planted thrower.
    static let scrollScene = scene("""
            - id: list
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [800, 1600]}
              subviews:
                - id: content
                  frame: [0, 0, 800, 1600]
                  gestures: [{id: thrower, kind: scrollThrowing}]
        """)
}
