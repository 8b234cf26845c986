import GestureEngine
import TouchReplay
import TouchTime

/// Drives a `Window` with scripted fingers on the virtual clock and records
/// the trace, in the manner of Flutter's `WidgetTester`: a gesture test in
/// Swift without a recording file.
///
/// ```swift
/// let tester = try GestureTester(sceneFile: "Fixtures/photo.yml")
/// try tester.doubleTap(on: "photo")
/// try tester.settle()
/// #expect(tester.states(of: "zoom") == ["recognized"])
/// ```
///
/// Every step starts at the tester's clock (``now``) and moves it on by the
/// step's length; ``pump(_:)`` moves it on with no finger moving, running the
/// timers that fall due (long press, the tap recognizer's wait for a second
/// tap, a scroll view's glide). Steps aimed at a view by id hit-test their
/// point first (see ``MissedTargetPolicy``). Times are rounded to
/// microseconds and positions to 1/64 point, what a recording can hold, so
/// that the steps saved as a recording (``saveRecording(to:environment:)``) replay to the
/// same trace.
///
/// Finger ids count from ``firstTouchID`` (0, as in a replay's trace) in the
/// order the fingers touch down. A tester is confined to the task that made it.
/// Subclass it to add steps or observers of your own.
open class GestureTester {
    /// The engine session: the window, its trace recorder, the clock.
    public let session: EngineSession
    /// The input pipeline the scripted frames go through to the session (``setTiming(_:)``).
    public let pipeline: InputPipeline
    /// The next display frame the pipeline delivers on, when it delivers per display frame.
    var nextDisplayFrame = 1
    /// The scene the window was built from, when it came from one.
    public let scene: Scene?
    /// A drawing of a window built in Swift as it was when the tester was made (for the viewer page of a mismatch).
    let sketch: Scene?
    /// What a step aimed at a view does when its touch would land on another view.
    public var missedTargetPolicy: MissedTargetPolicy = .fail
    /// The warnings of steps that missed their view under ``MissedTargetPolicy/warn``, in order.
    public internal(set) var warnings: [String] = []
    /// The id of the first finger; each later finger gets the next number.
    public let firstTouchID: Int
    /// Whether times are rounded to microseconds and positions to 1/64 point
    /// and frames may not go back in time, so that saved steps replay exactly (true but for the engine's own tests).
    public let roundsToRecording: Bool
    /// The frames sent so far, in order (what ``saveRecording(to:environment:)`` writes).
    public private(set) var frames: [TouchFrame] = []
    /// The fingers down now, in touch-down order.
    public private(set) var fingers: [TestFinger] = []
    /// The time the next step starts at (trace time).
    public private(set) var now: Timestamp = 0
    var nextTouchID: Int

    /// A tester on a window built in Swift. Build the whole view tree first:
    /// the trace's `view` lines follow the views in the window now.
    ///
    /// - Parameters:
    ///   - window: the window; its clock must be at 0 and it must not have been sent frames.
    ///   - observer: an engine observer of your own to tell as well as the trace recorder.
    ///   - firstTouchID: the id of the first finger (0 as in replays; the engine's own tests use 1).
    ///   - roundsToRecording: false sends points and times exactly as given, and a
    ///     frame older than the clock too (the window handles it as a late frame): the
    ///     engine's own tests probe the engine so; saved steps may then replay slightly differently.
    public init(window: Window, observer: (any EngineObserver)? = nil, firstTouchID: Int = 0, roundsToRecording: Bool = true) {
        session = EngineSession(window: window)
        pipeline = InputPipeline(session: session, firstTouchID: firstTouchID)
        scene = nil
        sketch = WindowSketch.scene(of: window)
        self.firstTouchID = firstTouchID
        self.roundsToRecording = roundsToRecording
        nextTouchID = firstTouchID
        now = window.now
        attach(observer)
    }

    /// A tester on a fresh window built from `scene`.
    public init(scene: Scene, observer: (any EngineObserver)? = nil) {
        session = EngineSession(scene: scene)
        pipeline = InputPipeline(session: session)
        self.scene = scene
        sketch = nil
        firstTouchID = 0
        roundsToRecording = true
        nextTouchID = 0
        attach(observer)
    }

    /// A tester on a fresh window built from the scene file at `path` (YAML or JSON), whose
    /// recognizers may be of the kinds in `kinds`.
    ///
    /// - Throws: `SceneError` naming the file, line and column of a bad scene.
    public convenience init(sceneFile path: String, kinds: GestureKindRegistry = .builtIn, observer: (any EngineObserver)? = nil) throws(SceneError) {
        self.init(scene: try Scene.load(contentsOf: path, kinds: kinds), observer: observer)
    }

    /// Tells `observer` too, after the trace recorder, everything the engine does.
    private func attach(_ observer: (any EngineObserver)?) {
        guard let observer else { return }
        session.window.addObserver(observer)
    }

    /// The window the fingers touch.
    public var window: Window { session.window }

    /// The trace lines so far (no summary until ``finish()``).
    public var trace: [TraceLine] { session.records.map(\.line) }

    /// The states the recognizer `id` went through so far, in order (`began`, `changed`, `recognized`…).
    public func states(of id: String) -> [String] {
        trace.filter { $0.type == "gesture" && $0["gesture"]?.string == id }.compactMap { $0["state"]?.string }
    }

