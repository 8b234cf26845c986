import GestureEngine

/// A scroll view delegate that answers `viewForZooming` with the scene's zoom view.
final class ZoomDelegate: ScrollViewDelegate {
    let zoomViewID: String
    weak var zoomView: View?

    init(zoomViewID: String) { self.zoomViewID = zoomViewID }

    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
}

extension ViewDescription {
    /// A fresh view of the right class: a scroll view, a control, a view that
    /// handles its touches, or a plain view; with the settings of its class.
    func makeView() -> View {
        if let scroll {
            let view = ScrollView(id: id, frame: frame)
            view.minimumZoomScale = scroll.minimumZoomScale
            view.maximumZoomScale = scroll.maximumZoomScale
            view.delaysContentTouches = scroll.delaysContentTouches
            view.canCancelContentTouches = scroll.canCancelContentTouches
            return view
        }
        if let control { return control.makeControl(id: id, frame: frame) }
        if touches != .forward { return TouchHandlingView(id: id, frame: frame, handling: touches) }
        return View(id: id, frame: frame)
    }

    /// Sets the engine's hit-test customisations and touch flags on `view` (all but the redirect, which needs every view built).
    func applyHitTestCustomisations(to view: View) {
        view.touchAreaInsets = touchAreaInsets
        view.passesTouchesThrough = passesTouchesThrough
        view.ignoresTouches = ignoresTouches
        view.isMultipleTouchEnabled = isMultipleTouchEnabled
        view.isExclusiveTouch = isExclusiveTouch
        view.extendsHitAreaToSubviews = extendsHitAreaToSubviews
        view.drawing = Drawing(drawing.map { fill in
            let shape: Drawing.Shape = switch fill.shape {
            case .rect: .rectangle(fill.rect)
            case .roundedRect: .roundedRectangle(fill.rect, cornerRadius: fill.cornerRadius)
            case .ellipse: .ellipse(fill.rect)
            }
            return Drawing.Fill(shape, alpha: fill.alpha)
        }, mask: drawingMask)
        if let transparencyThreshold {
            view.passesTouchesThroughTransparency = true
            view.transparencyThreshold = transparencyThreshold
        }
    }
}
