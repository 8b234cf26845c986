import Testing
import TouchReplay

@Suite struct TraceComparisonTests {
    let tap: TraceLine = ["t": 0.1, "type": "gesture", "gesture": "tap", "kind": "tap", "view": "card", "state": "recognized", "x": 10, "y": 20, "touches": 1]
    let touch: TraceLine = ["t": 0.05, "type": "touch", "touch": 0, "phase": "began", "x": 10, "y": 20, "view": "card"]

    @Test func identicalTracesHaveNoDifferences() {
        let diff = TraceComparison.compare(expected: [touch, tap], actual: [touch, tap])
        #expect(diff.isEmpty)
        #expect(diff.description == "traces match")
    }

    @Test func numbersWithinToleranceAreEqual() {
        var nudged = tap
        nudged.fields[6].value = 10.0009
        #expect(TraceComparison.compare(expected: [tap], actual: [nudged]).isEmpty)
        nudged.fields[6].value = 10.002
        #expect(!TraceComparison.compare(expected: [tap], actual: [nudged]).isEmpty)
    }

    @Test func changedStateIsReportedAsAFieldDifference() throws {
        var failed = tap
        failed.fields[5].value = "failed"
        let diff = TraceComparison.compare(expected: [touch, tap], actual: [touch, failed])
        #expect(diff.differences.count == 1)
        guard case let .changed(expectedLine, actualLine, _, _, fields) = try #require(diff.differences.first) else {
            Issue.record("expected a change, got \(diff)")
            return
        }
        #expect(expectedLine == 2 && actualLine == 2)
        #expect(fields == [TraceDiff.FieldDifference(path: "state", expected: "recognized", actual: "failed")])
        #expect(diff.description == """
            traces differ in 1 place:
            ~ expected line 2, actual line 2: gesture "tap"
                state: expected "recognized", actual "failed"
            """)
    }

    /// The heading names the line type once: `view "list"`, not `view view "list"`; a
    /// line whose subject key is not its type says which key it is.
    @Test(arguments: [
        (["t": 0.5, "type": "view", "view": "list", "frame": [0, 0, 800, 480]] as TraceLine, "view \"list\""),
        (["t": 0.5, "type": "touch", "touch": 3, "phase": "moved"] as TraceLine, "touch 3"),
        (["t": 0.5, "type": "control", "control": "wifi", "event": "valueChanged"] as TraceLine, "control \"wifi\""),
        (["t": 0.5, "type": "action", "gesture": "drag", "state": "began"] as TraceLine, "action gesture \"drag\""),
        (["t": 0.5, "type": "hitTest", "touch": 0, "result": "ok"] as TraceLine, "hitTest touch 0"),
    ])
    func aChangedLinesHeadingNamesItsTypeOnce(line: TraceLine, heading: String) {
        var changed = line
        changed.fields[0].value = 0.7
        let diff = TraceComparison.compare(expected: [line], actual: [changed])
        #expect(diff.description.split(separator: "\n").dropFirst().first == "~ expected line 1, actual line 1: \(heading)")
    }

    @Test func extraAndMissingLinesAreReportedWithTheirLineNumbers() {
        let pan: TraceLine = ["t": 0.2, "type": "gesture", "gesture": "pan", "state": "began"]
        let diff = TraceComparison.compare(expected: [touch, pan], actual: [touch, tap])
        #expect(diff.differences == [
            .missing(expectedLine: 2, line: pan),
            .unexpected(actualLine: 2, line: tap),
        ])
    }

    @Test func touchLinesAreIgnoredWhenAsked() {
        var moved = touch
        moved.fields[4].value = 99
        let options = ComparisonOptions(includeTouches: false)
        #expect(TraceComparison.compare(expected: [touch, tap], actual: [moved, tap], options: options).isEmpty)
        #expect(!TraceComparison.compare(expected: [touch, tap], actual: [moved, tap]).isEmpty)
    }

    @Test func nestedSummaryValuesAreComparedByPath() {
        let expected: TraceLine = ["type": "summary", "views": .object(["card": .object(["frame": [0, 0, 100, 50]])])]
        let actual: TraceLine = ["type": "summary", "views": .object(["card": .object(["frame": [0, 0, 100, 60]])])]
        let diff = TraceComparison.compare(expected: [expected], actual: [actual])
        guard case let .changed(_, _, _, _, fields) = diff.differences.first else {
            Issue.record("expected a change, got \(diff)")
            return
        }
        #expect(fields.map(\.path) == ["views.card.frame[3]"])
    }

    @Test func insertedLineInTheMiddleKeepsTheRestAligned() {
        let lines: [TraceLine] = (0..<20).map { ["t": .number(Double($0)), "type": "touch", "touch": 0, "phase": "moved"] }
        var actual = lines
        actual.insert(tap, at: 10)
        #expect(TraceComparison.compare(expected: lines, actual: actual).differences == [.unexpected(actualLine: 11, line: tap)])
    }
}
