import GestureEngine
import InputEvents
import TouchReplay

/// Random gestures against a scene, the engine's invariants checked after every frame
/// (`touchreplay fuzz`, docs/fuzzing.md): episode after episode of a few gestures
/// (`FuzzGestures`), each replayed in this process as its recording would replay
/// (`SynthScript.replay(on:watch:)`) and watched by an `InvariantWatch`. The first
/// violation is shrunk (`ShrinkSearch`) to the smallest episode that still breaks the same
/// invariant. The seed fixes every episode: the same seed finds the same violation.
public struct Fuzzer {
    /// The scene.
    public var scene: Scene
    /// Fixes the episodes.
    public var seed: UInt64
    /// Stop after this many seconds of wall time.
    public var seconds: Double
    /// Stop after this many episodes (nil: only the time limits the run).
    public var maximumEpisodes: Int?
    /// Called after each episode.
    public var progress: ((_ episodes: Int, _ frames: Int) -> Void)?

    /// A fuzzer of `scene` for `seconds` from `seed`.
    public init(scene: Scene, seed: UInt64, seconds: Double) {
        self.scene = scene
        self.seed = seed
        self.seconds = seconds
    }

    /// The views with recognizers or controls that no touch can reach (hidden, covered or
    /// off the screen at their sampled points), by id.
    public func unreachableViews() -> [String] { targets().unreachable }

    /// Runs episodes until a violation, the time or the episode limit.
    ///
    /// - Throws: `FileError` when the scene's `devices` entries conflict over a built-in device.
    public func run() throws(FileError) -> FuzzReport {
        var mappings: [String: ScreenMapping] = [:]
        for device in [SynthDevice.multiTouchScreen, .mouse, .pen] {
            do {
                mappings[device.description.name] = try scene.mapping(forDeviceNamed: device.description.name, path: "")
            } catch {
                throw FileError(path: scene.file, message: "\(error)")
            }
        }
        var gestures = FuzzGestures(seed: seed, targets: targets().points, screen: scene.screen.size)
        let started = ContinuousClock.now
        var report = FuzzReport(seed: seed)
        while ContinuousClock.now - started < .seconds(seconds), report.episodes < maximumEpisodes ?? Int.max {
            var script = gestures.episode()
            script.mapping = mappings[script.device.description.name]
            report.episodes += 1
            let watch = InvariantWatch()
            guard let frames = script.replay(on: scene, watch: watch) else { continue }
            report.frames += frames
            progress?(report.episodes, report.frames)
            guard let violation = watch.violation else { continue }
            let trial = ShrinkTrial(scene: scene, base: script) { InvariantWatch(only: violation.invariant) }
            let shrunk = ShrinkSearch.run(trial, frames: frames, maximumTrials: Self.shrinkTrials, maximumSeconds: nil, progress: nil)
            let again = InvariantWatch(only: violation.invariant)
            _ = shrunk.script.replay(on: scene, watch: again)
            report.violation = again.violation ?? violation
            report.shrunk = shrunk
            break
        }
        return report
    }

    /// Replays at most this many candidates while shrinking a violation.
    static let shrinkTrials = 500

    /// Screen points inside the views a touch reaches (a 5 × 5 grid in each), and the views
    /// with recognizers or controls that no grid point reaches.
    private func targets() -> (points: [Point], unreachable: [String]) {
        let space = SceneSpace(scene.makeHierarchy())
        let window = space.hierarchy.window
        var points: [Point] = []
        var unreachable: [String] = []
        for view in space.hierarchy.views {
            var reached = false
            for i in 0..<5 {
                for j in 0..<5 {
                    let point = SceneSpace.point(at: Point(x: 0.1 + 0.2 * Double(i), y: 0.1 + 0.2 * Double(j)), in: view)
                    var hit = window.hitTest(point, with: nil)
                    while let current = hit, current !== view { hit = current.superview }
                    guard hit != nil else { continue }
                    reached = true
                    let screen = space.screenPoint(ofTouch: point)
                    let size = scene.screen.size
                    if screen.x >= 0, screen.y >= 0, screen.x < size.width, screen.y < size.height { points.append(screen) }
                }
            }
            if !reached, !view.gestureRecognizers.isEmpty || view is Control { unreachable.append(view.id) }
        }
        return (points, unreachable)
    }
}

/// What a fuzz run did and found.
public struct FuzzReport: Sendable {
    /// The seed the run used.
    public var seed: UInt64
    /// Episodes replayed.
    public var episodes = 0
    /// Frames replayed.
    public var frames = 0
    /// The first violation, as the shrunk episode shows it; nil when none was found.
    public var violation: FuzzViolation?
    /// The shrunk episode that breaks the invariant (write it with ``SynthScript/writeRecording(to:path:alsoReading:)``).
    public var shrunk: ShrinkResult?

    init(seed: UInt64) { self.seed = seed }
}
