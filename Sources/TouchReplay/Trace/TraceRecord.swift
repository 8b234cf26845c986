import GestureEngine

/// One event of a trace, as a value: the one form of a trace that the recorder
/// makes, the JSON Lines and text writers read (``TraceFormat``), and replays
/// hand to their writing thread; ``line`` is its line as `check` reads it.
public enum TraceRecord: Hashable, Sendable {
    /// The window delivered a touch to a view (or the touch hit no view).
    case touch(TouchRecord)
    /// A gesture recognizer changed state.
    case gesture(GestureRecord)
    /// A view's frame (or scroll position or zoom) changed.
    case view(ViewRecord)
    /// A control sent an event the scene asked to trace.
    case control(ControlRecord)
    /// A recognizer sent its actions (only for the scene's recognizers with `traceActions`).
    case action(ActionRecord)
    /// A hovering pointer moved over a view, or stopped hovering.
    case hover(HoverRecord)
    /// A mouse wheel turned.
    case wheel(WheelRecord)
    /// How a new touch was hit-tested (only with hit-test tracing on).
    case hitTest(HitTestRecord)
    /// The totals, written last.
    case summary(TraceSummary)
}

/// A touch delivered to the view it is bound to.
public struct TouchRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The touch's id.
    public var touch: Int
    /// The phase delivered (`began`, `moved`, `ended`, `cancelled`; a stationary touch is delivered as `moved`).
    public var phase: TouchPhase
    /// The position in screen points.
    public var location: Point
    /// The view's id; nil when the touch hit no view.
    public var view: String?
    /// Type, buttons, force, size and a pen's angles (``TouchDetail/finger`` for a plain finger).
    public var detail: TouchDetail
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, touch: Int, phase: TouchPhase, location: Point, view: String?, detail: TouchDetail = .finger,
                window: String? = nil) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.location = location
        self.view = view
        self.detail = detail
        self.window = window
    }
}

/// A gesture recognizer's state change, with the gesture's values at that moment.
public struct GestureRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The recognizer's id.
    public var gesture: String
    /// The kind: tap, longPress, pan, pinch, rotation, swipe, or the class name for others.
    public var kind: String
    /// The id of the recognizer's view.
    public var view: String?
    /// began, changed, ended, recognized (discrete recognizers), failed or cancelled.
    public var state: String
    /// The centroid of the recognizer's touches in screen points.
    public var location: Point
    /// How many touches the recognizer is tracking.
    public var touches: Int
    /// A pan's translation in screen points.
    public var translation: Point?
    /// A pan's velocity in points per second.
    public var velocity: Point?
    /// A pinch's scale.
    public var scale: Double?
    /// A rotation's angle in radians.
    public var rotation: Double?
    /// The values the recognizer reports under names of its own (`GestureValues.named`), in order; empty for the built-ins.
    public var named: [GestureValues.NamedValue]
    /// Why it failed or was cancelled (a `GestureFailureReason.code` of GestureEngine); nil for other states.
    public var reason: String?
    /// The recognizer, view or `delegate` the reason names, if any.
    public var by: String?
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, gesture: String, kind: String, view: String?, state: String, location: Point, touches: Int,
                translation: Point? = nil, velocity: Point? = nil, scale: Double? = nil, rotation: Double? = nil,
                named: [GestureValues.NamedValue] = [], reason: String? = nil, by: String? = nil, window: String? = nil) {
        self.time = time
        self.gesture = gesture
        self.kind = kind
        self.view = view
        self.state = state
        self.location = location
        self.touches = touches
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.named = named
        self.reason = reason
        self.by = by
        self.window = window
    }
}

/// A view's geometry after it changed.
public struct ViewRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The view's id.
    public var view: String
    /// The frame in the superview's coordinates.
    public var frame: Rect
    /// A scroll view's content offset.
    public var contentOffset: Point?
    /// A scroll view's zoom scale.
    public var zoomScale: Double?
    /// A scroll view's new phase (the name of GestureEngine's `ScrollPhase`), on the line where it changed.
    public var scrollPhase: String?
    /// The value a slider or a switch draws (GestureEngine's `AnimatedValueControl.presentedValue`).
    public var value: Double?
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, view: String, frame: Rect, contentOffset: Point? = nil, zoomScale: Double? = nil, scrollPhase: String? = nil,
                value: Double? = nil, window: String? = nil) {
        self.time = time
        self.view = view
        self.frame = frame
        self.contentOffset = contentOffset
        self.zoomScale = zoomScale
        self.scrollPhase = scrollPhase
        self.value = value
        self.window = window
    }
}

