import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// What `check` compares, how it reports a difference, and `--update`.
@Suite struct CheckComparisonTests {
    @Test func aDeliberatelyAlteredExpectedTraceFailsWithAReadableDiff() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("altered")
        try fixtures.edit(folder, "expected.jsonl", replacing: "\"state\":\"recognized\"", with: "\"state\":\"failed\"")
        let results = try fixtures.check()
        guard case .failed(let diff) = results[0].outcome else { Issue.record("expected a failure, got \(results[0].outcome)"); return }
        #expect(diff.differences.count == 1)
        let report = results[0].report
        #expect(report.hasPrefix("FAIL \(folder)\n    traces differ in 1 place:"))
        #expect(report.contains("~ expected line 2, actual line 2: gesture \"buttonTap\""))
        #expect(report.contains("state: expected \"failed\", actual \"recognized\""))
    }

    @Test func numbersWithinTheToleranceStillMatch() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let near = try fixtures.addTapCase("near")
        try fixtures.edit(near, "expected.jsonl", replacing: "\"state\":\"recognized\",\"x\":400", with: "\"state\":\"recognized\",\"x\":400.0008")
        let far = try fixtures.addTapCase("far")
        try fixtures.edit(far, "expected.jsonl", replacing: "\"state\":\"recognized\",\"x\":400", with: "\"state\":\"recognized\",\"x\":400.01")
        let results = try fixtures.check()
        #expect(results.map(\.outcome.isSuccess) == [false, true])
        let loose = try fixtures.check(CheckOptions(comparison: ComparisonOptions(includeTouches: false, tolerance: 0.05)))
        #expect(loose.map(\.outcome.isSuccess) == [true, true])
    }

    @Test func touchLinesAreComparedOnlyWhenAsked() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("touch-moved")
        try fixtures.edit(folder, "expected.jsonl", replacing: "\"phase\":\"began\",\"x\":400", with: "\"phase\":\"began\",\"x\":410")
        #expect(try fixtures.check().map(\.outcome) == [.passed])
        let strict = try fixtures.check(CheckOptions(comparison: ComparisonOptions(includeTouches: true)))
        #expect(strict[0].report.contains("x: expected 410, actual 400"))
    }

    @Test func updateWritesTheActualTraceAndThenTheCasePasses() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("fresh", files: ["recording.evemu", "scene.yml"])
        let original = try String(contentsOfFile: CheckFixtures.tapCase + "/expected.jsonl", encoding: .utf8)
        #expect(try fixtures.check(CheckOptions(update: true)).map(\.outcome) == [.updated(changed: true)])
        #expect(try String(contentsOfFile: folder + "/expected.jsonl", encoding: .utf8) == original)
        #expect(try fixtures.check().map(\.outcome) == [.passed])
        #expect(try fixtures.check(CheckOptions(update: true)).map(\.outcome) == [.updated(changed: false)])
        try fixtures.edit(folder, "expected.jsonl", replacing: "\"state\":\"recognized\"", with: "\"state\":\"failed\"")
        #expect(try fixtures.check(CheckOptions(update: true)).map(\.outcome) == [.updated(changed: true)])
        #expect(try fixtures.check().map(\.outcome) == [.passed])
    }

    @Test func aBrokenExpectedFileNamesItsLineAndColumn() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("garbled")
        try fixtures.edit(folder, "expected.jsonl", replacing: "{\"t\":0.056,", with: "{\"t\":0.056,,")
        let report = try fixtures.check()[0].report
        #expect(report.hasPrefix("ERROR \(folder): \(folder)/expected.jsonl:2:"))
        #expect(!report.contains("\n"))
    }
}
