import GestureEngine

/// The window's observer while a ``LiveInput`` feeds it: notes what an app
/// must redraw (views whose geometry changed, and whether anything visible
/// happened at all) and passes every call on to the observer the window had
/// before (a trace recorder, the app's own).
final class DisplayChanges: EngineObserver {
    /// The observer the window had before; every call goes on to it.
    let next: (any EngineObserver)?
    /// Whether something visible changed since ``take()``.
    private(set) var needsDisplay = false
    /// Views whose `bounds`, `center` or `transform` changed since ``take()``, in the order of their first change.
    private(set) var movedViews: [View] = []

    init(next: (any EngineObserver)?) {
        self.next = next
        movedViews.reserveCapacity(16)
    }

    /// The changes noted so far, and a fresh start.
    func take() -> (needsDisplay: Bool, movedViews: [View]) {
        defer {
            needsDisplay = false
            movedViews.removeAll(keepingCapacity: true)
        }
        return (needsDisplay, movedViews.isEmpty ? [] : movedViews)
    }

    var observesHitTests: Bool { next?.observesHitTests ?? false }

    func engine(didHitTest step: HitTestStep) { next?.engine(didHitTest: step) }

    func engine(didBind touch: Touch, to view: View?, event: Event) {
        next?.engine(didBind: touch, to: view, event: event)
    }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        // A view that receives touches may draw itself differently (a highlighted row).
        needsDisplay = true
        next?.engine(didDeliver: phase, touches: touches, to: view, event: event)
    }

    func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
        next?.engine(didForward: phase, touches: touches, to: responder, event: event)
    }

    func engine(didHover sample: HoverSample, over view: View?) {
        // The pointer moved: an app that draws its cursor (or a hover highlight) redraws.
        needsDisplay = true
        next?.engine(didHover: sample, over: view)
    }

    func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        // What the wheel moves reports its own geometry change.
        next?.engine(didScrollWheel: wheel, takenBy: view)
    }

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        needsDisplay = true
        next?.engine(recognizer: recognizer, didChangeStateAt: time)
    }

    func engine(viewDidChangeGeometry view: View) {
        needsDisplay = true
        if !movedViews.contains(where: { $0 === view }) { movedViews.append(view) }
        next?.engine(viewDidChangeGeometry: view)
    }

    func engine(control: Control, didSend events: Control.Events, at time: Double) {
        needsDisplay = true
        next?.engine(control: control, didSend: events, at: time)
    }
}
