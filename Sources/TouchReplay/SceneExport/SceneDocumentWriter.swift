import GestureEngine

/// Writes views as the lines of a scene document, for ``WindowSceneExport``; collects what it cannot express.
struct SceneDocumentWriter {
    let tracedControlEvents: [String: Control.Events]
    let kinds: GestureKindRegistry
    var notes: [String] = []

    init(tracedControlEvents: [String: Control.Events], kinds: GestureKindRegistry) {
        self.tracedControlEvents = tracedControlEvents
        self.kinds = kinds
    }

    /// The classes a scene writes: a plain view, a scroll view, the controls, and a view that logs or follows its touches.
    private static func isSceneClass(_ view: View) -> Bool {
        [View.self, Window.self, ScrollView.self, Control.self, Slider.self, Switch.self, Stepper.self, TouchHandlingView.self].contains { type(of: view) == $0 }
    }

    /// `root`, or `root` and a number, whichever no view under `window` has.
    static func rootID(avoiding window: View) -> String {
        func ids(_ view: View) -> [String] { [view.id] + view.subviews.flatMap(ids) }
        let taken = Set(ids(window))
        var candidate = "root", number = 1
        while taken.contains(candidate) {
            number += 1
            candidate = "root\(number)"
        }
        return candidate
    }

    /// The lines of `view` (`id:` first, at `indent`; the caller puts `- ` before a list item's).
    mutating func view(_ view: View, indent: String, isRoot: Bool = false) -> [String] {
        let n = WindowSceneExport.number
        // A scene's window has no id or recognizers of its own: a window's root view takes no
        // touches itself (they reach the scene's window, as they reached this one) and holds its recognizers.
        let isWindow = view is Window
        var lines = ["id: \(WindowSceneExport.name(isWindow ? Self.rootID(avoiding: view) : view.id))"]
        let frame = isRoot ? Rect(origin: .zero, size: view.bounds.size) : view.frame
        lines.append("frame: [\(n(frame.origin.x)), \(n(frame.origin.y)), \(n(frame.size.width)), \(n(frame.size.height))]")
        if isWindow {
            lines.append("passThrough: true")
            if !view.gestureRecognizers.isEmpty {
                notes.append("the window's recognizers are on the scene's root view: a scene's window has none, and touches that reach no view reach no recognizer there")
            }
        }
        if !Self.isSceneClass(view) {
            notes.append("view '\(view.id)' is a \(type(of: view)): a scene has no such class, so it is a plain view there (its own overrides are not kept)")
        }
        if view.transform != .identity { notes.append("view '\(view.id)' has a transform: a scene has no key for it, so it is left out") }
        if let handling = (view as? TouchHandlingView)?.handling, handling != .forward { lines.append("touches: \(handling.rawValue)") }
        if view.isHidden { lines.append("hidden: true") }
        if view.alpha != 1 { lines.append("alpha: \(n(view.alpha))") }
        if !view.isUserInteractionEnabled { lines.append("userInteractionEnabled: false") }
        if view.clipsToBounds { lines.append("clipsToBounds: true") }
        if view.viewController != nil { lines.append("controller: true") }
        if view.isMultipleTouchEnabled { lines.append("multipleTouch: true") }
        if view.isExclusiveTouch { lines.append("exclusiveTouch: true") }
        let insets = view.touchAreaInsets
        if insets != .zero { lines.append("touchAreaInsets: [\(n(insets.top)), \(n(insets.left)), \(n(insets.bottom)), \(n(insets.right))]") }
        if view.passesTouchesThrough, !isWindow { lines.append("passThrough: true") }
        if let target = view.hitTestRedirect { lines.append("redirectTo: \(WindowSceneExport.name(target.id))") }
        if view.ignoresTouches { lines.append("neverInside: true") }
        if view.extendsHitAreaToSubviews { lines.append("extendToSubviews: true") }
        if let control = view as? Control { lines += self.control(control) }
        if let scrollView = view as? ScrollView { lines += scroll(scrollView) }
        let gestureLines = gestures(of: view)
        if !gestureLines.isEmpty { lines += ["gestures:"] + gestureLines.map { "  - " + $0 } }
        var subviewLines: [String] = []
        for subview in view.subviews where !(subview is RefreshControl) {
            let written = self.view(subview, indent: "")
            subviewLines += ["  - " + written[0]] + written.dropFirst().map { "    " + $0 }
        }
        if !subviewLines.isEmpty { lines += ["subviews:"] + subviewLines }
        return lines.map { indent + $0 }
    }

