import GestureEngine
import TouchReplay

/// A scene that draws a window built in Swift: each view's id, frame,
/// visibility and scroll content, so that the HTML viewer can show a trace
/// made on it. It is a picture only: recognizers, touch handling and
/// hit-test customisations are not described.
enum WindowSketch {
    /// The file name the sketch's scene reports.
    static let file = "<window built in Swift>"

    /// The sketch of `window` as it is now.
    static func scene(of window: Window) -> Scene {
        var root = ViewDescription(id: window.id, frame: window.bounds, location: location)
        root.subviews = window.subviews.map(describe)
        return Scene(file: file, screen: ScreenDescription(size: window.bounds.size), root: root)
    }

    private static let location = SceneLocation(line: 1, column: 1, path: "root")

    private static func describe(_ view: View) -> ViewDescription {
        var description = ViewDescription(id: view.id, frame: view.frame, location: location)
        description.isHidden = view.isHidden
        description.alpha = view.alpha
        if let scrollView = view as? ScrollView {
            description.scroll = ScrollDescription(contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset)
        }
        description.subviews = view.subviews.map(describe)
        return description
    }
}
