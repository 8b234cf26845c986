import GestureEngine
import TouchReplay

// docs/architecture.md, "How to add a recognizer kind", and the doc comment of
// GestureKindRegistry, as written there (DocExampleCoverageTests). Compiled, not run.

/// Begins once its touch has moved `minimumDistance` points up or down, ends at the lift.
final class VerticalStrokeGestureRecognizer: GestureRecognizer {
    override class var kind: Kind { .continuous }   // the trace kind is "verticalStroke"
    let minimumDistance: Double
    private var startY = 0.0

    init(id: String, minimumDistance: Double) {
        self.minimumDistance = minimumDistance
        super.init(id: id)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) { startY = location(in: nil).y }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state.isActive { state = .changed }
        else if abs(location(in: nil).y - startY) >= minimumDistance { state = .began }
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) { state = state.isActive ? .ended : .failed }
}

/// A recognizer counting wiggles, for the registry's doc comment.
final class WiggleGestureRecognizer: GestureRecognizer {
    let wiggles: Int
    init(id: String, wiggles: Int) {
        self.wiggles = wiggles
        super.init(id: id)
    }
}

enum KindExamples {
    static func registerVerticalStroke() throws -> Scene {
        var kinds = GestureKindRegistry.builtIn
        try kinds.register(GestureKind(name: "verticalStroke",
                                       keys: [GestureParameterKey("minimumDistance", .number(in: 1...10_000))],
                                       actions: [.move]) {
            VerticalStrokeGestureRecognizer(id: $0.id, minimumDistance: $0.parameters.number("minimumDistance") ?? 50)
        })
        let scene = try Scene.load(contentsOf: "stroke.yml", kinds: kinds)   // or TestReplay.trace(…, kinds: kinds)
        return scene
    }

    static func registerWiggle() throws -> Scene {
        var kinds = GestureKindRegistry.builtIn
        try kinds.register(GestureKind(name: "wiggle", keys: [GestureParameterKey("wiggles", .wholeNumber(atLeast: 1))]) {
            WiggleGestureRecognizer(id: $0.id, wiggles: $0.parameters.wholeNumber("wiggles") ?? 3)
        })
        let scene = try Scene.load(contentsOf: "wiggle.yml", kinds: kinds)
        return scene
    }
}
