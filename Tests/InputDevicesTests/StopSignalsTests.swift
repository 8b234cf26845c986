import Foundation
import InputDevices
import Testing

/// Signals watched by `StopSignals` arrive through its descriptor instead of
/// killing the process.
@Suite struct StopSignalsTests {
    @Test func blockedSignalIsReadFromTheDescriptor() throws {
        let signals = try StopSignals([SIGUSR2])
        #expect(signals.received() == nil)
        #expect(raise(SIGUSR2) == 0)
        var descriptor = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 1000) == 1)
        #expect(signals.received() == SIGUSR2)
        #expect(signals.received() == nil)
    }
}
