import Foundation
import Testing
@testable import InputRecordings

/// `LineSource` maps regular files a bounded window at a time and reads
/// anything else with `read(2)`; either way the lines are the file's.
@Suite(.scratchDirectory) struct LineSourceMappingTests {
    /// Lines of 0 to 299 bytes, the last one without a newline.
    static func text(lines: Int) -> (text: String, lines: [String]) {
        var rng = SystemRandomNumberGenerator()
        let lines = (0..<lines).map { index in
            "\(index):" + String(repeating: "x", count: Int.random(in: 0..<290, using: &rng))
        }
        return (lines.joined(separator: "\n"), lines)
    }

    static func lines(of source: LineSource) throws -> [String] {
        var lines: [String] = []
        while let line = try source.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    @Test("A mapped file read through windows of two and three pages gives every line, across window edges", arguments: [8192, 12288])
    func mappedWindowsGiveTheFilesLines(window: Int) throws {
        let (text, lines) = Self.text(lines: 2_000)
        let path = try TestFiles.temporary("mapped.txt", text)
        let source = try LineSource(path: path, mapWindow: window)
        #expect(try Self.lines(of: source) == lines)
        #expect(source.lastLineUnterminated)
    }

    @Test func aPipeIsReadWithReadNotMapped() throws {
        let (text, lines) = Self.text(lines: 500)
        let path = try TestFiles.scratchPath("recording.fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)!
            handle.write(Data(text.utf8))
            try? handle.close()
        }
        writer.start()
        let source = try LineSource(path: path, mapWindow: 8192)
        #expect(try Self.lines(of: source) == lines)
    }

    @Test func aLineLongerThanAWindowIsAnErrorNotALoop() throws {
        let path = try TestFiles.temporary("long.txt", "short\n" + String(repeating: "y", count: 20_000) + "\nend\n")
        let source = try LineSource(path: path, mapWindow: 8192)
        #expect(try source.nextLine()?.count == 5)
        #expect(throws: RecordingError.self) { try source.nextLine() }
    }
}
