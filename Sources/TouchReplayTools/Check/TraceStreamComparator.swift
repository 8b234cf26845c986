import TouchReplay

/// Compares a trace as it is written with an expected trace file, line by line,
/// holding neither trace: memory stays flat however long the case is.
///
/// Each actual line is checked against the next expected line (blank lines
/// skipped; without touches, `touch` and `hitTest` lines skipped on both
/// sides). Lines with the same bytes are equal; other pairs are parsed and
/// compared field by field as `TraceComparison.equal(_:_:tolerance:)`
/// does (numbers within the tolerance, key order ignored), whatever their
/// fields are. At the first pair that differs, the comparison reads at most
/// ``windowLines`` more lines of each side, stops reading, and reports the
/// differences in that window as `TraceComparison` finds them.
final class TraceStreamComparator {
    /// Lines of each side kept from the first difference on.
    static let windowLines = 1_000
    /// How the actual trace is named in errors.
    static let actualName = "<actual trace>"

    private let expected: TraceFileLines
    private let options: ComparisonOptions
    /// Bytes of the actual trace not yet split into lines: at most one partial line.
    private var pending: [UInt8] = []
    private var actualLineNumber = 0
    /// The lines from the first difference on, with their line numbers; nil while all lines matched.
    private var window: (expected: [(Int, TraceLine)], actual: [(Int, TraceLine)])?
    /// A problem met while comparing, thrown by ``finish()``.
    private var failure: (any Error)?
    /// Whether the comparison has seen enough and reads no more of the actual trace.
    private(set) var isStopped = false
    /// Whether lines of either side were left unread after the window.
    private var isCut = false
    /// The most bytes of the two traces held at once (buffers' capacities).
    private(set) var mostBytesHeld = 0

    /// A comparison with the trace file at `expectedPath`.
    init(expectedPath: String, options: ComparisonOptions) throws(TraceFileError) {
        expected = try TraceFileLines(path: expectedPath)
        self.options = options
    }

    /// Takes the next bytes of the actual trace; answers false once it needs no more.
    func consume(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !isStopped else { return false }
        pending.append(contentsOf: bytes)
        var start = 0
        while !isStopped, let newline = pending[start...].firstIndex(of: 0x0A) {
            take(pending[start..<newline])
            start = newline + 1
        }
        mostBytesHeld = max(mostBytesHeld, pending.capacity + expected.bytesHeld)
        pending.removeSubrange(..<start)
        return !isStopped
    }

    /// Ends the actual trace and answers the differences (empty when the traces match).
    ///
    /// - Throws: a `FileError` or `TraceFileError` naming the file and line.
    func finish() throws -> TraceDiff {
        if !isStopped && !pending.isEmpty {
            take(pending[...])
            pending = []
        }
        if window == nil, failure == nil {
            do {
                if let line = try nextExpected() { window = ([line], []) }
            } catch { failure = error }
        }
        if let failure { throw failure }
        guard let window else { return TraceDiff(differences: []) }
        var expectedLines = window.expected
        while expectedLines.count < Self.windowLines, let line = try nextExpected() { expectedLines.append(line) }
        if try nextExpected() != nil { isCut = true }
        var diff = TraceComparison.compare(expected: expectedLines.map(\.1), actual: window.actual.map(\.1), options: options)
        diff.differences = diff.differences.map { renumbered($0, expected: expectedLines.map(\.0), actual: window.actual.map(\.0)) }
        if isCut { diff.stoppedAfterWindow = true }
        return diff
    }

    /// One line of the actual trace, without its newline.
    private func take(_ raw: ArraySlice<UInt8>) {
        actualLineNumber += 1
        let line = raw.last == 0x0D ? raw.dropLast() : raw
        do {
            guard try takesPart(line, file: Self.actualName, line: actualLineNumber) else { return }
            if window == nil {
                guard let expectedLine = try nextExpectedBytes() else {
                    window = ([], [(actualLineNumber, try parse(line, Self.actualName, actualLineNumber))])
                    return
                }
                if expectedLine.bytes.elementsEqual(line) { return }
                let expectedValue = try parse(expectedLine.bytes, expected.path, expectedLine.number)
                let actualValue = try parse(line, Self.actualName, actualLineNumber)
                if TraceComparison.equal(expectedValue, actualValue, tolerance: options.tolerance) { return }
                window = ([(expectedLine.number, expectedValue)], [(actualLineNumber, actualValue)])
            } else if window!.actual.count < Self.windowLines {
                window!.actual.append((actualLineNumber, try parse(line, Self.actualName, actualLineNumber)))
            } else {
                isCut = true
                isStopped = true
            }
        } catch {
            failure = error
            isStopped = true
        }
    }

    /// The next expected line that takes part, as bytes with its number.
    private func nextExpectedBytes() throws -> (number: Int, bytes: [UInt8])? {
        while let line = try expected.nextLine() {
            if try takesPart(line, file: expected.path, line: expected.lineNumber) {
                return (expected.lineNumber, Array(line))
            }
        }
        return nil
    }

    /// The next expected line that takes part, parsed.
    private func nextExpected() throws -> (Int, TraceLine)? {
        guard let line = try nextExpectedBytes() else { return nil }
        return (line.number, try parse(line.bytes, expected.path, line.number))
    }

    /// Whether a line is compared: not blank, and not a touch or hit-test line
    /// when touches are left out.
    private func takesPart(_ line: ArraySlice<UInt8>, file: String, line number: Int) throws -> Bool {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        if options.includeTouches { return true }
        if let type = Self.leadingType(of: line) {
            return !type.elementsEqual("touch".utf8) && !type.elementsEqual("hitTest".utf8)
        }
        let type = try parse(line, file, number).type
        return type != "touch" && type != "hitTest"
    }

    /// The value of a line's top-level `"type"` key, read from its bytes (a
    /// scan that follows strings and nesting, so a `"type"` inside a nested
    /// object or a string is not taken); nil when there is none or it has an
    /// escape (the line is then parsed).
    static func leadingType(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
            } else if byte == 0x22 {
                // At depth 1 a string followed by a colon is a key.
                if depth == 1, line[index...].starts(with: typeKey) {
                    let start = index + typeKey.count
                    guard let end = line[start...].firstIndex(where: { $0 == 0x22 || $0 == 0x5C }), line[end] == 0x22 else { return nil }
                    return line[start..<end]
                }
                inString = true
            } else if byte == 0x7B || byte == 0x5B {
                depth += 1
            } else if byte == 0x7D || byte == 0x5D {
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    private static let typeKey: [UInt8] = Array(#""type":""#.utf8)

    private func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ file: String, _ number: Int) throws(FileError) -> TraceLine {
        try TraceLine.parse(Array(bytes), file: file, line: number)
    }

    /// A difference whose line numbers (positions in the window) become the files' line numbers.
    private func renumbered(_ difference: TraceDiff.Difference, expected: [Int], actual: [Int]) -> TraceDiff.Difference {
        switch difference {
        case let .missing(line, value): .missing(expectedLine: expected[line - 1], line: value)
        case let .unexpected(line, value): .unexpected(actualLine: actual[line - 1], line: value)
        case let .changed(e, a, x, y, fields): .changed(expectedLine: expected[e - 1], actualLine: actual[a - 1], expected: x, actual: y, fields: fields)
        }
    }
}
