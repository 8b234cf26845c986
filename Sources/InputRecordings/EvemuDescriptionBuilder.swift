import InputEvents

/// Collects evemu description lines (`N: I: P: B: A: L: S:`) into a `DeviceDescription`.
///
/// - `N: <name>` is taken verbatim (a `#` in it is part of the name, as in evemu), but for
///   the escapes our writer uses for characters that cannot be on the line (``RecordedText``);
/// - `I: bus vendor product version` in hexadecimal;
/// - `P:` and `B: <type>` carry bitmap bytes in hexadecimal, least significant first, repeated
///   over as many lines as needed (the key bitmap takes 12);
/// - `A: code min max fuzz flat [resolution]`: 5 numbers (evemu 1.0, 1.1) or 6 (1.2 and later),
///   both accepted in every version;
/// - `L: code state`, `S: code state` (evemu 1.3).
///
/// The supported event types come from the `B:` lines of the other types (a type is supported
/// when its bitmap is not empty): evemu 1.3 writes `B: 00 0b` whatever the device has, while old
/// files put the real type bitmap there. `EV_SYN` is always supported, with `SYN_REPORT`,
/// `SYN_CONFIG`, `SYN_MT_REPORT` and `SYN_DROPPED`.
struct EvemuDescriptionBuilder {
    private(set) var name: String?
    private var identifier = DeviceIdentifier(busType: 0, vendor: 0, product: 0, version: 0)
    private var propertyBytes: [UInt8] = []
    private var typeBytes: [UInt16: [UInt8]] = [:]
    private var absoluteAxes: [UInt16: AbsoluteAxisInfo] = [:]
    private var ledStates: [UInt16: Int32] = [:]
    private var switchStates: [UInt16: Int32] = [:]
    /// The number of description lines read.
    private(set) var lineCount = 0

    /// Whether `line` starts with one of the description prefixes.
    static func isDescriptionLine(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 2 && line[1] == UInt8(ascii: ":") && "NIPBALS".utf8.contains(line[0])
    }

    /// Adds one description line (which `isDescriptionLine` accepted).
    mutating func add(_ line: UnsafeRawBufferPointer) throws(LineFailure) {
        var cursor = ByteCursor(line, index: 2)
        lineCount += 1
        switch line[0] {
        case UInt8(ascii: "N"):
            name = RecordedText.fromEvemuLine(cursor.restAsString())
        case UInt8(ascii: "I"):
            let bus = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal bus type")
            let vendor = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal vendor id")
            let product = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal product id")
            let version = try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal version")
            try cursor.expectEndOfLine()
            identifier = DeviceIdentifier(
                busType: UInt16(bus), vendor: UInt16(vendor), product: UInt16(product), version: UInt16(version))
        case UInt8(ascii: "P"):
            try Self.bytes(&cursor, into: &propertyBytes)
        case UInt8(ascii: "B"):
            let type = UInt16(try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal event type"))
            try Self.bytes(&cursor, into: &typeBytes[type, default: []])
        case UInt8(ascii: "A"):
            let code = UInt16(try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal axis code"))
            let minimum = try cursor.decimalToken(expected: "the axis minimum")
            let maximum = try cursor.decimalToken(expected: "the axis maximum")
            let fuzz = try cursor.decimalToken(expected: "the axis fuzz")
            let flat = try cursor.decimalToken(expected: "the axis flat")
            var resolution: Int32 = 0
            if !cursor.isAtEndOrComment() {
                resolution = try cursor.decimalToken(expected: "the axis resolution")
                try cursor.expectEndOfLine()
            }
            absoluteAxes[code] = AbsoluteAxisInfo(
                minimum: minimum, maximum: maximum, fuzz: fuzz, flat: flat, resolution: resolution)
        default:
            let isLED = line[0] == UInt8(ascii: "L")
            let code = UInt16(try cursor.hexadecimalToken(maxDigits: 4, expected: "a hexadecimal code"))
            let state = try cursor.decimalToken(expected: "a decimal state")
            try cursor.expectEndOfLine()
            if isLED { ledStates[code] = state } else { switchStates[code] = state }
        }
    }

    /// Reads hexadecimal bytes (1 or 2 digits each) up to the end of the line or a comment.
    private static func bytes(_ cursor: inout ByteCursor, into bytes: inout [UInt8]) throws(LineFailure) {
        repeat {
            bytes.append(UInt8(try cursor.hexadecimalToken(maxDigits: 2, expected: "a hexadecimal byte")))
        } while !cursor.isAtEndOrComment()
    }

    /// The description; nil when no `N:` line was read.
    func build() -> DeviceDescription? {
        guard let name else { return nil }
        var codes: [EventType: CodeSet] = [
            .synchronization: [
                SynchronizationCode.report, SynchronizationCode.config,
                SynchronizationCode.multiTouchReport, SynchronizationCode.dropped,
            ]
        ]
        for (type, bytes) in typeBytes where type != EventType.synchronization.rawValue {
            let set = CodeSet(bitmapBytes: bytes)
            if !set.isEmpty { codes[EventType(rawValue: type)] = set }
        }
        return DeviceDescription(
            name: name, identifier: identifier, properties: CodeSet(bitmapBytes: propertyBytes), codes: codes,
            absoluteAxes: absoluteAxes, ledStates: ledStates, switchStates: switchStates)
    }
}
