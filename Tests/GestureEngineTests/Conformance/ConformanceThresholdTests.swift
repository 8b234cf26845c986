import Testing
@testable import GestureEngine
import TouchTime

/// UIKit's thresholds (issue 23, item 2). Apple publishes none of these; the
/// pan's 10 pt is what UI tests that pass against real UIKit measure: Google
/// EarlGrey, GREYPathGestureUtils.m, `kGREYScrollDetectionLength = 10` ("the
/// minimum 10 points of scroll that is required for any scroll to be
/// detected"), whose scroll actions add those 10 pt to every path and then
/// assert exact content offsets. Pinch and rotation use the same figure (our
/// decision, docs/gestures.md).
@Suite struct ConformanceThresholdTests {
    /// A one-finger drag on a list, 1 pt per report at 20 pt/s (too slow to glide), `distance` upwards.
    private func slowDrag(_ f: ListFixture, distance: Int) throws {
        let g = try f.harness.startGesture(at: pt(160, 400), time: 0)
        for step in 1...distance { try g.moveTo(pt(160, 400 - Double(step)), at: Timestamp(seconds: Double(step) * 0.05)) }
        try g.up(at: Timestamp(seconds: Double(distance) * 0.05 + 0.3))
        try f.harness.pump(to: Timestamp(seconds: Double(distance) * 0.05 + 2))
    }

    @Test("EarlGrey kGREYScrollDetectionLength: the pan's and the scroll view's hysteresis is 10 pt, the pinch's and rotation's too (our decision)")
    func defaultsAreUIKits() {
        #expect(GestureDefaults.panMinimumMovement == 10)
        #expect(PanGestureRecognizer(id: "p").minimumMovement == 10)
        #expect(ScrollView(id: "S").panGestureRecognizer.minimumMovement == 10)
        #expect(GestureDefaults.pinchMinimumSpanChange == 10 && GestureDefaults.rotationMinimumArc == 10)
    }

    @Test("EarlGrey kGREYScrollDetectionLength: a pan does not begin after 9 pt and begins at 10 pt")
    func panBeginsAtTenPoints() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        let g = try h.startGesture(at: pt(100, 100), time: 0)
        try g.moveTo(pt(100, 109), at: 0.02)
        #expect(h.recorder.states(of: "pan").isEmpty)
        try g.moveTo(pt(100, 110), at: 0.04)
        #expect(h.recorder.states(of: "pan") == [.began])
    }

    @Test("EarlGrey scroll tests: a scroll view scrolls exactly the drag minus 10 pt (3–7 pt on drags of 13–17 pt)", arguments: [13, 15, 17])
    func scrollViewScrollsDragMinusTen(distance: Int) throws {
        let f = ListFixture()
        try slowDrag(f, distance: distance)
        #expect(f.list.contentOffset.y == Double(distance - 10))
    }

    @Test("EarlGrey kGREYScrollDetectionLength: a drag of 9 pt does not scroll: the scroll view's pan never begins")
    func nineSlowPointsDoNotScroll() throws {
        let f = ListFixture()
        try slowDrag(f, distance: 9)
        #expect(f.list.contentOffset == .zero)
        #expect(f.harness.recorder.states(of: "L.pan") == [.failed])
    }

    @Test("UIPinchGestureRecognizer: a pinch begins once the span changed by 10 pt, not before")
    func pinchBeginsAtTenPoints() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(PinchGestureRecognizer(id: "pinch"))
        let a = try h.startGesture(at: pt(100, 240), time: 0)
        let b = try h.startGesture(at: pt(200, 240), time: 0)
        try h.move([(a, pt(96, 240)), (b, pt(204, 240))], at: 0.02)
        try h.move([(a, pt(95.5, 240)), (b, pt(204.5, 240))], at: 0.04)
        #expect(h.recorder.states(of: "pinch").isEmpty)
        try h.move([(a, pt(95, 240)), (b, pt(205, 240))], at: 0.06)
        #expect(h.recorder.states(of: "pinch") == [.began])
    }

    @Test("UIRotationGestureRecognizer: a rotation begins once the fingers travelled 10 pt on their circle, not before")
    func rotationBeginsAtTenPointsOfArc() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        v.addGestureRecognizer(RotationGestureRecognizer(id: "rotation"))
        // Fingers 100 pt apart: 10 pt of arc is 0.2 rad.
        let a = try h.startGesture(at: pt(110, 240), time: 0)
        let b = try h.startGesture(at: pt(210, 240), time: 0)
        func turn(_ angle: Double, at time: Timestamp) throws {
            let c = Math.cos(angle) * 50, s = Math.sin(angle) * 50
            try h.move([(a, pt(160 - c, 240 - s)), (b, pt(160 + c, 240 + s))], at: time)
        }
        try turn(0.1, at: 0.02)
        try turn(0.19, at: 0.04)
        #expect(h.recorder.states(of: "rotation").isEmpty)
        try turn(0.201, at: 0.06)
        #expect(h.recorder.states(of: "rotation") == [.began])
    }
}
