import InputEvents
import OutputFiles

/// Writes a recording in the YAML layout of `libinput record` (`version: 1`,
/// one device), so that `libinput replay` and this package's reader accept it.
///
/// Each frame (events up to a `SYN_REPORT`) becomes one `- evdev:` item; each
/// event a `- [sec, usec, type, code, value]` line with libinput's comment
/// (`# EV_ABS / ABS_MT_SLOT  0`, `# ------------ SYN_REPORT (0) ---------- +14ms`).
/// Times are written as given (libinput record itself starts at 0; rebase with
/// `RecordingReader.firstEventTime` first if that matters). The file is flushed
/// after each `SYN_REPORT`. libinput record has no LED or switch states, so
/// those of the description are not written.
public final class LibinputRecordWriter: RecordingWriter {
    /// The file being written.
    public var path: String { file.output.path }

    private let file: RecordingBuffer
    private var annotator = EventAnnotator()
    private var frameOpen = false

    /// Writes the header and `description` to `output`, which the writer then owns.
    public convenience init(output: OutputFile, description: DeviceDescription) throws(RecordingError) {
        try self.init(output: output, description: description, deviceCount: 1, node: nil, udevProperties: [:])
    }

    /// The same, with the header's `ndevices:`, the device's `node:` (`unknown` when nil) and its
    /// `udev:` `properties:` (written in key order). The count is written with room for the
    /// digits of `countWidthFor`, so that ``rewriteDeviceCount(_:)`` can raise it up to that.
    init(output: OutputFile, description: DeviceDescription, deviceCount: Int, node: String?,
         udevProperties: [String: String], countWidthFor largest: Int? = nil) throws(RecordingError) {
        file = RecordingBuffer(output: output)
        let count = String(deviceCount)
        let width = String(max(largest ?? deviceCount, deviceCount)).count
        writeHeader(description, deviceCount: count + String(repeating: " ", count: width - count.count), node: node,
                    udevProperties: udevProperties)
        try file.flushFrame()
    }

    /// The offset of the header's `ndevices:` number.
    private static let deviceCountOffset = "# libinput record\nversion: 1\nndevices: ".utf8.count

    /// Writes `count` over the header's `ndevices:` (flushed already), which was written with room for its digits.
    func rewriteDeviceCount(_ count: Int) throws(RecordingError) {
        try file.flush()
        try file.overwrite(String(count), at: Self.deviceCountOffset)
    }

    /// Appends one event; the file is flushed after each `SYN_REPORT`.
    public func write(_ event: InputEvent) throws(RecordingError) {
        let annotation = try annotator.annotate(event, path: path)
        let typeName = annotation.typeName, codeName = annotation.codeName
        let startsFrame = !frameOpen
        frameOpen = !event.isReport
        file.append(reserving: 200 + typeName.utf8.count + codeName.utf8.count) { line in
            if startsFrame { line.append("  - evdev:\n") }
            line.append("    - [")
            line.appendDecimal(event.time.secondsPart, width: 3, fill: 0x20)
            line.append(", ")
            line.appendDecimal(event.time.microsecondsPart, width: 6, fill: 0x20)
            line.append(", ")
            line.appendDecimal(Int64(event.type.rawValue), width: 3, fill: 0x20)
            line.append(", ")
            line.appendDecimal(Int64(event.code), width: 3, fill: 0x20)
            line.append(", ")
            line.appendDecimal(Int64(event.value), width: 7, fill: 0x20)
            line.append("] # ")
            if event.type == .synchronization {
                line.append("------------ ")
                line.append(string: codeName)
                line.append(" (")
                line.appendDecimal(Int64(event.value))
                line.append(") ---------- +")
                line.appendDecimal(annotation.millisecondsSincePreviousReport)
                line.append("ms")
            } else {
                line.append(string: typeName)
                line.append(" / ")
                let nameStart = line.count
                line.append(string: codeName)
                line.pad(from: nameStart, to: 20)
                line.append(byte: 0x20)
                line.appendDecimal(Int64(event.value), width: 6, fill: 0x20)
            }
            line.append(byte: 0x0A)
        }
        if event.isReport {
            try file.flushFrame()
        } else if file.pendingCount >= 1 << 15 {
            try file.flush()
        }
    }