/// One event a control sent (`touchDown`, `touchUpInside`, …).
public struct ControlRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The control's id.
    public var control: String
    /// The event's name, as in GestureEngine's `Control.Events.named`.
    public var event: String
    /// The control's value after a `valueChanged` of a value control (GestureEngine's `ValueControl`); nil otherwise.
    public var value: Double?
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, control: String, event: String, value: Double? = nil, window: String? = nil) {
        self.time = time
        self.control = control
        self.event = event
        self.value = value
        self.window = window
    }
}

/// A hovering pointer (a mouse with no button down, a pen in range) moved,
/// or stopped hovering: GestureEngine's `HoverSample`, with the view hit-tested under it.
public struct HoverRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// `moved`, or `exited` when the hover is over (GestureEngine's `HoverSample.Phase`).
    public var phase: String
    /// The position in screen points.
    public var location: Point
    /// The id of the view under the pointer; nil when it hit no view, and for `exited`.
    public var view: String?
    /// What hovers: `pointer` or `pencil` (GestureEngine's `TouchType` raw value).
    public var touchType: String
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, phase: String, location: Point, view: String?, touchType: String, window: String? = nil) {
        self.time = time
        self.phase = phase
        self.location = location
        self.view = view
        self.touchType = touchType
        self.window = window
    }
}

/// One wheel step: a mouse wheel's turn in one input frame (GestureEngine's `WheelScroll`).
public struct WheelRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The pointer's position in screen points.
    public var location: Point
    /// The turn in clicks: x to the right, y towards the user (fractions from high-resolution wheels).
    public var clicks: Point
    /// The id of the view that took it (the scroll view scrolled, or the view of the pan moved); nil when none did.
    public var view: String?
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, location: Point, clicks: Point, view: String?, window: String? = nil) {
        self.time = time
        self.location = location
        self.clicks = clicks
        self.view = view
        self.window = window
    }
}

/// The calls made to bind one new touch.
public struct HitTestRecord: Hashable, Sendable {
    /// One `hitTest(_:with:)` or `point(inside:with:)` call, in the order the calls returned.
    public struct Step: Hashable, Sendable {
        /// The view called.
        public var view: String
        /// `hitTest` or `pointInside`.
        public var call: String
        /// A view id or null for `hitTest`, true or false for `pointInside`.
        public var result: TraceValue
        /// Why, when a customisation or an untouchable flag decided the answer.
        public var reason: String?

        /// A step from its parts.
        public init(view: String, call: String, result: TraceValue, reason: String? = nil) {
            self.view = view
            self.call = call
            self.result = result
            self.reason = reason
        }
    }

    /// Seconds since the first event.
    public var time: Double
    /// The touch's id.
    public var touch: Int
    /// The calls.
    public var steps: [Step]
    /// The view the touch was bound to, nil for none.
    public var result: String?
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, touch: Int, steps: [Step], result: String?, window: String? = nil) {
        self.time = time
        self.touch = touch
        self.steps = steps
        self.result = result
        self.window = window
    }
}

/// The totals of a run.
public struct TraceSummary: Hashable, Sendable {
    /// The states counted in ``gestures``, in the order they are written.
    public static let gestureStates = ["began", "changed", "ended", "recognized", "failed", "cancelled"]

    /// Seconds from the first event to the end of the run (including the final timer flush).
    public var duration: Double
    /// Input frames replayed.
    public var frames: Int
    /// Touches that began.
    public var touches: Int
    /// Gesture state changes by state, in ``gestureStates`` order.
    public var gestures: [(state: String, count: Int)]
    /// The final frame of every view, depth first.
    public var views: [(view: String, frame: Rect)]

    /// A summary from its parts.
    public init(duration: Double, frames: Int, touches: Int, gestures: [(state: String, count: Int)], views: [(view: String, frame: Rect)]) {
        self.duration = duration
        self.frames = frames
        self.touches = touches
        self.gestures = gestures
        self.views = views
    }

    public static func == (lhs: TraceSummary, rhs: TraceSummary) -> Bool {
        TraceRecord.summary(lhs).jsonText == TraceRecord.summary(rhs).jsonText
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(TraceRecord.summary(self).jsonText) }
}

/// A recognizer sent its actions to its targets: the moment the app hears of
/// the state change, which may come after the touch deliveries of the same
/// event (UIKit sends actions "at the next turn of the run loop").
public struct ActionRecord: Hashable, Sendable {
    /// Seconds since the first event.
    public var time: Double
    /// The recognizer's id.
    public var gesture: String
    /// The state the actions were sent for, named as on `gesture` lines (`began`, `changed`, `ended`, `recognized`, `cancelled`).
    public var state: String
    /// The window, when the trace has several (the scene's `windows`); nil with one.
    public var window: String?

    /// A record from its parts.
    public init(time: Double, gesture: String, state: String, window: String? = nil) {
        self.time = time
        self.gesture = gesture
        self.state = state
        self.window = window
    }
}
