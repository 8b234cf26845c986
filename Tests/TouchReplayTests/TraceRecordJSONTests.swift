import GestureEngine
import Testing
@testable import TouchReplay

/// The direct JSON writer used for `--format jsonl` writes exactly the bytes of the general `TraceLine` path.
@Suite struct TraceRecordJSONTests {
    static let records: [TraceRecord] = [
        .touch(TouchRecord(time: 0.1234567, touch: 3, phase: .stationary, location: Point(x: 1.23456, y: -0.0001), view: "card")),
        .touch(TouchRecord(time: 0, touch: 0, phase: .began, location: .zero, view: nil)),
        .touch(TouchRecord(time: 1e-7, touch: 12, phase: .cancelled, location: Point(x: -0.0004, y: 799.9995), view: "quote\"back\\slash\ttab\u{1}é")),
        .gesture(GestureRecord(time: 1, gesture: "drag", kind: "pan", view: "card", state: "changed", location: Point(x: 10, y: 20), touches: 1,
                               translation: Point(x: 5.00049, y: 0), velocity: Point(x: 100.1234, y: -3))),
        .gesture(GestureRecord(time: 1, gesture: "zoom", kind: "pinch", view: nil, state: "began", location: .zero, touches: 2, scale: 1.234567)),
        .gesture(GestureRecord(time: 3.5, gesture: "turn", kind: "rotation", view: "d", state: "ended", location: Point(x: 1e20, y: -1e-9),
                               touches: 2, rotation: -0.78539)),
        .view(ViewRecord(time: 2, view: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480), contentOffset: Point(x: 0, y: 12.5), zoomScale: 1)),
        .view(ViewRecord(time: 123456.000001, view: "cell0x1", frame: Rect(x: 0.3333333, y: -2.5, width: 1e15, height: .infinity))),
        .hitTest(HitTestRecord(time: 0, touch: 0, steps: [.init(view: "a", call: "hitTest", result: "a")], result: "a")),
        .summary(TraceSummary(duration: 1.5, frames: 2, touches: 1, gestures: [(state: "began", count: 1)],
                              views: [(view: "root", frame: Rect(x: 0, y: 0, width: 800, height: 480))])),
    ]

    @Test(arguments: records) func directJSONMatchesTheTraceLine(record: TraceRecord) {
        #expect(TraceFormat.jsonl.format(record) == record.line.jsonText)
    }
}
