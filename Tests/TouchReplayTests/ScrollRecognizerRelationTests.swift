import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// A scroll view's own pan and pinch in a scene's relations, both ways: its
/// recognizers name others under `scroll: {pan: …, pinch: …}`
/// (`scrollView.panGestureRecognizer.require(toFail: edgePan)`, as KIF's test
/// host writes for its screen-edge pans), and declared recognizers name them by
/// the ids the trace uses (`list.pan`, `list.pinch`).
@Suite struct ScrollRecognizerRelationTests {
    /// A full-screen horizontal list under a root with a left screen-edge pan.
    static func scene(scroll extra: String = "", edge: String = "") -> String {
        """
        screen: {size: [800, 480]}
        root:
          id: root
          gestures:
            - {id: edge, kind: screenEdgePan, edges: left\(edge)}
          subviews:
            - id: list
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [2400, 480]\(extra)}
        """
    }

    /// Drags from 5 pt off the left edge 200 pt to the right, and answers the tester.
    static func dragFromTheEdge(_ text: String) throws -> GestureTester {
        let tester = GestureTester(scene: try Scene.parse(text, file: "s.yml"))
        try tester.drag(on: "list", at: Point(x: 5, y: 240), by: Point(x: 200, y: 0))
        return tester
    }

    @Test func aScrollViewsPanThatWaitsForAScreenEdgePanLetsTheEdgePanTakeADragFromTheEdge() throws {
        let waiting = try Self.dragFromTheEdge(Self.scene(scroll: ", pan: {requireToFail: edge}"))
        #expect(waiting.states(of: "edge").first == "began")
        #expect(waiting.states(of: "list.pan") == ["failed"])
        let failed = waiting.trace.first { $0["gesture"]?.string == "list.pan" && $0["state"]?.string == "failed" }
        #expect(failed?["reason"]?.string == "requiredRecognizerRecognized" && failed?["by"]?.string == "edge")
        // Without the relation the scroll view's pan takes the same drag (it began at the same 10 pt).
        let alone = try Self.dragFromTheEdge(Self.scene())
        #expect(alone.states(of: "list.pan").first == "began")
        #expect(!alone.states(of: "edge").contains("began"))
    }

    /// A root long press that requires the list's pan to fail (`requireToFail: list.pan`), or not.
    static func holdScene(_ relation: String) -> String {
        """
        screen: {size: [800, 480]}
        root:
          id: root
          gestures:
            - {id: hold, kind: longPress\(relation)}
          subviews:
            - id: list
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [2400, 480]}
        """
    }

    @Test func aDeclaredRecognizerNamesTheScrollViewsPanByItsTraceID() throws {
        /// The time of the long press's first state change when a finger rests 0.8 s on the list.
        func held(_ relation: String) throws -> (time: Double?, state: String?) {
            let tester = GestureTester(scene: try Scene.parse(Self.holdScene(relation), file: "s.yml"))
            try tester.longPress(on: "list")
            let first = tester.trace.first { $0["gesture"]?.string == "hold" }
            return (first?["t"]?.number, first?["state"]?.string)
        }
        // Alone, the press begins after its 0.5 s; waiting for the list's pan, which
        // stays possible while the finger rests, it cannot begin before the lift at 0.8 s.
        let alone = try held("")
        #expect(alone.state == "began" && alone.time == 0.5)
        let waiting = try held(", requireToFail: list.pan")
        #expect((waiting.time ?? 0) >= 0.8, "\(waiting)")
    }

    @Test func simultaneousWithNamesTheScrollViewsPanToo() throws {
        for text in [Self.scene(scroll: ", pan: {simultaneousWith: [edge]}"), Self.scene(edge: ", simultaneousWith: list.pan")] {
            let tester = try Self.dragFromTheEdge(text)
            #expect(tester.states(of: "list.pan").first == "began")
            #expect(tester.states(of: "edge").first == "began")
        }
    }

