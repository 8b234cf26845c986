import Testing
import TouchTime
@testable import GestureEngine

/// The responder chain, from Apple's "Using responders and the responder chain
/// to handle events" and `UIResponder.next`.
@Suite struct ConformanceResponderChainTests {
    /// Notes every responder a default touches method passed touches to.
    final class Forwards: EngineObserver {
        var lines: [String] = []
        func engine(didForward phase: TouchPhase, touches: [Touch], to responder: Responder, event: Event) {
            lines.append("\(phase.rawValue) \(responder.responderName)")
        }
    }

    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    private func send(_ id: Int, _ phase: TouchPhase, _ point: Point, at time: Timestamp) {
        window.send(TouchFrame(time: time, samples: [TouchSample(id: id, phase: phase, location: point)]))
    }

    @Test("UIResponder.next: a view's next responder is its superview")
    func viewNextIsSuperview() throws {
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(id: "child")
        try parent.addSubview(child)
        #expect(child.next === parent)
    }

    @Test("UIResponder.next: a view controller's root view answers its controller; the controller answers the view's superview")
    func controllerSitsBetweenRootViewAndSuperview() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(root)
        let controller = ViewController(view: root)
        #expect(root.next === controller)
        #expect(controller.next === window)
    }

    @Test("UIResponder.next: the window's next responder is the application, which ends the chain")
    func windowThenApplication() {
        #expect(window.next === window.application)
        #expect(window.application.next == nil)
    }

    @Test("Using responders and the responder chain: an unhandled touch climbs view → superview → controller → window → application")
    func unhandledTouchClimbsTheWholeChain() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(root)
        let controller = ViewController(view: root)
        try root.addSubview(View(id: "leaf", frame: Rect(x: 0, y: 0, width: 50, height: 50)))
        let forwards = Forwards()
        window.observer = forwards
        send(1, .began, pt(10, 10), at: 0)
        #expect(forwards.lines == ["began leaf", "began root", "began \(controller.responderName)", "began window", "began Application"])
        _ = controller
    }

    @Test("UIResponder.touchesBegan(_:with:): a responder that handles touches without calling super stops them there")
    func handlingWithoutSuperStopsForwarding() throws {
        let handler = GestureRecordingView(id: "handler", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(handler)
        try handler.addSubview(View(id: "leaf", frame: Rect(x: 0, y: 0, width: 50, height: 50)))
        let forwards = Forwards()
        window.observer = forwards
        send(1, .began, pt(10, 10), at: 0)
        send(1, .ended, pt(10, 10), at: 0.05)
        #expect(forwards.lines == ["began leaf", "ended leaf"])
        #expect(handler.log == ["began 1", "ended 1"])
        #expect(window.application.droppedTouchCount == 0)
    }

    @Test("Using responders and the responder chain: touches that reach the application unhandled are discarded")
    func applicationDropsUnhandledTouches() throws {
        try window.addSubview(View(id: "plain", frame: Rect(x: 0, y: 0, width: 320, height: 480)))
        send(1, .began, pt(10, 10), at: 0)
        send(1, .ended, pt(10, 10), at: 0.05)
        #expect(window.application.droppedTouchCount == 2)
    }

    @Test("UIView.hitTest(_:with:): a touch outside every view of the window goes to the window itself")
    func touchOnBareWindowGoesToTheWindow() {
        send(1, .began, pt(10, 10), at: 0)
        #expect(window.activeTouches.first?.view === window)
    }
}
