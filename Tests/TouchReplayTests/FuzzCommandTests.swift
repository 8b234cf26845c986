import Foundation
import Testing
import TouchReplay

/// `touchreplay fuzz -o` from the command line with a violation. A shipped build cannot load
/// the test-registered planted faults (FuzzPlantedFaults.swift), but a scene can break
/// `scrollBounds` by itself: a scroll view set out past its content rests there, touched or not,
/// as UIKit's would; the fuzzer reports it like any violation, shrunk to no touch at all.
@Suite struct FuzzCommandTests {
    static let outOfBounds = FuzzPlantedFaults.scene("""
            - id: list
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [800, 1600], contentOffset: [0, 3000]}

        """)

    @Test func aViolationFromTheCommandLineIsWrittenAsACheckCaseAndExitsOne() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write(Self.outOfBounds, to: "scene.yml", in: folder)
        let output = folder + "/case"
        let run = try ReplayFiles.run(["fuzz", "--scene", scene, "--seed", "3", "--episodes", "50", "-o", output])
        #expect(run.status == 1)
        #expect(run.standardOutput == "fuzz: seed 3\n")
        let statement = "scroll offsets stay within content plus the rubber band and come to rest inside it: 'list' came to rest at offset (0.0, 3000.0), outside its content"
        #expect(run.standardError.hasPrefix("touchreplay: fuzz --seed 3 --episodes 1: t="), "\(run.standardError)")
        #expect(run.standardError.hasSuffix(" s: \(statement); shrunk to 0 frames: \(output)\n"), "\(run.standardError)")
        // The case: the scene headed with the seed and the violation, and the shrunk recording, which check replays.
        let written = try String(contentsOfFile: output + "/scene.yml", encoding: .utf8)
        #expect(written.hasPrefix("# touchreplay fuzz --seed 3 found: t="))
        #expect(written.contains(statement))
        #expect(written.hasSuffix(Self.outOfBounds))
        #expect(FileManager.default.fileExists(atPath: output + "/recording.evemu"))
        let check = try ReplayFiles.run(["check", output])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("missing expected.jsonl"), "\(check.standardOutput)")
    }

    @Test func fuzzNeverWritesItsCaseOverTheSceneFromTheCommandLine() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try ReplayFiles.write(Self.outOfBounds, to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["fuzz", "--scene", scene, "--seed", "3", "--episodes", "50", "-o", folder])
        #expect(run.status == 1)
        #expect(run.standardError.contains("also an input"), "\(run.standardError)")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.outOfBounds)
        #expect(!FileManager.default.fileExists(atPath: folder + "/recording.evemu"))
    }
}