    /// The `control:` mapping of `control`.
    private func control(_ control: Control) -> [String] {
        let n = WindowSceneExport.number
        var fields: [String] = []
        switch control {
        case let slider as Slider:
            fields += ["kind: slider", "value: \(n(slider.value))", "minimum: \(n(slider.minimumValue))", "maximum: \(n(slider.maximumValue))"]
            if !slider.isContinuous { fields.append("continuous: false") }
        case let stepper as Stepper:
            fields += ["kind: stepper", "value: \(n(stepper.value))", "minimum: \(n(stepper.minimumValue))", "maximum: \(n(stepper.maximumValue))",
                       "step: \(n(stepper.stepValue))"]
            if !stepper.isContinuous { fields.append("continuous: false") }
            if stepper.wraps { fields.append("wraps: true") }
            if !stepper.autorepeat { fields.append("autorepeat: false") }
        case let toggle as Switch:
            fields.append("kind: switch")
            if toggle.isOn { fields.append("on: true") }
        default:
            break
        }
        if !control.isEnabled { fields.append("enabled: false") }
        if control.isSelected { fields.append("selected: true") }
        if control.changesSelectionAsPrimaryAction { fields.append("changesSelection: true") }
        if let events = tracedControlEvents[control.id], !events.isEmpty { fields.append("events: [\(events.names.joined(separator: ", "))]") }
        return ["control: {\(fields.joined(separator: ", "))}"]
    }

    /// The `scroll:` mapping of `scrollView`.
    private mutating func scroll(_ scrollView: ScrollView) -> [String] {
        let n = WindowSceneExport.number
        let size = scrollView.contentSize, offset = scrollView.contentOffset, inset = scrollView.contentInset
        var lines = ["scroll:", "  contentSize: [\(n(size.width)), \(n(size.height))]", "  contentOffset: [\(n(offset.x)), \(n(offset.y))]"]
        if scrollView.minimumZoomScale != 1 || scrollView.maximumZoomScale != 1 {
            lines.append("  zoom: [\(n(scrollView.minimumZoomScale)), \(n(scrollView.maximumZoomScale))]")
            notes.append("scroll view '\(scrollView.id)' zooms: its view for zooming (a delegate's answer) is not written; add zoomView to the scene")
        }
        if !scrollView.delaysContentTouches { lines.append("  delaysContentTouches: false") }
        if !scrollView.canCancelContentTouches { lines.append("  canCancelContentTouches: false") }
        if inset != .zero { lines.append("  contentInset: [\(n(inset.top)), \(n(inset.left)), \(n(inset.bottom)), \(n(inset.right))]") }
        if !scrollView.bounces { lines.append("  bounces: false") }
        if scrollView.alwaysBounceVertical { lines.append("  alwaysBounceVertical: true") }
        if scrollView.alwaysBounceHorizontal { lines.append("  alwaysBounceHorizontal: true") }
        if !scrollView.bouncesZoom { lines.append("  bouncesZoom: false") }
        if scrollView.isPagingEnabled { lines.append("  paging: true") }
        if scrollView.decelerationRate != .normal { lines.append("  decelerationRate: \(n(scrollView.decelerationRate.rawValue))") }
        if let refresh = scrollView.refreshControl {
            var fields = ["id: \(WindowSceneExport.name(refresh.id))"]
            if let events = tracedControlEvents[refresh.id], !events.isEmpty { fields.append("events: [\(events.names.joined(separator: ", "))]") }
            lines.append("  refresh: {\(fields.joined(separator: ", "))}")
        }
        return lines
    }
}
