import InputEvents

extension DeviceMappingDescription {
    /// The entry keys of the input policies this file decodes: `pen`.
    static let inputPolicyKeys = ["pen"]

    /// Keys allowed in an entry's `pen`.
    static let penPolicyKeys = ["tip", "pressureOffset"]

    /// Decodes an entry's `pen: {tip: pressure | button, pressureOffset: true | false}`:
    /// which of libinput's pen rules the matched pen keeps (`PenPolicy`); a key left
    /// out keeps libinput's rule, and at least one is given.
    static func decodePenPolicy(_ node: SceneNode) throws(SceneError) -> PenPolicy {
        let map = try node.mapping(allowing: penPolicyKeys)
        var policy = PenPolicy()
        if let value = map["tip"] {
            switch try value.string() {
            case "pressure": policy.tipFromPressure = true
            case "button": policy.tipFromPressure = false
            case let other:
                throw value.error("tip must be pressure (libinput's 5 % and 1 % thresholds) or button (the pen's own BTN_TOUCH), got \(other)")
            }
        }
        if let value = map["pressureOffset"] { policy.pressureOffset = try value.bool() }
        guard map["tip"] != nil || map["pressureOffset"] != nil else {
            throw node.error("pen needs tip or pressureOffset (or leave pen out)")
        }
        return policy
    }
}
