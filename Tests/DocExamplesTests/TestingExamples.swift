import Testing
import TouchReplayTesting

// The regression-test examples of docs/replay.md, the DocC article "Regression
// tests in Swift" and the doc comments of GestureTester and TestReplay, as
// written there (DocExampleCoverageTests). Compiled, not run: their fixtures
// are the reader's own files.
@Suite(.disabled("the docs' examples of tests on the reader's own fixtures: compiled, not run"))
struct TestingExamples {
    let fixtures = "Fixtures"

    @Test func doubleTapZoomsThePhoto() throws {
        let trace = try TestReplay.trace(recording: fixtures + "/double-tap.evemu", scene: fixtures + "/photo.yml")
        try ExpectedTrace(named: "double-tap.expected.jsonl").verify(trace)
    }

    /// The doc comment of `GestureTester`.
    @Test func gestureTesterDocComment() throws {
        let tester = try GestureTester(sceneFile: "Fixtures/photo.yml")
        try tester.doubleTap(on: "photo")
        try tester.settle()
        #expect(tester.states(of: "zoom") == ["recognized"])
    }

    /// The doc comment of `TestReplay`.
    @Test func testReplayDocComment() throws {
        let trace = try TestReplay.trace(recording: "Fixtures/tap.evemu", scene: "Fixtures/tap.yml")
        try ExpectedTrace(path: "Fixtures/tap.expected.jsonl").verify(trace)
    }
}
