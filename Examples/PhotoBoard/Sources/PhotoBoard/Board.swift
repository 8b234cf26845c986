import GestureEngine

/// The seed-004 scene as an app builds it: a zoomable scroll view holding an
/// image, under a clear overlay whose two round views follow the finger, and a
/// button that puts everything back.
///
/// The app owns this view tree; the engine only moves it (offsets, zoom,
/// centres). ``fill(for:)`` is all the renderer needs to know about it.
final class Board: ScrollViewDelegate {
    /// What the renderer draws for a view.
    enum Fill {
        /// The photo: the procedural image texture, stretched over the view.
        case photo
        /// A round view of one colour (red, green, blue).
        case disc(UInt8, UInt8, UInt8)
        /// The reset button, lit while it is held.
        case button(highlighted: Bool)
    }

    /// The points of the side of each round view (the seed's 100 pt).
    static let dotSize = 100.0

    let window: Window
    let scroller: ScrollView
    let photo: View
    let blackDot: FollowingView
    let orangeDot: FollowingView
    let resetButton: Control
    private let size: Size

    /// The board for a window of `size` points.
    init(size: Size) throws(ViewHierarchyError) {
        self.size = size
        let whole = Rect(origin: .zero, size: size)
        window = Window(frame: whole)
        scroller = ScrollView(id: "scroller", frame: whole)
        photo = View(id: "photo", frame: whole)
        let overlay = View(id: "overlay", frame: whole)
        overlay.passesTouchesThrough = true
        let dot = Rect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize)
        blackDot = FollowingView(id: "blackDot", frame: dot)
        orangeDot = FollowingView(id: "orangeDot", frame: dot)
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

    /// The image the scroll view zooms.
    func viewForZooming(in scrollView: ScrollView) -> View? { photo }

    /// Everything where it started: zoom 1, offset 0, the orange view at (50, 50)
    /// and the black one at the screen's centre (the seed's places).
    func putBack() {
        scroller.setZoomScale(1)
        scroller.contentOffset = .zero
        blackDot.center = Point(x: size.width / 2, y: size.height / 2)
        orangeDot.center = Point(x: 50 + Self.dotSize / 2, y: 50 + Self.dotSize / 2)
    }

    /// What to draw for `view`; nil for the views that draw nothing (the window, the scroll view, the overlay).
    func fill(for view: View) -> Fill? {
        if view === photo { return .photo }
        if view === blackDot { return .disc(0, 0, 0) }
        if view === orangeDot { return .disc(255, 149, 0) }
        if view === resetButton { return .button(highlighted: resetButton.isHighlighted) }
        return nil
    }
}
