import GestureEngine
import TouchTime

/// The engine side of every session, replay and live: drives a window with
/// touch frames on the virtual clock and records the trace.
///
/// Frames come in trace time (a ``FrameSource`` makes them). Before each
/// frame the clock steps through the scheduled work that falls due, checking
/// view geometry after each task; after each frame it checks again. Nothing
/// here reads a wall clock: pacing, if any, is the caller's.
public final class EngineSession {
    /// How long the clock runs on after the last frame so pending timers
    /// (long press 0.5 s, the tap recognizer's wait for a second tap) fire: 1 second.
    public static let settleDuration = 1.0
    /// How long past the last frame the clock may run on while scroll views are
    /// still moving (a glide, a bounce, a page settling): 10 seconds. A flick
    /// at 20,000 pt/s rests within about 5 s at UIKit's normal deceleration rate.
    public static let maximumMotionDuration = 10.0

    /// The engine objects, when the session was made from a scene.
    public let sceneHierarchy: SceneHierarchy?
    /// The window the frames go to; the first of ``windows`` in a session of several.
    public let window: Window
    /// Every window of the session, one per display of one application on one clock:
    /// `[window]` unless a scene declares several (`windows:`).
    public let windows: [Window]
    /// The recorder (the window's observer).
    public let recorder: TraceRecorder
    /// Frames sent so far.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// Whether ``finish()`` ran.
    @exclusivity(unchecked) public private(set) var isFinished = false
    /// Things about the input worth saying once, each a line naming the file
    /// (a device with more slots than the decoder tracks); empty for nearly every run.
    public internal(set) var warnings: [String] = []

    /// A session on a fresh window built from `scene`.
    public convenience init(scene: Scene, tracesHitTests: Bool = false) {
        self.init(sceneHierarchy: scene.makeHierarchy(), tracesHitTests: tracesHitTests)
    }

    /// A session on engine objects built from a scene.
    public convenience init(sceneHierarchy: SceneHierarchy, tracesHitTests: Bool = false) {
        self.init(sceneHierarchy: sceneHierarchy, tracesHitTests: tracesHitTests, streamingTo: nil)
    }

    /// A session on engine objects built from a scene, its recorder streaming to `lines` if given.
    convenience init(sceneHierarchy: SceneHierarchy, tracesHitTests: Bool, streamingTo lines: TraceLineOutput?) {
        self.init(windows: sceneHierarchy.windows, sceneHierarchy: sceneHierarchy,
                  tracesHitTests: tracesHitTests, streamingTo: lines)
    }

    /// A session on a window built in Swift.
    public convenience init(window: Window, tracesHitTests: Bool = false) {
        self.init(window: window, sceneHierarchy: nil, tracesHitTests: tracesHitTests, streamingTo: nil)
    }

    /// The session's objects; its recorder streams to `lines` if given (``TraceRecorder/init(window:tracesHitTests:streamingTo:)``).
    convenience init(window: Window, sceneHierarchy: SceneHierarchy?, tracesHitTests: Bool, streamingTo lines: TraceLineOutput?) {
        self.init(windows: [window], sceneHierarchy: sceneHierarchy, tracesHitTests: tracesHitTests, streamingTo: lines)
    }

    /// The session's objects for `windows` (one application's, on one clock), as ``init(window:sceneHierarchy:tracesHitTests:streamingTo:)`` says.
    init(windows: [Window], sceneHierarchy: SceneHierarchy?, tracesHitTests: Bool, streamingTo lines: TraceLineOutput?) {
        window = windows[0]
        self.windows = windows
        self.sceneHierarchy = sceneHierarchy
        recorder = TraceRecorder(windows: windows, tracesHitTests: tracesHitTests, streamingTo: lines)
        recorder.tracedControlEvents = sceneHierarchy?.controlEvents ?? [:]
        for recognizer in sceneHierarchy?.actionTracedRecognizers ?? [] {
            // Added after the scene's own action, so the line follows what that action did.
            recognizer.addTarget { [weak recorder] in recorder?.recordAction(of: $0) }
        }
        for (window, observer) in zip(windows, observers) { window.addObserver(observer) }
    }

