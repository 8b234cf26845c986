import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// Every case in Recordings, lifted into view-targeted steps and placed back on its scene,
/// replays to the same gesture and control lines, states and order (positions aside).
@Suite struct LiftRoundTripTests {
    @Test(arguments: LiftSupport.cases.filter { $0.recording != nil })
    func liftedCaseReplaysToTheSameGestureAndControlLines(_ checkCase: CheckCase) throws {
        let (lifted, scene) = try LiftSupport.lift(checkCase)
        let expected = try LiftSupport.recordedOutcome(checkCase, scene: scene)
        let (actual, problems) = try LiftSupport.replay(lifted.script, on: scene)
        #expect(problems.isEmpty, "\(LiftSupport.name(checkCase)): \(problems)")
        #expect(actual == expected, "\(LiftSupport.name(checkCase))")
    }

    @Test func theCasesAreAllThere() {
        #expect(LiftSupport.cases.count >= 40)
    }
}

/// Lifted cases placed on their scene with every view moved and resized
/// (`LiftSupport.movedAndResized`, the transform docs/synth.md documents) keep their
/// gesture outcome in at least 90 % of the cases; each case that does not is reported
/// with the steps that could not be placed.
@Suite struct LiftMovedSceneTests {
    @Test func liftedCasesKeepTheirOutcomeOnAMovedAndResizedScene() throws {
        var kept: [String] = [], changed: [String] = []
        let cases = LiftSupport.cases.filter { $0.recording != nil }
        var lifted = 0
        for checkCase in cases {
            let (steps, scene) = try LiftSupport.lift(checkCase)
            lifted += 1
            let expected = try LiftSupport.recordedOutcome(checkCase, scene: scene)
            let moved = LiftSupport.movedAndResized(scene)
            let actual: (outcome: [String], problems: [String])
            do {
                actual = try LiftSupport.replay(steps.script, on: moved)
            } catch {
                changed.append("\(LiftSupport.name(checkCase)): \(error)")
                continue
            }
            if actual.outcome == expected {
                kept.append(LiftSupport.name(checkCase))
            } else {
                changed.append("\(LiftSupport.name(checkCase)): outcome changed; steps not placed as written: \(actual.problems)")
            }
        }
        print("lifted cases on the moved scene: \(kept.count) of \(lifted) kept their outcome")
        for line in changed { print("  \(line)") }
        #expect(Double(kept.count) >= 0.9 * Double(lifted), "\(changed.joined(separator: "\n"))")
        #expect(lifted == cases.count)
    }
}
