/// Receives, in order, what the engine does: hit-test steps, bindings,
/// deliveries along the responder chain and gesture-recognizer state changes.
///
/// Set it on ``Window/observer``; when it is nil nothing is recorded and the
/// hooks cost one nil check each. Every method has an empty default.
public protocol EngineObserver: AnyObject {
    /// Whether hit-testing reports its steps (``engine(didHitTest:)``); when false it
    /// takes the untraced path, which builds no steps. Default true.
    var observesHitTests: Bool { get }
    /// Whether the default touches methods report passing touches on (``engine(didForward:touches:to:event:)``);
    /// when false they take the untraced path, which hands the touches to the same responder
    /// without calling each plain one on the way. Read when the observer is set and before each
    /// touch's hit-test, as ``observesHitTests`` is. Default true.
    var observesForwarding: Bool { get }
    /// A `hitTest(_:with:)` or `point(inside:with:)` call returned (steps arrive as calls complete).
    func engine(didHitTest step: HitTestStep)
    /// A touch began and was bound to `view` (nil when nothing was hit).
    func engine(didBind touch: Touch, to view: View?, event: Event)
    /// The window delivered touches of one phase to the view they are bound to.
    func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event)
    /// A default touches method passed touches on (or the application dropped them).
    func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event)
    /// A hovering pointer moved over `view` (hit-tested; nil when nothing was hit), or stopped hovering.
    func engine(didHover sample: HoverSample, over view: View?)
    /// A mouse wheel turned: `view` took it (the scroll view it scrolls, or the view of the pan it moves), nil when nothing did.
    func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?)
    /// A gesture recognizer changed state at virtual time `time`.
    func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double)
    /// A view in the window's tree had its `bounds`, `center` or `transform` set
    /// (so its frame, or a scroll view's content offset, may have changed), as the
    /// setter ran; or a view (with its subtree) was added to the window's tree.
    func engine(viewDidChangeGeometry view: View)
    /// A control sent `events` (one or several at once, as ``Control/sendActions(for:)`` was called) at virtual time `time`.
    func engine(control: Control, didSend events: Control.Events, at time: Double)
}

extension EngineObserver {
    public var observesHitTests: Bool { true }
    public var observesForwarding: Bool { true }
    public func engine(didHitTest step: HitTestStep) {}
    public func engine(didBind touch: Touch, to view: View?, event: Event) {}
    public func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {}
    public func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {}
    public func engine(didHover sample: HoverSample, over view: View?) {}
    public func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {}
    public func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {}
    public func engine(viewDidChangeGeometry view: View) {}
    public func engine(control: Control, didSend events: Control.Events, at time: Double) {}
}
