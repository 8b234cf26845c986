import Foundation
import Testing
@testable import InputEvents
@testable import InputRecordings
import TouchTime

/// A time is a ``Timestamp``, whole nanoseconds in 64 bits: 9,223,372,036.854775807 s at most.
/// The readers take ten digits of seconds, which reach further; a time beyond the range is
/// refused with its file, line and column (it would overflow, or trap), never read wrapped.
@Suite(.scratchDirectory) struct TimeRangeTests {
    static let beyond = "expected a time within 9223372036.854775 s (a Timestamp's range, whole nanoseconds in 64 bits)"

    @Test(arguments: [
        // evemu-record's own layout (read in place by the fast path, which leaves it to the general parser).
        ("E: 9223372037.000000 0003 0035 0001", "\"9223372037.000000\""),
        // The first microsecond beyond the range.
        ("E: 9223372036.854776 0003 0035 1", "\"9223372036.854776\""),
        ("E: 9999999999.999999 0003 0035 1  # a comment", "\"9999999999.999999\""),
    ])
    func anEvemuTimeBeyondTheRangeIsRefusedAtItsColumn(line: String, found: String) throws {
        let path = try TestFiles.temporary("late.events", touchscreenDescriptionLines + "E: 0.1 0003 0035 0001\n" + line + "\n")
        #expect(shortDescription(readingError(path)) == "late.events:19:4: \(Self.beyond), found \(found)")
        // The reader's in-place loop and the line-by-line parser agree on the place.
        let events = try TestFiles.temporary("late-events-only.events", "E: 0.1 0003 0035 0001\n" + line + "\n")
        let inPlace = try EvemuInPlaceTests.inPlace(events)
        #expect(inPlace.last == "error at 2:4", "\(inPlace)")
        #expect(try EvemuInPlaceTests.byWholeLines(events) == inPlace)
    }

    @Test func theLatestEvemuTimeInTheRangeIsRead() throws {
        let path = try TestFiles.temporary(
            "latest.events", touchscreenDescriptionLines + "E: 9223372036.854775 0003 0035 0001\nE: 9223372036.854775 0000 0000 0000\n")
        let events = try RecordingReader(path: path).readAll()
        #expect(events.map(\.time) == [Timestamp(nanoseconds: 9_223_372_036_854_775_000), Timestamp(nanoseconds: 9_223_372_036_854_775_000)])
        #expect(events.first?.time.description == "9223372036.854775")
    }

    @Test func aLibinputRecordTimeBeyondTheRangeIsRefusedAtItsColumn() throws {
        let text = libinputHeader + "  events:\n  - evdev:\n    - [9223372036, 854776, 3, 57, 1]\n"
        let error = readingError(try TestFiles.temporary("late.yml", text))
        #expect(shortDescription(error) == "late.yml:39:8: \(Self.beyond), found \"9223372036\"")
    }

    @Test func theLatestLibinputRecordTimeInTheRangeIsRead() throws {
        let text = libinputHeader + "  events:\n  - evdev:\n    - [9223372036, 854775, 3, 57, 1]\n    - [9223372036, 854775, 0, 0, 0]\n"
        let events = try RecordingReader(path: try TestFiles.temporary("latest.yml", text)).readAll()
        #expect(events.first?.time == Timestamp(exactlySeconds: 9_223_372_036, microseconds: 854_775))
    }
}
