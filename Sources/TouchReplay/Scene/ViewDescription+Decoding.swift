import GestureEngine

extension ViewDescription {
    /// Keys allowed in a view.
    static let keys = [
        "id", "frame", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "controller", "touches",
        "touchAreaInsets", "passThrough", "redirectTo", "neverInside", "extendToSubviews", "drawing", "drawingMask",
        "transparencyThreshold", "control", "scroll", "gestures", "subviews", "multipleTouch", "exclusiveTouch",
    ]
    /// Keys allowed in a drawing fill.
    static let fillKeys = ["shape", "rect", "cornerRadius", "alpha"]
    /// Keys allowed in a drawing mask.
    static let maskKeys = ["width", "height", "values"]
    /// Keys allowed under `scroll`.
    static let scrollKeys = [
        "contentSize", "contentOffset", "contentInset", "zoom", "zoomView", "delaysContentTouches", "canCancelContentTouches",
        "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "bouncesZoom", "paging", "decelerationRate", "refresh",
        "pan", "pinch",
    ]

    /// Decodes a view and its subtree; `defaultFrame` is used when `frame` is absent (the root only);
    /// recognizers may be of the kinds in `kinds`.
    static func decode(_ node: SceneNode, defaultFrame: Rect?, kinds: GestureKindRegistry) throws(SceneError) -> ViewDescription {
        let map = try node.mapping(allowing: keys)
        let id = try map.required("id").string()
        let frame: Rect
        if let value = map["frame"] {
            frame = try value.rect()
        } else if let defaultFrame {
            frame = defaultFrame
        } else {
            throw node.error("missing key \"frame\"")
        }
        var view = ViewDescription(id: id, frame: frame, location: node.location)
        if let value = map["hidden"] { view.isHidden = try value.bool() }
        if let value = map["alpha"] { view.alpha = try value.double(in: 0...1) }
        if let value = map["userInteractionEnabled"] { view.isUserInteractionEnabled = try value.bool() }
        if let value = map["clipsToBounds"] { view.clipsToBounds = try value.bool() }
        if let value = map["controller"] { view.hasController = try value.bool() }
        if let value = map["touches"] { view.touches = try value.choice(TouchHandling.self) }
        if let value = map["touchAreaInsets"] { view.touchAreaInsets = try insets(value) }
        if let value = map["passThrough"] { view.passesTouchesThrough = try value.bool() }
        if let value = map["redirectTo"] { view.redirect = SceneReference(id: try value.string(), location: value.location) }
        if let value = map["neverInside"] { view.ignoresTouches = try value.bool() }
        if let value = map["multipleTouch"] { view.isMultipleTouchEnabled = try value.bool() }
        if let value = map["exclusiveTouch"] { view.isExclusiveTouch = try value.bool() }
        if let value = map["extendToSubviews"] { view.extendsHitAreaToSubviews = try value.bool() }
        if let value = map["drawing"] {
            for element in try value.sequence() { view.drawing.append(try fill(element, bounds: Rect(origin: .zero, size: frame.size))) }
        }
        if let value = map["drawingMask"] { view.drawingMask = try mask(value) }
        if let value = map["transparencyThreshold"] { view.transparencyThreshold = try value.double(in: 0...1) }
        if let value = map["control"] { view.control = try ControlDescription.decode(value) }
        if let value = map["scroll"] { view.scroll = try scroll(value) }
        if let value = map["gestures"] {
            let elements = try value.sequence()
            view.gestures.reserveCapacity(elements.count(upTo: .max))
            for element in elements { view.gestures.append(try GestureDescription.decode(element, kinds: kinds)) }
        }
        if view.scroll != nil || view.isControl, view.touches != .forward, let value = map["touches"] {
            guard view.scroll == nil else { throw value.error("a scroll view handles its own touches; remove \"touches\"") }
            guard view.touches == .log else { throw value.error("a control handles its own touches; only \"log\" applies") }
        }
        if view.scroll != nil, view.isControl, let value = map["control"] {
            throw value.error("a view cannot be both a scroll view and a control")
        }
        if let value = map["subviews"] {
            // Room for all at once: the array grown by doubling copied the benchmark's 1,000 views ten times.
            let elements = try value.sequence()
            view.subviews.reserveCapacity(elements.count(upTo: .max))
            for element in elements { view.subviews.append(try decode(element, defaultFrame: nil, kinds: kinds)) }
        }
        return view
    }

