import GestureEngine

/// One of the window's observers while a ``LiveInput`` feeds it: notes what
/// an app must redraw (views whose geometry changed, and whether anything
/// visible happened at all). The window tells its other observers (a trace
/// recorder, the app's own) as well (`Window.addObserver(_:)`).
final class DisplayChanges: EngineObserver {
    /// Whether something visible changed since ``take()``.
    private(set) var needsDisplay = false
    /// Views whose `bounds`, `center` or `transform` changed since ``take()``, in the order of their first change.
    private(set) var movedViews: [View] = []
    /// The identities of ``movedViews``: a view is noted once however many views move (linear, not quadratic).
    private var moved: Set<ObjectIdentifier> = []

    init() {
        movedViews.reserveCapacity(16)
    }

    /// The changes noted so far, and a fresh start.
    func take() -> (needsDisplay: Bool, movedViews: [View]) {
        defer {
            needsDisplay = false
            movedViews.removeAll(keepingCapacity: true)
            moved.removeAll(keepingCapacity: true)
        }
        return (needsDisplay, movedViews.isEmpty ? [] : movedViews)
    }

    var observesHitTests: Bool { false }
    /// Touches passed on along the responder chain change nothing it shows.
    var observesForwarding: Bool { false }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        // A view that receives touches may draw itself differently (a highlighted row).
        needsDisplay = true
    }

    func engine(didHover sample: HoverSample, over view: View?) {
        // The pointer moved: an app that draws its cursor (or a hover highlight) redraws.
        needsDisplay = true
    }

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        needsDisplay = true
    }

    func engine(viewDidChangeGeometry view: View) {
        needsDisplay = true
        if moved.insert(ObjectIdentifier(view)).inserted { movedViews.append(view) }
    }

    func engine(control: Control, didSend events: Control.Events, at time: Double) {
        needsDisplay = true
    }
}
