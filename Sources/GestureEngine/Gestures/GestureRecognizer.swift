/// An object that interprets the touches of a view and its subtree as a gesture.
///
/// A recognizer attached to a view receives every touch bound to that view
/// or one of its descendants, before the view does. Subclasses implement the
/// touches methods and set ``state``; the engine enforces UIKit's legal
/// transitions, arbitrates between recognizers that share touches (see
/// `docs/gestures.md`), calls the targets and reports every change to
/// ``Window/observer`` with the virtual time. When the sequence is over
/// (all its touches ended and the state is final) the recognizer is reset to
/// ``State/possible`` and ``reset()`` is called.
open class GestureRecognizer {
    /// The recognizer's state, with UIKit's legal transitions.
    public enum State: String, Sendable {
        /// Waiting for touches to decide.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized from these touches.
        case failed

        /// A discrete gesture was recognized (the same as ``ended``).
        public static let recognized = State.ended

        /// Whether the state ends the sequence (ended, cancelled or failed).
        /// (Always inlined, as ``isActive`` and `TouchPhase.isTerminal` are: the optimiser left these
        /// few instructions out of line, a call each time the engine asks them, about 600,000
        /// times on the replay benchmark's cut.)
        @inline(__always)
        public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether a continuous gesture is under way (began or changed).
        @inline(__always)
        public var isActive: Bool { self == .began || self == .changed }
    }

