/// A continuous recognizer for a pointer moving over its view with no button
/// down, or a pen hovering above it (UIKit's `UIHoverGestureRecognizer`).
///
/// Apple's documentation of `UIHoverGestureRecognizer`: "A continuous gesture
/// recognizer that interprets pointer movement over a view"; the system calls
/// its action "when the pointer enters, exits, and moves across the view", for
/// movement "with no other user interactions, such as clicking the mouse
/// button". So it begins when a hovering pointer enters its view (the view or
/// one of its subviews is hit-tested under the pointer), changes as the
/// pointer moves over it, and ends when the pointer leaves it.
///
/// It takes no touches: hover samples come apart from touches
/// (``Window/hover(_:)``). Our decisions (docs/gestures.md): a button going
/// down, or the pen touching or leaving range, ends the hover (it begins again
/// at the next motion without a button); ``GestureRecognizer/allowedTouchTypes`` picks which
/// pointers hover it (``TouchType/indirectPointer``, ``TouchType/pencil``);
/// ``GestureRecognizer/numberOfTouches`` is 0; the delegate's and the views'
/// `gestureRecognizerShouldBegin` are asked at each entry, and a refused
/// recognizer fails and waits for the pointer to leave.
open class HoverGestureRecognizer: GestureRecognizer {
    /// Keeps the base class's relation hooks (see `GestureRecognizer.defaultRelationHooksClass`).
    override class var defaultRelationHooksClass: GestureRecognizer.Type? { HoverGestureRecognizer.self }
    /// `hover` in traces.
    open override class var traceKind: String { "hover" }
    /// Continuous: began, changed, ended.
    open override class var kind: Kind { .continuous }

    /// Where the pointer was at the last hover sample, in window coordinates.
    final var hoverLocation = Point.zero
    /// Whether the recognizer is hovered (began and not yet ended).
    final var isHovered = false

    /// A hover recognizer with an identifier.
    public override init(id: String) {
        super.init(id: id)
        receivesTouches = false
    }

    /// The hovering pointer's position in `view`'s coordinates (window's when nil).
    open override func location(in view: View?) -> Point {
        guard let view else { return hoverLocation }
        return view.convert(hoverLocation, from: nil)
    }

    /// The pointer entered the view: began (unless refused).
    func hoverEntered(at location: Point) {
        if _state != .possible { performReset() }
        hoverLocation = location
        state = .began
        isHovered = _state == .began
        if !isHovered { performReset() }
    }

    /// The pointer moved over the view: changed, when it moved.
    func hoverMoved(to location: Point) {
        guard isHovered, _state.isActive, location != hoverLocation else { return }
        hoverLocation = location
        state = .changed
    }

    /// The pointer left the view (or stopped hovering): ended, then back to possible.
    func hoverExited(at location: Point) {
        guard isHovered else { return }
        isHovered = false
        guard _state.isActive else { return }
        hoverLocation = location
        state = .ended
        performReset()
    }
}