    /// Rounds `time` to what a recording holds (whole microseconds, halves away from zero).
    static func recordable(_ time: Timestamp) -> Timestamp {
        let (microseconds, rest) = time.nanoseconds.quotientAndRemainder(dividingBy: 1_000)
        return Timestamp(microseconds: rest >= 500 ? microseconds + 1 : rest <= -500 ? microseconds - 1 : microseconds)
    }

    /// Rounds `point` to what a saved recording holds (1/64 point).
    static func recordable(_ point: Point) -> Point {
        Point(x: (point.x * unitsPerPoint).rounded() / unitsPerPoint, y: (point.y * unitsPerPoint).rounded() / unitsPerPoint)
    }

    /// Device units per point in saved recordings: a power of two, so every position is exact.
    static let unitsPerPoint = 64.0

    /// `point` rounded as ``roundsToRecording`` asks.
    func fit(_ point: Point) -> Point { roundsToRecording ? Self.recordable(point) : point }

    /// Sends one frame at `time` (not before ``now`` when ``roundsToRecording``), with a wheel turn if given,
    /// running the timers due before it.
    func send(_ samples: [TouchSample], at time: Timestamp, wheel: WheelScroll? = nil, hover: HoverSample? = nil) throws(GestureTesterError) {
        let time = roundsToRecording ? Self.recordable(time) : time
        guard !session.isFinished else { throw .finished }
        guard time >= now || !roundsToRecording else { throw .timeWentBack(now: now.seconds, requested: time.seconds) }
        let frame = TouchFrame(time: time, samples: samples, wheel: wheel, hover: hover)
        frames.append(frame)
        if pipeline.timing.delivery == .eachReport {
            pipeline.sendNumbered(frame)
        } else {
            deliverDisplayFrames(before: time)
            pipeline.enqueue(frame, from: 0)
        }
        now = max(now, time)
    }

    /// Puts a new finger down at `point` (window coordinates) at `time` (``now`` when nil), in a frame of its own.
    @discardableResult
    public func startGesture(at point: Point, time: Timestamp? = nil) throws(GestureTesterError) -> TestFinger {
        try startGestures(at: [point], time: time)[0]
    }

    /// Puts several fingers down in one frame at `time` (``now`` when nil).
    @discardableResult
    public func startGestures(at points: [Point], time: Timestamp? = nil) throws(GestureTesterError) -> [TestFinger] {
        let started = points.enumerated().map { index, point in
            TestFinger(id: nextTouchID + index, tester: self, location: fit(point))
        }
        try send(started.map { TouchSample(id: $0.id, phase: .began, location: $0.location) }, at: time ?? now)
        nextTouchID += started.count
        fingers += started
        return started
    }

    /// Moves several fingers in one frame at `time` (``now`` when nil).
    public func move(_ moves: [(TestFinger, Point)], at time: Timestamp? = nil) throws(GestureTesterError) {
        var samples: [TouchSample] = []
        for (finger, point) in moves {
            guard finger.isDown else { throw .fingerUp(finger.id) }
            finger.location = fit(point)
            samples.append(TouchSample(id: finger.id, phase: .moved, location: finger.location))
        }
        try send(samples, at: time ?? now)
    }

    /// Moves every finger in `paths` in a straight line to its point, in `steps`
    /// equal frames from `start` to `end` (the first frame at `start`).
    public func drag(_ paths: [(TestFinger, Point)], from start: Timestamp, to end: Timestamp, steps: Int) throws(GestureTesterError) {
        let origins = paths.map { $0.0.location }
        let steps = max(steps, 1)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let time = start + (end - start) * Double(step - 1) / Double(max(steps - 1, 1))
            var moves: [(TestFinger, Point)] = []
            for (index, (finger, target)) in paths.enumerated() {
                let o = origins[index]
                moves.append((finger, Point(x: o.x + (target.x - o.x) * f, y: o.y + (target.y - o.y) * f)))
            }
            try move(moves, at: time)
        }
    }

    /// Lifts several fingers in one frame at `time` (``now`` when nil).
    public func up(_ lifted: [TestFinger], at time: Timestamp? = nil) throws(GestureTesterError) {
        try end(lifted, phase: .ended, at: time)
    }

    /// Ends `ended` with `phase` (lifted or cancelled) in one frame.
    func end(_ ended: [TestFinger], phase: TouchPhase, at time: Timestamp?) throws(GestureTesterError) {
        for finger in ended where !finger.isDown { throw .fingerUp(finger.id) }
        try send(ended.map { TouchSample(id: $0.id, phase: phase, location: $0.location) }, at: time ?? now)
        for finger in ended { finger.isDown = false }
        fingers.removeAll { !$0.isDown }
    }

    /// Moves the clock on by `seconds` with no finger moving, running the timers that fall due.
    public func pump(_ seconds: Double) throws(GestureTesterError) {
        guard seconds.isFinite else { throw .nonFiniteTime(now: now.seconds, requested: now.seconds + seconds) }
        try pump(to: now + seconds)
    }

    /// Moves the clock on to `time`, running the timers that fall due (a time before ``now`` is an error, or
    /// nothing when not ``roundsToRecording``).
    public func pump(to time: Timestamp) throws(GestureTesterError) {
        let time = roundsToRecording ? Self.recordable(time) : time
        guard !session.isFinished else { throw .finished }
        guard time >= now || !roundsToRecording else { throw .timeWentBack(now: now.seconds, requested: time.seconds) }
        guard time > now else { return }
        deliverDisplayFrames(before: time)
        session.advance(to: time)
        now = time
    }
}
