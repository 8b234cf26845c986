import GestureEngine

extension GestureKind {
    /// The built-in kinds in the order ``GestureKindRegistry/builtIn`` registers them.
    static let builtIn: [GestureKind] = [.tap, .doubleTap, .longPress, .pan, .pinch, .rotation, .swipe, .screenEdgePan, .hover]

    /// The `buttonMaskRequired` key of tap, doubleTap and longPress.
    private static let buttonMask = GestureParameterKey("buttonMaskRequired", .name)

    /// One or more taps (`TapGestureRecognizer`).
    public static let tap = GestureKind(name: "tap", keys: [GestureParameterKey("taps", .wholeNumber(atLeast: 1)), GestureParameterKey("touches", .wholeNumber(atLeast: 1)), buttonMask],
                                        check: checkButtonMask) { makeTap($0) }

    /// A tap recognizer that needs two taps (a shorthand for `tap` with `taps: 2`).
    public static let doubleTap = GestureKind(name: "doubleTap", keys: [GestureParameterKey("touches", .wholeNumber(atLeast: 1)), buttonMask],
                                              check: checkButtonMask) { makeTap($0) }

    /// A press held in place (`LongPressGestureRecognizer`).
    public static let longPress = GestureKind(
        name: "longPress",
        keys: [GestureParameterKey("taps", .wholeNumber(atLeast: 0)), GestureParameterKey("touches", .wholeNumber(atLeast: 1)),
               GestureParameterKey("minimumPressDuration", .number(in: 0...3600)),
               GestureParameterKey("allowableMovement", .number(in: 0...Double.greatestFiniteMagnitude)), buttonMask],
        actions: [.move],
        check: checkButtonMask
    ) { description in
        let press = LongPressGestureRecognizer(id: description.id)
        press.numberOfTapsRequired = description.taps
        press.numberOfTouchesRequired = description.touches
        press.buttonMaskRequired = description.buttonMaskRequired
        if let minimumPressDuration = description.minimumPressDuration { press.minimumPressDuration = minimumPressDuration }
        if let allowableMovement = description.allowableMovement { press.allowableMovement = allowableMovement }
        return press
    }

    /// A drag (`PanGestureRecognizer`).
    public static let pan = GestureKind(
        name: "pan",
        keys: [GestureParameterKey("minimumTouches", .wholeNumber(atLeast: 1)), GestureParameterKey("maximumTouches", .wholeNumber(atLeast: 1)),
               GestureParameterKey("allowedScrollTypesMask", .choices(ScrollTypeName.allCases.map(\.rawValue)))],
        actions: [.move],
        check: { parameters throws(GestureParameterError) in
            let minimum = parameters.wholeNumber("minimumTouches") ?? 1
            if let maximum = parameters.wholeNumber("maximumTouches"), maximum < minimum {
                throw GestureParameterError(key: "maximumTouches", message: "must be at least minimumTouches (\(minimum)), got \(maximum)")
            }
        }
    ) { description in
        let pan = PanGestureRecognizer(id: description.id)
        pan.minimumNumberOfTouches = description.minimumTouches
        pan.maximumNumberOfTouches = description.maximumTouches ?? Int.max
        pan.allowedScrollTypesMask = description.allowedScrollTypesMask
        return pan
    }

    /// Two fingers moving apart or together (`PinchGestureRecognizer`).
    public static let pinch = GestureKind(name: "pinch", actions: [.scale]) { PinchGestureRecognizer(id: $0.id) }

    /// Two fingers turning (`RotationGestureRecognizer`).
    public static let rotation = GestureKind(name: "rotation", actions: [.rotate]) { RotationGestureRecognizer(id: $0.id) }

    /// A quick stroke in one direction (`SwipeGestureRecognizer`).
    public static let swipe = GestureKind(
        name: "swipe",
        keys: [GestureParameterKey("touches", .wholeNumber(atLeast: 1)), GestureParameterKey("direction", .choices(SwipeDirection.allCases.map(\.rawValue)))],
        check: { parameters throws(GestureParameterError) in
            if parameters.names("direction")?.isEmpty == true {
                throw GestureParameterError(key: "direction", message: "needs at least one direction")
            }
        }
    ) { description in
        let swipe = SwipeGestureRecognizer(id: description.id)
        swipe.numberOfTouchesRequired = description.touches
        swipe.direction = description.directions.reduce(into: []) { set, direction in
            switch direction {
            case .right: set.insert(.right)
            case .left: set.insert(.left)
            case .up: set.insert(.up)
            case .down: set.insert(.down)
            }
        }
        return swipe
    }

    /// A drag starting at an edge of the screen (`ScreenEdgePanGestureRecognizer`).
    public static let screenEdgePan = GestureKind(name: "screenEdgePan", keys: [GestureParameterKey("edges", .choices(EdgeName.allCases.map(\.rawValue)))],
                                                  actions: [.move]) {
        ScreenEdgePanGestureRecognizer(id: $0.id, edges: $0.edges)
    }

    /// A pointer moving over the view with no button down, or a pen hovering (`HoverGestureRecognizer`).
    public static let hover = GestureKind(name: "hover") { HoverGestureRecognizer(id: $0.id) }

    /// A tap or double tap recognizer.
    private static func makeTap(_ description: GestureDescription) -> GestureRecognizer {
        let tap = TapGestureRecognizer(id: description.id)
        tap.numberOfTapsRequired = description.taps
        tap.numberOfTouchesRequired = description.touches
        tap.buttonMaskRequired = description.buttonMaskRequired
        return tap
    }

    /// `buttonMaskRequired`: button names joined by `+`.
    @Sendable private static func checkButtonMask(_ parameters: GestureParameters) throws(GestureParameterError) {
        guard let text = parameters.name("buttonMaskRequired") else { return }
        guard let mask = ButtonMask(name: text), !mask.isEmpty else {
            throw GestureParameterError(key: "buttonMaskRequired",
                                        message: "buttonMaskRequired must be button names joined by + (primary, secondary, middle, button4 …), got \"\(text)\"")
        }
    }
}
