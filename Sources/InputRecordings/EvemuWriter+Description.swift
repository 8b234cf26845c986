import InputEvents

extension EvemuWriter {
    /// Bytes of each type's `B:` bitmap as evemu writes it (the kernel's `*_CNT / 8`), in type order.
    static let bitmapByteCounts: [(type: UInt16, bytes: Int)] = [
        (0x01, 96), (0x02, 8), (0x03, 8), (0x04, 8), (0x05, 8), (0x11, 8), (0x12, 8), (0x14, 8), (0x15, 16),
    ]

    /// Writes the `# EVEMU 1.3` header, evemu-describe's comments and the description lines; the
    /// name as ``RecordedText`` writes it on an evemu line.
    func writeDescription(_ description: DeviceDescription) {
        let name = RecordedText.evemuLine(description.name)
        let id = description.identifier
        file.appendLine("# EVEMU 1.3")
        file.appendLine("# Input device name: \"\(name)\"")
        file.appendLine(
            "# Input device ID: bus 0x\(Self.hex(id.busType, 2)) vendor 0x\(Self.hex(id.vendor, 4))"
                + " product 0x\(Self.hex(id.product, 4)) version 0x\(Self.hex(id.version, 4))")
        file.appendLine("# Supported events:")
        for type in description.eventTypes {
            file.appendLine("#   Event type \(type.rawValue) (\(EventNames.name(of: type)))")
            for code in description.codes[type] ?? [] {
                file.appendLine("#     Event code \(code) (\(EventNames.name(type: type, code: code)))")
                if type == .absolute, let axis = description.absoluteAxes[code] {
                    file.appendLine("#       Min        \(axis.minimum)")
                    file.appendLine("#       Max        \(axis.maximum)")
                    file.appendLine("#       Fuzz       \(axis.fuzz)")
                    file.appendLine("#       Flat       \(axis.flat)")
                    file.appendLine("#       Resolution \(axis.resolution)")
                }
            }
        }
        file.appendLine("# Properties:")
        for property in description.properties {
            file.appendLine("#   Property  type \(property) (\(EventNames.name(ofProperty: property)))")
        }
        file.appendLine("N: \(name)")
        file.appendLine(
            "I: " + [id.busType, id.vendor, id.product, id.version].map { Self.hex($0, 4) }.joined(separator: " "))
        writeBitmap("P:", description.properties.bitmapBytes(minimumCount: 8))
        // Modern evemu writes the SYN code mask here whatever the device has; readers derive types from the rest.
        file.appendLine("B: 00 0b 00 00 00 00 00 00 00")
        var types = Self.bitmapByteCounts
        for type in description.eventTypes
        where type != .synchronization && !types.contains(where: { $0.type == type.rawValue }) {
            types.append((type.rawValue, 8))
        }
        for (type, count) in types.sorted(by: { $0.type < $1.type }) {
            let codes = description.codes[EventType(rawValue: type)] ?? []
            writeBitmap("B: \(Self.hex(type, 2))", codes.bitmapBytes(minimumCount: count))
        }
        for code in description.absoluteAxes.keys.sorted() {
            let axis = description.absoluteAxes[code]!
            file.appendLine(
                "A: \(Self.hex(code, 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)")
        }
        for code in description.ledStates.keys.sorted() {
            file.appendLine("L: \(Self.hex(code, 2)) \(description.ledStates[code]!)")
        }
        for code in description.switchStates.keys.sorted() {
            file.appendLine("S: \(Self.hex(code, 2)) \(description.switchStates[code]!)")
        }
        file.appendLine("################################")
        file.appendLine("#      Waiting for events      #")
        file.appendLine("################################")
    }

    /// `prefix b0 … b7` lines, eight bytes per line, padded with zero bytes to whole lines.
    private func writeBitmap(_ prefix: String, _ bytes: [UInt8]) {
        let lineCount = max(1, (bytes.count + 7) / 8)
        for line in 0..<lineCount {
            let values = (line * 8..<line * 8 + 8).map { Self.hex(UInt16($0 < bytes.count ? bytes[$0] : 0), 2) }
            file.appendLine(prefix + " " + values.joined(separator: " "))
        }
    }

    /// `value` in lower-case hexadecimal, zero-padded to `width` digits.
    private static func hex(_ value: UInt16, _ width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
