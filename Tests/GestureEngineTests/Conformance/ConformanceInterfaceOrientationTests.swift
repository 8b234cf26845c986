import Testing
import TouchTime
@testable import GestureEngine

/// The interface's orientation. Sources: Apple's `UIScreen.fixedCoordinateSpace`
/// ("always reflect the screen dimensions of the device in a portrait-up
/// orientation"), `UIScreen.coordinateSpace` ("always reflects any interface
/// orientations applied to the device"), `UIScreen.bounds` ("may change when
/// the device rotates between portrait and landscape") and
/// `UIScreenEdgePanGestureRecognizer.edges` ("always relative to the app's
/// current interface orientation"); the corners follow UIInterfaceOrientation's
/// definitions (landscape left: the home button on the left).
@Suite struct ConformanceInterfaceOrientationTests {
    private let fixed = Size(width: 320, height: 480)

    @Test("UIScreen.bounds: a landscape interface swaps the fixed width and height; portrait ones keep them")
    func landscapeSwapsTheSize() {
        #expect(InterfaceOrientation.landscapeLeft.interfaceSize(fixed: fixed) == Size(width: 480, height: 320))
        #expect(InterfaceOrientation.landscapeRight.interfaceSize(fixed: fixed) == Size(width: 480, height: 320))
        #expect(InterfaceOrientation.portraitUpsideDown.interfaceSize(fixed: fixed) == fixed)
        #expect(InterfaceOrientation.portrait.interfaceSize(fixed: fixed) == fixed)
    }

    @Test("UIScreen.fixedCoordinateSpace to coordinateSpace: the fixed origin is top-right in landscape left, bottom-left in landscape right, bottom-right upside down")
    func theFixedOriginLandsOnTheRightCorner() {
        #expect(InterfaceOrientation.portrait.interfacePoint(pt(0, 0), fixed: fixed) == pt(0, 0))
        #expect(InterfaceOrientation.landscapeLeft.interfacePoint(pt(0, 0), fixed: fixed) == pt(480, 0))
        #expect(InterfaceOrientation.landscapeRight.interfacePoint(pt(0, 0), fixed: fixed) == pt(0, 320))
        #expect(InterfaceOrientation.portraitUpsideDown.interfacePoint(pt(0, 0), fixed: fixed) == pt(320, 480))
    }

    @Test("UIScreen.coordinateSpace: every fixed point lands inside the interface's bounds, and distances are kept")
    func theTurnKeepsPointsInsideAndDistances() {
        let a = pt(10, 20), b = pt(300, 470)
        for orientation in InterfaceOrientation.allCases {
            let size = orientation.interfaceSize(fixed: fixed)
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let ta = orientation.interfacePoint(a, fixed: fixed), tb = orientation.interfacePoint(b, fixed: fixed)
            #expect(bounds.contains(ta) && bounds.contains(tb), "\(orientation)")
            #expect(isClose(ta.distance(to: tb), a.distance(to: b)), "\(orientation)")
        }
    }

    @Test("UIScreenEdgePanGestureRecognizer.edges: relative to the interface; in landscape left the left edge is the fixed bottom")
    func edgesFollowTheInterface() {
        let orientation = InterfaceOrientation.landscapeLeft
        let size = orientation.interfaceSize(fixed: fixed)
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let view = View(id: "v", frame: window.bounds)
        try! window.addSubview(view)
        let edge = ScreenEdgePanGestureRecognizer(id: "edge", edges: .left)
        view.addGestureRecognizer(edge)
        var states: [GestureRecognizer.State] = []
        var translation = Point.zero
        edge.addTarget {
            states.append($0.state)
            translation = $0.translation(in: nil)
        }
        func send(_ phase: TouchPhase, _ fixedPoint: Point, _ time: Timestamp) {
            let frame = TouchFrame(time: time, samples: [TouchSample(id: 1, phase: phase, location: fixedPoint)])
            window.send(orientation.interfaceFrame(frame, fixed: fixed))
        }
        send(.began, pt(160, 476), 0)
        for step in 1...10 { send(.moved, pt(160, 476 - Double(step) * 10), Timestamp(seconds: Double(step) * 0.02)) }
        send(.ended, pt(160, 376), 0.22)
        #expect(states.first == .began && states.last == .ended)
        #expect(translation == pt(100, 0))
    }
}
