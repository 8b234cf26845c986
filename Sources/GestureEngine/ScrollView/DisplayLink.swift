import TouchTime

/// Calls a step function on every frame of the window's display while it
/// runs, like `CADisplayLink`, on the virtual clock: frames fall on the grid
/// of times k / ``Window/maximumFramesPerSecond`` seconds, so the same input
/// gives the same steps whatever the host.
///
/// The first frame is the first grid time after ``start(in:)``; each step gets
/// the time since the previous one (or since the start). It costs nothing
/// while stopped: nothing is scheduled.
///
/// The grid and the steps' durations are computed in seconds (`Double`), and
/// each frame is scheduled at the nearest nanosecond to its grid time: a step's
/// duration is the difference of two grid times in seconds (16,666,666.67 ns at
/// 60 Hz), not of two rounded clock times, so the physics it drives sees the
/// same durations whatever the clock's unit.
final class DisplayLink {
    /// Called on each frame with the seconds since the last; answers whether to keep running.
    private let step: (Double) -> Bool
    private var task: ScheduledTask?
    /// The time of the last frame (or the start), in seconds.
    private var lastTime = 0.0
    /// The time of the frame scheduled, in seconds.
    private var nextTime = 0.0
    /// The window's anchor (it leads nowhere once the window is gone).
    private var anchor: WindowAnchor?

    init(step: @escaping (Double) -> Bool) { self.step = step }

    /// Whether a frame is scheduled.
    var isRunning: Bool { task != nil }

    /// Starts stepping on `window`'s frames from now; does nothing if already running.
    func start(in window: Window) {
        guard task == nil else { return }
        anchor = window.anchor
        lastTime = window.now.seconds
        scheduleNextFrame(in: window)
    }

    /// Stops stepping; the scheduled frame is cancelled.
    func stop() {
        if let task, let window = anchor?.window { window.scheduler.cancel(task) }
        task = nil
    }

    /// The first time of the frame grid after `time` at `framesPerSecond`.
    static func nextFrameTime(after time: Double, framesPerSecond: Int) -> Double {
        let rate = Double(Swift.max(1, framesPerSecond))
        // The margin keeps a time a rounding error short of a frame from scheduling that same frame again.
        return ((time * rate + 1e-6).rounded(.down) + 1) / rate
    }

    /// Schedules the first frame of the grid after ``lastTime``.
    private func scheduleNextFrame(in window: Window) {
        let next = DisplayLink.nextFrameTime(after: lastTime, framesPerSecond: window.maximumFramesPerSecond)
        // The clock's time of the frame as a clock in seconds would add the delay to the time.
        nextTime = lastTime + (next - lastTime)
        task = window.scheduleGestureTimer(at: Timestamp(seconds: nextTime)) { [weak self] in self?.frame() }
    }

    private func frame() {
        guard let window = anchor?.window else {
            task = nil
            return
        }
        let duration = nextTime - lastTime
        lastTime = nextTime
        task = nil
        if step(duration), task == nil { scheduleNextFrame(in: window) }
    }
}
