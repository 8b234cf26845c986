import InputEvents
import TouchTime

/// A line-oriented reader of the YAML layout that `libinput record` writes
/// (`version: 1`); not a general YAML parser.
///
/// It reads the header, one device's `evdev:` block (`name`, `id`, `codes`, `absinfo`,
/// `properties`) and then streams the events of that device's `- evdev:` items, one
/// `- [sec, usec, type, code, value]` line at a time, ignoring how the events are grouped into
/// items (a frame may be split over several). The device's `udev:` `properties:` are kept
/// (`LIBINPUT_CALIBRATION_MATRIX` is applied on replay, as libinput applies it to the device).
/// Unknown keys, `quirks`, `- hid:` and `- libinput:` items, and the other devices are skipped:
/// a multi-device file is read with one parser (and one ``LineSource``) per device.
struct LibinputRecordParser {
    private var inEvdevItem = false
    private var finished = false

    /// The device's udev properties (`KEY=VALUE` items of `udev:` `properties:`), read by ``readHeader(_:device:)``.
    private(set) var udevProperties: [String: String] = [:]
    /// The device's `node:` (its `/dev/input/eventN` when recorded), nil when the file gives none.
    private(set) var node: String?
    /// The header's `ndevices:`, 1 when the file has none (or says 0).
    private(set) var declaredDeviceCount = 1
    /// The line of a device section after the last one `ndevices:` counts, seen by the last counted device's parser.
    private(set) var undeclaredSectionLine: Int?
    /// This parser's device (0 for the first).
    private var deviceIndex = 0

