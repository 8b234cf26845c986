import TouchTime

/// The root of a view tree: it takes input frames, hit-tests each new touch
/// once, and delivers touches to gesture recognizers and then to the views
/// they are bound to.
///
/// All time comes from the frames' timestamps through ``scheduler``; nothing
/// reads a wall clock. Touches and recognizers are kept in ordered arrays, so
/// the same frames give the same calls in the same order.
open class Window: View {
    /// Keeps `View`'s hit-testing methods (see `View.defaultHitTestingClass`).
    override class var defaultHitTestingClass: View.Type? { Window.self }
    /// The end of the responder chain.
    public let application: Application
    /// The virtual clock and its scheduled work.
    public let scheduler: Scheduler
    /// The display's refresh rate: how often moving scroll views step on the
    /// virtual clock. Default ``ScrollPhysics/defaultFramesPerSecond`` (60; UIKit's `UIScreen.maximumFramesPerSecond`).
    public var maximumFramesPerSecond: Int {
        get { _maximumFramesPerSecond }
        set { _maximumFramesPerSecond = newValue }
    }
    final var _maximumFramesPerSecond: Int = ScrollPhysics.defaultFramesPerSecond
    /// The tracer; nil turns tracing off.
    public var observer: (any EngineObserver)? {
        get { event.observer }
        set {
            // A hook under way may be reading the link being replaced: keep it until processing ends.
            if let old = event._observerLink { processing.keepIfReading(old) }
            event.observer = newValue
            observerLink = event._observerLink.map(Unmanaged.passUnretained)
        }
    }
    /// The observer's link, which the event holds (the observer's one holder), unretained:
    /// ``withObserver(_:)`` reads the observer through it without a retain.
    final private var observerLink: Unmanaged<ObserverLink>?
    /// The window's own calls that process input or timers under way (``send(_:)``, a
    /// gesture timer, a cancellation): while one is, the window is held by that call,
    /// and observer links replaced are kept until the outermost ends.
    // Unchecked: no access to it runs other code (its methods only count, append and swap; what
    // `release()` hands over is let go after the access); checked, each access cost a `swift_beginAccess`.
    @exclusivity(unchecked) final private var processing = PassKeeper<ObserverLink>()
    /// How many of the window's processing calls are under way.
    final var processingDepth: Int { processing.depth }
    /// Samples whose id had no active touch (moved/ended without began, or a second began); counted and ignored.
    public internal(set) var unmatchedSampleCount: Int {
        get { _unmatchedSampleCount }
        set { _unmatchedSampleCount = newValue }
    }
    final var _unmatchedSampleCount: Int = 0
    /// Frames whose time was before the clock's; they were handled at the clock's time.
    public internal(set) var lateFrameCount: Int {
        get { _lateFrameCount }
        set { _lateFrameCount = newValue }
    }
    final var _lateFrameCount: Int = 0

    /// Touches the window still handles, ordered by id: those down, and those
    /// that ended but whose view has not been told yet (held by a recognizer
    /// with `delaysTouchesEnded`).
    /// Changed only through ``changeLiveTouches(_:)``.
    final private(set) var liveTouches: [Touch] = reserved(16)
    /// ``liveTouches`` as unretained references, read by the delivery loops without
    /// retaining the array: valid until the next ``changeLiveTouches(_:)``, and during a
    /// view flush until the outermost flush ends (see ``flushes``).
    final private(set) var liveTouchesView = UnsafeBufferPointer<Unmanaged<Touch>>(start: nil, count: 0)
    /// The view flushes under way (a touches method may cause another), and the arrays
    /// ``changeLiveTouches(_:)`` replaced meanwhile, kept (with their touches) until the
    /// outermost flush ends, so the flush's ``liveTouchesView`` stays valid whatever the
    /// views' touches methods do.
    // Unchecked: as `processing`.
    @exclusivity(unchecked) final var flushes = PassKeeper<[Touch]>()
    /// How many view flushes are under way.
    final var flushDepth: Int { flushes.depth }
    /// The competition between the recognizers of the window's touches.
    final let arena = GestureArena()
    /// Recognizers' state changes whose actions are sent at the end of the event, in the order they happened.
    // Unchecked: read and cleared every frame; the optimiser cannot prove it (callgrind, 400k-line cut of the benchmark replay).
    @exclusivity(unchecked) final var pendingActions: [PendingAction] = reserved(8)
    /// True while touches are cancelled because their view left the window or was hidden.
    final var isCancellingForRemovedView = false
    /// The hover recognizers under the hovering pointer, innermost view first (see `Window+Hover.swift`).
    final var hoveredRecognizers: [HoverGestureRecognizer] = []
    /// The last tap, for ``Touch/tapCount``.
    final var lastTap: LastTap?
    /// Counts frames, to tell which touches changed in the current one.
    final var frameNumber = 0
    /// The down touches counted by view while a frame's samples are applied, among many live touches (nil otherwise).
    // Unchecked: cleared every frame, and changed (a dictionary's add and remove, which may free
    // memory) as touches begin and end, so the optimiser kept a run-time check on every frame's
    // clearing, whatever form it took (a swift_beginAccess a frame: 693.3 M -> 689.5 M instructions on
    // the benchmark's cut, docs/performance.md). Used by the window's own code alone, never across a call out.
    @exclusivity(unchecked) final var downTouchCounts: DownTouchCounts?
    /// True while a frame or a timer is being processed; deliveries are flushed at its end.
    final var isProcessing = false
    /// The phases (``DeliveryMask`` bits) some touch entered in the current frame.
    final var framePhases: UInt8 = 0

