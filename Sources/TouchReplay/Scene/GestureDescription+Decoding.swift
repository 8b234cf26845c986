import GestureEngine

extension GestureDescription {
    /// Keys every recognizer takes, whatever its kind.
    public static let commonKeys = ["id", "kind", "requireToFail", "simultaneousWith", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "action",
                                    "traceActions", "allowedTouchTypes"]

    /// Decodes one recognizer of a kind in `kinds`; keys that do not apply to its kind are errors.
    static func decode(_ node: SceneNode, kinds: GestureKindRegistry) throws(SceneError) -> GestureDescription {
        let map = try node.mapping(allowing: kinds.allKeys)
        let id = try map.required("id").string()
        let kindNode = try map.required("kind")
        let kindName = try kindNode.string()
        var known = kinds.kind(named: kindName)
        // An unknown name throws the error that lists the known ones.
        if known == nil { known = kinds.kind(named: try kindNode.choice(among: kinds.kinds.map(\.name))) }
        guard let kind = known else { throw kindNode.error("unknown kind \"\(kindName)\"") }
        var gesture = GestureDescription(id: id, kind: kind, location: node.location)
        for entry in map where !commonKeys.contains(entry.key) {
            guard let key = kind.keys.first(where: { $0.name == entry.key }) else {
                throw entry.keyNode.error("\"\(entry.key)\" does not apply to a \(kind.name) recognizer")
            }
            gesture.parameters.set(key.name, try entry.value.parameter(key.type))
        }
        do {
            try kind.check(gesture.parameters)
        } catch {
            throw (map[error.key] ?? node).error(error.message)
        }
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
        if let value = map["action"] {
            gesture.action = try value.choice(GestureAction.self)
            guard gesture.action == .none || kind.actions.contains(gesture.action) else {
                let takers = kinds.kinds.filter { $0.actions.contains(gesture.action) }.map(\.name)
                throw value.error("action \(gesture.action.rawValue) needs a \(takers.joined(separator: " or ")) recognizer, not \(kind.name)")
            }
        }
        return gesture
    }
}

extension SceneNode {
    /// The node read as a value of `type`.
    func parameter(_ type: GestureParameterType) throws(SceneError) -> GestureParameterValue {
        switch type {
        case let .wholeNumber(minimum): return .wholeNumber(try int(atLeast: minimum))
        case let .number(range): return .number(try double(in: range))
        case .bool: return .bool(try bool())
        case .name: return .name(try string())
        case let .choice(names): return .name(try choice(among: names))
        case let .choices(names):
            guard kind == .sequence else { return .names([try choice(among: names)]) }
            var chosen: [String] = []
            for element in try sequence() { chosen.append(try element.choice(among: names)) }
            return .names(chosen)
        }
    }
}
