import Testing
@testable import InputEvents
@testable import InputRecordings
import TouchTime

/// Canonical event lines are read where they lie in the mapped window or read
/// buffer, without looking for their end first (`EvemuEventLine.nextInPlace`);
/// whatever the bytes, that must give the events, line numbers and errors that
/// reading each line whole gives.
@Suite(.scratchDirectory) struct EvemuInPlaceTests {
    /// Each event (or the error that ends the file) with the line it was read from, line by line.
    static func byWholeLines(_ path: String) throws -> [String] {
        let source = try LineSource(path: path)
        var result: [String] = []
        while let line = try source.nextLine() {
            do throws(LineFailure) {
                if EvemuEventLine.isEvent(line) {
                    result.append(describe(try EvemuEventLine.parse(line), line: source.lineNumber))
                } else {
                    var cursor = ByteCursor(line)
                    guard cursor.isAtEndOrComment() else { throw LineFailure(cursor.index, "an event") }
                }
            } catch {
                result.append("error at \(source.lineNumber):\(error.offset + 1)")
                break
            }
        }
        return result
    }

    /// The same through the reader's own loop, which reads canonical lines in place.
    static func inPlace(_ path: String, mapWindow: Int = LineSource.mapWindow) throws -> [String] {
        let source = try LineSource(path: path, mapWindow: mapWindow)
        var result: [String] = []
        var recent = EvemuRecentFields()
        do {
            while let event = try EvemuTop.nextEvent(source, recent: &recent) { result.append(describe(event, line: source.lineNumber)) }
        } catch {
            result.append("error at \(error.line ?? 0):\(error.column ?? 0)")
        }
        return result
    }

    static func describe(_ event: InputEvent, line: Int) -> String {
        "\(line): \(event.time.microseconds) \(event.type.rawValue) \(event.code) \(event.value)"
    }

    /// Canonical lines whose fields take each path of the in-place reader: seconds of 1 to 10 digits
    /// (those of up to 5 digits are remembered for the next lines, those of 5 filling the first word),
    /// values of 1 to 10 digits (up to 7 in one word), signs, hexadecimal letters, the first line's time,
    /// and evemu-record's comment after the value.
    static let canonicalLines = [
        "E: 12.345678 0003 0035 -1234567",
        "E: 12345.678901 0001 014A 1",
        "E: 1234.567890 0003 002f 12345678",
        "E: 1700000000.123456 0000 0000 2147483647",
        "E: 123456.000001 0004 0005 -2147483648",
        "E: 0.000000 0000 0000 0",
        // As evemu-record writes every line: the value, a tab and a comment naming the event.
        "E: 0.056000 0003 0039 0000\t# EV_ABS / ABS_MT_TRACKING_ID   0",
        "E: 7972.312000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +56ms",
    ]

    /// Each byte of a line replaced by, or preceded by, each byte of a set, or the line cut before it,
    /// read after the same line unchanged: the reader then remembers that line's time, seconds, type and
    /// code, and a changed line must still read as a whole line reads it.
    @Test("Every byte in every place of a canonical line, after the line unchanged, reads as the whole line reads it",
          arguments: canonicalLines)
    func everyByteInEveryPlaceReadsAsTheWholeLineReadsIt(line text: String) throws {
        let line = Array(text.utf8)
        let filler = String(repeating: "E: 1.000000 0000 0000 0\n", count: 4)
        let bytes: [UInt8] = [
            0x0A, 0x0D, 0x20, 0x09, UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "9"), UInt8(ascii: "0"), UInt8(ascii: "f"),
            UInt8(ascii: "x"), UInt8(ascii: "."), UInt8(ascii: "E"), 0, 0xB9,
        ]
        var cases = 0
        for place in 0...line.count {
            var mutations: [[UInt8]] = [Array(line[..<place])]
            for byte in bytes {
                var inserted = line
                inserted.insert(byte, at: place)
                mutations.append(inserted)
                if place < line.count {
                    var replaced = line
                    replaced[place] = byte
                    mutations.append(replaced)
                }
            }
            for mutated in mutations {
                let path = try TestFiles.temporary("mutated-\(cases).evemu", bytes: line + [0x0A] + mutated + [0x0A] + Array(filler.utf8))
                #expect(try Self.inPlace(path) == Self.byWholeLines(path), "\(String(decoding: mutated, as: UTF8.self).debugDescription)")
                cases += 1
            }
        }
    }

    @Test("Canonical lines across the edges of two-page windows read as whole lines", arguments: [8192, 12288])
    func linesAcrossWindowEdgesReadAsWholeLines(window: Int) throws {
        var rng = SystemRandomNumberGenerator()
        var text = ""
        for index in 0..<3_000 {
            // Up to ten digits, within a Timestamp's range (9,223,372,036.854775807 s).
            let seconds = Int.random(in: 0..<9_223_372_036, using: &rng)
            let value = Int.random(in: -2_000_000_000...2_000_000_000, using: &rng)
            text += "E: \(seconds).\(String(format6: index % 1_000_000)) 0003 \(String(index % 0x10000, radix: 16).leftPadded(4)) \(value)"
            text += index % 97 == 0 ? "  # comment\n" : index % 89 == 0 ? "\r\n" : index % 3 == 0 ? "\t# EV_ABS / ABS_MT_POSITION_X    \(value)\n" : "\n"
        }
        text += "E: 1.000000 0000 0000 0"
        let path = try TestFiles.temporary("windows.evemu", text)
        let expected = try Self.byWholeLines(path)
        #expect(expected.count == 3_001)
        #expect(try Self.inPlace(path, mapWindow: window) == expected)
    }
}

private extension String {
    init(format6 value: Int) {
        self = String(value).leftPadded(6)
    }

    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
