/// The kernel's names for event types, codes and input properties
/// (`EV_SYN`, `ABS_MT_POSITION_X`, `BTN_TOUCH`, `INPUT_PROP_DIRECT`, …) and
/// the reverse lookup, as evemu comments and `libinput record` files spell them.
///
/// A code with several names (`BTN_LEFT` = `BTN_MOUSE`) renders with the name
/// libevdev prints (`BTN_LEFT`); every name, aliases included, looks up.
/// Codes without a name render as the type's prefix and the hexadecimal code
/// (`ABS_0x2d`, `KEY_0x2ab`, `EV_0x1f`, `INPUT_PROP_0x1f`), and those renderings
/// look up again.
public enum EventNames {
    /// The name of an event type, such as `EV_ABS`, or `EV_0x1f` when it has none.
    public static func name(of type: EventType) -> String {
        index.typeNames[type.rawValue] ?? "EV_" + hex(type.rawValue)
    }

    /// The name of `code` of `type`, such as `ABS_MT_SLOT`, or `ABS_0x2d` when it has none.
    public static func name(type: EventType, code: UInt16) -> String {
        if let name = index.codeNames[type.rawValue]?[code] { return name }
        return codePrefix(of: type) + hex(code)
    }

    /// The name of an input property, such as `INPUT_PROP_DIRECT`, or `INPUT_PROP_0x1f` when it has none.
    public static func name(ofProperty property: UInt16) -> String {
        index.propertyNames[property] ?? "INPUT_PROP_" + hex(property)
    }

    /// The event type called `name` (`EV_KEY` or `EV_0x01`), or nil.
    public static func type(named name: String) -> EventType? {
        if let raw = index.typesByName[name] { return EventType(rawValue: raw) }
        return parseHex(name, prefix: "EV_").map { EventType(rawValue: $0) }
    }

    /// The type and code called `name` (`ABS_MT_SLOT`, `BTN_MOUSE`, `ABS_0x2d`), or nil.
    public static func code(named name: String) -> (type: EventType, code: UInt16)? {
        if let found = index.codesByName[name] { return (EventType(rawValue: found.type), found.code) }
        for (prefix, type) in index.prefixes {
            if let code = parseHex(name, prefix: prefix) { return (EventType(rawValue: type), code) }
        }
        return nil
    }

    /// The code of `type` called `name`, or nil when the name is unknown or belongs to another type.
    public static func code(named name: String, type: EventType) -> UInt16? {
        guard let found = code(named: name), found.type == type else { return nil }
        return found.code
    }

    /// The input property called `name` (`INPUT_PROP_DIRECT` or `INPUT_PROP_0x01`), or nil.
    public static func property(named name: String) -> UInt16? {
        index.propertiesByName[name] ?? parseHex(name, prefix: "INPUT_PROP_")
    }

    /// The prefix of the code names of `type` (`ABS_` for `EV_ABS`, `KEY_` for `EV_KEY`).
    static func codePrefix(of type: EventType) -> String {
        index.prefixes.first { $0.type == type.rawValue }?.prefix ?? name(of: type) + "_"
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    private static func parseHex(_ name: String, prefix: String) -> UInt16? {
        guard name.hasPrefix(prefix + "0x") else { return nil }
        return UInt16(name.dropFirst(prefix.count + 2), radix: 16)
    }

    /// The lookup tables, built once from the generated name lists.
    private struct Index: Sendable {
        var typeNames: [UInt16: String] = [:]
        var typesByName: [String: UInt16] = [:]
        var codeNames: [UInt16: [UInt16: String]] = [:]
        var codesByName: [String: (type: UInt16, code: UInt16)] = [:]
        var propertyNames: [UInt16: String] = [:]
        var propertiesByName: [String: UInt16] = [:]
        /// Code-name prefixes by type, longest first so that `FF_STATUS_` wins over `FF_`.
        let prefixes: [(prefix: String, type: UInt16)] = [
            ("FF_STATUS_", 0x17), ("SYN_", 0x00), ("KEY_", 0x01), ("BTN_", 0x01), ("REL_", 0x02),
            ("ABS_", 0x03), ("MSC_", 0x04), ("SW_", 0x05), ("LED_", 0x11), ("SND_", 0x12),
            ("REP_", 0x14), ("FF_", 0x15), ("PWR_", 0x16),
        ]

        init() {
            Self.fill(&typeNames, &typesByName, from: EventNames.typeTable)
            Self.fill(&propertyNames, &propertiesByName, from: EventNames.propertyTable)
            let tables: [(UInt16, [(UInt16, String)])] = [
                (0x00, EventNames.synchronizationTable), (0x01, EventNames.keyTable),
                (0x02, EventNames.relativeTable), (0x03, EventNames.absoluteTable),
                (0x04, EventNames.miscellaneousTable), (0x05, EventNames.switchTable),
                (0x11, EventNames.ledTable), (0x12, EventNames.soundTable),
                (0x14, EventNames.autorepeatTable),
            ]
            for (type, table) in tables {
                var names: [UInt16: String] = [:]
                var byName: [String: UInt16] = [:]
                Self.fill(&names, &byName, from: table)
                codeNames[type] = names
                for (name, code) in byName { codesByName[name] = (type, code) }
            }
        }

        /// Keeps the first name of each code as its canonical name and every name for the reverse lookup.
        private static func fill(_ names: inout [UInt16: String], _ byName: inout [String: UInt16], from table: [(UInt16, String)]) {
            for (code, name) in table {
                if names[code] == nil { names[code] = name }
                byName[name] = code
            }
        }
    }

    private static let index = Index()
}