    let event = Event()
    /// What touches and timers hold weakly instead of the window (see ``WindowAnchor``).
    final private(set) lazy var anchor = WindowAnchor(window: self)
    /// The touch arrays the outermost view flush hands out, one per delivery in order
    /// (the first ``deliverySlotCount`` deliveries), each refilled only when its
    /// delivery's touches differ from the last flush's. Raw storage owned by the window,
    /// so an array can be moved out for a delivery and back without a retain; every
    /// slot is initialised except the one a delivery under way has moved out.
    final let deliverySlots: UnsafeMutablePointer<[Touch]> = {
        let slots = UnsafeMutablePointer<[Touch]>.allocate(capacity: Window.deliverySlotCount)
        slots.initialize(repeating: [], count: Window.deliverySlotCount)
        return slots
    }()
    /// How many deliveries of a flush ``deliverySlots`` serves.
    static let deliverySlotCount = 16
    // Unchecked: filled and emptied per recognizer call; the optimiser cannot prove it (callgrind, 400k-line cut of the benchmark replay).
    @exclusivity(unchecked) final var recognizerBuffer: [Touch] = reserved(16)

    /// A window of the given size whose clock starts at `startTime`.
    ///
    /// A window made with an `application` that already has windows is one more display of
    /// it: it shares their clock (``scheduler``), so `startTime` applies to an application's
    /// first window only.
    public init(id: String = "window", frame: Rect, application: Application = Application(), startTime: Timestamp = 0) {
        self.application = application
        if let shared = application.clock {
            scheduler = shared
        } else {
            scheduler = Scheduler(start: startTime)
            application.clock = scheduler
        }
        super.init(id: id, frame: frame)
        arena.window = self
        application.add(self)
    }

    deinit {
        // From now on the anchor leads nowhere (what holds it sees no window, as with a weak reference).
        anchor.windowIsGoing()
        deliverySlots.deinitialize(count: Self.deliverySlotCount)
        deliverySlots.deallocate()
        for recognizer in arena.members { recognizer.window = nil }
        arena.window = nil
        // A touch still down holds its recognizers and they hold it: let go of both
        // sides, or a run that stops mid-gesture (a recording broken halfway) never
        // frees its views and recognizers (found by fuzzing the replay).
        for touch in liveTouches {
            for recognizer in touch._gestureRecognizers { recognizer.changeTrackedTouches { $0.removeAll() } }
            touch._gestureRecognizers.removeAll()
        }
    }

    /// Changes ``liveTouches`` (and the event's copy) through a local array.
    ///
    /// So no access to the property spans code that may release objects (whose
    /// deinit could run anything): that is what lets the optimiser prove its
    /// accesses never overlap and drop the dynamic exclusivity checks. During a
    /// view flush the array replaced is kept until the flush ends.
    final func changeLiveTouches(_ change: (inout [Touch]) -> Void) {
        var touches: [Touch] = []
        swap(&touches, &liveTouches)
        // The event's reference would make the change copy every touch (n touches beginning in one frame: n²).
        event.allTouches = []
        flushes.keepIfReading(touches)
        change(&touches)
        swap(&touches, &liveTouches)
        // The buffer outlives the closure: `liveTouches` keeps it, unchanged, until the next call.
        liveTouchesView = liveTouches.withUnretainedElements { $0 }
        event.allTouches = liveTouches
    }

    /// The application, as in UIKit.
    open override var next: Responder? { application }

    /// The current virtual time.
    public var now: Timestamp { scheduler.now }

    /// Touches currently down, ordered by id.
    public var activeTouches: [Touch] { liveTouches.filter { !$0.phase.isTerminal } }

    /// Moves the virtual clock to `time`, running scheduled work (recognizer
    /// timers) that falls due; each timer sees the clock at its own due time.
    public func advance(to time: Timestamp) {
        scheduler.advance(to: time)
    }

