import Foundation
import Testing
@testable import TouchReplay
@testable import TouchReplayTools

/// `check` compares a case's trace as it is made with the expected file, a
/// line at a time (issue 12, item 12): it never holds either trace, and it
/// stops reading at the first difference.
@Suite struct StreamingCheckTests {
    /// A gesture line numbered `index`; `reason` stands for a field this code knows nothing of.
    static func line(_ index: Int, reason: String = "none") -> String {
        #"{"type":"gesture","t":\#(Double(index) / 1000),"gesture":"g\#(index % 7)","state":"changed","reason":"\#(reason)"}"#
    }

    /// A case whose expected file holds `expected`, replayed as `actual`
    /// written line by line; the runner's result and how many lines the
    /// replayer could write before the output refused more.
    static func check(expected: [String], actual: @escaping @Sendable (Int) -> String, count: Int,
                      options: CheckOptions = CheckOptions(comparison: ComparisonOptions(includeTouches: true))) throws -> (CheckOutcome, Int) {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.write("case/expected.jsonl", expected.map { $0 + "\n" }.joined())
        let checkCase = CheckCase(name: "case", folder: fixtures.root + "/case", recording: "r", scene: "s", expected: fixtures.root + "/case/expected.jsonl")
        let written = Counter()
        let runner = CheckRunner(options: options) { _, output in
            for index in 0..<count {
                try output.write(line: actual(index))
                written.count = index + 1
            }
        }
        return (runner.run(checkCase).outcome, written.count)
    }

    final class Counter: @unchecked Sendable { var count = 0 }

    @Test func aLongCaseThatMatchesPassesLineByLine() throws {
        let count = 20_000
        let (outcome, written) = try Self.check(expected: (0..<count).map { Self.line($0) }, actual: { Self.line($0) }, count: count)
        #expect(outcome == .passed)
        #expect(written == count)
    }

    @Test func theComparisonStopsReadingTheActualTraceSoonAfterTheFirstDifference() throws {
        let count = 20_000
        let (outcome, written) = try Self.check(expected: (0..<count).map { Self.line($0) },
                                                actual: { Self.line($0, reason: $0 == 9 ? "other" : "none") }, count: count)
        guard case let .failed(diff) = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        // The replay was refused more lines: the window after the difference and one output block at most.
        #expect(written < TraceStreamComparator.windowLines + TraceOutput.bufferCapacity / 60)
        #expect(diff.stoppedAfterWindow)
        #expect(diff.description.hasSuffix("the rest of the traces was not compared"))
        guard case let .changed(expectedLine, actualLine, _, _, fields) = diff.differences.first else {
            Issue.record("expected a changed line first: \(diff)"); return
        }
        #expect(expectedLine == 10 && actualLine == 10)
        #expect(fields == [TraceDiff.FieldDifference(path: "reason", expected: .string("none"), actual: .string("other"))])
    }

    @Test func memoryStaysFlatWhateverTheTracesLength() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let lines = (0..<50_000).map { Self.line($0) + "\n" }.joined()
        try fixtures.write("expected.jsonl", lines)
        let comparator = try TraceStreamComparator(expectedPath: fixtures.root + "/expected.jsonl", options: ComparisonOptions())
        var bytes = Array(lines.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + 100_000, bytes.count)
            #expect(bytes[offset..<end].withUnsafeBytes { comparator.consume($0) })
            offset = end
        }
        bytes = []
        #expect(try comparator.finish().isEmpty)
        // About 5 MB went through; what was held at once is a block of each side and a line.
        #expect(comparator.mostBytesHeld < 400_000)
    }

    @Test func linesAreComparedFieldByFieldWhateverTheirFields() throws {
        let expected = [
            #"{"type":"newKind","t":0.5,"nested":{"a":[1,2],"b":"x"},"reason":"because"}"#,
            #"{"type":"gesture","t":1,"gesture":"pan","state":"began"}"#,
        ]
        let reordered = [
            #"{"reason":"because","nested":{"b":"x","a":[1.0004,2]},"t":0.5,"type":"newKind"}"#,
            #"{"type":"gesture","t":1.0,"gesture":"pan","state":"began"}"#,
        ]
        #expect(try Self.check(expected: expected, actual: { reordered[$0] }, count: 2).0 == .passed)
        let changed = [reordered[0].replacingOccurrences(of: #""b":"x""#, with: #""b":"y""#), reordered[1]]
        guard case let .failed(diff) = try Self.check(expected: expected, actual: { changed[$0] }, count: 2).0 else {
            Issue.record("a nested field that differs must fail the case"); return
        }
        #expect(diff.differences.count == 1)
        #expect(diff.description.contains("nested.b: expected \"x\", actual \"y\""))
    }

    @Test func withoutTouchesTouchAndHitTestLinesAreSkippedOnBothSidesWhereverTheirTypeKeyIs() throws {
        let gesture = Self.line(1)
        let expected = [#"{"t":0,"type":"touch","touch":1}"#, gesture, #"{"type":"hitTest","step":1}"#]
        let actual = [gesture, #"{"type":"touch","t":0.2,"touch":1}"#]
        let options = CheckOptions(comparison: ComparisonOptions(includeTouches: false))
        #expect(try Self.check(expected: expected, actual: { actual[$0] }, count: 2, options: options).0 == .passed)
        #expect(try Self.check(expected: expected, actual: { actual[$0] }, count: 2).0 != .passed)
        // A "type" inside a nested object or a string is not the line's type.
        #expect(TraceStreamComparator.leadingType(of: Array(#"{"t":0,"inner":{"type":"touch"},"note":"\"type\":\"touch\"","type":"gesture"}"#.utf8)[...]).map { Array($0) } == Array("gesture".utf8))
        #expect(TraceStreamComparator.leadingType(of: Array(#"{"t":0,"type":"to\u0075ch"}"#.utf8)[...]) == nil)
    }

    @Test func aLineMissingAtTheEndOrOneTooManyFails() throws {
        let lines = (0..<5).map { Self.line($0) }
        guard case let .failed(short) = try Self.check(expected: lines, actual: { lines[$0] }, count: 4).0 else {
            Issue.record("a missing last line must fail"); return
        }
        #expect(short.differences == [.missing(expectedLine: 5, line: try TraceLine(json: lines[4]))])
        guard case let .failed(long) = try Self.check(expected: Array(lines.prefix(3)), actual: { lines[$0] }, count: 5).0 else {
            Issue.record("an extra line must fail"); return
        }
        #expect(long.differences.map { if case .unexpected(let line, _) = $0 { line } else { 0 } } == [4, 5])
    }

    @Test func aBadExpectedLineIsReportedWithItsFileLineAndColumn() throws {
        let (outcome, _) = try Self.check(expected: [Self.line(0), #"{"type":"gesture","t":}"#], actual: { Self.line($0) }, count: 2)
        guard case let .broken(reason) = outcome else { Issue.record("expected an error, got \(outcome)"); return }
        #expect(reason.contains("expected.jsonl:2:"))
    }
}
