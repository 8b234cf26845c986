import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// The project's own cases can be rebuilt and say what they check.
@Suite struct CasesReproducibleTests {
    static let synthFolders: [String] = {
        let root = CheckFixtures.packageRoot + "/Recordings/synth"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().map { root + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0 + "/script.yml") }
    }()

    @Test func thereAreAtLeastTwelveSynthesizedCases() {
        #expect(Self.synthFolders.count >= 12)
    }

    @Test(arguments: synthFolders)
    func eachSynthesizedRecordingIsWhatItsScriptMakes(folder: String) throws {
        let script = try SynthScript.load(path: folder + "/script.yml")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("regen-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try script.writeRecording(to: output, path: folder + "/script.yml")
        let committed = try #require(FileManager.default.contents(atPath: folder + "/recording.evemu"))
        #expect(FileManager.default.contents(atPath: output) == committed, "run Recordings/regenerate.sh")
    }

    @Test func everySceneSaysWhatMustHappen() throws {
        let cases = try CaseDiscovery.discover(paths: [CheckFixtures.packageRoot + "/Recordings"])
        #expect(cases.count >= 20)
        for checkCase in cases {
            let scene = try String(contentsOfFile: try #require(checkCase.scene), encoding: .utf8)
            #expect(scene.contains("# Must happen"), "\(checkCase.name)")
        }
    }
}
