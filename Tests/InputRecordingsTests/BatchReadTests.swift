import Testing
@testable import InputEvents
@testable import InputRecordings

/// `RecordingReader.read(into:upTo:)` reads runs of canonical lines where they lie and does the
/// checks and bookkeeping of `next()` once a run; whatever the lines, batches of any size must
/// give what `next()` gives one event at a time: the events, the line number, the warnings with
/// their lines, and the error with its line and column.
@Suite(.scratchDirectory) struct BatchReadTests {
    /// What reading a whole file gave.
    struct Outcome: Equatable, CustomStringConvertible {
        var events: [InputEvent] = []
        var lineNumber = 0
        var warnings: [String] = []
        var error: String?

        var description: String {
            "\(events.count) events, line \(lineNumber), warnings \(warnings), error \(error ?? "none")"
        }
    }

    static func byNext(_ path: String, mapWindow: Int) throws -> Outcome {
        let reader = try RecordingReader(path: path, descriptionPath: nil, mapWindow: mapWindow)
        var outcome = Outcome()
        do {
            while let event = try reader.next() { outcome.events.append(event) }
        } catch {
            outcome.error = error.description
        }
        outcome.lineNumber = reader.lineNumber
        outcome.warnings = reader.warnings.map(\.description)
        return outcome
    }

    /// In batches of `size`, each in a new array, or all appended to one array when `appending`.
    static func byBatches(_ path: String, mapWindow: Int, size: Int, appending: Bool) throws -> Outcome {
        let reader = try RecordingReader(path: path, descriptionPath: nil, mapWindow: mapWindow)
        var outcome = Outcome()
        do {
            var more = true
            while more {
                if appending {
                    more = try reader.read(into: &outcome.events, upTo: outcome.events.count + size)
                } else {
                    var batch: [InputEvent] = []
                    defer { outcome.events += batch }
                    more = try reader.read(into: &batch, upTo: size)
                    #expect(batch.count == size || !more)
                }
            }
        } catch {
            outcome.error = error.description
        }
        outcome.lineNumber = reader.lineNumber
        outcome.warnings = reader.warnings.map(\.description)
        return outcome
    }

    /// About 3,000 event lines, most canonical, with every few lines something a run stops at: a
    /// comment, a blank line, `\r\n`, another layout, a time that goes backwards, a new time or
    /// seconds, an axis the description has no range for (when `unmappable`); then `ending`.
    static func recording(unmappable: Bool, ending: String) -> String {
        var description = touchscreenDescriptionLines
        if unmappable { description = description.replacingOccurrences(of: "A: 35 0 799 0 0 0\n", with: "") }
        var text = description
        var seconds = 7
        var fraction = 0
        for index in 0..<3_000 {
            if index % 7 == 0 { fraction += 8_000 }
            if fraction >= 1_000_000 || index % 401 == 0 {
                seconds += index % 3 == 0 ? 99_990 : 1
                fraction %= 1_000_000
            }
            let time = "\(seconds).\(String(fraction).leftPadded(6))"
            let code = ["0000", "0001", "002f", "0039", "0036", unmappable ? "0030" : "0035"][index % 6]
            let value = index % 11 == 0 ? "-\(index)" : String(index * 37 % 100_000).leftPadded(4)
            switch index % 97 {
            case 13: text += "# a comment\n"
            case 29: text += "\n"
            case 41: text += "E: \(time) 0003 \(code) \(value)\r\n"
            case 53: text += "E: \(time) 0003 \(code) \(value)  # after the value\n"
            case 67: text += "E: \(seconds).\(fraction / 1000) 3 \(code) \(value)\n"
            case 79: text += "E: \(seconds - 1).000000 0000 0000 0000\n"
            default: break
            }
            text += "E: \(time) 0003 \(index % 5 == 4 && unmappable && index > 2_500 ? "0035" : code) \(value)\n"
            if index % 6 == 5 { text += "E: \(time) 0000 0000 0000\n" }
        }
        return text + ending
    }

    @Test("Batches of any size, in new arrays or appended, read as next() reads one event at a time",
          arguments: [
              (false, "E: 9999999.000000 0000 0000 0000\n"),
              (false, "E: 9999999.000000 0000 0000 0000"),
              (false, "E: 9999999.000000 0003 0035 0001\nE: 9999999.000000 0003 zz 0001\n"),
              (true, ""),
          ])
    func batchesReadAsNextReads(unmappable: Bool, ending: String) throws {
        let path = try TestFiles.temporary("batches.evemu", Self.recording(unmappable: unmappable, ending: ending))
        for window in [8192, 12288, LineSource.mapWindow] {
            let expected = try Self.byNext(path, mapWindow: window)
            #expect(expected.events.count > 2_000)
            #expect(!expected.warnings.isEmpty)
            for size in [1, 3, 64, 4096] {
                for appending in [false, true] {
                    #expect(try Self.byBatches(path, mapWindow: window, size: size, appending: appending) == expected,
                            "window \(window), batches of \(size)\(appending ? ", appended" : "")")
                }
            }
        }
    }

    @Test("libinput record files read in batches as next() reads them",
          arguments: ["atmel-maxtouch.2-fingers-touch-release.libinput.yml", "saitek-rat5-mouse.libinput.yml"])
    func libinputRecordBatchesReadAsNextReads(name: String) throws {
        let path = TestFiles.recording(name)
        let expected = try Self.byNext(path, mapWindow: LineSource.mapWindow)
        #expect(expected.events.count > 50)
        for size in [1, 7, 4096] {
            #expect(try Self.byBatches(path, mapWindow: LineSource.mapWindow, size: size, appending: false) == expected)
        }
    }

    @Test func aLimitAsLargeAsIntMaxReadsTheWholeFileWithoutReservingForIt() throws {
        let path = try TestFiles.temporary("all.evemu", Self.recording(unmappable: false, ending: ""))
        let expected = try RecordingReader(path: path).readAll()
        let reader = try RecordingReader(path: path)
        var events: [InputEvent] = []
        #expect(try !reader.read(into: &events, upTo: .max))
        #expect(events == expected)
        #expect(events.capacity < 2 * expected.count)
    }

    @Test func aBatchIntoAnArrayAlreadyAtItsLimitReadsNothing() throws {
        let path = try TestFiles.temporary("full.evemu", Self.recording(unmappable: false, ending: ""))
        let reader = try RecordingReader(path: path)
        var events = [try #require(try reader.next())]
        #expect(try reader.read(into: &events, upTo: 1))
        #expect(events.count == 1)
        #expect(try reader.next() != nil)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
