import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// Each invariant `touchreplay fuzz` checks, shown firing on a planted fault
/// (FuzzPlantedFaults.swift; `nothingBoundAfterInput` is FuzzTests' stuck pan).
/// `silentUntilReset` has no planted fault: the engine refuses a recognizer's report after its
/// final state before it reaches the trace (``GestureRecognizer/state``'s legal transitions;
/// it traps in debug builds), so no recognizer kind can break it.
@Suite struct FuzzInvariantFaultTests {
    @Test(arguments: [
        (FuzzPlantedFaults.canvas("[{id: undecided, kind: undecided}]"), FuzzInvariant.touchesEnd,
         ["every began touch ends or is cancelled: touch #", "began on 'canvas' and was neither ended nor cancelled"]),
        (FuzzPlantedFaults.canvas("[{id: pan, kind: pan}, {id: greedy, kind: unpreventablePan}]"), .oneWinner,
         ["one recognizer wins an exclusive touch at most: 'pan' and 'greedy' are both ", " on touch #"]),
        (FuzzPlantedFaults.canvas("[{id: zoom, kind: pinch}, {id: impatient, kind: impatientPan}]"), .failureOrder,
         ["require(toFail:) order holds: 'impatient' went ahead while 'zoom', which it waits for, was possible"]),
        (FuzzPlantedFaults.canvas("[{id: lamp, kind: highlighting}]"), .highlight,
         ["no control stays highlighted without a touch: 'ok' is highlighted with no touch on it"]),
        (FuzzPlantedFaults.scrollScene, .scrollBounds,
         ["scroll offsets stay within content plus the rubber band and come to rest inside it: 'list' is at offset ",
          "past its content by more than the rubber band allows"]),
    ])
    func aPlantedFaultBreaksItsInvariantAndTheFuzzerSaysWhich(_ scene: String, _ invariant: FuzzInvariant, _ fragments: [String]) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = try Scene.load(contentsOf: try ReplayFiles.write(scene, to: "scene.yml", in: folder), kinds: try FuzzPlantedFaults.kinds())
        var fuzzer = Fuzzer(scene: loaded, seed: 34, seconds: 600)
        fuzzer.maximumEpisodes = 500
        let report = try fuzzer.run()
        let violation = try #require(report.violation)
        #expect(violation.invariant == invariant, "\(violation)")
        for fragment in fragments { #expect(violation.description.contains(fragment), "\(violation)") }
        #expect(report.shrunk != nil)
    }
}
