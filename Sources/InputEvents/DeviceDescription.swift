/// The identity of an input device (the kernel's `struct input_id`).
public struct DeviceIdentifier: Hashable, Sendable {
    /// Bus type (`bustype`), for example 0x03 for USB.
    public var busType: UInt16
    /// Vendor id (`vendor`).
    public var vendor: UInt16
    /// Product id (`product`).
    public var product: UInt16
    /// Version (`version`).
    public var version: UInt16

    /// An identifier from its four fields.
    public init(busType: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.busType = busType
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}

/// What an input device is and what it can send: its name, identity, input
/// properties, supported event types and codes, and absolute axis ranges.
///
/// The same description comes from a live device (through libevdev), from an
/// evemu description, or from a `libinput record` file.
public struct DeviceDescription: Hashable, Sendable {
    /// The device's name (`EVIOCGNAME`).
    public var name: String
    /// The device's bus, vendor, product and version.
    public var identifier: DeviceIdentifier
    /// Input properties (`INPUT_PROP_*`).
    public var properties: CodeSet
    /// Supported codes per event type; a type is supported when it has an entry.
    public var codes: [EventType: CodeSet]
    /// Range of each supported absolute axis, by code.
    public var absoluteAxes: [UInt16: AbsoluteAxisInfo]
    /// LED states (`L:` lines in evemu 1.3), by code.
    public var ledStates: [UInt16: Int32]
    /// Switch states (`S:` lines in evemu 1.3), by code.
    public var switchStates: [UInt16: Int32]

    /// A description from its parts.
    public init(
        name: String,
        identifier: DeviceIdentifier = DeviceIdentifier(busType: 0, vendor: 0, product: 0, version: 0),
        properties: CodeSet = [],
        codes: [EventType: CodeSet] = [:],
        absoluteAxes: [UInt16: AbsoluteAxisInfo] = [:],
        ledStates: [UInt16: Int32] = [:],
        switchStates: [UInt16: Int32] = [:]
    ) {
        self.name = name
        self.identifier = identifier
        self.properties = properties
        self.codes = codes
        self.absoluteAxes = absoluteAxes
        self.ledStates = ledStates
        self.switchStates = switchStates
    }

    /// The supported event types, in ascending order.
    public var eventTypes: [EventType] { codes.keys.sorted() }

    /// Whether the device can send `type`.
    public func supports(_ type: EventType) -> Bool { codes[type] != nil }

    /// Whether the device can send `code` of `type`.
    public func supports(_ type: EventType, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }

    /// Whether the device has the input property `property`.
    public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }
}
