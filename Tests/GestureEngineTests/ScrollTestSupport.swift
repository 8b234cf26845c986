@testable import GestureEngine
import TouchTime

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A scroll view delegate that logs UIKit's callbacks by name, in order
/// (`didScroll` and `didZoom` only when they differ from the previous entry,
/// so a glide logs one `didScroll`), and can move the target of a release.
final class ScrollLog: ScrollViewDelegate {
    var entries: [String] = []
    var offsets: [Point] = []
    var zoomView: View?
    /// Given the proposed target, the target to glide to instead.
    var retarget: ((Point) -> Point)?
    /// The velocity and target of the last release.
    var release: (velocity: Point, target: Point)?

    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        note("didScroll")
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) { note("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        entries.append("willEndDragging")
        release = (velocity, targetContentOffset)
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { entries.append("didEndScrollingAnimation") }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { entries.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        entries.append("didEndZooming(\(scale))")
    }

    private func note(_ entry: String) {
        if entries.last != entry { entries.append(entry) }
    }
}

/// A harness holding a 320 × 480 scroll view "S" over content `contentHeight`
/// tall, its delegate logging (keep the log: the scroll view holds it weakly).
func scrollingList(contentHeight: Double) -> (GestureHarness, ScrollView, ScrollLog) {
    let h = GestureHarness()
    let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    s.contentSize = Size(width: 320, height: contentHeight)
    let log = ScrollLog()
    s.delegate = log
    h.add(s)
    return (h, s, log)
}

/// A harness holding a 320 × 480 scroll view "S" that zooms a view "image" of
/// its size between `minimum` and `maximum`, its delegate logging (keep the log).
func zoomableImage(minimum: Double = 1, maximum: Double) -> (GestureHarness, ScrollView, View, ScrollLog) {
    let h = GestureHarness()
    let s = ScrollView(id: "S", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let image = View(id: "image", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    try! s.addSubview(image)
    s.contentSize = Size(width: 320, height: 480)
    let log = ScrollLog()
    log.zoomView = image
    s.delegate = log
    s.minimumZoomScale = minimum
    s.maximumZoomScale = maximum
    h.add(s)
    return (h, s, image, log)
}

/// A 320 × 480 list: a vertical scroll view "L" over content 4000 pt tall
/// holding rows "row0"… of 60 pt, each with a tap recognizer "tap0"…
struct ListFixture {
    let harness = GestureHarness()
    let list = ScrollView(id: "L", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let log = ScrollLog()
    var rows: [GestureRecordingView] = []

    init(contentHeight: Double = 4000) {
        list.contentSize = Size(width: 320, height: contentHeight)
        list.delegate = log
        let content = View(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: contentHeight))
        var index = 0
        while Double(index) * 60 < contentHeight {
            let row = GestureRecordingView(id: "row\(index)", frame: Rect(x: 0, y: Double(index) * 60, width: 320, height: 60))
            row.addGestureRecognizer(TapGestureRecognizer(id: "tap\(index)"))
            try! content.addSubview(row)
            rows.append(row)
            index += 1
        }
        try! list.addSubview(content)
        harness.add(list)
    }

    /// A one-finger vertical flick from y `from` to y `to` at x 160, moving for `duration` seconds from `start`, then lifted.
    @discardableResult
    func flick(from: Double, to: Double, start: Timestamp = 0, duration: Double = 0.1, steps: Int = 8) throws -> Timestamp {
        let g = try harness.startGesture(at: pt(160, from), time: start)
        let frame = duration / Double(steps)
        try g.drag(to: pt(160, to), duration: duration, steps: steps)
        try g.up(at: start + duration + frame / 2)
        return start + duration + frame / 2
    }
}
