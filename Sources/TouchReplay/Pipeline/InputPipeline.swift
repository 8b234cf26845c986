import GestureEngine
import TouchTime

/// The one path from producers of touch frames to the engine: a recording
/// replayed, live devices, an app's own touch events and a test's scripted
/// fingers all reach the window through an input pipeline.
///
/// The pipeline owns the engine session (the window, its timers and its trace
/// recorder), the seat (``SeatTouches``: touch ids unique across every source,
/// at most 32 touches down, as libinput's seat) and the clock, in one of three
/// policies:
/// - *virtual*: ``run(_:pacing:beforeFrame:afterFrame:)`` takes a producer's
///   frames as fast as they come, the clock moved by their times alone (a
///   replay, `check`, tests): the same input gives the same trace, byte for byte;
/// - *paced*: the same run with a ``PacedClock``, which waits on the wall clock
///   until each frame's time (`replay --realtime`);
/// - *app*: frames wait in the pipeline until the app's next
///   ``update(to:)`` on its display clock (TouchReplayLive's `LiveInput`,
///   `touchreplay attach`), and are delivered as ``timing`` says.
///
/// Whatever the policy, a frame reaches the window through ``deliver(_:from:)``:
/// renumbered by the seat, then sent through the session, which runs the timers
/// due before it. Like the window, a pipeline is confined to the thread or
/// actor that made it.
public final class InputPipeline {
    /// The window the frames go to; the first of ``windows`` when there are several.
    public let window: Window
    /// Every window the frames go to, one per display of one application on one clock:
    /// `[window]` unless a scene declares several. Each source's touches go to the window
    /// ``route(source:toWindow:)`` gives it (the first by default), for their whole life.
    public let windows: [Window]
    /// The window of each source routed elsewhere than the first (``route(source:toWindow:)``).
    var windowOfSource: [Int: Int] = [:]
    /// The window of each touch down in a pipeline of several windows, by window touch id.
    var windowOfTouch: [Int: Int] = [:]
    /// The engine session that traces the window, when the pipeline was made with one;
    /// frames and timers then go through it, so that its trace is complete.
    public let session: EngineSession?
    /// The seat: which touches are down, from which source, with which id and seat slot.
    public internal(set) var seat: SeatTouches
    /// Frames sent to the window so far.
    public var deliveredFrameCount: Int { session?.frameCount ?? untracedFrameCount }
    /// Frames sent to a window without a session (a session counts its own).
    var untracedFrameCount = 0
    /// When the frames waiting in app mode (and in a virtual run with a display rate) are
    /// delivered: each report on its own (the default) or once per display frame.
    public var timing: FrameTiming = .eachReport
    /// Called with each frame as it goes to the window, in the window's touch ids (coalesced,
    /// predicted and resampled samples included), in app mode and per display frame: what a
    /// live view or a test of the deliveries takes. A run per report hands its frames to its
    /// `beforeFrame` instead.
    public var onDeliver: ((TouchFrame) -> Void)?
    /// The frames waiting for the next ``update(to:)`` (app mode), and an empty set kept for the next swap.
    var pending = PendingFrames()
    var spare = PendingFrames()
    /// The frame being delivered, reused between frames.
    var outgoing = TouchFrame(time: 0, samples: [])
    /// The moves of the display frame being delivered (``FrameTiming/Delivery/perDisplayFrame``).
    var batch = CoalescedBatch()
    /// The moving touches' last samples, for predictions and resampling.
    var recent = RecentSamples()

    /// A pipeline into `session` (its window, clock and trace recorder); the first touch gets
    /// window id `firstTouchID`.
    public init(session: EngineSession, firstTouchID: Int = 0) {
        window = session.window
        windows = session.windows
        self.session = session
        seat = SeatTouches(firstTouchID: firstTouchID)
    }

    /// A pipeline into an app's own `window`, untraced; the first touch gets window id `firstTouchID`.
    public convenience init(window: Window, firstTouchID: Int = 0) {
        self.init(windows: [window], firstTouchID: firstTouchID)
    }

    /// A pipeline into an app's own `windows` (at least one; one application's, one per display,
    /// on one clock), untraced; the first touch gets window id `firstTouchID`.
    public init(windows: [Window], firstTouchID: Int = 0) {
        precondition(!windows.isEmpty, "InputPipeline(windows:) needs a window")
        window = windows[0]
        self.windows = windows
        session = nil
        seat = SeatTouches(firstTouchID: firstTouchID)
    }

    /// Renumbers `frame` (in `source`'s touch ids, its time on the window's clock) into the
    /// window's ids and sends it now, unless it carries nothing left: no touch the seat
    /// admitted, no wheel turn, no hover motion. A frame older than the window's clock is
    /// handled at the clock's time. Returns whether it was sent.
    @discardableResult
    public func deliver(_ frame: inout TouchFrame, from source: Int) -> Bool {
        admit(&frame, from: source)
        guard !frame.samples.isEmpty || frame.wheel != nil || frame.hover != nil else { return false }
        send(frame, from: source)
        return true
    }

