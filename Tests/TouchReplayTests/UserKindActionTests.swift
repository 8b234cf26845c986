import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A recognizer kind declares the actions a scene may give it
/// (`GestureKind.actions`), so a user's kind takes `action: move` as pan does.
@Suite struct UserKindActionTests {
    /// Begins at its touch's first move, changes as it moves, ends at the lift: a drag without the pan's 10 pt.
    final class TouchDragGestureRecognizer: GestureRecognizer {
        override class var kind: Kind { .continuous }
        override func touchesMoved(_ touches: [Touch], with event: Event) { state = state.isActive ? .changed : .began }
        override func touchesEnded(_ touches: [Touch], with event: Event) { state = state.isActive ? .ended : .failed }
    }

    /// The built-in kinds, `touchDrag` supporting `move`, and `stillDrag` supporting nothing.
    static let kinds: GestureKindRegistry = {
        var kinds = GestureKindRegistry.builtIn
        try! kinds.register(GestureKind(name: "touchDrag", actions: [.move]) { TouchDragGestureRecognizer(id: $0.id) })
        try! kinds.register(GestureKind(name: "stillDrag") { TouchDragGestureRecognizer(id: $0.id) })
        return kinds
    }()

    static func scene(kind: String) -> String {
        """
        screen: {size: [800, 480]}
        root:
          id: root
          subviews:
            - id: card
              frame: [100, 100, 200, 100]
              gestures:
                - {id: drag, kind: \(kind), action: move}
        """
    }

    @Test func aUserKindRegisteredFromSwiftMovesItsViewWithActionMove() throws {
        let scene = try Scene.parse(Self.scene(kind: "touchDrag"), file: "s.yml", kinds: Self.kinds)
        let tester = GestureTester(scene: scene)
        try tester.drag(on: "card", by: Point(x: 0, y: 120))
        #expect(tester.states(of: "drag").first == "began" && tester.states(of: "drag").last == "ended")
        // The view follows the finger from where the recognizer began (its first move, 1/38 of the way).
        let frame = try #require(tester.view("card")?.frame)
        #expect(frame.origin.x == 100 && frame.origin.y > 210 && frame.origin.y <= 220, "\(frame)")
        #expect(tester.trace.contains { $0.type == "view" && $0["view"]?.string == "card" })
    }

    @Test func anActionTheKindDoesNotDeclareIsOneLineNamingTheKindsThatTakeIt() {
        let error = #expect(throws: SceneError.self) { try Scene.parse(Self.scene(kind: "stillDrag"), file: "s.yml", kinds: Self.kinds) }
        #expect(error?.description == "s.yml:8:47: root.subviews[0].gestures[0].action: action move needs a longPress or pan or screenEdgePan or touchDrag recognizer, not stillDrag")
    }

    @Test func theBuiltInKindsDeclareTheActionsTheyTookBefore() {
        let actions = GestureKindRegistry.builtIn.kinds.map { "\($0.name): \($0.actions.map(\.rawValue))" }
        #expect(actions == ["tap: []", "doubleTap: []", "longPress: [\"move\"]", "pan: [\"move\"]", "pinch: [\"scale\"]",
                            "rotation: [\"rotate\"]", "swipe: []", "screenEdgePan: [\"move\"]", "hover: []"])
    }
}
