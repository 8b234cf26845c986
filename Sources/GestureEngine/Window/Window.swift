/// The root of a view tree: it takes input frames, hit-tests each new touch
/// once, and delivers touches to the views they are bound to.
///
/// All time comes from the frames' timestamps through ``scheduler``; nothing
/// reads a wall clock. Touches are kept ordered by id, so the same frames give
/// the same calls in the same order.
open class Window: View {
    /// The end of the responder chain.
    public let application: Application
    /// The virtual clock and its scheduled work.
    public let scheduler: Scheduler
    /// The tracer; nil turns tracing off.
    public var observer: (any EngineObserver)? {
        didSet { event.observer = observer }
    }
    /// Touches currently down, ordered by id.
    public internal(set) var activeTouches: [Touch] = []
    /// Samples whose id had no active touch (moved/ended without began); counted and ignored.
    public internal(set) var unmatchedSampleCount = 0

    let event = Event()
    var deliveryBuffer: [Touch] = []

    /// A window of the given size whose clock starts at `startTime`.
    public init(id: String = "window", frame: Rect, application: Application = Application(), startTime: Double = 0) {
        self.application = application
        self.scheduler = Scheduler(start: startTime)
        super.init(id: id, frame: frame)
        deliveryBuffer.reserveCapacity(16)
        activeTouches.reserveCapacity(16)
    }

    /// The application, as in UIKit.
    open override var next: Responder? { application }

    /// The current virtual time in seconds.
    public var now: Double { scheduler.now }

    /// Moves the virtual clock to `time`, running scheduled work that falls due.
    public func advance(to time: Double) {
        scheduler.advance(to: time)
    }
}
