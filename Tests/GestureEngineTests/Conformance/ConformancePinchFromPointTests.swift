import Testing
import TouchReplayTesting
@testable import GestureEngine

/// Two fingers landing (almost) on one spot and spreading (issue 23, item 4):
/// UIKit recognizes the pinch and the view grows (XCUIElement
/// `pinch(withScale:velocity:)` and EarlGrey's pinch actions start their
/// fingers close together). No degenerate span or angle may make a value
/// jump: scale and angle are measured from the first span of at least
/// `GestureDefaults.minimumMeasurableSpan` (10 pt; our decision, docs/gestures.md).
@Suite struct ConformancePinchFromPointTests {
    /// Two fingers down at (160, 240) ± `offset` and spread horizontally to ± `to` in 10 frames.
    private func spread(_ h: GestureHarness, offset: Double, to: Double) throws -> (TestFinger, TestFinger) {
        let a = try h.startGesture(at: pt(160 - offset, 240), time: 0)
        let b = try h.startGesture(at: pt(160 + offset, 240), time: 0)
        try h.drag([(a, pt(160 - to, 240)), (b, pt(160 + to, 240))], from: 0.02, to: 0.2, steps: 10)
        return (a, b)
    }

    @Test("UIPinchGestureRecognizer: fingers landing on one spot and spreading are recognized as a pinch whose scale grows")
    func pinchFromOnePointIsRecognized() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        var scales: [Double] = []
        pinch.addTarget { scales.append($0.scale) }
        v.addGestureRecognizer(pinch)
        let (a, b) = try spread(h, offset: 0, to: 100)
        try h.up([a, b], at: 0.22)
        #expect(h.recorder.states(of: "pinch").first == .began)
        #expect(h.recorder.states(of: "pinch").last == .ended)
        #expect(scales.count >= 5 && scales == scales.sorted())
        #expect(scales.allSatisfy { $0.isFinite && $0 >= 1 })
    }

    @Test("Our decision: the scale is measured from the first span of at least 10 pt, so it is the span over that span")
    func scaleIsMeasuredFromTheFirstMeasurableSpan() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(pinch)
        // Spans 0, 20, 40 … 200: the first measurable span is 20.
        _ = try spread(h, offset: 0, to: 100)
        #expect(isClose(pinch.scale, 200.0 / 20.0, 1e-9))
    }

    @Test("UIRotationGestureRecognizer: fingers spreading from one spot along a line do not rotate (no jump of the angle)")
    func rotationDoesNotJumpFromOnePoint() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let rotation = RotationGestureRecognizer(id: "rotation")
        v.addGestureRecognizer(rotation)
        // Landing 0.5 pt apart on a diagonal (45°), spreading horizontally: the
        // angle is measured from the first span of 10 pt (about −0.02 rad), so
        // the rotation is that small real turn, not the 0.79 rad jump of the
        // degenerate 45° line.
        let a = try h.startGesture(at: pt(160, 240.5), time: 0)
        let b = try h.startGesture(at: pt(160.5, 240), time: 0)
        try h.drag([(a, pt(60, 240)), (b, pt(260, 240))], from: 0.02, to: 0.2, steps: 10)
        #expect(h.recorder.states(of: "rotation").isEmpty)
        #expect(abs(rotation.rotation) < 0.05)
    }

    @Test("UIPinchGestureRecognizer with a rotation on the same view: spreading from one spot is the pinch's, not a rotation's")
    func pinchWinsOverRotationFromOnePoint() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(RotationGestureRecognizer(id: "rotation"))
        v.addGestureRecognizer(pinch)
        let (a, b) = try spread(h, offset: 0.4, to: 100)
        try h.up([a, b], at: 0.22)
        #expect(h.recorder.states(of: "pinch") .first == .began)
        #expect(h.recorder.states(of: "rotation") == [.failed])
    }

    @Test("Handling pinch gestures (Apple): a view scaled by the pinch from one spot grows")
    func viewScaledFromOnePointGrows() throws {
        let h = GestureHarness()
        let card = View(id: "card", frame: Rect(x: 110, y: 190, width: 100, height: 100))
        h.add(card)
        let pinch = PinchGestureRecognizer(id: "pinch")
        pinch.addTarget { pinch in
            card.transform = card.transform.concatenating(AffineTransform(scaleX: pinch.scale, y: pinch.scale))
            pinch.scale = 1
        }
        card.addGestureRecognizer(pinch)
        let (a, b) = try spread(h, offset: 0, to: 45)
        try h.up([a, b], at: 0.22)
        #expect(card.frame.width > 150)
    }
}
