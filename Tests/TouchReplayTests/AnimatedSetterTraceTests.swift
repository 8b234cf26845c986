import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting

/// The animated setters show in the trace as a glide does: one `view` line
/// per display frame (1/60 s apart), the scroll phase `animating` then `rest`
/// for a scroll view, the drawn `value` for a slider or a switch
/// (docs/trace-format.md; Apple's pages are cited in ConformanceProgrammaticScrollTests
/// and ConformanceAnimatedValueTests).
@Suite struct AnimatedSetterTraceTests {
    /// The `view` lines of `id` in `tester`'s trace.
    static func viewLines(_ tester: GestureTester, _ id: String) -> [TraceLine] {
        tester.trace.filter { $0.type == "view" && $0["view"]?.string == id }
    }

    @Test func anAnimatedSliderWritesADrawnValueLinePerDisplayFrame() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let slider = Slider(id: "brightness", frame: Rect(x: 20, y: 100, width: 231, height: 31))
        try window.addSubview(slider)
        let tester = GestureTester(window: window)
        slider.setValue(0.8, animated: true)
        try tester.settle()
        let lines = Self.viewLines(tester, "brightness")
        let values = lines.compactMap { $0["value"]?.number }
        #expect(lines.count > 5 && values.count == lines.count)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "the thumb moves one way: \(values)")
        #expect(values.last == 0.8)
        let times = lines.compactMap { $0["t"]?.number }
        #expect(times.first.map { abs($0 - 1.0 / 60) < 1e-6 } == true, "the first display frame: \(times)")
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-5 })
        #expect(!tester.trace.contains { $0.type == "control" }, "setting a value sends nothing")
    }

    @Test func anAnimatedSwitchWritesItsKnobFromOffToOn() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let toggle = Switch(id: "wifi", frame: Rect(x: 20, y: 100, width: 51, height: 31))
        try window.addSubview(toggle)
        let tester = GestureTester(window: window)
        toggle.setOn(true, animated: true)
        try tester.settle()
        let values = Self.viewLines(tester, "wifi").compactMap { $0["value"]?.number }
        #expect(values.count > 3 && values.first.map { $0 > 0 && $0 < 1 } == true && values.last == 1, "\(values)")
    }

    @Test func anAnimatedZoomAndScrollShowPhaseAnimatingThenRest() throws {
        final class Zooming: ScrollViewDelegate {
            let image: View
            init(_ image: View) { self.image = image }
            func viewForZooming(in scrollView: ScrollView) -> View? { image }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let photo = ScrollView(id: "photo", frame: window.bounds)
        let image = View(id: "image", frame: window.bounds)
        try photo.addSubview(image)
        photo.contentSize = window.bounds.size
        photo.maximumZoomScale = 3
        let zooming = Zooming(image)
        photo.delegate = zooming
        try window.addSubview(photo)
        let tester = GestureTester(window: window)
        photo.zoom(to: Rect(x: 80, y: 120, width: 160, height: 240), animated: true)
        try tester.settle()
        let lines = Self.viewLines(tester, "photo")
        #expect(lines.first?["scroll"]?.string == "animating" && lines.last?["scroll"]?.string == "rest")
        #expect(lines.count > 5 && lines.last?["zoomScale"]?.number == 2 && lines.last?["contentOffset"] == [160, 240])
        photo.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 10), animated: true)
        try tester.settle()
        let scrolled = Self.viewLines(tester, "photo").dropFirst(lines.count)
        #expect(scrolled.first?["scroll"]?.string == "animating" && scrolled.last?["contentOffset"] == [0, 430], "the rect at (0, 900) brought in: left edge, bottom edge")
        withExtendedLifetime(zooming) {}
    }
}
