import Foundation
import Testing
import GestureEngine
@testable import TouchReplay
import TouchReplayTools

/// Scene files written to break the loader, given to the built binary: each
/// gives one line naming the file (and position), never a crash, a hang or
/// unbounded memory (issue 12).
@Suite struct HostileSceneTests {
    static let recording = ReplayFiles.packageRoot + "/Recordings/synth/tap/recording.evemu"

    /// Runs `replay` of the tap recording against `scene` and expects exit 1 and `message` alone on stderr.
    static func expectRefused(_ scene: String, _ message: String) throws {
        let run = try ReplayFiles.run(["replay", recording, "--scene", scene])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "touchreplay: \(message)\n")
    }

    /// A JSON scene whose root has `depth` views nested one in the next.
    static func nestedScene(depth: Int) -> String {
        let open = (0..<depth).map { #"{"id":"v\#($0)","frame":[0,0,10,10],"subviews":["# }.joined()
        return #"{"screen":{"size":[800,480]},"root":"# + open + #"{"id":"leaf","frame":[0,0,1,1]}"# + String(repeating: "]}", count: depth) + "}"
    }

    @Test func aDeviceIsRefusedBeforeAnythingIsRead() throws {
        try Self.expectRefused("/dev/zero", "/dev/zero: cannot read: not a regular file (a device, FIFO or socket)")
        try Self.expectRefused("/dev/urandom", "/dev/urandom: cannot read: not a regular file (a device, FIFO or socket)")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/scene.yml"
        #expect(mkfifo(fifo, 0o600) == 0)
        try Self.expectRefused(fifo, "\(fifo): cannot read: not a regular file (a device, FIFO or socket)")
    }

    @Test func aFileLargerThanTheCapIsRefusedUnread() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2 GB but sparse: the refusal must come from its size, not from reading it.
        let path = try ReplayFiles.write("", to: "scene.yml", in: folder)
        #expect(truncate(path, 2 << 30) == 0)
        try Self.expectRefused(path, "\(path): cannot read: larger than 16 MiB, the limit for scenes and scripts")
        #expect(TextFile.maximumSize == 16 << 20)
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorWithItsKeyPath() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 5,000 levels: the composer and the decoder recursed once a level and crashed (SIGSEGV).
        let text = Self.nestedScene(depth: 5_000)
        let path = try ReplayFiles.write(text, to: "deep.json", in: folder)
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", path])
        #expect(run.status == 1)
        // View v127's mapping is at depth 256 (the file's mapping, then 2 levels a view): its frame list is one too deep.
        let keyPath = "root" + String(repeating: ".subviews[0]", count: 127) + ".frame"
        let column = try #require(text.range(of: #"{"id":"v127","frame":["#)).upperBound.utf16Offset(in: text)
        #expect(run.standardError == "touchreplay: \(path):1:\(column): \(keyPath): nested deeper than 256 levels of mappings and lists, the most a scene or script may have\n")
    }

    @Test func anAliasIsRefusedAtItsPositionSinceAChainOfThemNestsViewsPastTheLimit() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "screen: {size: [800, 480]}\nroot:\n  id: root\n  subviews:\n    - &a {id: a, frame: [0, 0, 10, 10]}\n    - *a\n"
        let path = try ReplayFiles.write(text, to: "alias.yml", in: folder)
        try Self.expectRefused(path, "\(path):6:7: root.subviews[1]: aliases (*name) are not supported in a scene or script; write the node out where it is used")
        // 12 chains of 100 views, each ending in an alias of the one before: 1,200 levels of views
        // from 200 levels of text. Composed, they crashed decoding (SIGSEGV).
        var chains = ""
        for chain in 0..<12 {
            var view = chain == 0 ? "" : "*a\(chain - 1)"
            for level in 0..<100 {
                let anchor = level == 99 ? "&a\(chain) " : ""
                view = "\(anchor){id: c\(chain)v\(level), frame: [0, 0, 10, 10], subviews: [\(view)]}"
            }
            chains += "    - " + view + "\n"
        }
        let chainPath = try ReplayFiles.write("screen: {size: [800, 480]}\nroot:\n  id: root\n  subviews:\n" + chains, to: "chain.yml", in: folder)
        let run = try ReplayFiles.run(["replay", Self.recording, "--scene", chainPath])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("touchreplay: \(chainPath):6:"))
        #expect(run.standardError.hasSuffix(": aliases (*name) are not supported in a scene or script; write the node out where it is used\n"))
    }

    @Test func nestingWithinTheLimitLoads() throws {
        let scene = try Scene.parse(Self.nestedScene(depth: 126), file: "ok.json")
        var depth = 0
        var view = scene.root
        while let child = view.subviews.first {
            depth += 1
            view = child
        }
        #expect(depth == 126)
        #expect(view.id == "leaf")
    }

    @Test func aViewsLocationLinksToItsParentsKeyPathInsteadOfCopyingIt() throws {
        // Each node's path used to be joined as text when the node was reached: quadratic in depth.
        let scene = try Scene.parse(Self.nestedScene(depth: 3), file: "three.json")
        let child = try #require(scene.root.subviews.first)
        #expect(child.location.path == "root.subviews[0]")
        let link = child.location.keyPath
        #expect(link.parent?.parent === scene.root.location.keyPath)
    }

    @Test func aMaskWhoseSizeOverflowsIsAnErrorAtTheMask() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try ReplayFiles.write("""
            screen: {size: [800, 480]}
            root:
              id: root
              subviews:
                - id: m
                  frame: [0, 0, 10, 10]
                  drawingMask: {width: 4294967296, height: 4294967296, values: [1]}
            """, to: "scene.yml", in: folder)
        try Self.expectRefused(path, "\(path):7:20: root.subviews[0].drawingMask: a 4294967296 × 4294967296 mask has more values than a list can hold")
    }

    @Test func numbersTooLargeToComputeWithAreRefused() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 1e308 is finite, but the frames computed from it were not: `null` appeared in the trace.
        let path = try ReplayFiles.write("""
            screen: {size: [800, 480]}
            root:
              id: root
              subviews:
                - {id: big, frame: [0, 0, 1e308, 1e308], gestures: [{id: drag, kind: pan, action: move}]}
            """, to: "scene.yml", in: folder)
        try Self.expectRefused(path, "\(path):5:31: root.subviews[0].frame[2]: numbers in a scene are between -1000000000 and 1000000000, got 1e308")
    }
}

