extension Control {
    /// An action for `addAction(_:for:)`: a closure with an identifier (UIKit's `UIAction`),
    /// called with the control as its own type `Sender` (a ``Slider``, a ``Switch``…).
    public struct Action<Sender: Control> {
        /// Names the action; adding another with the same identifier replaces it.
        public let identifier: String
        /// Called with the control when one of the action's events is sent.
        public let handler: (Sender) -> Void

        /// An action with an identifier and a handler.
        public init(identifier: String, handler: @escaping (Sender) -> Void) {
            self.identifier = identifier
            self.handler = handler
        }
    }

    /// One registration: the events it answers and what it calls.
    struct Registration {
        enum Receiver {
            /// An action's identifier and its handler, which casts the control back to the action's type.
            case action(identifier: String, (Control) -> Void)
            /// A target held weakly and the call made on it.
            case target(WeakTarget, (AnyObject, Control) -> Void)
        }

        var events: Events
        let receiver: Receiver

        /// The identifier, for an action.
        var actionIdentifier: String? {
            if case let .action(identifier, _) = receiver { identifier } else { nil }
        }
    }

    /// A target, held weakly as UIKit's controls hold theirs.
    struct WeakTarget {
        weak var object: AnyObject?
    }

    /// Adds an action under `identifier`, after those already added; an action with the same identifier is removed first.
    func register(identifier: String, for events: Events, _ call: @escaping (Control) -> Void) {
        registrations.removeAll { $0.actionIdentifier == identifier }
        registrations.append(Registration(events: events, receiver: .action(identifier: identifier, call)))
    }

    /// Stops the action called `identifier` from answering `events`; it is removed when it answers none.
    public func removeAction(identifiedBy identifier: String, for events: Events) {
        for index in registrations.indices where registrations[index].actionIdentifier == identifier {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Stops `target`'s actions (every target's when nil) from answering `events`
    /// (UIKit's `removeTarget(_:action:for:)` for all actions).
    public func removeTarget(_ target: AnyObject?, for events: Events) {
        for index in registrations.indices {
            guard case let .target(weak, _) = registrations[index].receiver else { continue }
            if let target, weak.object !== target { continue }
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The targets with actions still alive, in the order they were added, each once.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in registrations {
            guard case let .target(weak, _) = registration.receiver, let object = weak.object else { continue }
            if !targets.contains(where: { $0 === object }) { targets.append(object) }
        }
        return targets
    }

    /// Every event some action answers.
    public var allControlEvents: Events {
        registrations.reduce(into: Events()) { $0.formUnion($1.events) }
    }

    /// Sends `events`: tells the window's observer, then calls, in the order they
    /// were added, each action or live target that answers any of them, once.
    public func sendActions(for events: Events) {
        if let window, let observer = window.observer {
            observer.engine(control: self, didSend: events, at: window.now.seconds)
        }
        // A snapshot: an action may add or remove actions.
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            switch registration.receiver {
            case let .action(_, call): call(self)
            case let .target(weak, call): if let object = weak.object { call(object, self) }
            }
        }
    }
}

/// Gives a control's `addAction` and `addTarget` the control's own type, as
/// `GestureRecognizerTargets` does for a recognizer's `addTarget(_:)`: a
/// slider's action gets a ``Slider``, with no downcast.
public protocol ControlActions: Control {}

extension Control: ControlActions {}

extension ControlActions {
    /// Adds `action` for `events` (UIKit's `addAction(_:for:)`), after those
    /// already added; an action with the same identifier is removed first.
    public func addAction(_ action: Control.Action<Self>, for events: Control.Events) {
        let handler = action.handler
        register(identifier: action.identifier, for: events) { handler($0 as! Self) }
    }

    /// Adds a handler for `events` under a new identifier (`action-1`, `action-2`, … per control),
    /// called with the control as its own type.
    public func addAction(for events: Control.Events, _ handler: @escaping (Self) -> Void) {
        actionCounter += 1
        addAction(Control.Action(identifier: "action-\(actionCounter)", handler: handler), for: events)
    }

    /// Adds a target-action pair for `events` (UIKit's `addTarget(_:action:for:)`):
    /// `action` is a method of the target's type taking the control as its own
    /// type, e.g. `Screen.brightnessChanged` for `(Screen) -> (Slider) -> Void`.
    /// The target is held weakly; once it is gone its actions are skipped.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void, for events: Control.Events) {
        let call: (AnyObject, Control) -> Void = { object, control in action(object as! Target)(control as! Self) }
        registrations.append(Registration(events: events, receiver: .target(WeakTarget(object: target), call)))
    }
}
