import GestureEngine
import OutputFiles
import Testing
@testable import TouchReplay

/// Issue 13: one trace value and one writer. The JSON Lines writer's line for
/// a record reads back (``TraceRecord/line``, the form comparisons use) and is
/// written again to the same bytes, whatever its numbers and strings.
@Suite struct TraceRecordJSONTests {
    static let records: [TraceRecord] = [
        .touch(TouchRecord(time: 0.1234567, touch: 3, phase: .stationary, location: Point(x: 1.23456, y: -0.0001), view: "card")),
        .touch(TouchRecord(time: 0, touch: 0, phase: .began, location: .zero, view: nil)),
        .touch(TouchRecord(time: 0, touch: 1, phase: .ended, location: .zero, view: "")),
        .touch(TouchRecord(time: 1e-7, touch: 12, phase: .cancelled, location: Point(x: -0.0004, y: 799.9995), view: "quote\"back\\slash\ttab\u{1}é")),
        .gesture(GestureRecord(time: 1, gesture: "drag", kind: "pan", view: "card", state: "changed", location: Point(x: 10, y: 20), touches: 1,
                               translation: Point(x: 5.00049, y: 0), velocity: Point(x: 100.1234, y: -3))),
        .gesture(GestureRecord(time: 1, gesture: "zoom", kind: "pinch", view: nil, state: "began", location: .zero, touches: 2, scale: 1.234567)),
        .gesture(GestureRecord(time: 3.5, gesture: "turn", kind: "rotation", view: "d", state: "ended", location: Point(x: 1e20, y: -1e-9),
                               touches: 2, rotation: -0.78539)),
        .view(ViewRecord(time: 2, view: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480), contentOffset: Point(x: 0, y: 12.5), zoomScale: 1)),
        .view(ViewRecord(time: 123456.000001, view: "cell0x1", frame: Rect(x: 0.3333333, y: -2.5, width: 1e15, height: .infinity))),
        .hover(HoverRecord(time: 0.5, phase: "moved", location: Point(x: 10.25, y: 20), view: "card", touchType: "pointer")),
        .hover(HoverRecord(time: 0.6, phase: "exited", location: Point(x: 10.25, y: 20), view: nil, touchType: "pencil")),
        .wheel(WheelRecord(time: 0.7, location: Point(x: 961, y: 540), clicks: Point(x: 0, y: -19), view: "list")),
        .wheel(WheelRecord(time: 0.8, location: Point(x: 1, y: 2), clicks: Point(x: 0.5, y: 0.125), view: nil)),
        .hitTest(HitTestRecord(time: 0, touch: 0, steps: [.init(view: "a", call: "hitTest", result: "a")], result: "a")),
        .action(ActionRecord(time: 0.056, gesture: "drag \"1\"", state: "ended")),
        .summary(TraceSummary(duration: 1.5, frames: 2, touches: 1, gestures: [(state: "began", count: 1)],
                              views: [(view: "root", frame: Rect(x: 0, y: 0, width: 800, height: 480))])),
    ]

    @Test(arguments: records) func writtenLineReadsBackToTheSameText(record: TraceRecord) {
        #expect(TraceFormat.jsonl.format(record) == record.line.jsonText)
    }

    /// A replay's file writer makes touch, gesture and view records as
    /// numbered entries; they are written by the same line writers as records.
    @Test(arguments: records) func aFileWritersEntryIsWrittenAsItsRecord(record: TraceRecord) throws {
        let names = TraceNames()
        let entry: any TraceEntry
        switch record {
        case let .touch(r):
            entry = TouchEntry(time: r.time, touch: r.touch, phase: r.phase, location: r.location, view: r.view.map { names.add($0) }, detail: r.detail)
        case let .gesture(r):
            entry = GestureEntry(
                time: r.time, gesture: names.add(r.gesture), kind: names.add(r.kind), view: r.view.map { names.add($0) },
                state: names.add(r.state), location: r.location, touches: r.touches,
                values: GestureValues(translation: r.translation, velocity: r.velocity, scale: r.scale, rotation: r.rotation),
                reason: r.reason.map { names.add($0) }, by: r.by.map { names.add($0) })
        case let .view(r):
            entry = ViewEntry(time: r.time, view: names.add(r.view), frame: r.frame, contentOffset: r.contentOffset,
                              zoomScale: r.zoomScale, scrollPhase: r.scrollPhase.map { names.add($0) })
        case .control, .action, .hover, .wheel, .hitTest, .summary:
            return
        }
        let text = ByteWriter.string(maximum: entry.jsonLineBound(names)) { entry.writeJSON(to: &$0, names) }
        #expect(text == TraceFormat.jsonl.format(record))
        #expect(entry.record(names) == record)
    }

    @Test func numbersOfEveryMagnitudeAndPrecisionAreWrittenAsTheTraceLineWritesThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            // Mantissas with up to 17 digits, scaled from 1e-9 to 1e17, either sign; some exact decimals.
            let exponent = Double(Int(next() % 27) - 9)
            var value = Double(next() % 100_000_000_000_000_000) / 1e16 * pow10(exponent)
            if next() % 4 == 0 { value = Double(Int64(next() % 2_000_000) - 1_000_000) / 1000 }
            if next() % 2 == 0 { value = -value }
            let records: [TraceRecord] = [
                .touch(TouchRecord(time: abs(value), touch: Int(next() % 1000), phase: .moved, location: Point(x: value, y: value / 7), view: "v")),
                .gesture(GestureRecord(time: 1, gesture: "g", kind: "pinch", view: nil, state: "changed", location: Point(x: value * 3, y: 0),
                                       touches: 2, translation: Point(x: value, y: -value), scale: value, rotation: value / 3)),
                .view(ViewRecord(time: value, view: "w", frame: Rect(x: value, y: 1 / value, width: value * value, height: 2), zoomScale: value)),
            ]
            for record in records where TraceFormat.jsonl.format(record) != record.line.jsonText {
                mismatches.append("\(TraceFormat.jsonl.format(record)) vs \(record.line.jsonText)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Digit counts change at powers of ten: the numbers on either side of each
    /// are written whole (from 10^15 on, numbers are written as doubles are).
    @Test func integersAroundEveryPowerOfTenAreWrittenWhole() {
        var power = 1
        for _ in 0...14 {
            for value in [power - 1, power, power + 1, -power, 10 * power - 1] {
                let record = TraceRecord.touch(TouchRecord(time: 0, touch: value, phase: .moved, location: .zero, view: "v"))
                #expect(TraceFormat.jsonl.format(record).contains("\"touch\":\(value),"), "\(value)")
                #expect(TraceFormat.jsonl.format(record) == record.line.jsonText)
            }
            power *= 10
        }
    }

    @Test(arguments: [0, 7, -3, 999_999_999_999_999, 1_000_000_000_000_000, -1_000_000_000_000_001, Int.max, Int.min])
    func touchIDsAndCountsOfEveryMagnitudeAreWrittenAsTheTraceLineWritesThem(value: Int) {
        let records: [TraceRecord] = [
            .touch(TouchRecord(time: 0, touch: value, phase: .began, location: .zero, view: "v")),
            .gesture(GestureRecord(time: 0, gesture: "g", kind: "tap", view: nil, state: "recognized", location: .zero, touches: value)),
        ]
        for record in records { #expect(TraceFormat.jsonl.format(record) == record.line.jsonText) }
    }

    private func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