    /// Sends a frame whose touch ids are already the window's (a producer numbered as the
    /// window: a test's scripted fingers, a recording of one device) now, as it is: the seat
    /// does not renumber it, so a frame that probes the window (a sample of a touch never
    /// begun) reaches it unchanged.
    public func sendNumbered(_ frame: TouchFrame) {
        send(frame)
    }

    /// Sends a frame in the window's ids, through the session if there is one; with several
    /// windows, each touch to its own window (a touch that begins, to `source`'s).
    @inline(__always)
    func send(_ frame: TouchFrame, from source: Int? = nil) {
        onDeliver?(frame)
        if windows.count > 1 {
            sendToWindows(frame, from: source)
        } else if let session {
            session.send(frame)
        } else {
            untracedFrameCount += 1
            window.send(frame)
        }
    }

    /// Cancels every touch of `source` still down at the window's time (a device unplugged,
    /// a source removed, a toolkit window losing its touches). Returns whether a frame was sent.
    @discardableResult
    public func cancelTouches(from source: Int) -> Bool {
        guard let frame = seat.cancelAll(from: source, at: window.now) else { return false }
        send(frame, from: source)
        return true
    }

    /// Runs the timers due by `time` and moves the clock there; a time before the clock runs nothing.
    public func advance(to time: Timestamp) {
        if let session { session.advance(to: time) } else { window.advance(to: time) }
    }

    /// Ends a run: the session (if any) settles and records its summary (``EngineSession/finish()``).
    public func finish() {
        session?.finish()
    }

    /// Runs `producer` to its end and finishes the session (the pipeline must have been made with
    /// one): every frame is delivered as soon as it is produced (virtual clock), or once `pacing`
    /// says its time has come; with ``timing`` per display frame, the frames wait for the display
    /// frame after them (every `1 / rate` seconds of trace time) and go as ``update(to:)`` sends
    /// them, which is what an app's loop on that display would get, on the virtual clock. Then the
    /// contacts still down are cancelled, the clock moves to the last event's time and the
    /// session settles (``EngineSession/finish()``).
    ///
    /// - Parameters:
    ///   - producer: the frames.
    ///   - pacing: the wall clock to wait on before each frame, nil for the virtual clock.
    ///   - beforeFrame: called with each frame (in the window's ids) before it is delivered; per
    ///     display frame, with each delivery (coalesced, predicted and resampled samples included).
    ///   - afterFrame: called after each frame; throwing stops the run (a write failed).
    /// - Throws: ``ReplayError`` from the producer (the trace recorder's stream ended first, so
    ///   the lines made before the error still go out) or from `afterFrame`.
    public func run<Producer: FrameProducer>(
        _ producer: inout Producer, pacing: PacedClock? = nil,
        beforeFrame: ((TouchFrame) -> Void)? = nil,
        afterFrame: () throws(ReplayError) -> Void = {}
    ) throws(ReplayError) {
        guard let session else { preconditionFailure("InputPipeline.run needs a pipeline made with a session") }
        // Per display frame, the frames wait for the display frame after them, k / rate seconds into the trace.
        let displayInterval = timing.delivery == .perDisplayFrame ? timing.displayInterval : nil
        var displayFrame = 1
        // Asked once: `PacedClock` holds a `ContinuousClock.Instant`, whose layout the compiler does not
        // know, so each look at the optional was a call (5.3 M instructions on the cut, docs/performance.md).
        let paced = pacing != nil
        if displayInterval != nil, let beforeFrame {
            // Per display frame, the frames handed over are the deliveries.
            let previous = onDeliver
            onDeliver = { frame in
                previous?(frame)
                beforeFrame(frame)
            }
        }
        func take(_ frame: inout TouchFrame, _ source: Int) throws(ReplayError) {
            if let displayInterval {
                // Compared in seconds, as the grid is computed: a frame on a grid time goes with that display frame.
                while frame.time.seconds > Double(displayFrame) * displayInterval {
                    let displayTime = Timestamp(seconds: Double(displayFrame) * displayInterval)
                    if paced { pacing?.wait(until: displayTime) }
                    update(to: displayTime)
                    displayFrame += 1
                }
                enqueue(frame, from: source)
                try afterFrame()
                return
            }
            if !Producer.hasOneSourceNumberedAsTheWindow || windows.count > 1 {
                admit(&frame, from: source)
                guard !frame.samples.isEmpty || frame.wheel != nil || frame.hover != nil else { return }
            }
            if paced { pacing?.wait(until: frame.time) }
            beforeFrame?(frame)
            if windows.count > 1 {
                sendToWindows(frame, from: source)
            } else {
                session.send(frame)
            }
            try afterFrame()
        }
        try producer.produceFrames(take)
        try producer.end(take)
        if let displayInterval {
            while hasPendingFrames {
                let displayTime = Timestamp(seconds: Double(displayFrame) * displayInterval)
                if paced { pacing?.wait(until: displayTime) }
                update(to: displayTime)
                displayFrame += 1
            }
        }
        if let last = producer.lastTraceTime { advance(to: last) }
        finish()
        try afterFrame()
    }
}

@available(*, unavailable, message: "an InputPipeline is confined to the thread or actor that owns its window")
extension InputPipeline: Sendable {}