    /// An identifier for traces.
    public let id: String
    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { _viewLink.view }
        set { _viewLink.view = newValue }
    }
    /// The view's link (`RecognizerViewLink`: unretained, cleared by the view).
    final var _viewLink = RecognizerViewLink()

    /// The recognizer's view, not retained (nil when it is attached to none): for code that
    /// reads the view on every state change, such as a trace recorder, and lends it with
    /// `_withUnsafeGuaranteedRef`, inlined where it is used (a closure handed across the module
    /// boundary cost a context and an indirect call per gesture line). While the view is lent,
    /// nothing may detach the recognizer nor remove the view from its hierarchy.
    package final var unretainedView: Unmanaged<View>? { _viewLink.unretained }
    /// The object asked about receiving touches, beginning and arbitration.
    public var delegate: (any GestureRecognizerDelegate)? {
        get { _delegate }
        set {
            _delegate = newValue
            if newValue != nil, isEngaged, let window { window.arena.relationHooksAppeared(on: self) }
        }
    }
    final weak var _delegate: (any GestureRecognizerDelegate)?
    /// Disabled recognizers receive no touches; disabling one under way cancels (or fails) it.
    public var isEnabled: Bool {
        get { _isEnabled }
        set {
            let wasEnabled = _isEnabled
            _isEnabled = newValue
            guard !newValue, wasEnabled, isEngaged else { return }
            abandon(.disabled)
        }
    }
    final var _isEnabled = true
    /// The touch types received (see `GestureRecognizer+TouchTypes.swift`).
    final var _allowedTouchTypes: [TouchType] = TouchType.allCases
    /// Whether touches go to the recognizer at all (false for ``HoverGestureRecognizer``, which takes hover samples).
    final var receivesTouches = true
    /// The buttons a pointer touch must have down to be received (see `GestureRecognizer+TouchTypes.swift`).
    final var _buttonMaskRequired: ButtonMask = .primary
    /// On recognition, the view's touches of this gesture are cancelled. Default ``GestureDefaults/cancelsTouchesInView``.
    public var cancelsTouchesInView: Bool {
        get { _cancelsTouchesInView }
        set { _cancelsTouchesInView = newValue }
    }
    final var _cancelsTouchesInView: Bool = GestureDefaults.cancelsTouchesInView
    /// The view sees touchesBegan only once this recognizer failed. Default ``GestureDefaults/delaysTouchesBegan``.
    public var delaysTouchesBegan: Bool {
        get { _delaysTouchesBegan }
        set { _delaysTouchesBegan = newValue }
    }
    final var _delaysTouchesBegan: Bool = GestureDefaults.delaysTouchesBegan
    /// The view sees touchesEnded only once this recognizer failed. Default ``GestureDefaults/delaysTouchesEnded``.
    public var delaysTouchesEnded: Bool {
        get { _delaysTouchesEnded }
        set { _delaysTouchesEnded = newValue }
    }
    final var _delaysTouchesEnded: Bool = GestureDefaults.delaysTouchesEnded

    final var _state: State = .possible
    /// Why the recognizer failed or was cancelled in this sequence (nil otherwise; cleared at reset).
    public internal(set) var failureReason: GestureFailureReason? {
        get { _failureReason }
        set { _failureReason = newValue }
    }
    final var _failureReason: GestureFailureReason?
    /// The reason a subclass gave with ``fail(_:)`` for the failure it is asking for.
    final var proposedFailureReason: GestureFailureReason?
    /// The last state the subclass asked for in this sequence (the engine may have decided otherwise since).
    final var requestedState: State = .possible
    /// The touches of the current sequence that are down (and those that ended in the current frame), ordered by id.
    /// Changed only through ``changeTrackedTouches(_:)``, so the optimiser can prove
    /// that no access to it overlaps another and drop the dynamic exclusivity checks.
    final private(set) var trackedTouches: [Touch] = reserved(4)
    /// How many times ``trackedTouches`` changed: a value measured from them is still theirs while this is unchanged.
    final private(set) var trackedTouchesChanges = 0
    /// The window whose touches engage the recognizer: set only while engaged
    /// (cleared at reset and when the window goes away).
    final var window: Window? {
        get { windowAnchor?.window }
        set {
            windowAnchor = newValue?.anchor
            windowLink = UnretainedAnchor(windowAnchor)
        }
    }
    /// Through the window's anchor, so the window itself is never weakly
    /// referenced (that would move its counts to a side table); the anchor
    /// leads nowhere once the window is gone.
    final private(set) var windowAnchor: WindowAnchor?
    /// ``windowAnchor``, unretained: how a state change reaches the window (set with it).
    final private(set) var windowLink = UnretainedAnchor(nil)
    /// Received a touch since the last reset.
    final var isEngaged = false
    /// Wants to recognize, waiting for recognizers it requires to fail (the arena decides).
    final var isWaitingForFailure: Bool { arenaEntry.isWaiting }
    /// The arena's bookkeeping for this recognizer (`GestureArenaMember`).
    final var arenaEntry = ArenaEntry()
    /// The waits that declared the recognizer a requirement (`GestureArenaMember`).
    final var dependentWaits: [WaitEntry] = []
    /// Whether the class keeps the base class's ``shouldRequireFailure(of:)`` and
    /// ``shouldBeRequiredToFail(by:)`` (set once, at init, from the class's own declaration).
    final let hasDefaultRelationHooks: Bool
    /// The engine class, at or above this one, that declares it keeps the base
    /// class's ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)``:
    /// each engine class (none overrides them) names itself here. A class outside
    /// the engine cannot override this internal property, so it inherits its
    /// superclass's answer, which is not its own class.
    class var defaultRelationHooksClass: GestureRecognizer.Type? { GestureRecognizer.self }
    /// Where the touches were last, for ``location(in:)`` once they are gone.
    final var lastLocationInWindow = Point.zero
    /// The actions, in the order added. No access to it spans a call to an
    /// action or a release of one (they are copied out to be called, and taken
    /// out to be removed), so the optimiser drops its run-time exclusivity
    /// checks (one per state change).
    final var targets: [(GestureRecognizer) -> Void] = []
    final var failureRequirements = RecognizerRelation()
    final var simultaneousPartners = RecognizerRelation()

    /// A recognizer with an identifier.
    public init(id: String) {
        self.id = id
        hasDefaultRelationHooks = GestureRecognizer.keepsDefaultRelationHooks(Self.self)
    }

    /// Which state machine the recognizers of this class follow. Default
    /// ``Kind/unspecified``; the built-in discrete ones (tap, swipe) and
    /// continuous ones (long press, pan, pinch, rotation, scroll view) override it.
    open class var kind: Kind { .unspecified }

    /// The current state. Subclasses set it, following UIKit's legal transitions for their ``kind``.
    ///
    /// Discrete: possible → recognized (``State/ended``) | failed. Continuous:
    /// possible → began | failed; began or changed → changed | ended | cancelled.
    /// Unspecified: either, picked by the first state out of possible. Leaving
    /// possible for began or recognized asks the delegate and arbitration first,
    /// and may end in failed instead or wait (state stays possible) for required
    /// recognizers to fail; what the subclass asks for after such an engine
    /// decision is ignored. Any other transition is a bug in the subclass: it
    /// traps in debug builds and is ignored in release builds.
    open var state: State {
        get { _state }
        set { transition(to: newValue) }
    }

    /// Removes every action.
    public func removeAllTargets() {
        // Taken out first: releasing the actions may run anything (see ``targets``).
        var removed: [(GestureRecognizer) -> Void] = []
        swap(&removed, &targets)
    }

    // MARK: Values

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (window's when nil);
    /// once they lifted, where they were last.
    open func location(in view: View?) -> Point {
        let point = trackedTouches.isEmpty ? lastLocationInWindow : centroidInWindow()
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of the touch at `index` (0 ..< ``numberOfTouches``) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        precondition(index >= 0 && index < trackedTouches.count, "touch index \(index) out of range 0..<\(trackedTouches.count)")
        return trackedTouches[index].location(in: view)
    }

    /// The name of this class's kind in traces (`tap`, `pan`, …). Default
    /// ``traceKindFromClassName``; each built-in overrides it, and subclasses
    /// inherit their superclass's (a scroll view's pan traces as `pan`).
    /// The trace recorder reads it once per recognizer.
    open class var traceKind: String { traceKindFromClassName }

    /// The values the recognizer reports beside location and touch count (the
    /// trace's `translation`, `velocity`, `scale`, `rotation`, and any named
    /// values of the recognizer's own). Default none.
    open var reportedValues: GestureValues { GestureValues() }

    /// The recognizer's values for the engine tests' one-line harness trace:
    /// location and touch count, plus what the kind adds. Internal: a trace
    /// shows ``reportedValues``.
    var traceValues: String {
        let p = location(in: nil)
        return "location=(\(p.x.traceFormatted), \(p.y.traceFormatted)) touches=\(numberOfTouches)"
    }

    // MARK: Subclass API (UIGestureRecognizerSubclass)

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}
    /// Some of the recognizer's touches moved.
    open func touchesMoved(_ touches: [Touch], with event: Event) {}
    /// Some of the recognizer's touches lifted.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}
    /// Some of the recognizer's touches were cancelled by the system.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {}
    /// Clears per-sequence state; called when the recognizer goes back to possible.
    open func reset() {}

    /// Stops tracking `touch`: the recognizer gets no more calls for it and it
    /// no longer holds back or cancels the touch in its view.
    public func ignore(_ touch: Touch, for event: Event) {
        if let window {
            window.arena.leave(self, touch)
        } else {
            changeTrackedTouches { $0.removeAll { $0 === touch } }
        }
    }

    /// Whether this recognizer, when it recognizes, can make `preventedRecognizer` fail. Default true.
    open func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingRecognizer`, when it recognizes, can make this one fail. Default true.
    open func canBePrevented(by preventingRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// An engine hook asked before leaving possible for began or recognized (the scroll view's own checks).
    func allowsBeginning() -> Bool { true }

    // MARK: Engine bookkeeping

    /// Whether the touches methods are called: not while waiting for others to fail, nor after a final state.
    var isListening: Bool { !isWaitingForFailure && !_state.isFinal }

    /// Whether the recognizer is in a sequence and has not decided yet.
    var isUndecided: Bool { isEngaged && _state == .possible }

    /// Forgets touches that ended or were cancelled.
    func dropFinishedTouches() {
        guard trackedTouches.countUnretained(where: { $0._phase.isTerminal }) > 0 else { return }
        lastLocationInWindow = centroidInWindow()
        changeTrackedTouches { $0.removeAll { $0.phase.isTerminal } }
    }

    /// Back to possible at the end of a sequence (not reported to observers).
    func performReset() {
        _state = .possible
        _failureReason = nil
        requestedState = .possible
        isEngaged = false
        if let window {
            window.arena.release(self)
        } else {
            arenaEntry.isWaiting = false
            arenaEntry.isQueued = false
            arenaEntry.pendingState = .possible
            arenaEntry.isUnderWayCandidate = false
        }
        changeTrackedTouches { $0.removeAll(keepingCapacity: true) }
        reset()
        window = nil
    }

    /// Changes ``trackedTouches`` through a local array, so that no access to the
    /// property spans code that may release a touch (whose deinit could run
    /// anything). `change` must not read `trackedTouches` (it is empty meanwhile).
    final func changeTrackedTouches(_ change: (inout [Touch]) -> Void) {
        var touches: [Touch] = []
        swap(&touches, &trackedTouches)
        change(&touches)
        swap(&touches, &trackedTouches)
        trackedTouchesChanges &+= 1
    }

    /// How many tracked touches are still down (read without retaining each touch).
    final var downTouchCount: Int {
        trackedTouches.countUnretained { !$0._phase.isTerminal }
    }

    /// The centroid of the tracked touches in window coordinates.
    func centroidInWindow() -> Point {
        let touches = trackedTouches
        guard !touches.isEmpty else { return lastLocationInWindow }
        var x = 0.0, y = 0.0
        touches.forEachUnretained { touch in
            x += touch._locationInWindow.x
            y += touch._locationInWindow.y
        }
        let n = Double(touches.count)
        return Point(x: x / n, y: y / n)
    }
}

/// Gives ``GestureRecognizer/addTarget(_:)`` the recognizer's own type.
public protocol GestureRecognizerTargets: GestureRecognizer {}

extension GestureRecognizer: GestureRecognizerTargets {}

extension GestureRecognizerTargets {
    /// Adds an action called with the recognizer on every change to began,
    /// changed, ended or cancelled (not on failed, as in UIKit), at once, in the order added.
    public func addTarget(_ action: @escaping (Self) -> Void) {
        // Appended to an array taken out, so that the property's access spans no reallocation.
        var actions: [(GestureRecognizer) -> Void] = []
        swap(&actions, &targets)
        actions.append { recognizer in action(recognizer as! Self) }
        swap(&actions, &targets)
    }
}

/// A weak reference to a recognizer, so declared relations do not keep recognizers alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}

extension View {
    /// Attaches `recognizer` to this view (after those already attached).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        _gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` from this view; one under way is cancelled (undecided: failed)
    /// and gets no more touches.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        _gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.isEngaged {
            recognizer.abandon(.viewRemoved)
            if let window = recognizer.window {
                window.arena.withdraw(recognizer)
            } else {
                recognizer.changeTrackedTouches { $0.removeAll() }
            }
        }
        if recognizer.view === self { recognizer.view = nil }
    }
}
