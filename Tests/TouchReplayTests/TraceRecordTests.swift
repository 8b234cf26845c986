import GestureEngine
import Testing
import TouchReplay

/// The JSON Lines and text forms of trace records: key order, rounding, optional keys.
@Suite struct TraceRecordTests {
    @Test func touchLinesHaveTheDocumentedKeyOrderAndRounding() {
        let record = TraceRecord.touch(TouchRecord(time: 0.1234567, touch: 3, phase: .stationary, location: Point(x: 1.23456, y: -0.0001), view: "card"))
        #expect(record.line.jsonText == #"{"t":0.123457,"type":"touch","touch":3,"phase":"moved","x":1.235,"y":0,"view":"card"}"#)
        let unbound = TraceRecord.touch(TouchRecord(time: 0, touch: 0, phase: .began, location: .zero, view: nil))
        #expect(unbound.line.jsonText == #"{"t":0,"type":"touch","touch":0,"phase":"began","x":0,"y":0,"view":null}"#)
    }

    @Test func gestureLinesAddTheValuesOfTheirKind() {
        let pan = GestureRecord(time: 1, gesture: "drag", kind: "pan", view: "card", state: "changed", location: Point(x: 10, y: 20), touches: 1,
                                translation: Point(x: 5.00049, y: 0), velocity: Point(x: 100.1234, y: -3))
        #expect(TraceRecord.gesture(pan).line.jsonText
                == #"{"t":1,"type":"gesture","gesture":"drag","kind":"pan","view":"card","state":"changed","x":10,"y":20,"touches":1,"translation":[5,0],"velocity":[100.123,-3]}"#)
        let pinch = GestureRecord(time: 1, gesture: "zoom", kind: "pinch", view: nil, state: "began", location: .zero, touches: 2, scale: 1.234567)
        #expect(TraceRecord.gesture(pinch).line.jsonText.hasSuffix(#""touches":2,"scale":1.2346}"#))
        let turn = GestureRecord(time: 1, gesture: "turn", kind: "rotation", view: "d", state: "ended", location: .zero, touches: 2, rotation: -0.78539)
        #expect(TraceRecord.gesture(turn).line.jsonText.hasSuffix(#""rotation":-0.7854}"#))
    }

    @Test func viewHitTestAndSummaryLines() {
        let view = TraceRecord.view(ViewRecord(time: 2, view: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480), contentOffset: Point(x: 0, y: 12.5), zoomScale: 1))
        #expect(view.line.jsonText == #"{"t":2,"type":"view","view":"list","frame":[0,0,320,480],"contentOffset":[0,12.5],"zoomScale":1}"#)
        let hit = TraceRecord.hitTest(HitTestRecord(time: 0, touch: 0, steps: [
            .init(view: "a", call: "pointInside", result: true, reason: "touch area"),
            .init(view: "a", call: "hitTest", result: "a"),
        ], result: "a"))
        #expect(hit.line.jsonText == #"{"t":0,"type":"hitTest","touch":0,"steps":[{"view":"a","call":"pointInside","result":true,"reason":"touch area"},{"view":"a","call":"hitTest","result":"a"}],"result":"a"}"#)
        let summary = TraceRecord.summary(TraceSummary(duration: 1.5, frames: 3, touches: 1, gestures: [("began", 1), ("ended", 0)],
                                                       views: [("root", Rect(x: 0, y: 0, width: 10, height: 10))]))
        #expect(summary.line.jsonText == #"{"type":"summary","duration":1.5,"frames":3,"touches":1,"gestures":{"began":1,"ended":0},"views":{"root":{"frame":[0,0,10,10]}}}"#)
    }

    @Test func textLinesAreAlignedInColumns() {
        let touch = TraceFormat.text.format(.touch(TouchRecord(time: 0.25, touch: 1, phase: .began, location: Point(x: 10, y: 20), view: "card")))
        let gesture = TraceFormat.text.format(.gesture(GestureRecord(time: 12.5, gesture: "tap", kind: "tap", view: "card", state: "recognized", location: Point(x: 10, y: 20), touches: 1)))
        #expect(touch == "      0.250  touch    #1             began      (10, 20)             → card")
        #expect(gesture == "     12.500  gesture  tap            recognized tap on card at (10, 20), 1 touch")
        #expect(TraceFormat.text.header == "      t (s)  type     subject        details")
        #expect(TraceFormat.jsonl.header == nil)
    }
}
