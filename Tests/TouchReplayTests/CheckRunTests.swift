import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TouchReplay
import TouchReplayTools

/// JUnit reports, shards and parallel runs.
@Suite struct CheckRunTests {
    /// A tree with passing, failing and broken cases.
    static func mixedTree(_ fixtures: CheckFixtures) throws {
        for index in 0..<6 { try fixtures.addTapCase("pass-\(index)") }
        let bad = try fixtures.addTapCase("fail <&> \"quoted\"")
        try fixtures.edit(bad, "expected.jsonl", replacing: "\"state\":\"recognized\"", with: "\"state\":\"failed\"")
        try fixtures.addTapCase("group/broken", files: ["scene.yml"])
    }

    @Test func junitReportsParseBackWithOneTestcasePerCase() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try Self.mixedTree(fixtures)
        let results = try fixtures.check()
        let document = try XMLDocument(xmlString: JUnitReport.xml(results))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "8")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        let testcases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(testcases.count == 8)
        let failing = try #require(testcases.first { $0.attribute(forName: "name")?.stringValue == "fail <&> \"quoted\"" })
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(failure.stringValue?.contains("state: expected \"failed\", actual \"recognized\"") == true)
        let broken = try #require(testcases.first { $0.attribute(forName: "name")?.stringValue == "broken" })
        #expect(broken.attribute(forName: "classname")?.stringValue == fixtures.root + "/group")
        #expect(broken.elements(forName: "error").first?.attribute(forName: "message")?.stringValue?.hasPrefix("missing recording") == true)
    }

    @Test(arguments: 1...5)
    func shardsPartitionTheCases(count: Int) throws {
        let cases = (0..<23).map { CheckCase(name: "case-\(String($0 * 7 % 23))", folder: "", recording: nil, scene: nil, expected: "") }
        let shards = (1...count).map { CheckShard(index: $0, count: count)!.select(cases) }
        let all = shards.flatMap { $0.map(\.name) }
        #expect(all.sorted() == cases.map(\.name).sorted(), "every case in some shard")
        #expect(Set(all).count == all.count, "no case in two shards")
        #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
        #expect(shards.map { CheckShard(index: 1, count: 1)!.select($0).map(\.name) } == shards.map { $0.map(\.name) }, "each shard is sorted")
        let reversed = (1...count).map { CheckShard(index: $0, count: count)!.select(cases.reversed()) }
        #expect(reversed == shards, "assignment does not depend on the order found")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"])
    func malformedShardsAreRejected(text: String) {
        #expect(CheckShard(text) == nil)
    }

    @Test func parallelRunsGiveTheSameResultsInTheSameOrderAsSerialRuns() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try Self.mixedTree(fixtures)
        let serial = try fixtures.check(CheckOptions(jobs: 1))
        for jobs in [2, 4, 16] {
            #expect(try fixtures.check(CheckOptions(jobs: jobs)) == serial)
        }
        #expect(CheckSummary(serial).description == "8 cases: 6 passed, 1 failed, 1 error")
    }

    @Test func theRunnerKeepsCaseOrderWhateverOrderCasesFinishIn() {
        let cases = (0..<40).map { CheckCase(name: "c\($0)", folder: "", recording: "r", scene: "s", expected: "/nonexistent/\($0)") }
        let runner = CheckRunner(options: CheckOptions(jobs: 8)) { checkCase, _ in
            usleep(UInt32.random(in: 0..<2000))
            throw FileError(path: checkCase.name, message: "replayed")
        }
        let results = runner.run(cases)
        #expect(results.map(\.checkCase.name) == cases.map(\.name))
        #expect(results.map(\.outcome) == cases.map { .broken("\($0.name): replayed") })
    }
}
