import GestureEngine

extension SceneDocumentWriter {
    /// The `gestures:` items of `view` (flow mappings), leaving out what a scroll view makes for itself.
    mutating func gestures(of view: View) -> [String] {
        let scrollView = view as? ScrollView
        var items: [String] = []
        for recognizer in view.gestureRecognizers {
            if let scrollView, recognizer === scrollView.panGestureRecognizer || recognizer === scrollView.pinchGestureRecognizer
                || recognizer.id == scrollView.id + ".delay" { continue }
            guard var fields = builtInFields(recognizer) ?? registeredFields(recognizer) else {
                let kind = type(of: recognizer).traceKind
                notes.append("recognizer '\(recognizer.id)' on '\(view.id)' is a \(type(of: recognizer)), which no scene kind names: it is left out (register a GestureKind named '\(kind)')")
                continue
            }
            fields.insert("id: \(WindowSceneExport.name(recognizer.id))", at: 0)
            fields += commonFields(recognizer)
            if !recognizer.isEnabled { notes.append("recognizer '\(recognizer.id)' is disabled: a scene has no key for it, so it is enabled there") }
            items.append("{\(fields.joined(separator: ", "))}")
        }
        return items
    }

    /// `kind` and the kind's own keys of a recognizer of one of the engine's classes, or nil for another class.
    private mutating func builtInFields(_ recognizer: GestureRecognizer) -> [String]? {
        let n = WindowSceneExport.number
        func mask(_ buttons: ButtonMask) -> [String] { buttons == .primary ? [] : ["buttonMaskRequired: \(buttons.name)"] }
        switch recognizer {
        case let tap as TapGestureRecognizer where type(of: recognizer) == TapGestureRecognizer.self:
            let defaults = TapGestureRecognizer(id: "")
            if tap.allowableMovement != defaults.allowableMovement || tap.maximumIntervalBetweenTaps != defaults.maximumIntervalBetweenTaps {
                notes.append("tap '\(tap.id)': allowableMovement and maximumIntervalBetweenTaps have no scene keys, so the scene keeps their defaults")
            }
            return ["kind: tap", "taps: \(tap.numberOfTapsRequired)", "touches: \(tap.numberOfTouchesRequired)"] + mask(tap.buttonMaskRequired)
        case let press as LongPressGestureRecognizer where type(of: recognizer) == LongPressGestureRecognizer.self:
            return ["kind: longPress", "taps: \(press.numberOfTapsRequired)", "touches: \(press.numberOfTouchesRequired)",
                    "minimumPressDuration: \(n(press.minimumPressDuration))", "allowableMovement: \(n(press.allowableMovement))"] + mask(press.buttonMaskRequired)
        case let pan as PanGestureRecognizer where type(of: recognizer) == PanGestureRecognizer.self:
            var fields = ["kind: pan", "minimumTouches: \(pan.minimumNumberOfTouches)"]
            if pan.maximumNumberOfTouches != Int.max { fields.append("maximumTouches: \(pan.maximumNumberOfTouches)") }
            let scroll = pan.allowedScrollTypesMask
            if scroll != [] {
                fields.append("allowedScrollTypesMask: [\((scroll == .all ? ["all"] : [scroll.contains(.discrete) ? "discrete" : nil, scroll.contains(.continuous) ? "continuous" : nil].compactMap { $0 }).joined(separator: ", "))]")
            }
            return fields
        case is PinchGestureRecognizer where type(of: recognizer) == PinchGestureRecognizer.self:
            return ["kind: pinch"]
        case is RotationGestureRecognizer where type(of: recognizer) == RotationGestureRecognizer.self:
            return ["kind: rotation"]
        case let swipe as SwipeGestureRecognizer where type(of: recognizer) == SwipeGestureRecognizer.self:
            let named: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            let directions = named.filter { swipe.direction.contains($0.0) }.map(\.1)
            return ["kind: swipe", "touches: \(swipe.numberOfTouchesRequired)", "direction: [\(directions.joined(separator: ", "))]"]
        case let edge as ScreenEdgePanGestureRecognizer where type(of: recognizer) == ScreenEdgePanGestureRecognizer.self:
            return ["kind: screenEdgePan", "edges: [\(RectEdge.named.filter { edge.edges.contains($0.edge) }.map(\.name).joined(separator: ", "))]"]
        case is HoverGestureRecognizer where type(of: recognizer) == HoverGestureRecognizer.self:
            return ["kind: hover"]
        default:
            return nil
        }
    }

    /// `kind` of a recognizer of the user's own class whose trace kind a registered kind names
    /// (its own keys are not read back: the kind makes it with their defaults).
    private mutating func registeredFields(_ recognizer: GestureRecognizer) -> [String]? {
        let name = type(of: recognizer).traceKind
        guard kinds.kind(named: name) != nil else { return nil }
        return ["kind: \(WindowSceneExport.name(name))"]
    }

    /// The keys every recognizer takes, where they differ from UIKit's defaults.
    private func commonFields(_ recognizer: GestureRecognizer) -> [String] {
        var fields: [String] = []
        let required = recognizer.declaredFailureRequirements.map { WindowSceneExport.name($0.id) }
        if !required.isEmpty { fields.append("requireToFail: [\(required.joined(separator: ", "))]") }
        let together = recognizer.declaredSimultaneousRecognizers.map { WindowSceneExport.name($0.id) }
        if !together.isEmpty { fields.append("simultaneousWith: [\(together.joined(separator: ", "))]") }
        if !recognizer.cancelsTouchesInView { fields.append("cancelsTouchesInView: false") }
        if recognizer.delaysTouchesBegan { fields.append("delaysTouchesBegan: true") }
        if !recognizer.delaysTouchesEnded { fields.append("delaysTouchesEnded: false") }
        if recognizer.allowedTouchTypes != TouchType.allCases {
            fields.append("allowedTouchTypes: [\(recognizer.allowedTouchTypes.map(\.rawValue).joined(separator: ", "))]")
        }
        return fields
    }
}