    private static func insets(_ node: SceneNode) throws(SceneError) -> EdgeInsets {
        if node.kind == .sequence {
            let n = try node.numbers(4, "[top, left, bottom, right]")
            return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        return EdgeInsets(all: try node.double())
    }

    private static func fill(_ node: SceneNode, bounds: Rect) throws(SceneError) -> FillDescription {
        let map = try node.mapping(allowing: fillKeys)
        let shape = try map["shape"]?.choice(FillDescription.Shape.self) ?? .rect
        var fill = FillDescription(shape: shape, rect: try map["rect"]?.rect() ?? bounds)
        if let value = map["cornerRadius"] {
            guard shape == .roundedRect else { throw value.error("cornerRadius applies only to shape roundedRect") }
            fill.cornerRadius = try value.double(in: 0...Double.greatestFiniteMagnitude)
        }
        if let value = map["alpha"] { fill.alpha = try value.double(in: 0...1) }
        return fill
    }

    private static func mask(_ node: SceneNode) throws(SceneError) -> AlphaMask {
        let map = try node.mapping(allowing: maskKeys)
        let width = try map.required("width").int(atLeast: 1)
        let height = try map.required("height").int(atLeast: 1)
        let valuesNode = try map.required("values")
        // Checked here, before AlphaMask multiplies them: 2^32 × 2^32 overflows Int.
        guard !width.multipliedReportingOverflow(by: height).overflow else {
            throw node.error("a \(width) × \(height) mask has more values than a list can hold")
        }
        var values: [UInt8] = []
        for element in try valuesNode.sequence() {
            let value = try element.int()
            guard (0...255).contains(value) else { throw element.error("mask values are 0 (clear) to 255 (opaque), got \(value)") }
            values.append(UInt8(value))
        }
        do {
            return try AlphaMask(width: width, height: height, values: values)
        } catch {
            throw valuesNode.error(error.description)
        }
    }

    private static func scroll(_ node: SceneNode) throws(SceneError) -> ScrollDescription {
        let map = try node.mapping(allowing: scrollKeys)
        var scroll = ScrollDescription(contentSize: try map.required("contentSize").size())
        if let value = map["contentOffset"] { scroll.contentOffset = try value.point() }
        if let value = map["zoom"] {
            let n = try value.numbers(2, "[minimumZoomScale, maximumZoomScale]")
            guard n[0] > 0, n[0] <= n[1] else { throw value.error("zoom scales must be positive with minimum ≤ maximum, got [\(TraceValue.format(n[0])), \(TraceValue.format(n[1]))]") }
            scroll.minimumZoomScale = n[0]
            scroll.maximumZoomScale = n[1]
        }
        if let value = map["zoomView"] { scroll.zoomView = SceneReference(id: try value.string(), location: value.location) }
        if let value = map["delaysContentTouches"] { scroll.delaysContentTouches = try value.bool() }
        if let value = map["canCancelContentTouches"] { scroll.canCancelContentTouches = try value.bool() }
        if let value = map["contentInset"] { scroll.contentInset = try insets(value) }
        if let value = map["bounces"] { scroll.bounces = try value.bool() }
        if let value = map["alwaysBounceVertical"] { scroll.alwaysBounceVertical = try value.bool() }
        if let value = map["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = try value.bool() }
        if let value = map["bouncesZoom"] { scroll.bouncesZoom = try value.bool() }
        if let value = map["paging"] { scroll.isPagingEnabled = try value.bool() }
        if let value = map["decelerationRate"] { scroll.decelerationRate = try decelerationRate(value) }
        if let value = map["refresh"] { scroll.refresh = try RefreshDescription.decode(value) }
        if let value = map["pan"] { scroll.panRelations = try RecognizerRelations.decode(value) }
        if let value = map["pinch"] { scroll.pinchRelations = try RecognizerRelations.decode(value) }
        return scroll
    }

    /// `normal` (0.998), `fast` (0.99) or a number between 0 and 1, exclusive.
    private static func decelerationRate(_ node: SceneNode) throws(SceneError) -> DecelerationRate {
        let text = try node.string()
        switch text {
        case "normal": return .normal
        case "fast": return .fast
        default:
            guard let number = Double(text), let rate = DecelerationRate(rawValue: number) else {
                throw node.error("decelerationRate must be normal, fast or a number between 0 and 1 (exclusive), got \(text)")
            }
            return rate
        }
    }
}
