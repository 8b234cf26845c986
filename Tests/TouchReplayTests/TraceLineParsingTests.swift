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
        #expect(throws: TraceParseError(file: "x.jsonl", line: line, column: column, message: message)) {
            try TraceLine.parseLines(text, file: "x.jsonl")
        }
    }

    @Test func errorOnALaterLineCountsBlankLines() {
        let text = "{\"a\":1}\n\n{\"a\":}\n"
        #expect(throws: TraceParseError(file: "e.jsonl", line: 3, column: 6, message: "unexpected character '}'")) {
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
