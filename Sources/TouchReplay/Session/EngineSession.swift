import GestureEngine
import InputEvents

/// Drives a window with contact frames on a virtual clock and records the trace.
///
/// Times are seconds from `origin` (the recording's first event). Before each
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
    /// The window the frames go to.
    public let window: Window
    /// The recorder (the window's observer).
    public let recorder: TraceRecorder
    /// The time that trace time 0 stands for; nil until the first frame when not given (live sessions).
    @exclusivity(unchecked) public private(set) var origin: Timestamp?
    /// Frames sent so far.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// Whether ``finish()`` ran.
    @exclusivity(unchecked) public private(set) var isFinished = false
    /// Things about the input worth saying once, each a line naming the file
    /// (a device with more slots than the decoder tracks); empty for nearly every run.
    public internal(set) var warnings: [String] = []

    @exclusivity(unchecked) private var samples: [TouchSample] = []

    /// A session on a fresh window built from `scene`.
    public convenience init(scene: Scene, origin: Timestamp? = nil, tracesHitTests: Bool = false) {
        self.init(sceneHierarchy: scene.makeHierarchy(), origin: origin, tracesHitTests: tracesHitTests)
    }

    /// A session on engine objects built from a scene.
    public convenience init(sceneHierarchy: SceneHierarchy, origin: Timestamp? = nil, tracesHitTests: Bool = false) {
        self.init(window: sceneHierarchy.window, sceneHierarchy: sceneHierarchy,
                  origin: origin, tracesHitTests: tracesHitTests)
    }

    /// A session on a window built in Swift.
    public convenience init(window: Window, origin: Timestamp? = nil, tracesHitTests: Bool = false) {
        self.init(window: window, sceneHierarchy: nil, origin: origin, tracesHitTests: tracesHitTests)
    }

    private init(window: Window, sceneHierarchy: SceneHierarchy?, origin: Timestamp?, tracesHitTests: Bool) {
        self.window = window
        self.sceneHierarchy = sceneHierarchy
        self.origin = origin
        recorder = TraceRecorder(window: window, tracesHitTests: tracesHitTests)
        recorder.tracedControlEvents = sceneHierarchy?.controlEvents ?? [:]
        window.observer = recorder
        samples.reserveCapacity(16)
    }

    deinit {
        // The window holds its observer (the recorder) and the recorder holds the window:
        // without this every replay kept its engine objects alive (found by the evemu fuzzer).
        window.observer = nil
    }

    /// The trace time of `timestamp`: seconds since ``origin`` (0 before the origin is known).
    public func traceTime(_ timestamp: Timestamp) -> Double {
        guard let origin else { return 0 }
        // Wrapping: times from Swift callers may be anything, and a trap here would end the process.
        return Double(timestamp.microseconds &- origin.microseconds) / 1_000_000
    }

    /// Sets trace time 0 to `origin` if no origin is set yet (a live session
    /// calls it with its first event, as a replay's origin is its first event).
    public func startIfNeeded(at origin: Timestamp) {
        if self.origin == nil { self.origin = origin }
    }

    /// Sends one decoded frame to the window.
    public func send(_ frame: ContactFrame) {
        send(time: frame.time, contacts: frame.contacts[...])
    }

    /// Sends the frame of `contacts` at `timestamp` (a frame handed over in a batch).
    func send(time timestamp: Timestamp, contacts: ArraySlice<Contact>) {
        precondition(!isFinished, "EngineSession.send after finish")
        if origin == nil { origin = timestamp }
        let time = traceTime(timestamp)
        advance(to: time)
        // Emptied in place: `removeAll(keepingCapacity:)` goes through the general
        // `replaceSubrange`, which cost more than the one or two samples of a frame.
        while samples.popLast() != nil {}
        for contact in contacts {
            samples.append(TouchSample(id: contact.id, phase: TouchPhase(contact.phase), location: Point(x: contact.x, y: contact.y)))
        }
        window.send(TouchFrame(time: time, samples: samples))
        frameCount += 1
        recorder.checkViews(at: time)
    }

    /// Runs the scheduled work due by `time`, one task time at a time, checking views after each.
    public func advance(to time: Double) {
        while let due = window.scheduler.nextDueTime, due <= time {
            window.advance(to: due)
            recorder.checkViews(at: due)
        }
        window.advance(to: time)
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
        let scrollViews = EngineSession.scrollViews(in: window)
        let limit = last + EngineSession.maximumMotionDuration
        while scrollViews.contains(where: \.isMoving), let due = window.scheduler.nextDueTime, due <= limit {
            window.advance(to: due)
            recorder.checkViews(at: due)
        }
        recorder.checkViews(at: window.now)
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

extension TouchPhase {
    /// The engine phase of a decoded contact's phase.
    init(_ phase: ContactPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}
