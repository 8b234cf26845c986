import Foundation
import GestureEngine
import InputEvents
import Glibc
import Testing
import TouchReplayLive
import TouchTime

/// An app's loop waits with `LiveInput.waitForInput(until:clock:maximumWait:)`
/// on a `MonotonicClock`: it returns as soon as a descriptor of the input is
/// readable, else at the engine's wake time or after the longest wait. The
/// descriptor here is a device watch's (inotify on a plain directory standing
/// for `/dev/input`); `LiveInputDevicesTests` waits on umockdev devices.
@Suite struct WaitForInputTests {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 100, height: 100))

    /// A fresh directory for a watch.
    static func directory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-wait-XXXXXX").utf8CString)
        return String(cString: try #require(mkdtemp(&template)))
    }

    @Test func theClockStartsAtZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        let first = clock.now
        usleep(2_000)
        let second = clock.now
        #expect(first >= 0 && first < second)
    }

    @Test(.timeLimit(.minutes(1))) func waitingReturnsReadyWhenADescriptorBecomesReadableBeforeTheTimeout() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0", directory: directory)) { _ in Self.mapping }
        _ = try input.update(at: 0)
        let path = directory + "/event4"
        Thread.detachNewThread {
            usleep(100_000)
            close(open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
            _ = chmod(path, 0o660)
        }
        let clock = MonotonicClock()
        let ready = input.waitForInput(until: nil, clock: clock, maximumWait: 30)
        #expect(ready, "the watch's descriptor woke the wait")
        #expect(clock.now < 30, "before the longest wait")
    }

    @Test func waitingReturnsNotReadyAtTheLongestWaitWhenNothingIsReadable() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = LiveInput(window: window)
        try input.watchDevices(.seat("seat0", directory: directory)) { _ in Self.mapping }
        _ = try input.update(at: 0)
        let clock = MonotonicClock()
        #expect(!input.waitForInput(until: nil, clock: clock, maximumWait: 0.05))
        #expect(clock.now >= 0.05, "not before the longest wait")
        #expect(try input.update(at: 1).failedDevices.isEmpty, "and indeed nothing came")
    }

    @Test func waitingReturnsNotReadyAtTheWakeTimeWithNoDescriptors() {
        let input = LiveInput(window: window)
        let clock = MonotonicClock()
        let wake = clock.now + 0.05
        #expect(!input.waitForInput(until: wake, clock: clock, maximumWait: .infinity))
        #expect(clock.now >= wake, "not before the wake time")
    }

    @Test func aWakeTimeAlreadyPastOrAMaximumWaitOfNaNDoesNotWait() {
        let input = LiveInput(window: window)
        let clock = MonotonicClock()
        #expect(!input.waitForInput(until: -1, clock: clock, maximumWait: .infinity))
        #expect(!input.waitForInput(until: nil, clock: clock, maximumWait: .nan))
        #expect(!input.waitForInput(until: nil, clock: clock, maximumWait: -3))
        #expect(clock.now < 30, "none of them waited for input alone")
    }
}
