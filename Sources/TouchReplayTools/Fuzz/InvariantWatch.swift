import GestureEngine
import TouchReplay

/// Checks the engine's invariants (``FuzzInvariant``) over one replay: the trace lines as
/// they are made, the engine after every frame, and the engine once the input has ended.
/// Keeps the first violation; with `only`, looks for that invariant alone (a shrink keeps it).
final class InvariantWatch: ShrinkWatch {
    private let only: FuzzInvariant?
    private(set) var violation: FuzzViolation?
    private var session: EngineSession?
    private var scrollViews: [ScrollView] = []
    private var controls: [Control] = []
    private var recognizers: [GestureRecognizer] = []
    /// Touches delivered as began and not yet as ended or cancelled, with their view.
    private var openTouches: [Int: String] = [:]
    /// Each recognizer's last traced state.
    private var lastState: [String: String] = [:]

    init(only: FuzzInvariant? = nil) { self.only = only }

    var holds: Bool { violation != nil }

    private func fail(_ invariant: FuzzInvariant, _ message: String) {
        guard violation == nil, only == nil || only == invariant else { return }
        violation = FuzzViolation(invariant: invariant, time: session?.window.now.seconds ?? 0, message: message)
    }

    func started(_ session: EngineSession) {
        self.session = session
        let views = session.sceneHierarchy?.views ?? []
        scrollViews = views.compactMap { $0 as? ScrollView }
        controls = views.compactMap { $0 as? Control }
        // The scene's recognizers and those views make for themselves (a scroll view's pan, pinch and delay).
        recognizers = session.sceneHierarchy?.recognizers ?? []
        for recognizer in views.flatMap(\.gestureRecognizers) where !recognizers.contains(where: { $0 === recognizer }) {
            recognizers.append(recognizer)
        }
    }

    func see(_ record: TraceRecord) {
        switch record {
        case .touch(let line):
            switch line.phase {
            // A touch that hit no view is bound to none: the trace has its began line only.
            case .began: if let view = line.view { openTouches[line.touch] = view }
            case .ended, .cancelled: openTouches[line.touch] = nil
            case .moved, .stationary: break
            }
        case .gesture(let line):
            let previous = lastState[line.gesture]
            lastState[line.gesture] = line.state
            if let previous, ["ended", "recognized", "failed", "cancelled"].contains(previous),
               ["changed", "ended", "cancelled"].contains(line.state) {
                fail(.silentUntilReset, "'\(line.gesture)' reported \(line.state) after \(previous), with no new start between")
            }
            if line.state == "began" || line.state == "recognized" { checkRequirements(of: line.gesture) }
        default:
            break
        }
    }

    /// `id` began or recognized: every recognizer it waits for that took part must have failed.
    private func checkRequirements(of id: String) {
        guard let recognizer = recognizers.first(where: { $0.id == id }) else { return }
        for other in recognizers where other !== recognizer && recognizer.waitsForFailure(of: other) {
            guard other.numberOfTouches > 0 || other.state != .possible else { continue }
            if other.state != .failed { fail(.failureOrder, "'\(id)' went ahead while '\(other.id)', which it waits for, was \(other.state.rawValue)") }
        }
    }

    func afterFrame(_ session: EngineSession) -> Bool {
        for touch in session.window.activeTouches {
            let active = touch.gestureRecognizers.filter { $0.state.isActive }
            for (index, a) in active.enumerated() {
                for b in active[(index + 1)...] where !a.canRecognizeSimultaneously(with: b)
                    && a.canPrevent(b) && b.canBePrevented(by: a) && b.canPrevent(a) && a.canBePrevented(by: b) {
                    fail(.oneWinner, "'\(a.id)' and '\(b.id)' are both \(a.state.rawValue)/\(b.state.rawValue) on touch #\(touch.id)")
                }
            }
        }
        for scrollView in scrollViews {
            let (overX, overY) = Self.overshoot(scrollView)
            let size = scrollView.bounds.size
            if overX > size.width + 0.5 || overY > size.height + 0.5 {
                fail(.scrollBounds, "'\(scrollView.id)' is at offset \(scrollView.contentOffset), past its content by more than the rubber band allows")
            }
        }
        // A touch that lifted may still be on its way to the control (a scroll view delays touches
        // ended): a control is judged only while no touch is live and no recognizer holds one.
        if session.window.activeTouches.isEmpty, !recognizers.contains(where: { $0.numberOfTouches > 0 }) {
            for control in controls where control.isHighlighted { fail(.highlight, "'\(control.id)' is highlighted with no touch on it") }
        }
        return violation == nil
    }

    func finished(_ session: EngineSession) {
        guard violation == nil else { return }
        if let (touch, view) = openTouches.min(by: { $0.key < $1.key }) {
            fail(.touchesEnd, "touch #\(touch) began on '\(view)' and was neither ended nor cancelled")
        }
        if let touch = session.window.activeTouches.first {
            fail(.nothingBoundAfterInput, "touch #\(touch.id) is still live after the input ended")
        }
        for recognizer in recognizers where recognizer.numberOfTouches > 0 || recognizer.state.isActive {
            fail(.nothingBoundAfterInput, "'\(recognizer.id)' is still \(recognizer.state.rawValue) with \(recognizer.numberOfTouches) touches after the input ended")
        }
        for scrollView in scrollViews where !scrollView.isMoving {
            let (overX, overY) = Self.overshoot(scrollView)
            if max(overX, overY) > 0.5 { fail(.scrollBounds, "'\(scrollView.id)' came to rest at offset \(scrollView.contentOffset), outside its content") }
        }
    }

    /// How far the offset lies outside ``ScrollView/minimumContentOffset`` … ``ScrollView/maximumContentOffset`` on each axis.
    private static func overshoot(_ scrollView: ScrollView) -> (x: Double, y: Double) {
        let offset = scrollView.contentOffset, low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
        func outside(_ value: Double, _ low: Double, _ high: Double) -> Double { value < low ? low - value : value > high ? value - high : 0 }
        return (outside(offset.x, low.x, high.x), outside(offset.y, low.y, high.y))
    }
}
