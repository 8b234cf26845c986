import GestureEngine
import TouchTime

/// A loaded scene's view hierarchy: the engine objects built from a ``Scene``
/// (the window, or one per display, its views and recognizers by id, and the
/// controllers that keep the responder chain alive).
public final class SceneHierarchy {
    /// The window (the whole screen), with the scene's root view as its only subview; the first
    /// of ``windows`` in a scene of several.
    public let window: Window
    /// Every window, in the scene's order, of one `Application` and on one clock: `[window]` for a
    /// scene of one window.
    public let windows: [Window]
    /// Every view of the scene, window by window, depth first in painting order, starting with each root.
    public let views: [View]
    /// Every recognizer of the scene, in scene order.
    public let recognizers: [GestureRecognizer]
    /// The events to trace of each control that traces some, by id.
    public let controlEvents: [String: Control.Events]
    /// The recognizers whose sent actions the trace shows (`traceActions`), in scene order.
    public internal(set) var actionTracedRecognizers: [GestureRecognizer] = []
    /// The view controllers (views hold them weakly, as UIKit's do).
    public let controllers: [ViewController]
    /// The scroll views' delegates that name their zoom views (scroll views hold them weakly).
    let zoomDelegates: [ZoomDelegate]
    /// The interface's orientation: how touches on the screen's fixed space turn into the window's coordinates.
    public internal(set) var interfaceOrientation: InterfaceOrientation {
        get { _interfaceOrientation }
        set { _interfaceOrientation = newValue }
    }
    /// Internal storage, so that the session's read of it for every frame has no run-time exclusivity check
    /// (a public stored property of a class always has one: docs/architecture.md, "One storage idiom").
    var _interfaceOrientation = InterfaceOrientation.portrait
    /// The screen's size in its fixed (portrait-up) space, which the device maps onto.
    public internal(set) var fixedScreenSize = Size.zero
    /// Each window's interface orientation and fixed screen size, in ``windows`` order.
    public internal(set) var screens: [(orientation: InterfaceOrientation, fixedSize: Size)] = []

    /// `frame` (in the screen's fixed space) in the window's coordinates.
    public func windowFrame(_ frame: TouchFrame) -> TouchFrame {
        interfaceOrientation.interfaceFrame(frame, fixed: fixedScreenSize)
    }

    /// `frame` (in the fixed space of the screen of window `index` of ``windows``) in that window's coordinates.
    public func windowFrame(_ frame: TouchFrame, in index: Int) -> TouchFrame {
        screens[index].orientation.interfaceFrame(frame, fixed: screens[index].fixedSize)
    }

    init(windows: [Window], views: [View], recognizers: [GestureRecognizer],
         controlEvents: [String: Control.Events], controllers: [ViewController], zoomDelegates: [ZoomDelegate]) {
        self.controlEvents = controlEvents
        self.zoomDelegates = zoomDelegates
        self.window = windows[0]
        self.windows = windows
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
    /// Builds fresh engine objects for the scene, with the windows' clock at `startTime`: a window per
    /// entry of ``windows``, all of one `Application`, sharing its clock.
    public func makeHierarchy(startTime: Timestamp = 0) -> SceneHierarchy {
        let application = Application()
        let windows = self.windows.map { description in
            let window = Window(id: description.id, frame: Rect(origin: .zero, size: description.screen.interfaceSize),
                                application: application, startTime: startTime)
            window.maximumFramesPerSecond = description.screen.refreshRate
            return window
        }
        var views: [View] = []
        var controllers: [ViewController] = []
        var recognizers: [GestureRecognizer] = []
        var zoomDelegates: [ZoomDelegate] = []
        // What is set once every view exists, gathered while building (in the order of `allViews` and `allGestures`).
        var redirects: [(viewID: String, targetID: String)] = []
        var relations: [(id: String, relations: RecognizerRelations)] = []
        var scrollRecognizers: [GestureRecognizer] = []
        var controlEvents: [String: Control.Events] = [:]
        var actionTraced: [GestureRecognizer] = []
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
            if let redirect = description.redirect { redirects.append((description.id, redirect.id)) }
            if let events = description.control?.tracedEvents, !events.isEmpty { controlEvents[description.id] = events }
            for gesture in description.gestures {
                let recognizer = gesture.makeRecognizer()
                view.addGestureRecognizer(recognizer)
                gesture.action.attach(to: recognizer, view: view)
                recognizers.append(recognizer)
                if gesture.tracesActions { actionTraced.append(recognizer) }
                if !gesture.requireToFail.isEmpty || !gesture.simultaneousWith.isEmpty { relations.append((gesture.id, gesture.relations)) }
            }
            for index in description.subviews.indices { try! view.addSubview(build(description.subviews[index])) }
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
                if !scroll.panRelations.isEmpty { relations.append((scrollView.panGestureRecognizer.id, scroll.panRelations)) }
                if !scroll.pinchRelations.isEmpty { relations.append((scrollView.pinchGestureRecognizer.id, scroll.pinchRelations)) }
                scrollRecognizers += [scrollView.panGestureRecognizer, scrollView.pinchGestureRecognizer]
                if let refresh = scroll.refresh {
                    refresh.install(on: scrollView)
                    if !refresh.tracedEvents.isEmpty { controlEvents[refresh.id] = refresh.tracedEvents }
                }
            }
            return view
        }
        // Fresh views cannot form a cycle: a failure here is a bug in this function.
        for (window, description) in zip(windows, self.windows) { try! window.addSubview(build(description.root)) }
        if !redirects.isEmpty {
            // The first view with each id, as `views.first { $0.id == id }` finds it.
            let viewsByID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for redirect in redirects { viewsByID[redirect.viewID]?.hitTestRedirect = viewsByID[redirect.targetID] }
        }
        if !relations.isEmpty {
            // The scene's recognizers and the scroll views' pans and pinches (`list.pan`), which relations may name.
            let byID = Dictionary((recognizers + scrollRecognizers).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (id, relation) in relations {
                guard let recognizer = byID[id] else { continue }
                for other in relation.requireToFail { if let target = byID[other.id] { recognizer.require(toFail: target) } }
                for other in relation.simultaneousWith { if let target = byID[other.id] { recognizer.recognizesSimultaneously(with: target) } }
            }
        }
        for delegate in zoomDelegates { delegate.zoomView = views.first { $0.id == delegate.zoomViewID } }
        let hierarchy = SceneHierarchy(windows: windows, views: views, recognizers: recognizers,
                                       controlEvents: controlEvents, controllers: controllers, zoomDelegates: zoomDelegates)
        hierarchy.interfaceOrientation = screen.orientation
        hierarchy.fixedScreenSize = screen.size
        hierarchy.screens = self.windows.map { ($0.screen.orientation, $0.screen.size) }
        hierarchy.actionTracedRecognizers = actionTraced
        return hierarchy
    }
}