    /// Writes what is left and finishes the output (``OutputFile/commit()``); the writer cannot be used afterwards.
    public func close() throws(RecordingError) {
        try file.close()
    }

    /// Appends the lines of `path` (a file this class wrote) from its `- node:` line on: another
    /// device's section, after this device's events (``LibinputSeatRecordWriter``).
    func appendDeviceSection(of path: String) throws(RecordingError) {
        let source = try LineSource(path: path)
        var inSection = false
        while let line = try source.nextLine() {
            if !inSection { inSection = ByteCursor(line).hasPrefix("- node:") }
            guard inSection else { continue }
            file.appendLine(String(decoding: line, as: UTF8.self))
            if file.pendingCount >= 1 << 15 { try file.flush() }
        }
    }

    /// Starts another device's section in this file, after this device's events: a file written
    /// whole, every device's events at hand (``LibinputSeatRecordWriter/write(_:to:)``). The
    /// header's `ndevices:` must count it.
    func beginDeviceSection(description: DeviceDescription, node: String?, udevProperties: [String: String]) throws(RecordingError) {
        annotator = EventAnnotator()
        frameOpen = false
        writeHeader(description, deviceCount: "0", node: node, udevProperties: udevProperties, sectionOnly: true)
        try file.flushFrame()
    }

    /// The record header (unless `sectionOnly`) and the device's `evdev:` block, up to `events:`.
    /// The device's strings as ``RecordedText`` writes them: the name quoted with YAML's escapes,
    /// the node and the udev items plain when YAML reads them back unchanged, quoted otherwise.
    private func writeHeader(_ description: DeviceDescription, deviceCount: String, node: String?, udevProperties: [String: String],
                             sectionOnly: Bool = false) {
        let id = description.identifier
        let escapedName = RecordedText.yamlQuotedContent(description.name)
        let lines = [
            "# libinput record", "version: 1", "ndevices: \(deviceCount)", "libinput:", "  version: \"unknown\"",
            "  git: \"unknown\"", "system:", "  os: \"unknown\"", "  kernel: \"unknown\"", "  dmi: \"unknown\"",
            "devices:", "- node: \(RecordedText.yamlScalar(node ?? "unknown"))", "  evdev:", "    # Written by TouchReplay", "    name: \"\(escapedName)\"",
            "    id: [\(id.busType), \(id.vendor), \(id.product), \(id.version)]", "    codes:",
        ]
        for line in sectionOnly ? Array(lines.drop { !$0.hasPrefix("- node:") }) : lines { file.appendLine(line) }
        for type in description.eventTypes {
            let codes = (description.codes[type] ?? []).map(String.init).joined(separator: ", ")
            file.appendLine("      \(type.rawValue): [\(codes)] # \(EventNames.name(of: type))")
        }
        if !description.absoluteAxes.isEmpty {
            file.appendLine("    absinfo:")
            for code in description.absoluteAxes.keys.sorted() {
                let axis = description.absoluteAxes[code]!
                file.appendLine(
                    "      \(code): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), \(axis.resolution)]")
            }
        }
        file.appendLine("    properties: [\(description.properties.map(String.init).joined(separator: ", "))]")
        // `libinput replay` reads `udev:` `properties:` of every device (its check_udev_properties), so it is always written.
        file.appendLine("  udev:")
        if udevProperties.isEmpty {
            file.appendLine("    properties: []")
        } else {
            file.appendLine("    properties:")
            for key in udevProperties.keys.sorted() { file.appendLine("    - " + RecordedText.yamlScalar("\(key)=\(udevProperties[key]!)")) }
        }
        file.appendLine("  events:")
    }
}
