import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// Reads every event of `path` and returns the error it stops with (nil when there is none).
func readingError(_ path: String, descriptionPath: String? = nil) -> RecordingError? {
    do {
        _ = try RecordingReader(path: path, descriptionPath: descriptionPath).readAll()
        return nil
    } catch {
        return error
    }
}

/// The file name of `path` followed by the rest of the error's description.
func shortDescription(_ error: RecordingError?) -> String? {
    guard let error else { return nil }
    return error.description.replacingOccurrences(
        of: error.path, with: URL(fileURLWithPath: error.path).lastPathComponent)
}

@Suite(.scratchDirectory) struct BadInputTests {
    @Test func malformedEventTypeNamesFileLineColumnAndTheText() throws {
        let path = try TestFiles.temporary("atmel.events", touchscreenDescriptionLines + "E: 0.1 zz 0035 0001\n")
        let error = readingError(path)
        #expect(shortDescription(error) == "atmel.events:18:8: expected a hexadecimal event type, found \"zz\"")
        #expect(error?.reason == .unexpected(expected: "a hexadecimal event type", found: "\"zz\""))
    }

    @Test(arguments: [
        ("E: 0.1 0003 0035", 17, "expected a decimal event value, found end of line"),
        ("E: 0.1 0003 0035 12x", 18, "expected a decimal event value, found \"12x\""),
        (
            "E: 1.0000001 0003 0035 1", 4,
            "expected a timestamp (seconds.microseconds, at most 10 digits before the point and 6 after), found \"1.0000001\""
        ),
        (
            "E: 1 0003 0035 1", 4,
            "expected a timestamp (seconds.microseconds, at most 10 digits before the point and 6 after), found \"1\""
        ),
        ("E: 0.1 00003 0035 1", 8, "expected a hexadecimal event type, found \"00003\""),
        ("E: 0.1 0003 0035 99999999999", 18, "expected a decimal event value, found \"99999999999\""),
        ("E: 0.1 0003 0035 1 2", 20, "expected a comment (#) or the end of the line, found \"2\""),
        ("E: 0.000001 0003 0035 0021 x", 28, "expected a comment (#) or the end of the line, found \"x\""),
        ("E: 0.000001 0003 00zz 0021", 18, "expected a hexadecimal event code, found \"00zz\""),
        ("E: 0.000001 0003 0035 -", 23, "expected a decimal event value, found \"-\""),
        (
            "N: late", 1,
            "expected an event (E:) or a comment: description lines must come before the first event, found \"N:\""
        ),
        ("Z: what", 1, "expected an event (E:) or a comment, found \"Z:\""),
    ])
    func malformedEventLineIsReportedAtItsColumn(line: String, column: Int, message: String) throws {
        let path = try TestFiles.temporary(
            "t.events", touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\n" + line + "\n")
        let reader = try RecordingReader(path: path)
        #expect(try reader.next()?.value == 1)
        #expect(shortDescription(readingErrorAfter(reader)) == "t.events:19:\(column): \(message)")
    }

    @Test func malformedDescriptionLineIsReportedAtItsColumn() throws {
        let text = touchscreenDescriptionLines.replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 nine 0 0 0")
        let error = readingError(try TestFiles.temporary("t.desc", text))
        #expect(shortDescription(error) == "t.desc:14:9: expected the axis maximum, found \"nine\"")
    }

    @Test func eventsWithoutAnyDescriptionAreAnErrorAtTheFirstEvent() throws {
        let path = try TestFiles.temporary("only.events", "E: 0.1 0003 0035 0001\nE: 0.1 0000 0000 0000\n")
        let error = readingError(path)
        #expect(error?.reason == .missingDescription)
        #expect(error?.line == 1)
        #expect(shortDescription(error)?.hasPrefix("only.events:1:1: event before any device description") == true)
    }

    @Test func descriptionWithoutANameIsAnError() throws {
        let text = touchscreenDescriptionLines.replacingOccurrences(of: "N: Test Touch # not a comment\n", with: "")
        let error = readingError(try TestFiles.temporary("t.events", text + "E: 0.1 0003 0035 0001\n"))
        #expect(
            shortDescription(error)
                == "t.events:17:1: expected a device name line (N:) in the description, found an event")
    }

