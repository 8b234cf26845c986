import InputEvents

/// The `.umockdev` file: the sysfs and udev view of a virtual evdev node
/// (`/sys/devices/virtual/input/inputN/eventN`, `/dev/input/eventN` on 13:64+N)
/// with the `ID_INPUT_*` properties udev's `input_id` builtin would set.
enum UdevRecord {
    /// The udev input types of a device, guessed the way udev's `input_id` builtin does
    /// (`test_pointers`, `test_key`), in the order udev lists them.
    static func inputTypes(of description: DeviceDescription) -> [String] {
        let hasAbsoluteXY = description.supports(.absolute, code: AbsoluteAxis.x)
            && description.supports(.absolute, code: AbsoluteAxis.y)
        let hasMultiTouchXY = description.supports(.absolute, code: AbsoluteAxis.multiTouchPositionX)
            && description.supports(.absolute, code: AbsoluteAxis.multiTouchPositionY)
        let hasRelativeXY = description.supports(.relative, code: RelativeAxis.x)
            && description.supports(.relative, code: RelativeAxis.y)
        let hasTouch = description.supports(.key, code: KeyCode.buttonTouch)
        let hasPen = description.supports(.key, code: KeyCode.buttonToolPen)
            || description.supports(.key, code: KeyCode.buttonStylus)
        let fingerWithoutPen = description.supports(.key, code: KeyCode.buttonToolFinger) && !hasPen
        let hasMouseButton = description.supports(.key, code: KeyCode.buttonLeft)
        let isDirect = description.hasProperty(InputProperty.direct)

        var types: [String] = []
        if hasAbsoluteXY || hasMultiTouchXY {
            if hasPen {
                types.append("TABLET")
            } else if fingerWithoutPen && !isDirect {
                types.append("TOUCHPAD")
            } else if hasMouseButton {
                types.append("MOUSE")
            } else if hasTouch || isDirect {
                types.append("TOUCHSCREEN")
            }
        }
        if hasRelativeXY && hasMouseButton { types.append("MOUSE") }
        let keys = description.codes[.key] ?? []
        if keys.contains(where: { $0 < KeyCode.buttonMouseRange.lowerBound && $0 > 0 }) { types.append("KEY") }
        return types
    }

    /// The udev properties (`NAME=value`) that udev's rules would set: `ID_INPUT=1`, one
    /// `ID_INPUT_<TYPE>=1` per input type and, for touch devices, `LIBINPUT_FUZZ_<axis>`.
    static func properties(of description: DeviceDescription) -> [String] {
        var properties = ["ID_INPUT=1"] + inputTypes(of: description).map { "ID_INPUT_\($0)=1" }
        if clearsFuzz(for: description) {
            // What udev's 90-libinput-fuzz-override.rules does: the fuzz moves to a property
            // and the emulated kernel reports none.
            for code in description.absoluteAxes.keys.sorted() where description.absoluteAxes[code]!.fuzz != 0 {
                properties.append("LIBINPUT_FUZZ_\(hexByte(code))=\(description.absoluteAxes[code]!.fuzz)")
            }
        }
        return properties
    }

    /// The `.umockdev` text for the event node and its parent input device.
    static func text(for description: DeviceDescription, options: EmulationOptions) -> String {
        let n = options.nodeNumber
        let parent = "/devices/virtual/input/input\(n)"
        let properties = properties(of: description)
        let id = description.identifier
        let product = [id.busType, id.vendor, id.product, id.version].map { String($0, radix: 16) }.joined(separator: "/")
        var lines = [
            "P: \(parent)/event\(n)",
            "N: input/event\(n)",
            "E: DEVNAME=/dev/input/event\(n)",
            "E: MAJOR=13",
            "E: MINOR=\(options.minorNumber)",
            "E: SUBSYSTEM=input",
        ]
        lines += properties.map { "E: \($0)" }
        lines += ["A: dev=13:\(options.minorNumber)", ""]
        lines += [
            "P: \(parent)",
            "E: NAME=\"\(udevEscaped(description.name))\"",
            "E: PRODUCT=\(product)",
            "E: PROP=\(bitmapWords(description.properties))",
            "E: SUBSYSTEM=input",
        ]
        lines += properties.map { "E: \($0)" }
        lines += [nameAttribute(description.name), "A: properties=\(bitmapWords(description.properties))", ""]
        return lines.joined(separator: "\n")
    }

    /// The sysfs `name` attribute: as text when it is printable ASCII, else as its bytes in
    /// hexadecimal (umockdev's `H:` lines), so that any name a device may give (control
    /// characters, line breaks) stays on one line of the record.
    static func nameAttribute(_ name: String) -> String {
        guard !isPrintableASCII(name) else { return "A: name=\(name)" }
        return "H: name=" + (Array(name.utf8) + [0x0A]).map { hexByte(UInt16($0)) }.joined()
    }

    /// `text` as udev writes a property value it cannot write raw: each byte that is not printable
    /// ASCII, and each backslash, as `\xNN`.
    static func udevEscaped(_ text: String) -> String {
        guard !isPrintableASCII(text) || text.contains("\\") else { return text }
        return text.utf8.map { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + hexByte(UInt16($0)) }.joined()
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether the emulated kernel should report fuzz 0 (the udev fuzz override applies).
    static func clearsFuzz(for description: DeviceDescription) -> Bool {
        let types = inputTypes(of: description)
        return types.contains("TOUCHSCREEN") || types.contains("TOUCHPAD")
    }

    static func hexByte(_ code: UInt16) -> String {
        let digits = String(code, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// A bitmap as sysfs prints it: hexadecimal words, most significant first.
    static func bitmapWords(_ set: CodeSet) -> String {
        let bytes = set.bitmapBytes(minimumCount: 8)
        var words: [String] = []
        for start in stride(from: 0, to: bytes.count, by: 8) {
            var word: UInt64 = 0
            for (offset, byte) in bytes[start..<min(start + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << (8 * UInt64(offset))
            }
            words.append(String(word, radix: 16))
        }
        while words.count > 1, words.last == "0" { words.removeLast() }
        return words.reversed().joined(separator: " ")
    }
}
