import GestureEngine
import Testing
import TouchReplay

/// The text format's summary line: a few views on the line, more one per line
/// under the details column (a scene with 61 views is a list, not a wall of text).
@Suite struct TextSummaryTests {
    static func summary(views count: Int) -> TraceRecord {
        .summary(TraceSummary(duration: 1.056, frames: 2, touches: 1, gestures: [(state: "recognized", count: 1)],
                              views: (0..<count).map { (view: "v\($0)", frame: Rect(x: Double($0), y: 0, width: 10, height: 20)) }))
    }

    @Test func aFewViewsStayOnTheSummaryLine() {
        let text = TraceFormat.text.format(Self.summary(views: TraceFormat.summaryViewsOnOneLine))
        #expect(!text.contains("\n"))
        #expect(text.hasSuffix("2 frames, 1 touches, gestures: 1 recognized; views: v0 (0, 0, 10, 20), v1 (1, 0, 10, 20), v2 (2, 0, 10, 20), v3 (3, 0, 10, 20)"))
    }

    @Test func moreViewsAreListedOnePerLineUnderTheDetails() {
        let text = TraceFormat.text.format(Self.summary(views: 61))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 62)
        #expect(lines[0] == "      1.056  summary                 2 frames, 1 touches, gestures: 1 recognized; views: 61")
        // Under the details column: 11 for the time, 2, 8 for the type, 1, 14 for the subject, 1.
        let indent = String(repeating: " ", count: 37)
        #expect(lines[1] == indent + "v0 (0, 0, 10, 20)")
        #expect(lines[61] == indent + "v60 (60, 0, 10, 20)")
    }
}
