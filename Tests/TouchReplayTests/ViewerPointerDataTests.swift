import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// The viewer's data for pointers and pens: each touch's kind and force, hover
/// paths and wheel steps, and how a long hover is thinned with the rest.
@Suite struct ViewerPointerDataTests {
    static let scene: Result<Scene, any Error> = Result {
        try Scene.parse("screen:\n  size: [100, 100]\nroot:\n  id: root\n", file: "s.yml")
    }

    static func hover(_ time: Timestamp, _ x: Double, _ phase: HoverSample.Phase = .moved, _ type: TouchType = .indirectPointer) -> TouchFrame {
        TouchFrame(time: time, samples: [], hover: HoverSample(phase: phase, location: Point(x: x, y: 10), type: type))
    }

    @Test func hoversSplitAtEachExitAndWheelStepsKeepWhereAndHowMuchTheyTurned() throws {
        let frames = [
            Self.hover(0, 1), Self.hover(0.01, 2), Self.hover(0.02, 2, .exited),
            Self.hover(0.5, 5, .moved, .pencil), Self.hover(0.51, 6, .moved, .pencil),
            TouchFrame(time: 1, samples: [], wheel: WheelScroll(location: Point(x: 40, y: 50), clicks: Point(x: 0, y: -3))),
        ]
        let data = ViewerData(title: "pointer", scene: try Self.scene.get(), lines: [], fingers: frames)
        let hovers = data.json["hovers"]?.array?.compactMap(\.object) ?? []
        #expect(hovers.map { $0["type"]?.string } == ["pointer", "pencil"])
        #expect(hovers.first?["p"]?.array?.compactMap(\.number) == [1, 10, 2, 10, 2, 10])
        #expect(hovers.last?["t"]?.array?.compactMap(\.number) == [0.5, 0.51])
        #expect(data.json["wheels"]?.array?.map { $0.array?.compactMap(\.number) ?? [] } == [[1, 40, 50, 0, -3]])
    }

    @Test func aPencilTouchCarriesItsKindAndForceAndAFingerWithoutForceNeither() throws {
        let pen = TouchAttributes(type: .pencil, force: 2, maximumPossibleForce: 20.0 / 3.0)
        let frames = [
            TouchFrame(time: 0, samples: [TouchSample(id: 0, phase: .began, location: Point(x: 1, y: 1), attributes: pen),
                                          TouchSample(id: 1, phase: .began, location: Point(x: 9, y: 9))]),
            TouchFrame(time: 0.01, samples: [TouchSample(id: 0, phase: .ended, location: Point(x: 2, y: 1),
                                                         attributes: TouchAttributes(type: .pencil, force: 3.5, maximumPossibleForce: 20.0 / 3.0)),
                                             TouchSample(id: 1, phase: .ended, location: Point(x: 9, y: 9))]),
        ]
        let data = ViewerData(title: "pen", scene: try Self.scene.get(), lines: [], fingers: frames)
        let touches = data.json["touches"]?.array?.compactMap(\.object) ?? []
        #expect(touches.first?["type"]?.string == "pencil")
        #expect(touches.first?["f"]?.array?.compactMap(\.number) == [2, 3.5])
        #expect(touches.last?["type"] == nil && touches.last?["f"] == nil, "a plain finger: no kind, no force")
    }

    @Test func aLongHoverIsThinnedWithinTheSampleBudgetKeepingItsEnds() throws {
        // 1 ms apart, twice the budget: thinned to about one sample per interval, the first and the exit kept.
        let count = 2 * ViewerData.sampleBudget
        var frames = (0..<count).map { Self.hover(Timestamp(seconds: Double($0) * 0.001), Double($0 % 100)) }
        frames.append(Self.hover(Timestamp(seconds: Double(count) * 0.001), 42, .exited))
        let data = ViewerData(title: "long hover", scene: try Self.scene.get(), lines: [], fingers: frames)
        let thinning = try #require(data.thinning)
        #expect(thinning.total >= count && thinning.shown <= ViewerData.sampleBudget + 10, "\(thinning.shown) of \(thinning.total)")
        let path = try #require(data.json["hovers"]?.array?.first?.object)
        let times = path["t"]?.array?.compactMap(\.number) ?? []
        #expect(times.first == 0 && times.last == Double(count) * 0.001)
        #expect(path["p"]?.array?.compactMap(\.number).suffix(2) == [42, 10], "the exit is where the hover ended")
    }
}
