import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// How `check` finds cases and what it says about incomplete ones.
@Suite struct CheckDiscoveryTests {
    @Test func casesAreFoundAtAnyDepthSortedByPathAndHiddenFoldersAreSkipped() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("zeta")
        try fixtures.addTapCase("alpha/deep/one")
        try fixtures.addTapCase("alpha/two")
        try fixtures.addTapCase(".hidden/case")
        try fixtures.write("notes/README.md", "not a case")
        let cases = try CaseDiscovery.discover(paths: [fixtures.root])
        #expect(cases.map { String($0.name.dropFirst(fixtures.root.count + 1)) } == ["alpha/deep/one", "alpha/two", "zeta"])
        #expect(cases.allSatisfy { $0.problems.isEmpty && $0.recording?.hasSuffix("/recording.evemu") == true })
    }

    @Test func aCaseFolderGivenDirectlyIsOneCase() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("only")
        let cases = try CaseDiscovery.discover(paths: [folder + "/"])
        #expect(cases.map(\.name) == [folder])
    }

    @Test func missingPiecesGiveOneLineNamingTheCaseFolder() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("no-recording", files: ["scene.yml", "expected.jsonl"])
        try fixtures.addTapCase("no-scene", files: ["recording.evemu", "expected.jsonl"])
        try fixtures.addTapCase("no-expected", files: ["recording.evemu", "scene.yml"])
        let results = try fixtures.check()
        let reports = results.map { String($0.report.dropFirst("ERROR ".count + fixtures.root.count + 1)) }
        #expect(reports == [
            "no-expected: missing expected.jsonl (record it with --update after checking the trace)",
            "no-recording: missing recording (recording.evemu, recording.events, recording.yml, or a case.yml naming one)",
            "no-scene: missing scene.yml",
        ])
        #expect(results.allSatisfy { !$0.outcome.isSuccess && !$0.report.contains("\n") })
    }

    @Test func caseFilesNameRecordingsOutsideTheCaseFolder() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("outside/case", files: ["scene.yml", "expected.jsonl"])
        try FileManager.default.copyItem(atPath: CheckFixtures.tapCase + "/recording.evemu", toPath: fixtures.root + "/shared.evemu")
        try fixtures.write("outside/case/case.yml", "note: the tap recording kept elsewhere\nrecording: ../../shared.evemu\n")
        let results = try fixtures.check()
        #expect(results.map(\.outcome) == [.passed])
        #expect(results[0].checkCase.recording == folder + "/../../shared.evemu")
    }

    @Test func badCaseFilesBreakOnlyTheirCaseWithFileLineAndColumn() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("bad", files: ["scene.yml", "expected.jsonl"])
        try fixtures.write("bad/case.yml", "recording: x.evemu\ncolour: red\n")
        try fixtures.addTapCase("gone", files: ["scene.yml", "expected.jsonl"])
        try fixtures.write("gone/case.yml", "recording: nowhere.events\n")
        try fixtures.addTapCase("good")
        let results = try fixtures.check()
        #expect(results.map(\.outcome.isSuccess) == [false, false, true])
        #expect(results[0].report.hasSuffix("/bad/case.yml:2:1: unknown key 'colour' (expected recording, description, note)"))
        #expect(results[1].report.hasSuffix("gone: recording \(fixtures.root)/gone/nowhere.events named in case.yml does not exist"))
    }

    @Test func aPathThatIsNotAFolderIsAnError() {
        #expect(throws: FileError(path: "/no/such/place", message: "no such folder")) {
            try CaseDiscovery.discover(paths: ["/no/such/place"])
        }
    }
}
