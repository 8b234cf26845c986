/// A view that handles its own touches and fires actions on a tap inside it
/// (the part of UIKit's `UIControl` the engine needs): scroll views do not
/// cancel its touches by default (``ScrollView/touchesShouldCancel(in:)``).
open class Control: View {
    /// True for `Control` itself, which keeps `View`'s hit-testing; false for subclasses unless they say otherwise.
    open override class var usesDefaultHitTesting: Bool { self == Control.self }

    /// A touch is down on the control.
    public private(set) var isTracking = false
    /// The tracked touch is inside the bounds.
    public private(set) var isTouchInside = false
    private var actions: [(Control) -> Void] = []

    /// Adds an action for the primary event: a touch that lifts inside the control (touchUpInside).
    public func addAction(_ action: @escaping (Control) -> Void) { actions.append(action) }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        isTracking = true
        isTouchInside = true
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        if bounds.contains(touch.location(in: self)) {
            for action in actions { action(self) }
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        isTracking = false
        isTouchInside = false
    }
}
