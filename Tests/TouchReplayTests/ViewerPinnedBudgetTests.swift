import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// What the viewer never thins (each touch's start, end and bound view, recognizers' state changes)
/// has budgets of its own (issue 27, item 5): ``ViewerData/touchBudget`` touches drawn and
/// ``ViewerData/stateChangeBudget`` state changes kept, so that many short touches keep memory and
/// the page flat; the page says what it left out.
@Suite struct ViewerPinnedBudgetTests {
    static let scene: Result<Scene, any Error> = Result {
        try Scene.parse("screen:\n  size: [100, 100]\nroot:\n  id: root\n", file: "s.yml")
    }

    /// `count` taps of one frame each (began then ended), 2 ms apart, touch ids 0, 1, 2, ….
    static func taps(_ count: Int) -> [TouchFrame] {
        (0..<count).flatMap { id in
            [TouchFrame(time: Timestamp(seconds: Double(id) * 0.002), samples: [TouchSample(id: id, phase: .began, location: Point(x: 50, y: 50))]),
             TouchFrame(time: Timestamp(seconds: Double(id) * 0.002 + 0.001), samples: [TouchSample(id: id, phase: .ended, location: Point(x: 50, y: 50))])]
        }
    }

    /// The entries of the data's `touches`.
    static func touches(_ data: ViewerData) -> [TraceValue] {
        data.json["touches"]?.array ?? []
    }

    @Test func touchesPastTheBudgetAreCountedButNotDrawnAndThePageSaysSo() throws {
        let count = ViewerData.touchBudget + 5
        let lines: [TraceLine] = (0..<count).map { ["type": .string("hitTest"), "t": .number(Double($0) * 0.002), "touch": .number(Double($0)), "result": .string("root"), "steps": .array([])] }
        let data = ViewerData(title: "taps", scene: try Self.scene.get(), lines: lines, fingers: Self.taps(count))
        let drawn = Self.touches(data)
        #expect(drawn.count == ViewerData.touchBudget)
        #expect(drawn.last?.object?["id"]?.number == Double(ViewerData.touchBudget - 1), "the first touches are drawn")
        let thinning = try #require(data.thinning)
        #expect(thinning.touchesShown == ViewerData.touchBudget && thinning.touches == count)
        // The undrawn touches' hit-tests are neither kept nor counted; their samples are counted, not shown.
        #expect(thinning.hitTests == ViewerData.touchBudget && thinning.hitTestsShown == ViewerData.touchBudget)
        // Shown: each drawn touch's began and ended, and the root view's place before the replay.
        #expect(thinning.total == 2 * count && thinning.shown == 2 * ViewerData.touchBudget + 1, "\(thinning.shown) of \(thinning.total)")
        #expect(HTMLViewer.page(data).contains("touches: the first \(ViewerData.touchBudget) of \(count) drawn"))
    }

    @Test func touchesWithinTheBudgetAreAllDrawnAndNothingIsSaid() throws {
        let data = ViewerData(title: "taps", scene: try Self.scene.get(), lines: [], fingers: Self.taps(100))
        #expect(Self.touches(data).count == 100)
        #expect(data.thinning == nil)
        #expect(!HTMLViewer.page(data).contains("id=\"thinned\""))
    }

    /// A `gesture` line of recognizer `id` in `state` at `time`.
    static func gesture(_ id: String, _ state: String, at time: Double) -> TraceLine {
        ["type": .string("gesture"), "t": .number(time), "gesture": .string(id), "kind": .string("tap"), "view": .string("root"), "state": .string(state)]
    }

    @Test func recognizerEventsPastTheStateChangeBudgetAreDroppedAndThePageSaysSo() throws {
        let count = ViewerData.stateChangeBudget + 10
        var lines = (0..<count).map { Self.gesture("tap", "recognized", at: Double($0) * 0.002) }
        lines.append(Self.gesture("pan", "changed", at: Double(count) * 0.002))
        let data = ViewerData(title: "states", scene: try Self.scene.get(), lines: lines, fingers: [])
        let gestures = data.json["gestures"]?.array ?? []
        #expect(gestures.count == 2, "both recognizers are listed")
        #expect(gestures.first?.object?["e"]?.array?.count == ViewerData.stateChangeBudget)
        #expect(gestures.last?.object?["e"]?.array?.isEmpty == true, "no recognizer event after the budget, `changed` included")
        let thinning = try #require(data.thinning)
        #expect(thinning.stateChangesShown == ViewerData.stateChangeBudget && thinning.stateChanges == count)
        #expect(HTMLViewer.page(data).contains("recognizer state changes: the first \(ViewerData.stateChangeBudget) of \(count) kept, no recognizer event after them"))
    }
}
