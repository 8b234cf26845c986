import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// The viewer keeps hit-test steps within ``ViewerData/hitTestStepBudget`` (issue 27, item 5): through
/// a scene of a thousand views each touch's hit-test has a thousand steps, and 10,000 touches made
/// a page of 598 MB. The first touches keep theirs, the page says how many.
@Suite struct ViewerHitTestBudgetTests {
    /// A hit-test line of `touch` with `count` steps.
    static func hitTest(touch: Int, steps count: Int) -> TraceLine {
        let step: TraceValue = .object(["view": .string("cell"), "call": .string("pointInside"), "result": .bool(false), "reason": .string("outside")])
        return ["type": .string("hitTest"), "t": .number(Double(touch)), "touch": .number(Double(touch)),
                "result": .string("root"), "steps": .array(Array(repeating: step, count: count))]
    }

    @Test func hitTestsPastTheStepBudgetAreDroppedAndThePageSaysSo() throws {
        let scene = try Scene.parse("screen:\n  size: [100, 100]\nroot:\n  id: root\n", file: "s.yml")
        let perTouch = ViewerData.hitTestStepBudget / 4
        let lines = (0..<10).map { Self.hitTest(touch: $0, steps: perTouch) }
        // Hit-tests are kept for drawn touches only, which the fingers' frames begin.
        let fingers = (0..<10).map { TouchFrame(time: Timestamp(seconds: Double($0)), samples: [TouchSample(id: $0, phase: .began, location: Point(x: 50, y: 50))]) }
        let data = ViewerData(title: "budget", scene: scene, lines: lines, fingers: fingers)
        let thinning = try #require(data.thinning)
        #expect(thinning.hitTestsShown == 4 && thinning.hitTests == 10)
        #expect(thinning.interval == 0, "no sample was thinned")
        #expect(HTMLViewer.page(data).contains("hit-test steps of the first 4 of 10 touches"))
    }

    @Test func hitTestsWithinTheBudgetAreAllKeptAndNothingIsSaid() throws {
        let scene = try Scene.parse("screen:\n  size: [100, 100]\nroot:\n  id: root\n", file: "s.yml")
        let data = ViewerData(title: "small", scene: scene, lines: (0..<10).map { Self.hitTest(touch: $0, steps: 3) }, fingers: [])
        #expect(data.thinning == nil)
        #expect(!HTMLViewer.page(data).contains("id=\"thinned\""))
    }
}
