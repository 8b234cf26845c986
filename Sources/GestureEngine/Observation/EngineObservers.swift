/// Several engine observers told as one: every hook goes to each of them, in
/// the order they were added.
///
/// The window holds one observer; ``Window/addObserver(_:)`` makes this
/// composite when a second joins (a trace recorder, an app's display tracker,
/// a test's own observer), so no observer has to pass calls on to another.
/// Hit-test steps and touches passed on go only to the members that observe them
/// (``EngineObserver/observesHitTests``, ``EngineObserver/observesForwarding``).
public final class EngineObservers: EngineObserver {
    /// The observers, in the order they are told.
    public private(set) var members: [any EngineObserver]

    /// A composite of `members`, told in that order.
    public init(_ members: [any EngineObserver]) {
        self.members = members
    }

    /// Adds `observer` after the others.
    func append(_ observer: any EngineObserver) { members.append(observer) }

    /// Removes `observer` (compared by identity); whether it was a member.
    @discardableResult
    func remove(_ observer: any EngineObserver) -> Bool {
        guard let index = members.firstIndex(where: { $0 === observer }) else { return false }
        members.remove(at: index)
        return true
    }

    public var observesHitTests: Bool { members.contains { $0.observesHitTests } }

    public var observesForwarding: Bool { members.contains { $0.observesForwarding } }

    public func engine(didHitTest step: HitTestStep) {
        for member in members where member.observesHitTests { member.engine(didHitTest: step) }
    }

    public func engine(didBind touch: Touch, to view: View?, event: Event) {
        for member in members { member.engine(didBind: touch, to: view, event: event) }
    }

    public func engine(didDeliver phase: TouchPhase, touches: [Touch], to view: View, event: Event) {
        for member in members { member.engine(didDeliver: phase, touches: touches, to: view, event: event) }
    }

    public func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
        for member in members where member.observesForwarding {
            member.engine(didForward: phase, touches: touches, to: responder, event: event)
        }
    }

    public func engine(didHover sample: HoverSample, over view: View?) {
        for member in members { member.engine(didHover: sample, over: view) }
    }

    public func engine(didScrollWheel wheel: WheelScroll, takenBy view: View?) {
        for member in members { member.engine(didScrollWheel: wheel, takenBy: view) }
    }

    public func engine(recognizer: GestureRecognizer, didChangeStateAt time: Double) {
        for member in members { member.engine(recognizer: recognizer, didChangeStateAt: time) }
    }

    public func engine(viewDidChangeGeometry view: View) {
        for member in members { member.engine(viewDidChangeGeometry: view) }
    }

    public func engine(control: Control, didSend events: Control.Events, at time: Double) {
        for member in members { member.engine(control: control, didSend: events, at: time) }
    }
}
