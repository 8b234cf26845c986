import GestureEngine
import Testing
import TouchReplay

/// `view` lines come from the views whose geometry was set, compared at the traced precision, in tree order.
@Suite struct TraceRecorderViewTests {
    /// A window with `root` holding `a` (holding `a1`) and then `b`, watched by a recorder.
    func makeTree() throws -> (window: Window, recorder: TraceRecorder, views: [String: View]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let a = View(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a1 = View(id: "a1", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let b = View(id: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        try window.addSubview(root)
        try root.addSubview(a)
        try a.addSubview(a1)
        try root.addSubview(b)
        let recorder = TraceRecorder(window: window)
        window.observer = recorder
        return (window, recorder, ["root": root, "a": a, "a1": a1, "b": b])
    }

    func viewLines(_ recorder: TraceRecorder) -> [String] {
        recorder.records.compactMap { record in
            guard case let .view(view) = record else { return nil }
            return "\(view.view) \(view.frame.origin.x),\(view.frame.origin.y),\(view.frame.size.width),\(view.frame.size.height)"
        }
    }

    @Test func linesFollowTreeOrderNotTheOrderViewsMoved() throws {
        let (_, recorder, views) = try makeTree()
        views["b"]!.center = Point(x: 260, y: 60)
        views["a1"]!.transform = AffineTransform(scaleX: 2, y: 2)
        views["a"]!.frame = Rect(x: 5, y: 0, width: 100, height: 100)
        recorder.checkViews(at: 0.5)
        #expect(viewLines(recorder) == ["a 5.0,0.0,100.0,100.0", "a1 0.0,0.0,40.0,40.0", "b 210.0,10.0,100.0,100.0"])
        recorder.checkViews(at: 0.6)
        #expect(viewLines(recorder).count == 3, "nothing moved since the last check")
    }

    @Test func changesBelowTheTracedPrecisionOrUndoneBeforeTheCheckWriteNothing() throws {
        let (_, recorder, views) = try makeTree()
        views["a"]!.center = Point(x: 50.0001, y: 50)
        views["b"]!.center = Point(x: 0, y: 0)
        views["b"]!.center = Point(x: 250, y: 50)
        recorder.checkViews(at: 1)
        #expect(viewLines(recorder).isEmpty)
    }

    @Test func onlyChangesMadeWhileTheRecorderObservesAreTraced() throws {
        let (window, recorder, views) = try makeTree()
        window.observer = nil
        views["a"]!.center = Point(x: 70, y: 50)
        window.observer = recorder
        recorder.checkViews(at: 1)
        #expect(viewLines(recorder).isEmpty)
        views["a"]!.center = Point(x: 80, y: 50)
        recorder.checkViews(at: 2)
        #expect(viewLines(recorder) == ["a 30.0,0.0,100.0,100.0"])
    }
}
