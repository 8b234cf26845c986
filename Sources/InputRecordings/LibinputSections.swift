/// Where each device's section of a `libinput record` file lies, found in one pass over
/// its lines: so that the readers of a file's devices each read their own section alone,
/// and reading N devices reads the file N + 1 times over its length, not N² / 2 (each
/// reader skipping the sections before its own) with N windows of the file mapped.
///
/// A section is the lines from a `- ` item at indent 0 under `devices:` up to the next one
/// (or the next top-level key, or the end of the file). The sections after the last one the
/// header's `ndevices:` counts are left to the last counted device's reader, which says in
/// a warning that they are not replayed.
struct LibinputSections {
    /// One device's section: its bytes in the file and the 1-based line of its `- ` item.
    struct Section: Equatable {
        var bytes: Range<Int>
        var line: Int
    }

    /// The sections, in file order.
    private(set) var sections: [Section] = []
    /// The header's `ndevices:` (1 when the file has none or says 0).
    private(set) var declaredCount = 1
    /// Where `ndevices:`'s number is, for the error of a device the file lacks.
    private(set) var declaredAt: (line: Int, column: Int)?

    /// Scans `path` (a `libinput record` file) for its device sections.
    init(path: String) throws(RecordingError) {
        let source = try LineSource(path: path)
        var inDevices = false
        var offset = 0
        while let line = try source.nextLine() {
            let lineStart = source.offset(of: line)
            defer { offset = source.nextLineOffset }
            guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "#") else { continue }
            var cursor = ByteCursor(line)
            if cursor.hasPrefix("ndevices:") {
                cursor.index = 9
                cursor.skipSpaces()
                let column = cursor.index + 1
                if let count = cursor.unsignedDecimal(maxDigits: 4) {
                    declaredCount = max(1, Int(count))
                    declaredAt = (source.lineNumber, column)
                }
            }
            if inDevices, cursor.hasPrefix("- ") || line.count == 1 && first == UInt8(ascii: "-") {
                close(at: lineStart)
                sections.append(Section(bytes: lineStart..<lineStart, line: source.lineNumber))
                continue
            }
            close(at: lineStart)
            inDevices = cursor.hasPrefix("devices:")
        }
        close(at: offset)
    }

    /// Ends the open section (if any) at `offset`.
    private mutating func close(at offset: Int) {
        guard let last = sections.indices.last, sections[last].bytes.isEmpty else { return }
        sections[last].bytes = sections[last].bytes.lowerBound..<offset
    }

    /// The part of the file device `index` is read from: its section, and for the last counted
    /// device everything after it, so that its reader sees sections `ndevices:` does not count.
    func range(ofDevice index: Int) -> (bytes: Range<Int>, line: Int) {
        let section = sections[index]
        guard index == declaredCount - 1, let end = sections.last?.bytes.upperBound else { return (section.bytes, section.line) }
        return (section.bytes.lowerBound..<end, section.line)
    }
}
