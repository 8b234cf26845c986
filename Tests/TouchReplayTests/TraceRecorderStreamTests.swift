import GestureEngine
import Testing
import TouchTime
@testable import TouchReplay

/// A streaming recorder (what `touchreplay replay` uses) names views by their
/// place in the watch and recognizers by the numbers its tally gives them;
/// its lines are exactly those of a recorder that keeps records, whatever
/// joins or leaves the window during the run.
@Suite struct TraceRecorderStreamTests {
    /// Collects the blocks of lines written, as the replay's helper thread gets them.
    final class Writer {
        private(set) var bytes: [UInt8] = []
        private(set) var blocks = 0
        private lazy var output = TraceOutput(name: "stream") { [unowned self] block in
            blocks += 1
            bytes.append(contentsOf: block)
            return true
        }
        private(set) lazy var lines = TraceLineOutput(output: output, format: .jsonl)

        func finish() throws -> String {
            try output.flush()
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A drag from `from` to `to` in `steps` moves, 8 ms apart, starting at `time`.
    static func drag(id: Int, from: Point, to: Point, steps: Int, at time: Timestamp) -> [TouchFrame] {
        var frames = [TouchFrame(time: time, samples: [TouchSample(id: id, phase: .began, location: from)])]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            frames.append(TouchFrame(time: time + 0.008 * Double(step), samples: [TouchSample(id: id, phase: .moved, location: point)]))
        }
        frames.append(TouchFrame(time: time + 0.008 * Double(steps + 1), samples: [TouchSample(id: id, phase: .ended, location: to)]))
        return frames
    }

    /// Runs the same script on a fresh window: drags on a watched view, on a view
    /// added after the recorder was made, and on that view again after its
    /// recognizer was replaced by another with the same id, on a view that took
    /// its place, and with a recognizer moved to another view and back; enough
    /// lines for more than one block.
    func run(streaming: Bool) throws -> (lines: String, blocks: Int) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let side = View(id: "side", frame: Rect(x: 0, y: 400, width: 400, height: 80))
        side.addGestureRecognizer(TapGestureRecognizer(id: "sideTap"))
        try window.addSubview(side)
        let watched = View(id: "watched", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        watched.addGestureRecognizer(TapGestureRecognizer(id: "watchedTap"))
        watched.addGestureRecognizer(PanGestureRecognizer(id: "watchedPan"))
        try window.addSubview(watched)
        let writer = Writer()
        let session = EngineSession(window: window, sceneHierarchy: nil, tracesHitTests: false, streamingTo: streaming ? writer.lines : nil)

        // Not watched: added after the recorder was made.
        let late = View(id: "late", frame: Rect(x: 400, y: 0, width: 400, height: 480))
        late.addGestureRecognizer(PanGestureRecognizer(id: "latePan"))
        try window.addSubview(late)

        var time: Timestamp = 0
        func send(_ frames: [TouchFrame]) {
            for frame in frames { session.send(frame) }
            time = frames.last!.time + 0.5
        }
        send(Self.drag(id: 0, from: Point(x: 50, y: 50), to: Point(x: 350, y: 350), steps: 400, at: time))
        send(Self.drag(id: 4, from: Point(x: 50, y: 420), to: Point(x: 51, y: 421), steps: 2, at: time))
        send(Self.drag(id: 1, from: Point(x: 450, y: 50), to: Point(x: 750, y: 400), steps: 400, at: time))
        // A new recognizer object under the same id, of another kind.
        late.removeGestureRecognizer(late.gestureRecognizers[0])
        late.addGestureRecognizer(TapGestureRecognizer(id: "latePan"))
        send(Self.drag(id: 2, from: Point(x: 450, y: 50), to: Point(x: 460, y: 60), steps: 2, at: time))
        // Another view in its place.
        late.removeFromSuperview()
        let again = View(id: "again", frame: Rect(x: 400, y: 0, width: 400, height: 480))
        again.addGestureRecognizer(PanGestureRecognizer(id: "againPan"))
        try window.addSubview(again)
        send(Self.drag(id: 3, from: Point(x: 450, y: 50), to: Point(x: 750, y: 400), steps: 400, at: time))
        // The same recognizer object moved to another view (and back): its lines name each view in turn.
        let moving = watched.gestureRecognizers.first { $0.id == "watchedPan" }!
        watched.removeGestureRecognizer(moving)
        again.addGestureRecognizer(moving)
        send(Self.drag(id: 5, from: Point(x: 450, y: 50), to: Point(x: 750, y: 400), steps: 40, at: time))
        again.removeGestureRecognizer(moving)
        watched.addGestureRecognizer(moving)
        send(Self.drag(id: 6, from: Point(x: 50, y: 50), to: Point(x: 350, y: 350), steps: 40, at: time))
        session.finish()

        guard streaming else { return (session.records.map { TraceFormat.jsonl.format($0) + "\n" }.joined(), 0) }
        return (try writer.finish(), writer.blocks)
    }

    @Test func streamedLinesAreTheKeptRecordsForViewsAndRecognizersThatCameLate() throws {
        let kept = try run(streaming: false).lines
        let (streamed, blocks) = try run(streaming: true)
        #expect(blocks >= 2, "the run writes more than one block")
        #expect(streamed == kept)
        // The script reaches every naming path: watched and late views, recognizers replaced under one id.
        for fragment in [#""view":"watched""#, #""view":"side""#, #""view":"late""#, #""view":"again""#,
                         #""gesture":"latePan","kind":"pan""#, #""gesture":"latePan","kind":"tap""#, #""gesture":"againPan""#,
                         #""gesture":"watchedPan","kind":"pan","view":"again""#, #""gesture":"watchedPan","kind":"pan","view":"watched""#] {
            #expect(kept.contains(fragment), "\(fragment)")
        }
    }
}
