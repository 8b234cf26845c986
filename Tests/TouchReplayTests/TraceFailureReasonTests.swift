import GestureEngine
import Testing
@testable import TouchReplay

/// Failure reasons in traces: written in JSON and text, read back, compared by `check`.
@Suite struct TraceFailureReasonTests {
    private static let prevented = GestureRecord(time: 0.6, gesture: "tap", kind: "tap", view: "card", state: "failed",
                                                 location: Point(x: 10, y: 20), touches: 1, reason: "preventedBy", by: "hold")

    @Test func aFailedLineEndsWithItsReasonAndWhatItNames() {
        let json = TraceFormat.jsonl.format(.gesture(Self.prevented))
        #expect(json == #"{"t":0.6,"type":"gesture","gesture":"tap","kind":"tap","view":"card","state":"failed","x":10,"y":20,"touches":1,"reason":"preventedBy","by":"hold"}"#)
        #expect(json == TraceRecord.gesture(Self.prevented).line.jsonText)
        let text = TraceFormat.text.format(.gesture(Self.prevented))
        #expect(text.hasSuffix("failed     tap on card at (10, 20), 1 touch, reason preventedBy by hold"))
    }

    @Test func theParserReadsTheReasonBack() throws {
        let json = TraceFormat.jsonl.format(.gesture(Self.prevented))
        let lines = try TraceLine.parseLines(json + "\n", file: "t.jsonl")
        #expect(lines.count == 1)
        #expect(lines[0]["reason"] == .string("preventedBy"))
        #expect(lines[0]["by"] == .string("hold"))
    }

    @Test func checkReportsADifferentReason() throws {
        var other = Self.prevented
        other.reason = "timedOut"
        other.by = nil
        let expected = try TraceLine.parseLines(TraceFormat.jsonl.format(.gesture(Self.prevented)) + "\n", file: "e.jsonl")
        let actual = try TraceLine.parseLines(TraceFormat.jsonl.format(.gesture(other)) + "\n", file: "a.jsonl")
        #expect(!TraceComparison.equal(expected[0], actual[0], tolerance: 0.001))
        #expect(TraceComparison.equal(expected[0], expected[0], tolerance: 0.001))
    }

    @Test func theRecorderWritesTheEnginesReasonOnFailedAndCancelledLinesOnly() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try! window.addSubview(card)
        let tap = TapGestureRecognizer(id: "tap"), hold = LongPressGestureRecognizer(id: "hold")
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(hold)
        let recorder = TraceRecorder(window: window)
        window.observer = recorder
        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 10, y: 20))]))
        window.advance(to: 0.6)
        window.send(TouchFrame(time: 0.7, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 10, y: 20))]))
        let gestures = recorder.records.compactMap { record -> GestureRecord? in
            if case let .gesture(g) = record { return g }
            return nil
        }
        #expect(gestures.map(\.state) == ["began", "failed", "ended"])
        #expect(gestures.map(\.reason) == [nil, "preventedBy", nil])
        #expect(gestures.map(\.by) == [nil, "hold", nil])
    }
}
