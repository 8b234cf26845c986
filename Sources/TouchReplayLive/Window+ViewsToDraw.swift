import GestureEngine

/// A view as an app's renderer draws it: where it is in the window and what
/// its clipping ancestors leave of the window. See `Window.viewsToDraw()`.
public struct ViewToDraw {
    /// The view.
    public let view: View
    /// Its bounds in window coordinates, through every transform, scroll offset and zoom above it
    /// (the bounding box, for a rotated view).
    public let frame: Rect
    /// The part of the window its ancestors with `clipsToBounds` (and itself, if it clips) leave,
    /// in window coordinates; nil when nothing clips it.
    public let clip: Rect?
}

extension Window {
    /// The views an app's renderer draws, back to front: the window first, each view
    /// before its subviews, subviews in their order, as UIKit composites them. A hidden
    /// view, or one whose `alpha` is 0.01 or less, is left out with its subviews (our
    /// decision, the threshold below which UIKit's hit-testing ignores a view: nothing
    /// a user could see or touch).
    public func viewsToDraw() -> [ViewToDraw] {
        var views: [ViewToDraw] = []
        collect(self, clip: nil, into: &views)
        return views
    }

    private func collect(_ view: View, clip: Rect?, into views: inout [ViewToDraw]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let frame = view.convert(view.bounds, to: nil)
        var clip = clip
        if view.clipsToBounds { clip = clip.map { $0.intersection(frame) ?? .zero } ?? frame }
        views.append(ViewToDraw(view: view, frame: frame, clip: clip))
        for subview in view.subviews { collect(subview, clip: clip, into: &views) }
    }
}
