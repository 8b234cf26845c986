import Testing
import TouchTime
@testable import GestureEngine

/// What `location(in:)` means for discrete gestures (UIGestureRecognizer
/// location(in:): "For objects of the UISwipeGestureRecognizer and
/// UITapGestureRecognizer classes, the location returned by this method has a
/// significance special to the gesture").
@Suite struct ConformanceGestureLocationTests {
    @Test("UITapGestureRecognizer: with several taps, location(in:) is the first tap's location")
    func multiTapLocationIsTheFirstTaps() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        var located: [Point] = []
        double.addTarget { located.append($0.location(in: nil)) }
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        try h.startGesture(at: pt(140, 130), time: 0.15).up(at: 0.2)
        #expect(h.recorder.states(of: "double") == [.ended])
        #expect(located == [pt(100, 100)])
        #expect(h.recorder.lines.contains("0.2 double ended location=(100, 100) touches=1 taps=2"))
    }

    @Test("UITapGestureRecognizer: location(in:) converts the tap's location into the view asked")
    func tapLocationInAView() throws {
        let h = GestureHarness()
        let v = View(id: "V", frame: Rect(x: 50, y: 60, width: 200, height: 200))
        h.add(v)
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        var located: [Point] = []
        tap.addTarget { located.append($0.location(in: v)) }
        try h.startGesture(at: pt(100, 100), time: 0).up(at: 0.05)
        #expect(located == [pt(50, 40)])
    }

    @Test("UISwipeGestureRecognizer: location(in:) is where the swipe began")
    func swipeLocationIsWhereItBegan() throws {
        let (h, v) = GestureHarness.withFullScreenView()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        v.addGestureRecognizer(swipe)
        var located: [Point] = []
        swipe.addTarget { located.append($0.location(in: nil)) }
        let finger = try h.startGesture(at: pt(50, 200), time: 0)
        try finger.tester.drag([(finger, pt(200, 205))], from: 0.016, to: 0.1, steps: 6)
        try finger.up(at: 0.12)
        #expect(h.recorder.states(of: "swipe") == [.ended])
        #expect(located == [pt(50, 200)])
    }
}
