import Foundation
import Testing
import TouchReplay

/// `TraceOutput`'s buffer: lines of every length arrive whole and in order, and a file appears only on commit.
@Suite struct TraceOutputTests {
    @Test func linesShorterAndLongerThanTheBufferArriveWholeAndInOrder() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.jsonl"
        let output = try TraceOutput(path: path)
        let record = TraceRecord.touch(TouchRecord(time: 0.5, touch: 3, phase: .moved, location: .init(x: 1.25, y: -2), view: "card"))
        // Enough short lines to cross the flush threshold several times, an empty one,
        // and lines of 300 kB (longer than the buffer) in between.
        var expected = ""
        let long = String(repeating: "x", count: 300_000)
        for index in 0..<5_000 {
            try output.write(record, format: .jsonl)
            expected += record.line.jsonText + "\n"
            if index % 1_500 == 7 {
                try output.write(line: long)
                try output.write(line: "")
                expected += long + "\n\n"
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        try output.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.jsonl"])
    }

    @Test func discardLeavesNoFile() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try TraceOutput(path: folder + "/out.jsonl")
        for _ in 0..<10_000 { try output.write(line: "{\"type\":\"touch\"}") }
        output.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
