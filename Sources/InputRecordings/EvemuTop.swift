import InputEvents

/// The top of an evemu file, read up to and including its first event: the
/// `# EVEMU x.y` version, the description lines, and the first `E:` line.
///
/// Comment lines (`#` first on the line) and blank lines may appear anywhere,
/// and a `#` comment may follow the values of any line but `N:` (whose name
/// may contain `#`). Description lines after the first event are an error.
struct EvemuTop {
    /// The version from the `# EVEMU x.y` first line; `1.0` without one.
    var version = "1.0"
    /// The description, or nil when there is no `N:` line.
    var description: DeviceDescription?
    /// The number of description lines read.
    var descriptionLineCount = 0
    /// The first event, or nil when the file has none.
    var firstEvent: InputEvent?
    /// The line of the first event, or of the end of the file.
    var endLine = 0

    /// Reads the top of `source`, leaving it positioned after the first event.
    static func read(_ source: LineSource) throws(RecordingError) -> EvemuTop {
        var top = EvemuTop()
        var builder = EvemuDescriptionBuilder()
        lines: while let line = try source.nextLine() {
            do throws(LineFailure) {
                if EvemuEventLine.isEvent(line) {
                    top.firstEvent = try EvemuEventLine.parse(line)
                    break lines
                }
                if EvemuDescriptionBuilder.isDescriptionLine(line) {
                    try builder.add(line)
                    continue
                }
                var cursor = ByteCursor(line)
                if source.lineNumber == 1, cursor.hasPrefix("# EVEMU ") {
                    cursor.index = 8
                    top.version = cursor.restAsString()
                    continue
                }
                guard cursor.isAtEndOrComment() else {
                    throw LineFailure(
                        cursor.index, "a description line (N: I: P: B: A: L: S:), an event (E:) or a comment")
                }
            } catch {
                throw error.error(path: source.path, lineNumber: source.lineNumber, line: line)
            }
        }
        top.endLine = source.lineNumber
        top.description = builder.build()
        top.descriptionLineCount = builder.lineCount
        return top
    }

    /// The error for a file whose top has no description: the first event (or the end) comes too early.
    func missingDescriptionError(path: String) -> RecordingError {
        if descriptionLineCount > 0 {
            return RecordingError(
                path: path, line: endLine, column: 1,
                reason: .unexpected(
                    expected: "a device name line (N:) in the description",
                    found: firstEvent == nil ? "end of file" : "an event"))
        }
        return RecordingError(path: path, line: max(endLine, 1), column: 1, reason: .missingDescription)
    }

    /// The next event after the top; comments and blank lines are skipped. `recent` carries what
    /// the canonical lines read so far tell about the next ones, from one call to the next.
    @inline(__always)
    static func nextEvent(_ source: LineSource, recent: inout EvemuRecentFields) throws(RecordingError) -> InputEvent? {
        if let event = EvemuEventLine.nextInPlace(source, recent: &recent) { return event }
        while let line = try source.nextLine() {
            do throws(LineFailure) {
                if EvemuEventLine.isEvent(line) { return try EvemuEventLine.parse(line) }
                var cursor = ByteCursor(line)
                guard cursor.isAtEndOrComment() else {
                    throw LineFailure(
                        cursor.index,
                        EvemuDescriptionBuilder.isDescriptionLine(line)
                            ? "an event (E:) or a comment: description lines must come before the first event"
                            : "an event (E:) or a comment")
                }
            } catch {
                throw error.error(path: source.path, lineNumber: source.lineNumber, line: line)
            }
        }
        return nil
    }
}
