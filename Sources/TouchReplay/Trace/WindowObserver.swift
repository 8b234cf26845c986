import GestureEngine

/// One window's observer in a session of several windows: it tells the recorder's
/// ``WindowStampingSink`` that its window speaks, then hands the hook to the recorder.
final class WindowObserver: EngineObserver {
    /// Unowned: the recorder holds its window observers.
    private unowned let recorder: TraceRecorder
    private let stamping: WindowStampingSink
    private let index: Int

    /// The observer of window `index` of the windows `recorder` watches through `stamping`.
    init(recorder: TraceRecorder, stamping: WindowStampingSink, index: Int) {
        self.recorder = recorder
        self.stamping = stamping
        self.index = index
    }

    var observesHitTests: Bool { recorder.observesHitTests }
    var observesForwarding: Bool { recorder.observesForwarding }

    func engine(didHitTest step: HitTestStep) {
        stamping.current = index
        recorder.engine(didHitTest: step)
    }

    func engine(didBind touch: Touch, to view: View?, event: Event) {
        stamping.current = index
        recorder.engine(didBind: touch, to: view, event: event)
    }

    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        stamping.current = index
        recorder.engine(didDeliver: phase, touches: touches, to: view, event: event)
    }

    func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
        stamping.current = index
        recorder.engine(didForward: phase, touches: touches, to: responder, event: event)
    }

    func engine(didHover sample: HoverSample, over view: View?) {
        stamping.current = index
        recorder.engine(didHover: sample, over: view)
    }

    func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        stamping.current = index
        recorder.engine(didScrollWheel: wheel, takenBy: view)
    }

    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        stamping.current = index
        recorder.engine(recognizer: recognizer, didChangeStateAt: time)
    }

    func engine(viewDidChangeGeometry view: View) {
        stamping.current = index
        recorder.engine(viewDidChangeGeometry: view)
    }

    func engine(control: Control, didSend events: Control.Events, at time: Double) {
        stamping.current = index
        recorder.engine(control: control, didSend: events, at: time)
    }
}
