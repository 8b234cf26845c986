import Testing
import TouchReplayTesting
import TouchTime
@testable import GestureEngine

/// A pan's translation when fingers come and go (UIPanGestureRecognizer:
/// translation(in:) is "the translation of the pan gesture", the motion of the
/// fingers; a finger lifting or landing without moving is not motion).
@Suite struct ConformancePanFingerChangeTests {
    /// A two-finger pan dragged 60 pt down, then left at rest.
    private func twoFingersPannedAndResting() throws -> (GestureHarness, PanGestureRecognizer, TestFinger, TestFinger) {
        let (h, v) = GestureHarness.withFullScreenView()
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        let a = try h.startGesture(at: pt(100, 100), time: 0)
        let b = try h.startGesture(at: pt(200, 100), time: 0.01)
        try h.drag([(a, pt(100, 160)), (b, pt(200, 160))], from: 0.02, to: 0.12, steps: 6)
        #expect(pan.translation(in: nil) == pt(0, 60))
        return (h, pan, a, b)
    }

    @Test("UIPanGestureRecognizer translation(in:): a finger lifting at rest does not move the translation")
    func liftingAFingerAtRestKeepsTheTranslation() throws {
        let (h, pan, a, b) = try twoFingersPannedAndResting()
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        // The resting finger is reported again in the lift's frame, as many devices do.
        h.window.send(TouchFrame(time: 0.2, samples: [
            TouchSample(id: a.id, phase: .moved, location: a.location),
            TouchSample(id: b.id, phase: .ended, location: b.location),
        ]))
        #expect(pan.translation(in: nil) == pt(0, 60))
        try a.moveTo(pt(100, 170), at: 0.25)
        #expect(pan.translation(in: nil) == pt(0, 70))
        try a.up(at: 0.3)
        #expect(translations == [pt(0, 70), pt(0, 70)])
        #expect(h.recorder.states(of: "pan").suffix(2) == [.changed, .ended])
    }

    @Test("UIPanGestureRecognizer translation(in:): a finger lifting while the other moves counts only the motion")
    func liftingWhileTheOtherMovesCountsOnlyMotion() throws {
        let (h, pan, a, b) = try twoFingersPannedAndResting()
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        h.window.send(TouchFrame(time: 0.2, samples: [
            TouchSample(id: a.id, phase: .moved, location: pt(100, 170)),
            TouchSample(id: b.id, phase: .ended, location: b.location),
        ]))
        // Both fingers were members when the move came: the centroid moved by half of a's 10 pt.
        #expect(translations == [pt(0, 65)])
        #expect(pan.translation(in: nil) == pt(0, 65))
    }

    @Test("UIPanGestureRecognizer translation(in:): a finger landing at rest does not move the translation")
    func landingAFingerKeepsTheTranslation() throws {
        let (h, pan, a, b) = try twoFingersPannedAndResting()
        let c = try h.startGesture(at: pt(300, 400), time: 0.2)
        #expect(pan.translation(in: nil) == pt(0, 60))
        try h.move([(a, pt(100, 163)), (b, pt(200, 163)), (c, pt(300, 403))], at: 0.25)
        #expect(pan.translation(in: nil) == pt(0, 63))
    }
}