    /// Calls `body` with the observer, if any. While the window is processing, the
    /// observer is lent without a retain: its link is held by the window, or, once
    /// replaced, kept until processing ends.
    @inline(__always)
    final func withObserver(_ body: (any EngineObserver) -> Void) {
        guard let link = observerLink else { return }
        if processingDepth > 0 {
            link._withUnsafeGuaranteedRef { body($0.observer) }
        } else if let observer = event._observer {
            body(observer)
        }
    }

    /// One of the window's processing calls starts.
    final func beginProcessing() { processing.begin() }

    /// One of the window's processing calls ends; after the outermost, replaced observer links go.
    final func endProcessing() {
        if processing.end() { _ = processing.release() }
        processing.assertConsistent()
    }

    /// Runs `action` `delay` seconds from now on the virtual clock, then
    /// settles what it changed (view deliveries, resets).
    func scheduleGestureTimer(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTask {
        scheduler.schedule(after: delay, timerAction(action))
    }

    /// Runs `action` when the virtual clock reaches `time`, then settles what it changed.
    func scheduleGestureTimer(at time: Timestamp, _ action: @escaping () -> Void) -> ScheduledTask {
        scheduler.schedule(at: time, timerAction(action))
    }

    /// `action` as a timer runs it: the window processing, the event at the clock's time.
    private func timerAction(_ action: @escaping () -> Void) -> () -> Void {
        { [anchor] in
            guard let self = anchor.window else { return }
            let outer = self.isProcessing
            self.isProcessing = true
            self.beginProcessing()
            self.event.timestamp = self.scheduler.now.seconds
            action()
            if !outer {
                self.settle()
                self.isProcessing = false
            }
            self.endProcessing()
        }
    }
}

/// Stands in for a window wherever something refers to it without owning it
/// (touches, timers, display links, recognizers).
///
/// Once an object is weakly referenced, Swift keeps its reference count in a
/// side table and every later retain and release of it takes a slow path. The
/// window is retained at every step of the responder chain, so nothing refers
/// to it weakly; the anchor is not weakly referenced either (it is held
/// strongly: a recognizer's state change loads and releases it, and a weak
/// load with a slow release cost 5.3 M instructions on the replay benchmark's
/// first 400,000 lines, docs/performance.md). Instead the window's deinit
/// empties it first thing, so an anchor leads to a live window or to nil, as a
/// weak reference to the window would.
final class WindowAnchor {
    /// The window that owns the anchor, unretained; nil once its deinit began.
    private var link: Unmanaged<Window>?

    init(window: Window) { link = Unmanaged.passUnretained(window) }

    /// The window that owns the anchor; nil once its deinit began.
    var window: Window? { link?.takeUnretainedValue() }

    /// Called by the window's deinit, first thing: the anchor leads nowhere from then on.
    func windowIsGoing() { link = nil }

    /// Calls `body` with the window; nil (without calling it) once the window is gone.
    ///
    /// While the window is processing (a frame, a timer, a cancellation:
    /// ``Window/processingDepth``), a call of its own further down the stack holds it
    /// until `body` returns, so it is lent without a retain; otherwise `body` gets it
    /// retained.
    @inline(__always)
    func withWindow<Result>(_ body: (Window) -> Result) -> Result? {
        guard let link else { return nil }
        guard link._withUnsafeGuaranteedRef({ $0.processingDepth > 0 }) else { return body(link.takeUnretainedValue()) }
        return link._withUnsafeGuaranteedRef(body)
    }
}

/// An empty array with room for `capacity` elements. The engine's hot arrays start
/// this way rather than calling `reserveCapacity` on the property, so that no
/// access to them reallocates (and releases) in place: an access that may
/// release makes the optimiser keep the dynamic exclusivity checks on every
/// access to the property (and would make `@exclusivity(unchecked)`, where a
/// measurement kept it, unsound).
func reserved<Element>(_ capacity: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(capacity)
    return array
}

/// The window's observer, in an object whose reference never changes: its one
/// holder (the window's event holds the link); code that holds the link (or knows
/// the event holds it) reads the observer without a retain.
final class ObserverLink {
    /// The observer.
    let observer: any EngineObserver

    init(_ observer: any EngineObserver) { self.observer = observer }
}

/// Where and when the last tap ended, for tap counting.
///
/// The view is held strongly, not weakly: it is only compared by identity, and
/// a weak reference would give every tapped view a side table, after which each
/// retain and release of it takes the runtime's slow path. Holding it keeps the
/// comparison sound (a new view cannot reuse its address) until the next tap replaces it.
struct LastTap {
    var view: View?
    var location: Point
    var time: Double
    var count: Int
}
