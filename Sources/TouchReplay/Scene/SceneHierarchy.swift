import GestureEngine

/// A loaded scene's view hierarchy: the engine objects built from a ``Scene``
/// (the window, its views and recognizers by id, and the controllers that keep
/// the responder chain alive).
public final class SceneHierarchy {
    /// The window (the whole screen), with the scene's root view as its only subview.
    public let window: Window
    /// Every view of the scene, depth first in painting order, starting with the root.
    public let views: [View]
    /// Every recognizer of the scene, in scene order.
    public let recognizers: [GestureRecognizer]
    /// The events to trace of each control that traces some, by id.
    public let controlEvents: [String: Control.Events]
    /// The view controllers (views hold them weakly, as UIKit's do).
    public let controllers: [ViewController]
    /// The scroll views' delegates that name their zoom views (scroll views hold them weakly).
    let zoomDelegates: [ZoomDelegate]

    init(window: Window, views: [View], recognizers: [GestureRecognizer],
         controlEvents: [String: Control.Events], controllers: [ViewController], zoomDelegates: [ZoomDelegate]) {
        self.controlEvents = controlEvents
        self.zoomDelegates = zoomDelegates
        self.window = window
        self.views = views
        self.recognizers = recognizers
        self.controllers = controllers
    }

    /// The view with `id`, if the scene has one.
    public func view(_ id: String) -> View? { views.first { $0.id == id } }

    /// The recognizer with `id`, if the scene has one.
    public func recognizer(_ id: String) -> GestureRecognizer? { recognizers.first { $0.id == id } }
}

extension Scene {
    /// Builds fresh engine objects for the scene, with the window's clock at `startTime`.
    public func makeHierarchy(startTime: Double = 0) -> SceneHierarchy {
        let window = Window(id: Scene.windowID, frame: Rect(origin: .zero, size: screen.size), startTime: startTime)
        window.maximumFramesPerSecond = screen.refreshRate
        var views: [View] = []
        var controllers: [ViewController] = []
        var recognizers: [GestureRecognizer] = []
        var zoomDelegates: [ZoomDelegate] = []
        func build(_ description: ViewDescription) -> View {
            let view = description.makeView()
            if let scrollView = view as? ScrollView, let zoom = description.scroll?.zoomView {
                let delegate = ZoomDelegate(zoomViewID: zoom.id)
                scrollView.delegate = delegate
                zoomDelegates.append(delegate)
            }
            view.isHidden = description.isHidden
            view.alpha = description.alpha
            view.isUserInteractionEnabled = description.isUserInteractionEnabled
            view.clipsToBounds = description.clipsToBounds
            description.applyHitTestCustomisations(to: view)
            if description.hasController { controllers.append(ViewController(view: view)) }
            views.append(view)
            for gesture in description.gestures {
                let recognizer = gesture.makeRecognizer()
                view.addGestureRecognizer(recognizer)
                gesture.action.attach(to: recognizer, view: view)
                recognizers.append(recognizer)
            }
            for sub in description.subviews { try! view.addSubview(build(sub)) }
            if let scroll = description.scroll, let scrollView = view as? ScrollView {
                scrollView.contentSize = scroll.contentSize
                scrollView.contentInset = scroll.contentInset
                scrollView.contentOffset = scroll.contentOffset
                scrollView.bounces = scroll.bounces
                scrollView.alwaysBounceVertical = scroll.alwaysBounceVertical
                scrollView.alwaysBounceHorizontal = scroll.alwaysBounceHorizontal
                scrollView.bouncesZoom = scroll.bouncesZoom
                scrollView.isPagingEnabled = scroll.isPagingEnabled
                scrollView.decelerationRate = scroll.decelerationRate
            }
            return view
        }
        // Fresh views cannot form a cycle: a failure here is a bug in this function.
        try! window.addSubview(build(root))
        for description in allViews {
            guard let redirect = description.redirect else { continue }
            views.first { $0.id == description.id }?.hitTestRedirect = views.first { $0.id == redirect.id }
        }
        let byID = Dictionary(recognizers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for gesture in allGestures {
            guard let recognizer = byID[gesture.id] else { continue }
            for other in gesture.requireToFail { if let target = byID[other.id] { recognizer.require(toFail: target) } }
            for other in gesture.simultaneousWith { if let target = byID[other.id] { recognizer.recognizesSimultaneously(with: target) } }
        }
        for delegate in zoomDelegates { delegate.zoomView = views.first { $0.id == delegate.zoomViewID } }
        var controlEvents: [String: Control.Events] = [:]
        for description in allViews {
            if let events = description.control?.tracedEvents, !events.isEmpty { controlEvents[description.id] = events }
        }
        return SceneHierarchy(window: window, views: views, recognizers: recognizers,
                           controlEvents: controlEvents, controllers: controllers, zoomDelegates: zoomDelegates)
    }
}