/// Found by the scene fuzzer (LeakSanitizer): engine objects built from a scene are freed.
@Suite struct SceneWindowLifetimeTests {
    @Test(arguments: ["{id: drag, kind: pan, action: move}", "{id: zoom, kind: pinch, action: scale}", "{id: turn, kind: rotation, action: rotate}"])
    func aWindowWithGestureActionsIsFreedWhenReleased(gesture: String) throws {
        let scene = try Scene.parse("screen: {size: [320, 240]}\nroot: {id: root, gestures: [\(gesture)]}\n", file: "s.yml")
        weak var root: GestureEngine.View?
        do {
            let built = scene.makeHierarchy()
            root = built.window.subviews.first
            #expect(root != nil)
        }
        #expect(root == nil, "the action's closure kept its view (and with it the window) alive")
    }
}

/// The other YAML files TouchReplay reads, synth scripts and `case.yml`, get the scene's limits.
@Suite struct HostileYAMLFileTests {
    static let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n"

    @Test func aDeeplyNestedSynthScriptIsAnErrorNotACrash() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try ReplayFiles.write("gestures: " + Self.deep, to: "deep.yml", in: folder)
        let run = try ReplayFiles.run(["synth", script, "-o", folder + "/out.evemu"])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(script):1:266: gestures\(String(repeating: "[0]", count: 255)): nested deeper than 256 levels of mappings and lists, the most a scene or script may have\n")
    }

    @Test func anAliasInASynthScriptOrCaseFileIsRefusedAtItsPositionAsInAScene() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try ReplayFiles.write("gestures:\n  - tap: &p [10, 10]\n  - tap: *p\n", to: "alias.yml", in: folder)
        let run = try ReplayFiles.run(["synth", script, "-o", folder + "/out.evemu"])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: \(script):3:10: gestures[1].tap: aliases (*name) are not supported in a scene or script; write the node out where it is used\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.evemu"))

        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("alias", files: ["scene.yml", "expected.jsonl"])
        try fixtures.write("alias/case.yml", "recording: &r a.evemu\ndescription: *r\n")
        let check = try ReplayFiles.run(["check", fixtures.root])
        #expect(check.status == 1)
        #expect(check.standardOutput.hasPrefix("ERROR \(fixtures.root)/alias: \(fixtures.root)/alias/case.yml:2:14: description: aliases (*name) are not supported"))
    }

    @Test func aSynthScriptReadsNumbersAsScenesDoSoAQuotedNumberIsText() throws {
        let message: String
        do {
            _ = try SynthScript.parse(yaml: "rate: '500'\ngestures: []\n", path: "s.yml")
            message = "no error"
        } catch {
            message = error.description
        }
        #expect(message == "s.yml:1:7: rate must be a number")
        #expect(try SynthScript.parse(yaml: "rate: 5e2\ngestures: []\n", path: "s.yml").rate == 500)
    }

    @Test func aSynthScriptThatIsADeviceIsRefused() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ReplayFiles.run(["synth", "/dev/zero", "-o", folder + "/out.evemu"])
        #expect(run.status == 1)
        #expect(run.standardError == "touchreplay: /dev/zero: cannot read: not a regular file (a device, FIFO or socket)\n")
    }

    @Test func aDeeplyNestedCaseFileIsThatCasesError() throws {
        let fixtures = try CheckFixtures()
        defer { fixtures.remove() }
        try fixtures.addTapCase("deep", files: ["scene.yml", "expected.jsonl"])
        try fixtures.write("deep/case.yml", "recording: " + Self.deep)
        let run = try ReplayFiles.run(["check", fixtures.root])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("ERROR \(fixtures.root)/deep: \(fixtures.root)/deep/case.yml:1:"))
        #expect(run.standardOutput.contains("nested deeper than 256 levels"))
    }
}
