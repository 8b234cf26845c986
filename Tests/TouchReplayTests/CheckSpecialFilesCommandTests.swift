import Foundation
import Testing

/// `touchreplay check` through the built binary on hostile case trees (issue 27, item 3):
/// a FIFO in a case is refused instead of waited on, and symbolic links back up the tree
/// are entered once.
@Suite struct CheckSpecialFilesCommandTests {
    @Test func anExpectedTraceThatIsAFIFOBreaksItsCaseAtOnce() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("fifo", files: ["recording.evemu", "scene.yml"])
        #expect(mkfifo(folder + "/expected.jsonl", 0o600) == 0)
        let run = try BoundedRun.run(["check", fixtures.root], seconds: 60)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\(folder)/expected.jsonl is not a regular file (a device, FIFO or socket)"), "got \(run.standardOutput)")
    }

    @Test func aFIFOExpectedTraceIsRefusedByUpdateToo() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        let folder = try fixtures.addTapCase("fifo", files: ["recording.evemu", "scene.yml"])
        #expect(mkfifo(folder + "/expected.jsonl", 0o600) == 0)
        let run = try BoundedRun.run(["check", fixtures.root, "--update"], seconds: 60)
        #expect(!run.timedOut)
        #expect(run.status == 1)
    }

    @Test func foldersLinkedBackToThemselvesAreEnteredOnce() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("tree/case")
        #expect(symlink(".", fixtures.root + "/tree/again") == 0)
        #expect(symlink("..", fixtures.root + "/tree/up") == 0)
        let run = try BoundedRun.run(["check", fixtures.root + "/tree"], seconds: 60)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("1 case: 1 passed, 0 failed, 0 errors\n"), "got \(run.standardOutput)")
    }
}
