import InputEvents

extension EvemuWriter {
    /// Bytes of each type's `B:` bitmap as evemu writes it (the kernel's `*_CNT / 8`), in type order.
    static let bitmapByteCounts: [(type: UInt16, bytes: Int)] = [
        (0x01, 96), (0x02, 8), (0x03, 8), (0x04, 8), (0x05, 8), (0x11, 8), (0x12, 8), (0x14, 8), (0x15, 16),
    ]

    /// Writes the `# EVEMU 1.3` header, evemu-describe's comments and the description lines.
    func writeDescription(_ description: DeviceDescription) {
        file.append("# EVEMU 1.3\n# Input device name: \"")
        file.append(Self.singleLine(description.name))
        file.append("\"\n# Input device ID: bus 0x")
        let id = description.identifier
        file.appendHex(UInt32(id.busType), width: 2)
        file.append(" vendor 0x")
        file.appendHex(UInt32(id.vendor), width: 4)
        file.append(" product 0x")
        file.appendHex(UInt32(id.product), width: 4)
        file.append(" version 0x")
        file.appendHex(UInt32(id.version), width: 4)
        file.append("\n# Supported events:\n")
        for type in description.eventTypes {
            file.append("#   Event type ")
            file.appendDecimal(Int64(type.rawValue))
            file.append(" (\(EventNames.name(of: type)))\n")
            for code in description.codes[type] ?? [] {
                file.append("#     Event code ")
                file.appendDecimal(Int64(code))
                file.append(" (\(EventNames.name(type: type, code: code)))\n")
                if type == .absolute, let axis = description.absoluteAxes[code] { writeAxisComment(axis) }
            }
        }
        file.append("# Properties:\n")
        for property in description.properties {
            file.append("#   Property  type ")
            file.appendDecimal(Int64(property))
            file.append(" (\(EventNames.name(ofProperty: property)))\n")
        }
        file.append("N: \(Self.singleLine(description.name))\nI: ")
        for (index, field) in [id.busType, id.vendor, id.product, id.version].enumerated() {
            if index > 0 { file.append(byte: 0x20) }
            file.appendHex(UInt32(field), width: 4)
        }
        file.append(byte: 0x0A)
        writeBitmap("P:", nil, description.properties.bitmapBytes(minimumCount: 8))
        // Modern evemu writes the SYN code mask here whatever the device has; readers derive types from the rest.
        file.append("B: 00 0b 00 00 00 00 00 00 00\n")
        var types = Self.bitmapByteCounts
        for type in description.eventTypes
        where type != .synchronization && !types.contains(where: { $0.type == type.rawValue }) {
            types.append((type.rawValue, 8))
        }
        for (type, count) in types.sorted(by: { $0.type < $1.type }) {
            let bytes = (description.codes[EventType(rawValue: type)] ?? []).bitmapBytes(minimumCount: count)
            writeBitmap("B:", type, bytes)
        }
        for code in description.absoluteAxes.keys.sorted() {
            let axis = description.absoluteAxes[code]!
            file.append("A: ")
            file.appendHex(UInt32(code), width: 2)
            for value in [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution] {
                file.append(byte: 0x20)
                file.appendDecimal(Int64(value))
            }
            file.append(byte: 0x0A)
        }
        writeStates("L: ", description.ledStates)
        writeStates("S: ", description.switchStates)
        file.append("################################\n#      Waiting for events      #\n################################\n")
    }

    /// The `# Min/Max/…` lines evemu-describe prints under an axis.
    private func writeAxisComment(_ axis: AbsoluteAxisInfo) {
        let fields: [(StaticString, Int32)] = [
            ("#       Min        ", axis.minimum), ("#       Max        ", axis.maximum),
            ("#       Fuzz       ", axis.fuzz), ("#       Flat       ", axis.flat),
            ("#       Resolution ", axis.resolution),
        ]
        for (label, value) in fields {
            file.append(label)
            file.appendDecimal(Int64(value))
            file.append(byte: 0x0A)
        }
    }

    /// `prefix [type] b0 … b7` lines, eight bytes per line, padded with zero bytes to whole lines.
    private func writeBitmap(_ prefix: StaticString, _ type: UInt16?, _ bytes: [UInt8]) {
        let lineCount = max(1, (bytes.count + 7) / 8)
        for line in 0..<lineCount {
            file.append(prefix)
            if let type {
                file.append(byte: 0x20)
                file.appendHex(UInt32(type), width: 2)
            }
            for index in line * 8..<line * 8 + 8 {
                file.append(byte: 0x20)
                file.appendHex(UInt32(index < bytes.count ? bytes[index] : 0), width: 2)
            }
            file.append(byte: 0x0A)
        }
    }

    /// `L:`/`S:` lines in code order.
    private func writeStates(_ prefix: StaticString, _ states: [UInt16: Int32]) {
        for code in states.keys.sorted() {
            file.append(prefix)
            file.appendHex(UInt32(code), width: 2)
            file.append(byte: 0x20)
            file.appendDecimal(Int64(states[code]!))
            file.append(byte: 0x0A)
        }
    }

    /// The name with line breaks replaced by spaces, since `N:` takes the rest of one line.
    private static func singleLine(_ name: String) -> String {
        String(name.map { $0.isNewline ? " " : $0 })
    }
}
