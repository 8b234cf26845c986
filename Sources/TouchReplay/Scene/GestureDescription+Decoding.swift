import GestureEngine

extension GestureDescription {
    /// Keys allowed in every recognizer.
    static let commonKeys = ["id", "kind", "requireToFail", "simultaneousWith", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "action", "traceActions",
                             "allowedTouchTypes"]

    /// The parameter keys each kind accepts, beyond ``commonKeys``.
    static func parameterKeys(_ kind: GestureKind) -> [String] {
        switch kind {
        case .tap: ["taps", "touches", "buttonMaskRequired"]
        case .doubleTap: ["touches", "buttonMaskRequired"]
        case .longPress: ["taps", "touches", "minimumPressDuration", "allowableMovement", "buttonMaskRequired"]
        case .pan: ["minimumTouches", "maximumTouches", "allowedScrollTypesMask"]
        case .pinch, .rotation, .hover: []
        case .swipe: ["touches", "direction"]
        case .screenEdgePan: ["edges"]
        }
    }

    /// Every key any recognizer accepts, each once, in the order of ``commonKeys`` then the kinds'.
    static let allKeys: [String] = {
        let all = commonKeys + GestureKind.allCases.flatMap(parameterKeys)
        return all.enumerated().filter { !all[..<$0.offset].contains($0.element) }.map(\.element)
    }()

    /// Decodes one recognizer; parameters that do not apply to its kind are errors.
    static func decode(_ node: SceneNode) throws(SceneError) -> GestureDescription {
        let map = try node.mapping(allowing: allKeys)
        let id = try map.required("id").string()
        let kind = try map.required("kind").choice(GestureKind.self)
        for entry in map where !commonKeys.contains(entry.key) && !parameterKeys(kind).contains(entry.key) {
            throw entry.keyNode.error("\"\(entry.key)\" does not apply to a \(kind.rawValue) recognizer")
        }
        var gesture = GestureDescription(id: id, kind: kind, location: node.location)
        if let value = map["taps"] { gesture.taps = try value.int(atLeast: kind == .longPress ? 0 : 1) }
        if let value = map["touches"] { gesture.touches = try value.int(atLeast: 1) }
        if let value = map["minimumTouches"] { gesture.minimumTouches = try value.int(atLeast: 1) }
        if let value = map["maximumTouches"] {
            let maximum = try value.int(atLeast: 1)
            guard maximum >= gesture.minimumTouches else { throw value.error("must be at least minimumTouches (\(gesture.minimumTouches)), got \(maximum)") }
            gesture.maximumTouches = maximum
        }
        if let value = map["minimumPressDuration"] { gesture.minimumPressDuration = try value.double(in: 0...3600) }
        if let value = map["allowableMovement"] { gesture.allowableMovement = try value.double(in: 0...Double.greatestFiniteMagnitude) }
        if let value = map["direction"] {
            gesture.directions = []
            if value.kind == .sequence {
                for element in try value.sequence() { gesture.directions.append(try element.choice(SwipeDirection.self)) }
                guard !gesture.directions.isEmpty else { throw value.error("needs at least one direction") }
            } else {
                gesture.directions = [try value.choice(SwipeDirection.self)]
            }
        }
        if let value = map["edges"] { gesture.edges = try decodeEdges(value) }
        if let value = map["requireToFail"] { gesture.requireToFail = try value.references() }
        if let value = map["simultaneousWith"] { gesture.simultaneousWith = try value.references() }
        if let value = map["cancelsTouchesInView"] { gesture.cancelsTouchesInView = try value.bool() }
        if let value = map["delaysTouchesBegan"] { gesture.delaysTouchesBegan = try value.bool() }
        if let value = map["delaysTouchesEnded"] { gesture.delaysTouchesEnded = try value.bool() }
        if let value = map["traceActions"] { gesture.tracesActions = try value.bool() }
        if let value = map["allowedTouchTypes"] {
            gesture.allowedTouchTypes = []
            for element in try value.sequence() { gesture.allowedTouchTypes.append(try element.choice(TouchType.self)) }
        }
        if let value = map["allowedScrollTypesMask"] {
            var names: [ScrollTypeName] = []
            if value.kind == .sequence {
                for element in try value.sequence() { names.append(try element.choice(ScrollTypeName.self)) }
            } else {
                names = [try value.choice(ScrollTypeName.self)]
            }
            for name in names {
                switch name {
                case .discrete: gesture.allowedScrollTypesMask.insert(.discrete)
                case .continuous: gesture.allowedScrollTypesMask.insert(.continuous)
                case .all: gesture.allowedScrollTypesMask.formUnion(.all)
                }
            }
        }
        if let value = map["buttonMaskRequired"] {
            let text = try value.string()
            guard let mask = ButtonMask(name: text), !mask.isEmpty else {
                throw value.error("buttonMaskRequired must be button names joined by + (primary, secondary, middle, button4 …), got \"\(text)\"")
            }
            gesture.buttonMaskRequired = mask
        }
        if let value = map["action"] {
            gesture.action = try value.choice(GestureAction.self)
            guard gesture.action.kinds.contains(kind) else {
                throw value.error("action \(gesture.action.rawValue) needs a \(gesture.action.kinds.map(\.rawValue).joined(separator: " or ")) recognizer, not \(kind.rawValue)")
            }
        }
        return gesture
    }

    /// A screen edge pan's `edges`: one of `top`, `left`, `bottom`, `right`, `all`, or a list of them.
    private static func decodeEdges(_ value: SceneNode) throws(SceneError) -> RectEdge {
        guard value.kind == .sequence else { return try value.choice(EdgeName.self).edge }
        var edges: RectEdge = []
        for element in try value.sequence() { edges.formUnion(try element.choice(EdgeName.self).edge) }
        return edges
    }

    /// The names a scene gives edges.
    private enum EdgeName: String, CaseIterable {
        case top, left, bottom, right, all

        /// The edge (or edges) named.
        var edge: RectEdge {
            switch self {
            case .top: .top
            case .left: .left
            case .bottom: .bottom
            case .right: .right
            case .all: .all
            }
        }
    }
}

/// The words a scene's `allowedScrollTypesMask` takes (GestureEngine's `ScrollTypeMask`).
enum ScrollTypeName: String, CaseIterable {
    case discrete
    case continuous
    case all
}