    /// A zooming list (`zoom: [1, 3]`) under a root with `gesture` (a flow mapping's keys).
    static func zoomScene(_ gesture: String) -> String {
        """
        screen: {size: [800, 480]}
        root:
          id: root
          gestures:
            - {\(gesture)}
          subviews:
            - id: list
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [800, 480], zoom: [1, 3], zoomView: photo}
              subviews:
                - {id: photo, frame: [0, 0, 800, 480]}
        """
    }

    @Test func aTwoFingerHoldThatWaitsForTheScrollViewsPinchWaitsUntilTheLift() throws {
        /// The long press's first state change when two fingers rest 0.8 s on the list.
        func held(_ relation: String) throws -> (time: Double?, state: String?) {
            let tester = GestureTester(scene: try Scene.parse(Self.zoomScene("id: hold, kind: longPress, touches: 2" + relation), file: "s.yml"))
            try tester.longPress(on: "list", fingers: 2)
            let first = tester.trace.first { $0["gesture"]?.string == "hold" }
            return (first?["t"]?.number, first?["state"]?.string)
        }
        // Alone, the press begins after its 0.5 s; waiting for the list's pinch, which stays
        // possible while two fingers rest, it cannot begin before they lift at 0.8 s.
        let alone = try held("")
        #expect(alone.state == "began" && alone.time == 0.5, "\(alone)")
        let waiting = try held(", requireToFail: list.pinch")
        #expect((waiting.time ?? 0) >= 0.8, "\(waiting)")
    }

    @Test func aRootPinchSimultaneousWithTheScrollViewsPinchZoomsWithIt() throws {
        func pinched(_ relation: String) throws -> GestureTester {
            let tester = GestureTester(scene: try Scene.parse(Self.zoomScene("id: zoom, kind: pinch" + relation), file: "s.yml"))
            try tester.pinch(on: "list", from: 100, to: 250)
            return tester
        }
        // Alone, one of the two pinches takes the fingers and the other fails.
        let alone = try pinched("")
        let winners = ["zoom", "list.pinch"].filter { alone.states(of: $0).contains("began") }
        #expect(winners.count == 1, "zoom \(alone.states(of: "zoom")), list.pinch \(alone.states(of: "list.pinch"))")
        // Named as simultaneous, both begin and the list zooms while the root's pinch runs.
        let both = try pinched(", simultaneousWith: list.pinch")
        #expect(both.states(of: "zoom").first == "began")
        #expect(both.states(of: "list.pinch").first == "began")
    }

    @Test(arguments: [
        (scene(scroll: ", pan: {requireToFail: nope}"), "s.yml:9:63: root.subviews[0].scroll.pan.requireToFail: no recognizer \"nope\""),
        (scene(edge: ", requireToFail: list.delay"), "s.yml:5:67: root.gestures[0].requireToFail: \"list.delay\" is scroll view \"list\"'s content-delay recognizer; relations may name its pan and pinch only"),
        (scene(scroll: ", pinch: {simultaneousWith: list.pinch}"), "s.yml:9:68: root.subviews[0].scroll.pinch.simultaneousWith: a recognizer cannot refer to itself"),
        (scene(scroll: ", pan: {wait: edge}"), "s.yml:9:48: root.subviews[0].scroll.pan.wait: unknown key \"wait\""),
        (scene(scroll: ", pan: {requireToFail: edge}", edge: ", requireToFail: list.pan"),
         "s.yml:9:63: root.subviews[0].scroll.pan.requireToFail: requireToFail makes a cycle that can never resolve: edge → list.pan → edge"),
    ])
    func aBadRelationOfAScrollViewsRecognizerIsOneLineWithItsPosition(text: String, expected: String) {
        let error = #expect(throws: SceneError.self) { try Scene.parse(text, file: "s.yml") }
        #expect(error?.description == expected)
    }
}
