import InputEvents

/// Writes evemu 1.3 text (description and `E:` lines) until InputRecordings' writer is merged.
enum SynthRecordingFile {
    static func text(description d: DeviceDescription, events: [InputEvent]) -> String {
        func hex(_ v: Int, _ width: Int) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        func bitmapLines(_ prefix: String, _ set: CodeSet, bytes: Int) -> [String] {
            let all = set.bitmapBytes(minimumCount: bytes)
            return stride(from: 0, to: all.count, by: 8).map { start in
                prefix + all[start..<min(start + 8, all.count)].map { " " + hex(Int($0), 2) }.joined()
            }
        }
        var lines = ["# EVEMU 1.3", "N: \(d.name)"]
        let id = d.identifier
        lines.append("I: \(hex(Int(id.busType), 4)) \(hex(Int(id.vendor), 4)) \(hex(Int(id.product), 4)) \(hex(Int(id.version), 4))")
        lines += bitmapLines("P:", d.properties, bytes: 8)
        for type in d.eventTypes {
            let size = type == .key ? 96 : 8
            lines += bitmapLines("B: \(hex(Int(type.rawValue), 2))", d.codes[type] ?? [], bytes: size)
        }
        for code in d.absoluteAxes.keys.sorted() {
            let a = d.absoluteAxes[code]!
            lines.append("A: \(hex(Int(code), 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)")
        }
        for event in events {
            let value = event.value < 0 ? "-" + String(repeating: "0", count: max(0, 3 - String(-event.value).count)) + String(-event.value)
                : String(repeating: "0", count: max(0, 4 - String(event.value).count)) + String(event.value)
            lines.append("E: \(event.time) \(hex(Int(event.type.rawValue), 4)) \(hex(Int(event.code), 4)) \(value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