    /// Each window's observer: the recorder itself for one window; with several, the window's
    /// own observer, which tells the recorder which window speaks.
    private var observers: [any EngineObserver] {
        windows.count > 1 ? recorder.windowObservers : [recorder]
    }

    deinit {
        // The window holds its observers (the recorder among them) and the recorder holds the window:
        // without this every replay kept its engine objects alive (found by the evemu fuzzer).
        for (window, observer) in zip(windows, observers) { window.removeObserver(observer) }
    }

    /// Sends one frame (its time is trace time, not earlier than the last frame's) to the window.
    /// Its locations are in the screen's fixed space; a scene's interface orientation turns them into the window's.
    public func send(_ frame: TouchFrame) {
        precondition(!isFinished, "EngineSession.send after finish")
        // The window's `send` moves its clock to the frame's time itself.
        runDueTasks(by: frame.time)
        // The orientation read through the optional: `if let` would retain the hierarchy for each frame.
        if sceneHierarchy?.interfaceOrientation ?? .portrait != .portrait, let sceneHierarchy {
            window.send(sceneHierarchy.windowFrame(frame))
        } else {
            window.send(frame)
        }
        frameCount += 1
        recorder.checkViews(at: frame.time.seconds)
    }

    /// Sends one frame to window `index` of ``windows`` (its screen's fixed space turned into the
    /// window's by that window's orientation), as ``send(_:)`` sends one to the first: a frame of
    /// a session of several windows holds the touches of one window only.
    public func send(_ frame: TouchFrame, toWindow index: Int) {
        guard index > 0 else { return send(frame) }
        precondition(!isFinished, "EngineSession.send after finish")
        advance(to: frame.time)
        windows[index].send(sceneHierarchy.map { $0.windowFrame(frame, in: index) } ?? frame)
        frameCount += 1
        recorder.checkViews(at: frame.time.seconds)
    }

    /// Runs the scheduled work due by `time`, one task time at a time, checking views after each.
    public func advance(to time: Timestamp) {
        runDueTasks(by: time)
        window.advance(to: time)
    }

    /// Runs the scheduled work due by `time`, one task time at a time, checking views after each;
    /// the clock stays at the last task's time.
    private func runDueTasks(by time: Timestamp) {
        while let due = window.scheduler.nextDueTime(by: time) {
            window.advance(to: due)
            recorder.checkViews(at: due.seconds)
        }
    }

    /// Ends the run: lets the clock run ``settleDuration`` past the last frame
    /// (or the current time), and on, frame by frame, until every scroll view
    /// has come to rest (at most ``maximumMotionDuration`` past the last
    /// frame), then records the summary. Cancel contacts that are still down
    /// first (the decoder's `cancelAll`) and send that frame.
    public func finish() {
        guard !isFinished else { return }
        let last = window.now
        advance(to: last + EngineSession.settleDuration)
        let scrollViews = windows.flatMap(EngineSession.scrollViews(in:))
        let limit = last + EngineSession.maximumMotionDuration
        while scrollViews.contains(where: \.isMoving), let due = window.scheduler.nextDueTime(by: limit) {
            window.advance(to: due)
            recorder.checkViews(at: due.seconds)
        }
        recorder.checkViews(at: window.now.seconds)
        recorder.finish(frames: frameCount)
        isFinished = true
    }

    /// The scroll views under `view`, depth first.
    private static func scrollViews(in view: View) -> [ScrollView] {
        var found: [ScrollView] = []
        for subview in view.subviews {
            if let scrollView = subview as? ScrollView { found.append(scrollView) }
            found += scrollViews(in: subview)
        }
        return found
    }

    /// Every record so far (the summary last, after ``finish()``).
    public var records: [TraceRecord] { recorder.records }
}