    @Test func missingFinalReportKeepsTheEventsAndWarns() throws {
        let path = try TestFiles.temporary(
            "t.events",
            touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\nE: 0.1 0000 0000 0000\nE: 0.2 0003 0035 0002\n")
        let reader = try RecordingReader(path: path)
        #expect(try reader.readAll().map(\.value) == [1, 0, 2])
        #expect(reader.warnings.map(\.kind) == [.missingFinalReport])
        #expect(reader.warnings.first?.line == 20)
    }

    @Test func timeGoingBackwardsKeepsTheEventAsRecordedAndWarns() throws {
        let path = try TestFiles.temporary(
            "t.events", touchscreenDescriptionLines + "E: 0.500000 0000 0000 0000\nE: 0.400000 0000 0000 0000\n")
        let reader = try RecordingReader(path: path)
        #expect(try reader.readAll().map(\.time.microseconds) == [500_000, 400_000])
        #expect(
            reader.warnings.map(\.kind)
                == [.timeWentBackwards(from: Timestamp(microseconds: 500_000), to: Timestamp(microseconds: 400_000))])
        #expect(
            reader.warnings.first?.description.hasSuffix(
                "t.events:19: warning: time goes backwards from 0.500000 to 0.400000; the event is kept") == true)
    }

    @Test func warningsStopAtTheirMaximumWhileEveryEventIsKept() throws {
        let backwards = (0..<150).map { "E: \(1000 - $0).000000 0000 0000 0000\n" }.joined()
        let reader = try RecordingReader(path: try TestFiles.temporary("t.events", touchscreenDescriptionLines + backwards))
        #expect(try reader.readAll().count == 150)
        #expect(reader.warnings.count == RecordingReader.maximumWarnings)
        #expect(reader.warnings.first?.line == 19)
        #expect(reader.lineNumber == 17 + 150)
    }

    @Test func lastLineCutInTheMiddleIsAnErrorAfterEveryEarlierEvent() throws {
        let path = try TestFiles.temporary(
            "t.events", touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\nE: 0.1 0003 00")
        let reader = try RecordingReader(path: path)
        #expect(try reader.next()?.value == 1)
        #expect(
            shortDescription(readingErrorAfter(reader))
                == "t.events:19:15: expected a decimal event value, found end of line")
    }

    @Test func lastLineWithoutNewlineThatParsesIsKeptWithAWarning() throws {
        let path = try TestFiles.temporary(
            "t.events", touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\nE: 0.1 0000 0000 0")
        let reader = try RecordingReader(path: path)
        #expect(try reader.readAll().count == 2)
        #expect(reader.warnings.map(\.kind) == [.unterminatedLastLine])
    }

    @Test func lineLongerThanOneMebibyteIsAnErrorInsteadOfUnboundedMemory() throws {
        let huge = "# " + String(repeating: "x", count: 1 << 21) + "\n"
        let path = try TestFiles.temporary("huge.events", touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\n" + huge)
        let reader = try RecordingReader(path: path)
        #expect(try reader.next()?.value == 1)
        #expect(
            shortDescription(readingErrorAfter(reader))
                == "huge.events:19:1: expected a line shorter than 1 MiB, found a longer line")
    }

    @Test func binaryGarbageIsRejectedWithItsPosition() throws {
        let path = try TestFiles.temporary(
            "garbage.bin", bytes: [0x4e, 0x3a, 0x20, 0x41, 0x0a, 0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01])
        let error = readingError(path)
        #expect(error?.reason == .binaryData)
        #expect(
            shortDescription(error)
                == "garbage.bin:2:1: the file holds binary data: expected an evemu or libinput record text recording")
    }

    @Test func emptyFileIsRejected() throws {
        #expect(readingError(try TestFiles.temporary("empty.events", ""))?.reason == .emptyFile)
        let commentsOnly = readingError(try TestFiles.temporary("comments.events", "# nothing\n\n"))
        #expect(commentsOnly?.reason == .emptyFile, "\(String(describing: commentsOnly))")
    }

    @Test func textInAnotherFormatIsRejectedNamingWhatWasFound() throws {
        let error = readingError(try TestFiles.temporary("notes.txt", "# title\nHello world\n"))
        #expect(shortDescription(error)?.hasPrefix("notes.txt:2:1: expected an evemu recording") == true)
        #expect(error?.reason == .unknownFormat(found: "\"Hello\""))
    }

    @Test func positionAxisWithoutARangeIsAnErrorAtTheEventButOtherUndeclaredCodesAreKept() throws {
        let text = touchscreenDescriptionLines.replacingOccurrences(of: "A: 35 0 799 0 0 0\n", with: "")
        let path = try TestFiles.temporary("t.events", text + "E: 0.1 0003 001d 0003\nE: 0.1 0003 0035 0001\n")
        let reader = try RecordingReader(path: path)
        #expect(try reader.next()?.code == 0x1d)
        let error = readingErrorAfter(reader)
        #expect(error?.reason == .undeclaredAxis(code: 0x35, name: "ABS_MT_POSITION_X"))
        #expect(
            shortDescription(error)
                == "t.events:18: event uses ABS_MT_POSITION_X (0x35) that the description gives no range for")
    }

    @Test func descriptionFileThatIsNotEvemuIsRejected() throws {
        let yaml = TestFiles.recording("saitek-rat5-mouse.libinput.yml")
        let error = readingError(TestFiles.recording("saitek-rat5-mouse.events"), descriptionPath: yaml)
        #expect(error?.reason == .notAnEvemuDescription(found: .libinputRecord))
        #expect(
            error?.description.hasSuffix(
                "saitek-rat5-mouse.libinput.yml:1:1: expected an evemu device description, found a libinput record file"
            ) == true)
    }

    @Test func missingFileNamesTheErrno() throws {
        let error = readingError("/nonexistent/touch.events")
        #expect(error?.reason == .cannotOpen(errno: ENOENT))
        #expect(error?.description == "/nonexistent/touch.events: cannot open: No such file or directory (errno 2)")
    }

    @Test func unreadableFileNamesTheErrno() throws {
        let path = try TestFiles.temporary("secret.events", touchscreenDescriptionLines)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let error = readingError(path)
        if getuid() == 0 {
            #expect(error == nil)  // root reads anyway; the errno path is covered by the directory case
        } else {
            #expect(error?.reason == .cannotOpen(errno: EACCES))
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(readingError(directory)?.reason == .cannotRead(errno: EISDIR))
        #expect(readingError(directory)?.description.hasSuffix(": cannot read: Is a directory (errno 21)") == true)
    }
}

/// The error that reading the rest of `reader` stops with.
func readingErrorAfter(_ reader: RecordingReader) -> RecordingError? {
    do {
        _ = try reader.readAll()
        return nil
    } catch {
        return error
    }
}
