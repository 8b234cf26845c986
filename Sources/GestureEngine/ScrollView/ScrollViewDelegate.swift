/// Receives a scroll view's questions and news (UIKit's `UIScrollViewDelegate`);
/// every method has a default that does nothing.
///
/// Order for a drag that glides to rest, as UIKit calls them:
/// ``scrollViewWillBeginDragging(_:)``, ``scrollViewDidScroll(_:)`` for each move,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)`` (true),
/// ``scrollViewWillBeginDecelerating(_:)``, ``scrollViewDidScroll(_:)`` for each
/// step of the glide, ``scrollViewDidEndDecelerating(_:)``.
public protocol ScrollViewDelegate: AnyObject {
    /// The view to scale when zooming (nil: no zooming). Default nil.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (as UIKit's),
    /// `targetContentOffset` where the content will come to rest; change it to
    /// make the content glide to another offset (snapping).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content moves on (a glide, a bounce or a page settling).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a drag came to rest (not called when a touch stops it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation of ``ScrollView/setContentOffset(_:animated:)`` came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// Zooming ended at `scale` (after the bounce back to a limit, if any).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
