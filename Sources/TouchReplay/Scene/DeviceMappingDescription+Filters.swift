import InputEvents

extension DeviceMappingDescription {
    /// Keys allowed in an entry's `filters`.
    static let filterKeys = ["minimumDuration", "minimumPressure", "minimumSize", "edgeBand", "singlePosition", "farApartTaps", "debounce"]
    /// libinput's button debounce timeout (`DEBOUNCE_TIMEOUT_BOUNCE`, src/evdev-debounce.c), for `debounce: true`.
    static let libinputDebounceMilliseconds = 25.0

    /// Decodes an entry's `filters: {…}` (docs/scene-format.md, "Noise filters"):
    /// each filter off unless given, every value checked against its range, times in
    /// milliseconds, distances in screen points (the edge band in millimetres).
    /// Whether a filter suits the device is checked when the device is known
    /// (`ContactFilterStage`), with this entry's position.
    static func decodeFilters(_ node: SceneNode) throws(SceneError) -> ContactFilterSettings {
        let map = try node.mapping(allowing: filterKeys)
        var settings = ContactFilterSettings(location: "\(node.document.source.file):\(node.location.line):\(node.location.column): \(node.path)")
        if let value = map["minimumDuration"] {
            settings.minimumDuration = try milliseconds(value, "minimumDuration", "a touch lifting sooner is noise") / 1000
        }
        if let value = map["minimumPressure"] { settings.minimumPressure = try deviceUnits(value, "minimumPressure", "pressure") }
        if let value = map["minimumSize"] { settings.minimumSize = try deviceUnits(value, "minimumSize", "ABS_MT_TOUCH_MAJOR") }
        if let value = map["edgeBand"] {
            settings.edgeBand = try number(value, "edgeBand", in: 0...100, unit: "millimetres", lowerOpen: true)
        }
        if let value = map["singlePosition"] {
            let spot = try value.mapping(allowing: ["reports", "radius", "memory"])
            let reportsNode = try spot.required("reports")
            let reports = try reportsNode.int()
            guard (2...1_000_000).contains(reports) else {
                throw reportsNode.error("singlePosition reports must be a whole number from 2 to 1000000 (reports on one spot before it is stuck), got \(reports)")
            }
            var filter = ContactFilterSettings.SinglePosition(reports: reports)
            if let radius = spot["radius"] { filter.radius = try number(radius, "singlePosition radius", in: 0...1000, unit: "points", lowerOpen: true) }
            if let memory = spot["memory"] { filter.memory = try milliseconds(memory, "singlePosition memory", "how long a stuck spot is remembered", maximum: 3_600_000) / 1000 }
            settings.singlePosition = filter
        }
        if let value = map["farApartTaps"] {
            let taps = try value.mapping(allowing: ["distance", "interval", "movement"])
            var filter = ContactFilterSettings.FarApartTaps(
                distance: try number(taps.required("distance"), "farApartTaps distance", in: 0...100_000, unit: "points", lowerOpen: true))
            if let interval = taps["interval"] { filter.interval = try milliseconds(interval, "farApartTaps interval", "between the taps' beginnings") / 1000 }
            if let movement = taps["movement"] { filter.movement = try number(movement, "farApartTaps movement", in: 0...100_000, unit: "points", lowerOpen: true) }
            settings.farApartTaps = filter
        }
        if let value = map["debounce"] {
            if value.kind == .scalar, let on = try? value.bool() {
                guard on else { throw value.error("debounce is on with true or a timeout in milliseconds; leave it out for none") }
                settings.debounce = libinputDebounceMilliseconds / 1000
            } else {
                settings.debounce = try milliseconds(value, "debounce", "a pointer button's release and press closer are a bounce") / 1000
            }
        }
        guard !settings.isEmpty else { throw node.error("filters needs at least one filter (or leave filters out)") }
        return settings
    }

    /// A time in milliseconds, above 0 and at most `maximum`.
    private static func milliseconds(_ node: SceneNode, _ name: String, _ meaning: String, maximum: Double = 1000) throws(SceneError) -> Double {
        let value = try node.double()
        guard value > 0, value <= maximum else {
            throw node.error("\(name) must be a number of milliseconds above 0 and at most \(TraceFormat.number(maximum)) (\(meaning)), got \(TraceFormat.number(value))")
        }
        return value
    }

    /// A number in `range` (its lower end excluded when `lowerOpen`).
    private static func number(_ node: SceneNode, _ name: String, in range: ClosedRange<Double>, unit: String, lowerOpen: Bool) throws(SceneError) -> Double {
        let value = try node.double()
        guard range.contains(value), !(lowerOpen && value == range.lowerBound) else {
            throw node.error("\(name) must be a number of \(unit) above \(TraceFormat.number(range.lowerBound)) and at most \(TraceFormat.number(range.upperBound)), got \(TraceFormat.number(value))")
        }
        return value
    }

    /// A floor in the device's units: a whole number from 1 to `Int32.max`.
    private static func deviceUnits(_ node: SceneNode, _ name: String, _ axis: String) throws(SceneError) -> Int32 {
        let value = try node.int()
        guard value > 0, value <= Int(Int32.max) else {
            throw node.error("\(name) must be a positive whole number of \(axis) units (a touch below it is held back), got \(value)")
        }
        return Int32(value)
    }
}
