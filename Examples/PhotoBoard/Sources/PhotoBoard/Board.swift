import GestureEngine
import TouchReplay

/// The seed-004 scene as an app builds it: a zoomable scroll view holding an
/// image, under a clear overlay whose two round views follow the finger, and a
/// button that puts everything back. The app owns this view tree; the engine
/// only moves it (offsets, zoom, centres).
final class Board: ScrollViewDelegate {
    /// The points of the side of each round view (the seed's 100 pt).
    static let dotSize = 100.0

    let window: Window
    let scroller: ScrollView
    let photo: View
    let blackDot = Board.dot(id: "blackDot")
    let orangeDot = Board.dot(id: "orangeDot")
    let resetButton: Control

    /// The board for a window of `size` points.
    init(size: Size) throws(ViewHierarchyError) {
        let whole = Rect(origin: .zero, size: size)
        window = Window(frame: whole)
        scroller = ScrollView(id: "scroller", frame: whole)
        photo = View(id: "photo", frame: whole)
        let overlay = View(id: "overlay", frame: whole)
        overlay.passesTouchesThrough = true
        resetButton = Control(id: "reset", frame: Rect(x: size.width - 104, y: size.height - 64, width: 88, height: 48))
        scroller.contentSize = size
        scroller.minimumZoomScale = 1
        scroller.maximumZoomScale = 3
        scroller.delegate = self
        try scroller.addSubview(photo)
        try overlay.addSubview(blackDot)
        try overlay.addSubview(orangeDot)
        try window.addSubview(scroller)
        try window.addSubview(overlay)
        try window.addSubview(resetButton)
        resetButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.putBack() }
        putBack()
    }

    /// A round view that follows the finger dragging it (the seed's `follow` handling), and
    /// lets touches on its transparent corners through to the views beneath.
    private static func dot(id: String) -> TouchHandlingView {
        let dot = TouchHandlingView(id: id, frame: Rect(x: 0, y: 0, width: dotSize, height: dotSize), handling: .follow)
        dot.drawing = Drawing([Drawing.Fill(.ellipse(dot.bounds))])
        dot.passesTouchesThroughTransparency = true
        dot.transparencyThreshold = 0.5
        return dot
    }

    /// The image the scroll view zooms.
    func viewForZooming(in scrollView: ScrollView) -> View? { photo }

    /// Everything where it started: zoom 1, offset 0, the orange view at (50, 50)
    /// and the black one at the screen's centre (the seed's places).
    func putBack() {
        scroller.zoomScale = 1
        scroller.contentOffset = .zero
        blackDot.center = Point(x: window.bounds.midX, y: window.bounds.midY)
        orangeDot.center = Point(x: 50 + Self.dotSize / 2, y: 50 + Self.dotSize / 2)
    }
}
