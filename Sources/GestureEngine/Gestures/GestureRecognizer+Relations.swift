extension GestureRecognizer {
    /// Makes this recognizer wait, before recognizing, until `otherGestureRecognizer`
    /// fails; it fails if the other one recognizes.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        failureRequirements.insert(otherGestureRecognizer)
        if isWaitingForFailure, let window { window.arena.requirementAdded(otherGestureRecognizer, to: self) }
    }

    /// Declares that this recognizer and `other` may recognize at the same time
    /// (symmetric; the same as a delegate answering yes).
    public func recognizesSimultaneously(with other: GestureRecognizer) {
        simultaneousPartners.insert(other)
    }

    /// Whether this recognizer and `other` may recognize at the same time (a declared pair,
    /// or either delegate says yes): read-only, for checks of the engine's invariants
    /// (`touchreplay fuzz`).
    public func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool { allowsSimultaneous(with: other) }

    /// Whether this recognizer waits for `other` to fail before recognizing (``require(toFail:)``,
    /// the subclass or the delegate methods): read-only, for checks of the engine's invariants.
    public func waitsForFailure(of other: GestureRecognizer) -> Bool { requiresFailure(of: other) }

    /// The recognizers declared with ``require(toFail:)``, in the order declared (those still
    /// alive): read-only, for writing a window built in Swift as a scene.
    public var declaredFailureRequirements: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// The recognizers declared with ``recognizesSimultaneously(with:)`` on this one, in the
    /// order declared (those still alive): read-only, for writing a window built in Swift as a scene.
    public var declaredSimultaneousRecognizers: [GestureRecognizer] { simultaneousPartners.compactMap(\.recognizer) }

    /// Whether the two may recognize at the same time: a declared pair, or either delegate says yes.
    func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
        if simultaneousPartners.contains(other) { return true }
        if other.simultaneousPartners.contains(self) { return true }
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other`: declared, or asked of both recognizers and both delegates.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains(other) || dynamicallyRequiresFailure(of: other)
    }

    /// Whether this recognizer must wait for `other` by the subclass or delegate methods (not declared).
    func dynamicallyRequiresFailure(of other: GestureRecognizer) -> Bool {
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether recognizers of `type` keep the base class's ``shouldRequireFailure(of:)``
    /// and ``shouldBeRequiredToFail(by:)``: the engine's classes, each by its own
    /// declaration (`defaultRelationHooksClass`). No other subclass can be taken for one.
    static func keepsDefaultRelationHooks(_ type: GestureRecognizer.Type) -> Bool {
        type.defaultRelationHooksClass == type
    }

    /// Whether this recognizer may require others to fail, or be required to, through
    /// methods (its delegate, or its class's overrides), which the arena must then ask.
    var mayRelateThroughMethods: Bool { _delegate != nil || !hasDefaultRelationHooks }

    /// Whether `self` recognizing would exclude `other` (not simultaneous, and prevention allowed both ways).
    func excludes(_ other: GestureRecognizer) -> Bool {
        !allowsSimultaneous(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }
}
