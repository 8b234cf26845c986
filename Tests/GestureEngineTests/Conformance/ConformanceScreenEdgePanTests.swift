import Testing
import TouchTime
@testable import GestureEngine

/// UIScreenEdgePanGestureRecognizer. Sources: Apple's class page ("interprets
/// panning gestures that start near an edge of the screen", "ignores any
/// touches beyond the first touch"), its `edges` page ("always relative to the
/// app's current interface orientation") and the UIRectEdge header; where Apple
/// is silent (the edge's width, the direction), the engine's decision in docs/gestures.md.
@Suite struct ConformanceScreenEdgePanTests {
    /// A 320 × 480 window with a full-screen view holding an edge pan on `edges`.
    private func screen(_ edges: RectEdge) -> (GestureHarness, ScreenEdgePanGestureRecognizer) {
        let (h, v) = GestureHarness.withFullScreenView()
        let edge = ScreenEdgePanGestureRecognizer(id: "edge", edges: edges)
        v.addGestureRecognizer(edge)
        return (h, edge)
    }

    @Test("UIScreenEdgePanGestureRecognizer: a pan starting at the left edge and moving inward begins, changes and ends")
    func panFromTheLeftEdgeRecognizes() throws {
        let (h, edge) = screen(.left)
        let f = try h.startGesture(at: pt(3, 200), time: 0)
        try f.tester.drag([(f, pt(123, 205))], from: 0.02, to: 0.2, steps: 10)
        #expect(edge.translation(in: nil) == pt(120, 5))
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "edge").first == .began)
        #expect(h.recorder.states(of: "edge").last == .ended)
    }

    @Test("UIScreenEdgePanGestureRecognizer: a pan starting away from the edges fails (reason notAtEdge)")
    func panAwayFromTheEdgeFails() throws {
        let (h, _) = screen(.left)
        let f = try h.startGesture(at: pt(60, 200), time: 0)
        try f.tester.drag([(f, pt(180, 200))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "edge") == [.failed])
        #expect(h.recorder.reasons["edge"] == .notAtEdge)
    }

    @Test("UIScreenEdgePanGestureRecognizer.edges: only the edges set count; a pan from the right edge of a left-edge recognizer fails")
    func onlyTheEdgesSetCount() throws {
        let (h, _) = screen(.left)
        let f = try h.startGesture(at: pt(317, 200), time: 0)
        try f.tester.drag([(f, pt(200, 200))], from: 0.02, to: 0.2, steps: 10)
        #expect(h.recorder.reasons["edge"] == .notAtEdge)
        try f.up(at: 0.22)
    }

    @Test("UIScreenEdgePanGestureRecognizer.edges: each of top, bottom and right recognizes a pan moving inward from it")
    func everyEdgeRecognizesInward() throws {
        let cases: [(RectEdge, Point, Point)] = [
            (.top, pt(160, 2), pt(160, 150)), (.bottom, pt(160, 478), pt(160, 300)), (.right, pt(318, 240), pt(180, 240)),
        ]
        for (edges, start, end) in cases {
            let (h, _) = screen(edges)
            let f = try h.startGesture(at: start, time: 0)
            try f.tester.drag([(f, end)], from: 0.02, to: 0.2, steps: 10)
            try f.up(at: 0.22)
            #expect(h.recorder.states(of: "edge").first == .began, "edge \(edges)")
        }
    }

    @Test("UIScreenEdgePanGestureRecognizer: edges is empty by default (UIRectEdgeNone), so it never begins")
    func noEdgesByDefault() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let edge = ScreenEdgePanGestureRecognizer(id: "edge")
        v.addGestureRecognizer(edge)
        #expect(edge.edges.isEmpty)
        let f = try h.startGesture(at: pt(2, 200), time: 0)
        try f.tester.drag([(f, pt(150, 200))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "edge") == [.failed])
    }

    @Test("UIScreenEdgePanGestureRecognizer: the touch must start within 20 pt of the edge (engine decision: GestureDefaults.screenEdgeWidth)")
    func edgeWidthIsTwentyPoints() throws {
        #expect(GestureDefaults.screenEdgeWidth == 20)
        let (inside, _) = screen(.left)
        let a = try inside.startGesture(at: pt(19.5, 200), time: 0)
        try a.tester.drag([(a, pt(140, 200))], from: 0.02, to: 0.2, steps: 10)
        #expect(inside.recorder.states(of: "edge").first == .began)
        let (outside, _) = screen(.left)
        let b = try outside.startGesture(at: pt(20.5, 200), time: 0)
        try b.tester.drag([(b, pt(140, 200))], from: 0.02, to: 0.2, steps: 10)
        #expect(outside.recorder.reasons["edge"] == .notAtEdge)
    }

    @Test("UIScreenEdgePanGestureRecognizer: a drag along the edge fails (engine decision: within 45° of inward)")
    func dragAlongTheEdgeFails() throws {
        let (h, _) = screen(.left)
        let f = try h.startGesture(at: pt(5, 200), time: 0)
        try f.tester.drag([(f, pt(15, 320))], from: 0.02, to: 0.2, steps: 10)
        try f.up(at: 0.22)
        #expect(h.recorder.states(of: "edge") == [.failed])
        #expect(h.recorder.reasons["edge"] == .wrongDirection)
    }

    @Test("UIScreenEdgePanGestureRecognizer: touches beyond the first are ignored; the pan follows the first finger")
    func touchesBeyondTheFirstAreIgnored() throws {
        let (h, edge) = screen(.left)
        let a = try h.startGesture(at: pt(4, 200), time: 0)
        let b = try h.startGesture(at: pt(160, 300), time: 0.01)
        try h.drag([(a, pt(104, 200)), (b, pt(160, 300))], from: 0.02, to: 0.2, steps: 10)
        #expect(edge.numberOfTouches == 1)
        #expect(edge.translation(in: nil) == pt(100, 0))
        #expect(h.recorder.states(of: "edge").first == .began)
        try h.up([a, b], at: 0.22)
        #expect(h.recorder.states(of: "edge").last == .ended)
    }

    @Test("UIScreenEdgePanGestureRecognizer: a subclass of UIPanGestureRecognizer, traced as screenEdgePan")
    func isAPanTracedAsScreenEdgePan() {
        let edge: GestureRecognizer = ScreenEdgePanGestureRecognizer(id: "e", edges: .all)
        #expect(edge is PanGestureRecognizer)
        #expect(ScreenEdgePanGestureRecognizer.traceKind == "screenEdgePan")
        #expect(ScreenEdgePanGestureRecognizer.kind == .continuous)
        #expect(RectEdge.all.rawValue == 15 && RectEdge.left.rawValue == 2)
    }
}
