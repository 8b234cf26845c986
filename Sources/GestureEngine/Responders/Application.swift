/// The end of the responder chain: touches that reach it unhandled are dropped
/// and counted.
///
/// An application has a window per display (UIKit's `UIApplication.windows`),
/// each with its own size, views and touches, and one clock for all of them:
/// every window made with the application after the first shares the first
/// one's ``Window/scheduler``, as UIKit's windows share the main run loop, so
/// timers of every window fire in one time order.
open class Application: Responder {
    /// How many touches reached the application unhandled, counted once per touch per phase call.
    public var droppedTouchCount: Int { _droppedTouchCount }
    /// Internal storage, so the per-call increment needs no dynamic exclusivity check.
    final var _droppedTouchCount = 0
    /// The windows made with the application, through their anchors: a window holds its
    /// application, so the application holds no window (an anchor leads to nil once its window went).
    final var windowAnchors: [WindowAnchor] = []
    /// The clock the application's windows share, made by its first window.
    final var clock: Scheduler?

    /// The application's windows that are still there, in the order they were made: one per display.
    public var windows: [Window] { windowAnchors.compactMap(\.window) }

    /// An application.
    public override init() {}

    open override func touchesBegan(_ touches: [Touch], with event: Event) { drop(touches, .began, event) }
    open override func touchesMoved(_ touches: [Touch], with event: Event) { drop(touches, .moved, event) }
    open override func touchesEnded(_ touches: [Touch], with event: Event) { drop(touches, .ended, event) }
    open override func touchesCancelled(_ touches: [Touch], with event: Event) { drop(touches, .cancelled, event) }

    /// Adds `window` (just made with the application) to ``windows``, forgetting those that went.
    final func add(_ window: Window) {
        windowAnchors.removeAll { $0.window == nil }
        windowAnchors.append(window.anchor)
    }

    private func drop(_ touches: [Touch], _ phase: TouchPhase, _ event: Event) {
        if event.tracesForwarding { event._observer?.engine(didForward: phase, touches: touches, to: self, event: event) }
        _droppedTouchCount += touches.count
    }
}
