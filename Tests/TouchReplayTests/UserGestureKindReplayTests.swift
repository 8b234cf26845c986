import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A continuous recognizer written outside the engine: begins once its one touch
/// has moved `minimumDistance` points up or down from where it went down, changes
/// as it moves, ends when it lifts; fails at the lift if it never went that far.
/// Its trace kind comes from the class name (`verticalStroke`), the name it is registered under.
final class VerticalStrokeGestureRecognizer: GestureRecognizer {
    override class var kind: Kind { .continuous }
    let minimumDistance: Double
    private var startY = 0.0

    init(id: String, minimumDistance: Double) {
        self.minimumDistance = minimumDistance
        super.init(id: id)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        startY = location(in: nil).y
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state.isActive {
            state = .changed
        } else if state == .possible, abs(location(in: nil).y - startY) >= minimumDistance {
            state = .began
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = state.isActive ? .ended : .failed
    }

    /// A value of its own: how far the finger is, up or down, from where it went down.
    override var reportedValues: GestureValues {
        GestureValues(named: [.number("travel", abs(location(in: nil).y - startY))])
    }
}

/// A user's recognizer kind, registered from Swift, named in a scene and replayed
/// against a real recording (the Atmel maXTouch drag of Recordings/real/atmel-drag-up-down:
/// one finger from y 383 up to 89 and back down to 393, screen = device units).
@Suite struct UserGestureKindReplayTests {
    /// The built-in kinds and `verticalStroke` with its one key.
    static let kinds: GestureKindRegistry = {
        var kinds = GestureKindRegistry.builtIn
        try! kinds.register(GestureKind(name: "verticalStroke", keys: [GestureParameterKey("minimumDistance", .number(in: 1...10_000))]) {
            VerticalStrokeGestureRecognizer(id: $0.id, minimumDistance: $0.parameters.number("minimumDistance") ?? 50)
        })
        return kinds
    }()

    static func scene(minimumDistance: Int) -> String {
        """
        screen:
          size: [800, 480]
        root:
          id: pad
          gestures:
            - {id: stroke, kind: verticalStroke, minimumDistance: \(minimumDistance), cancelsTouchesInView: false}
        """
    }

    /// The `gesture` lines of the replay.
    static func replay(minimumDistance: Int) throws -> [TraceLine] {
        let folder = try ReplayFiles.temporaryFolder()
        let scene = try ReplayFiles.write(scene(minimumDistance: minimumDistance), to: "stroke.yml", in: folder)
        return try TestReplay.trace(recording: ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events"),
                                    description: ReplayFiles.shared("atmel-maxtouch.desc"), scene: scene, kinds: kinds)
            .filter { $0.type == "gesture" }
    }

    @Test func aUserKindNamedInASceneIsBuiltFromItsKeysAndRecognizesInAReplayUnderItsKindName() throws {
        let gestures = try Self.replay(minimumDistance: 100)
        #expect(!gestures.isEmpty)
        #expect(gestures.allSatisfy { $0["gesture"]?.string == "stroke" && $0["kind"]?.string == "verticalStroke" && $0["view"]?.string == "pad" })
        let states = gestures.compactMap { $0["state"]?.string }
        #expect(states.first == "began" && states.last == "ended")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == "changed" } && states.count > 10)
    }

    @Test func theUserKindReportsAValueOfItsOwnInTheTrace() throws {
        let gestures = try Self.replay(minimumDistance: 100)
        let travel = gestures.compactMap { $0["travel"]?.number }
        // Every line carries it, after the engine's own keys; it begins at the kind's threshold or past it.
        #expect(travel.count == gestures.count)
        #expect(travel[0] >= 100 && travel[0] < 120)
        // The finger goes about 300 points up, then comes back down near where it started.
        #expect(travel.max()! > 250 && travel.last! < 50)
        #expect(gestures.allSatisfy { $0.keys.last == "travel" })
    }

    @Test func theKindsOwnKeyReachesTheRecognizerAStrokeShorterThanItFails() throws {
        // The finger travels about 300 points each way: 1,000 is never reached.
        let states = try Self.replay(minimumDistance: 1000).compactMap { $0["state"]?.string }
        #expect(states == ["failed"])
    }

    @Test func theBuiltInRegistryDoesNotKnowTheUserKind() {
        #expect(throws: SceneError.self) { try Scene.parse(Self.scene(minimumDistance: 100), file: "s.yml") }
        #expect(Self.kinds.kind(named: "verticalStroke") != nil && GestureKindRegistry.builtIn.kind(named: "verticalStroke") == nil)
    }
}
