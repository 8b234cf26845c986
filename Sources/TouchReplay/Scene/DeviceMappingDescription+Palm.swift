import InputEvents

extension DeviceMappingDescription {
    /// Keys allowed in an entry's `palm`.
    static let palmKeys = ["size", "pressure"]

    /// Decodes an entry's `palm: {size: N, pressure: N}`: positive whole
    /// numbers in the device's units, at least one of them.
    static func decodePalm(_ node: SceneNode) throws(SceneError) -> PalmThresholds {
        let map = try node.mapping(allowing: palmKeys)
        var thresholds = PalmThresholds()
        if let value = map["size"] { thresholds.size = try threshold(value, "size", axis: "ABS_MT_TOUCH_MAJOR") }
        if let value = map["pressure"] { thresholds.pressure = try threshold(value, "pressure", axis: "ABS_MT_PRESSURE (or ABS_PRESSURE)") }
        guard thresholds.size != nil || thresholds.pressure != nil else {
            throw node.error("palm needs a size or a pressure threshold (or leave palm out)")
        }
        return thresholds
    }

    /// One threshold: a whole number from 1 to `Int32.max`.
    private static func threshold(_ node: SceneNode, _ name: String, axis: String) throws(SceneError) -> Int32 {
        let value = try node.int()
        guard value > 0, value <= Int(Int32.max) else {
            throw node.error("palm \(name) must be a positive whole number of \(axis) units (a contact above it is a palm), got \(value)")
        }
        return Int32(value)
    }
}
