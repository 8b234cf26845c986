import InputEvents

extension DeviceDescription {
    /// The description of a device libevdev has opened: every type, code,
    /// property and absolute axis it reports, and its LED and switch states.
    init(_ evdev: Libevdev) {
        var codes: [EventType: CodeSet] = [:]
        var axes: [UInt16: AbsoluteAxisInfo] = [:]
        var leds: [UInt16: Int32] = [:]
        var switches: [UInt16: Int32] = [:]
        for rawType in 0...EventType.max where evdev.hasEventType(rawType) {
            let type = EventType(rawValue: rawType)
            var set = CodeSet()
            if let maximum = Libevdev.maximumCode(of: rawType) {
                for code in 0...maximum where evdev.hasEventCode(rawType, code) {
                    set.insert(code)
                    if type == .absolute, let info = evdev.absoluteInfo(code) { axes[code] = info }
                    if type == .led { leds[code] = evdev.value(rawType, code) }
                    if type == .switch { switches[code] = evdev.value(rawType, code) }
                }
            }
            codes[type] = set
        }
        var properties = CodeSet()
        for property in 0...InputProperty.max where evdev.hasProperty(property) { properties.insert(property) }
        self.init(
            name: evdev.name, identifier: evdev.identifier, properties: properties, codes: codes,
            absoluteAxes: axes, ledStates: leds, switchStates: switches)
    }
}