    /// The record's `version` and the description of device `index` (0 for the first);
    /// stops after that device's `events:` key.
    ///
    /// With `section`, `source` starts at device `index`'s `- ` line (``LibinputSections``), whose
    /// scan read the header: `section` is its `ndevices:`.
    mutating func readHeader(_ source: LineSource, device index: Int = 0, section declaredCount: Int? = nil) throws(RecordingError) -> (
        version: String, description: DeviceDescription
    ) {
        deviceIndex = index
        var inUdev = false
        var version: String? = declaredCount == nil ? nil : "1"
        var inDevices = declaredCount != nil
        var deviceCount = declaredCount == nil ? 0 : index
        if let declaredCount { declaredDeviceCount = declaredCount }
        var declaredCount: (line: Int, column: Int)?  // where `ndevices:`'s number is
        var evdevKey: String?  // the key at indent 4 under evdev whose entries follow (codes, absinfo)
        var inEvdev = false
        var description = DeviceDescription(name: "")
        var sawName = false
        while let line = try source.nextLine() {
            var cursor = ByteCursor(line)
            cursor.skipSpaces()
            if cursor.isAtEndOrComment() { continue }
            let indent = cursor.index
            let failure = { (expected: StaticString) in
                LineFailure(indent, expected).error(path: source.path, lineNumber: source.lineNumber, line: line)
            }
            if indent == 0 {
                if cursor.hasPrefix("version:") {
                    cursor.index = 8
                    version = cursor.restAsString()
                    guard version == "1" else {
                        throw RecordingError(
                            path: source.path, line: source.lineNumber, column: 10,
                            reason: .unsupportedVersion(version ?? ""))
                    }
                } else if cursor.hasPrefix("ndevices:") {
                    cursor.index = 9
                    cursor.skipSpaces()
                    let start = cursor.index
                    guard let count = cursor.unsignedDecimal(maxDigits: 4), cursor.isAtDelimiter else {
                        throw LineFailure(start, "a device count (a decimal number up to 9999)")
                            .error(path: source.path, lineNumber: source.lineNumber, line: line)
                    }
                    // `ndevices: 0` is for a file without devices, which ends in the `noDevice` error below.
                    declaredDeviceCount = max(1, Int(count))
                    declaredCount = (source.lineNumber, start + 1)
                } else if cursor.hasPrefix("devices:") {
                    guard version != nil else { throw failure("a \"version: 1\" line before \"devices:\"") }
                    inDevices = true
                } else if inDevices && cursor.hasPrefix("- ") {
                    deviceCount += 1
                    guard deviceCount <= index + 1 else { break }
                    if deviceCount == index + 1 {
                        cursor.index = 2
                        cursor.skipSpaces()
                        if cursor.hasPrefixAtIndex("node:") { node = Self.string(line, from: cursor.index + 5) }
                    }
                } else {
                    inDevices = false
                }
                continue
            }
            guard inDevices, deviceCount == index + 1 else { continue }
            if indent == 2 {
                if cursor.hasPrefix("  node:") { node = Self.string(line, from: 7) }
                inEvdev = cursor.hasPrefix("  evdev:")
                inUdev = cursor.hasPrefix("  udev:")
                evdevKey = nil
                if cursor.hasPrefix("  events:") {
                    guard sawName else {
                        throw failure("an \"evdev:\" block with the device's name before \"events:\"")
                    }
                    return ("1", description)
                }
                continue
            }
            if inUdev {
                // `    properties:` then its items, `    - KEY=VALUE`, at the same indent.
                if cursor.hasPrefix("    - ") {
                    let item = Self.string(line, from: 6)
                    if let equals = item.firstIndex(of: "=") {
                        udevProperties[String(item[..<equals])] = String(item[item.index(after: equals)...])
                    }
                }
                continue
            }
            guard inEvdev else { continue }
            if indent == 4 {
                evdevKey = nil
                do throws(LineFailure) {
                    if cursor.hasPrefix("    name:") {
                        description.name = Self.string(line, from: 9)
                        sawName = true
                    } else if cursor.hasPrefix("    id:") {
                        cursor.index = 7
                        let id = try Self.numbers(&cursor, count: 4)
                        description.identifier = DeviceIdentifier(
                            busType: UInt16(truncatingIfNeeded: id[0]), vendor: UInt16(truncatingIfNeeded: id[1]),
                            product: UInt16(truncatingIfNeeded: id[2]), version: UInt16(truncatingIfNeeded: id[3]))
                    } else if cursor.hasPrefix("    properties:") {
                        cursor.index = 15
                        description.properties = CodeSet(
                            try Self.numbers(&cursor).map { UInt16(truncatingIfNeeded: $0) })
                    } else if cursor.hasPrefix("    codes:") {
                        evdevKey = "codes"
                    } else if cursor.hasPrefix("    absinfo:") {
                        evdevKey = "absinfo"
                    }
                } catch {
                    throw error.error(path: source.path, lineNumber: source.lineNumber, line: line)
                }
                continue
            }
            guard let key = evdevKey else { continue }
            do throws(LineFailure) {
                let codeStart = cursor.index
                guard let code = cursor.unsignedDecimal(maxDigits: 5), code <= 0xFFFF, cursor.consume(UInt8(ascii: ":"))
                else { throw LineFailure(codeStart, "a decimal code followed by \":\"") }
                if key == "codes" {
                    let set = CodeSet(try Self.numbers(&cursor).map { UInt16(truncatingIfNeeded: $0) })
                    if !set.isEmpty { description.codes[EventType(rawValue: UInt16(code))] = set }
                } else {
                    let values = try Self.numbers(&cursor, count: 5)
                    description.absoluteAxes[UInt16(code)] = AbsoluteAxisInfo(
                        minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3], resolution: values[4])
                }
            } catch {
                throw error.error(path: source.path, lineNumber: source.lineNumber, line: line)
            }
        }
        if version == nil {
            throw RecordingError(
                path: source.path, line: source.lineNumber, column: 1,
                reason: .unexpected(expected: "a \"version: 1\" line", found: "end of file"))
        }
        guard deviceCount > 0 else {
            throw RecordingError(path: source.path, line: source.lineNumber, reason: .noDevice)
        }
        guard deviceCount > index else {
            throw RecordingError(
                path: source.path, line: declaredCount?.line ?? source.lineNumber, column: declaredCount?.column,
                reason: .missingDevice(index: index, found: deviceCount))
        }
        guard sawName else {
            throw RecordingError(
                path: source.path, line: source.lineNumber, column: 1,
                reason: .unexpected(expected: "an \"evdev:\" block with the device's name", found: "end of device"))
        }
        finished = true
        return ("1", description)
    }

    /// The next event of the device, or nil after its last one.
    @inline(__always)
    mutating func nextEvent(_ source: LineSource) throws(RecordingError) -> InputEvent? {
        guard !finished else { return nil }
        while let line = try source.nextLine() {
            var cursor = ByteCursor(line)
            cursor.skipSpaces()
            if cursor.isAtEndOrComment() { continue }
            let indent = cursor.index
            if indent >= 4, inEvdevItem {
                do throws(LineFailure) {
                    return try Self.event(&cursor)
                } catch {
                    throw error.error(path: source.path, lineNumber: source.lineNumber, line: line)
                }
            }
            if indent == 2, cursor.consume(UInt8(ascii: "-")) {
                cursor.skipSpaces()
                inEvdevItem = ByteCursor(line, index: cursor.index).hasPrefixAtIndex("evdev:")
                continue
            }
            if indent == 0, deviceIndex == declaredDeviceCount - 1, cursor.current == UInt8(ascii: "-") {
                undeclaredSectionLine = source.lineNumber
            }
            if indent < 4 { break }
        }
        finished = true
        return nil
    }

    /// One `- [sec, usec, type, code, value]` item.
    @inline(__always)
    private static func event(_ cursor: inout ByteCursor) throws(LineFailure) -> InputEvent {
        guard cursor.consume(UInt8(ascii: "-")) else {
            throw LineFailure(cursor.index, "an event \"- [sec, usec, type, code, value]\"")
        }
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "[")) else { throw LineFailure(cursor.index, "\"[\" starting an event") }
        cursor.skipSpaces()
        let secondsStart = cursor.index
        guard let seconds = cursor.unsignedDecimal(maxDigits: Timestamp.maximumSecondsDigits), cursor.isAtDelimiter else {
            throw LineFailure(secondsStart, "the event's seconds (at most 10 digits)")
        }
        try comma(&cursor)
        cursor.skipSpaces()
        let microsecondsStart = cursor.index
        guard let microseconds = cursor.unsignedDecimal(maxDigits: 6), cursor.isAtDelimiter else {
            throw LineFailure(microsecondsStart, "the event's microseconds (0 to 999999)")
        }
        guard let time = Timestamp(exactlySeconds: Int64(seconds), microseconds: Int64(microseconds)) else {
            throw LineFailure(secondsStart, EvemuEventLine.timeBeyondRange)
        }
        try comma(&cursor)
        cursor.skipSpaces()
        let typeStart = cursor.index
        let type = try cursor.decimalToken(expected: "a decimal event type")
        guard type >= 0, type <= 0xFFFF else { throw LineFailure(typeStart, "an event type from 0 to 65535") }
        try comma(&cursor)
        cursor.skipSpaces()
        let codeStart = cursor.index
        let code = try cursor.decimalToken(expected: "a decimal event code")
        guard code >= 0, code <= 0xFFFF else { throw LineFailure(codeStart, "an event code from 0 to 65535") }
        try comma(&cursor)
        let value = try cursor.decimalToken(expected: "a decimal event value")
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "]")) else {
            throw LineFailure(cursor.index, "\"]\" after the event's 5 numbers")
        }
        try cursor.expectEndOfLine()
        return InputEvent(
            time: time, type: EventType(rawValue: UInt16(type)), code: UInt16(code), value: value)
    }

    @inline(__always)
    private static func comma(_ cursor: inout ByteCursor) throws(LineFailure) {
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: ",")) else {
            throw LineFailure(cursor.index, "\",\" between the event's numbers")
        }
    }

    /// A flow list of decimal numbers, `[1, 2, 3]`, with exactly `count` entries when given.
    private static func numbers(_ cursor: inout ByteCursor, count: Int? = nil) throws(LineFailure) -> [Int32] {
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "[")) else { throw LineFailure(cursor.index, "a list \"[…]\"") }
        var values: [Int32] = []
        cursor.skipSpaces()
        if !cursor.consume(UInt8(ascii: "]")) {
            while true {
                values.append(try cursor.decimalToken(expected: "a decimal number"))
                cursor.skipSpaces()
                if cursor.consume(UInt8(ascii: "]")) { break }
                guard cursor.consume(UInt8(ascii: ",")) else {
                    throw LineFailure(cursor.index, "\",\" or \"]\" in a list")
                }
            }
        }
        if let count, values.count != count {
            throw LineFailure(cursor.index - 1, "a list of exactly that many numbers")
        }
        try cursor.expectEndOfLine()
        return values
    }

    /// A YAML scalar from `offset`: a double-quoted string (with YAML's escapes: ``RecordedText``) or the trimmed plain text.
    static func string(_ line: UnsafeRawBufferPointer, from offset: Int) -> String {
        var cursor = ByteCursor(line, index: offset)
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "\"")) else { return cursor.restAsString() }
        let start = cursor.index
        while !cursor.isAtEnd, cursor.current != UInt8(ascii: "\"") {
            if cursor.current == UInt8(ascii: "\\") { cursor.index += 1 }
            if !cursor.isAtEnd { cursor.index += 1 }
        }
        return RecordedText.fromYAMLQuotedContent(line[start..<min(cursor.index, line.count)])
    }
}

extension ByteCursor {
    /// Whether the bytes from the current position start with `prefix`.
    func hasPrefixAtIndex(_ prefix: StaticString) -> Bool {
        ByteCursor(UnsafeRawBufferPointer(rebasing: bytes[index...])).hasPrefix(prefix)
    }
}
