import GestureEngine
import Testing
import TouchReplay

@Suite struct TraceLineParsingTests {
    @Test func parsedLinesKeepKeyOrderAndRoundTripToTheSameText() throws {
        let text = #"{"t":0.016,"type":"touch","touch":0,"phase":"began","x":12.5,"y":-3,"view":"card"}"#
            + "\n\n" + #"{"type":"summary","ok":true,"none":null,"list":[1,2.25,"a\"b\\c\u00e9"]}"# + "\n"
        let lines = try TraceLine.parseLines(text, file: "expected.jsonl")
        #expect(lines.count == 2)
        #expect(lines[0].keys == ["t", "type", "touch", "phase", "x", "y", "view"])
        #expect(lines[0]["x"] == .number(12.5))
        #expect(lines[0].jsonText == #"{"t":0.016,"type":"touch","touch":0,"phase":"began","x":12.5,"y":-3,"view":"card"}"#)
        #expect(lines[1]["list"] == [1, 2.25, "a\"b\\cé"])
        #expect(lines[1].jsonText == #"{"type":"summary","ok":true,"none":null,"list":[1,2.25,"a\"b\\cé"]}"#)
    }

    @Test(arguments: [
        (#"{"t":1,}"#, 1, 8, "expected a string key"),
        (#"[1,2]"#, 1, 1, "a trace line must be a JSON object"),
        (#"{"t":1} x"#, 1, 9, "unexpected text after the object"),
        (#"{"a":"unterminated}"#, 1, 20, "unterminated string"),
        (#"{"a":tru}"#, 1, 9, "expected 'true'"),
    ])
    func malformedLinesNameFileLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: FileError(path: "x.jsonl", line: line, column: column, message: message)) {
            try TraceLine.parseLines(text, file: "x.jsonl")
        }
    }

    /// Issue 13: what `check` reads from an expected file is the same value as
    /// a record's line (``TraceRecord/line``), so both compare equal.
    @Test func anExpectedLineParsesToTheRecordsLine() throws {
        let record = TraceRecord.gesture(GestureRecord(time: 0.25, gesture: "drag", kind: "pan", view: "card", state: "changed",
                                                       location: Point(x: 1.5, y: -2), touches: 1, translation: Point(x: 3, y: 0.125)))
        let expected = try TraceLine.parseLines(
            #"{"t":0.25,"type":"gesture","gesture":"drag","kind":"pan","view":"card","state":"changed","x":1.5,"y":-2,"touches":1,"translation":[3,0.125]}"#,
            file: "expected.jsonl")
        #expect(expected == [record.line])
        #expect(TraceComparison.compare(expected: expected, actual: [record.line]).isEmpty)
    }

    @Test func aMalformedExpectedLineIsOneErrorWithFileLineAndColumn() {
        let text = "{\"t\":0,\"type\":\"touch\"}\n{\"t\":0.5,\"type\":\"touch\",\"x\":1.}\n"
        #expect(throws: FileError(path: "case/expected.jsonl", line: 2, column: 31, message: "expected digits after '.'")) {
            try TraceLine.parseLines(text, file: "case/expected.jsonl")
        }
    }

    @Test func errorOnALaterLineCountsBlankLines() {
        let text = "{\"a\":1}\n\n{\"a\":}\n"
        #expect(throws: FileError(path: "e.jsonl", line: 3, column: 6, message: "unexpected character '}'")) {
            try TraceLine.parseLines(text, file: "e.jsonl")
        }
    }

    @Test func numbersAreWrittenWithoutNoise() {
        #expect(TraceValue.format(-0.0) == "0")
        #expect(TraceValue.format(3) == "3")
        #expect(TraceValue.format(TraceRounding.round(1.23456, 3)) == "1.235")
        #expect(TraceValue.format(TraceRounding.round(-0.0001, 3)) == "0")
        #expect(TraceValue.format(.nan) == "null")
    }
}
