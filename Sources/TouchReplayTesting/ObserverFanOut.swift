import GestureEngine
import TouchReplay

/// The window's observer when a ``GestureTester`` is given one of its own:
/// tells the trace recorder, then the other observer, everything the engine does.
final class ObserverFanOut: EngineObserver {
    let recorder: TraceRecorder
    let other: any EngineObserver

    init(recorder: TraceRecorder, other: any EngineObserver) {
        self.recorder = recorder
        self.other = other
    }

    var observesHitTests: Bool { recorder.observesHitTests || other.observesHitTests }

    func engine(didHitTest step: HitTestStep) {
        if recorder.observesHitTests { recorder.engine(didHitTest: step) }
        if other.observesHitTests { other.engine(didHitTest: step) }
    }

    func engine(didBind touch: Touch, to view: View?, event: Event) {
        recorder.engine(didBind: touch, to: view, event: event)
        other.engine(didBind: touch, to: view, event: event)
    }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        recorder.engine(didDeliver: phase, touches: touches, to: view, event: event)
        other.engine(didDeliver: phase, touches: touches, to: view, event: event)
    }

    func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
        recorder.engine(didForward: phase, touches: touches, to: responder, event: event)
        other.engine(didForward: phase, touches: touches, to: responder, event: event)
    }

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        recorder.engine(recognizer: recognizer, didChangeStateAt: time)
        other.engine(recognizer: recognizer, didChangeStateAt: time)
    }

    func engine(viewDidChangeGeometry view: View) {
        recorder.engine(viewDidChangeGeometry: view)
        other.engine(viewDidChangeGeometry: view)
    }

    func engine(control: Control, didSend events: Control.Events, at time: Double) {
        recorder.engine(control: control, didSend: events, at: time)
        other.engine(control: control, didSend: events, at: time)
    }
}
