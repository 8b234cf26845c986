import CLibevdev
import Testing
@testable import InputDevices

/// libevdev's own messages go to the device's log, not to standard error
/// (libevdev's default handler printed "BUG: …" lines in the middle of a
/// command's output after a `SYN_DROPPED`; issue 12).
@Suite struct LibevdevLogTests {
    @Test func libevdevBugReportsAreCollectedOneLineEach() throws {
        let log = LibevdevLog()
        let handle = try #require(libevdev_new())
        defer { libevdev_free(handle) }
        LibevdevLog.attach(log, to: handle)
        // Reading before libevdev_set_fd is an application bug libevdev reports at LIBEVDEV_LOG_ERROR.
        var event = input_event()
        #expect(libevdev_next_event(handle, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event) < 0)
        #expect(log.messages.count == 1)
        let message = try #require(log.messages.first)
        #expect(message.contains("BUG"), "\(message)")
        #expect(!message.contains("\n") && message.last?.isWhitespace == false)
    }

    @Test func theLogKeepsAtMostAHundredMessages() {
        let log = LibevdevLog()
        for index in 0..<150 { log.append("message \(index)\n") }
        #expect(log.messages.count == LibevdevLog.maximumMessages)
        #expect(log.messages.last == "message 99")
        #expect(log.droppedCount == 50)
    }
}
