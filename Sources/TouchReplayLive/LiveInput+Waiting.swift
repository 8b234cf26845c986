import Glibc
import TouchTime

extension LiveInput {
    /// Blocks the calling thread until one of ``pollDescriptors`` is readable or hung up,
    /// until `wake` on `clock` (window time, usually ``LiveUpdate/nextUpdateTime``), or for
    /// `maximumWait` seconds (one display frame, in an app that draws), whichever comes
    /// first; the app's loop then calls ``update(at:)`` with `clock.now`.
    ///
    /// A `wake` already past returns at once; `maximumWait` of `.infinity` with a nil
    /// `wake` waits for input alone; a negative or NaN `maximumWait` does not wait. With
    /// no descriptor (only toolkit sources) the call sleeps until the time. An app whose
    /// toolkit cannot wake a `poll()` (SDL) gives a frame as `maximumWait`, so that the
    /// toolkit's events wait a frame at most.
    ///
    /// - Returns: whether a descriptor is ready; false when the time came first, or a
    ///   signal interrupted the wait.
    @discardableResult
    public func waitForInput(until wake: Timestamp?, clock: MonotonicClock, maximumWait: Double) -> Bool {
        var seconds = Swift.min(wake.map { $0 - clock.now } ?? .infinity, maximumWait)
        if maximumWait.isNaN || !(seconds > 0) { seconds = 0 }  // a time past, a NaN: no wait
        // poll()'s whole milliseconds, rounded up so that a short wait still waits; -1 waits for input alone.
        let milliseconds = seconds.isFinite ? Int32(Swift.min((seconds * 1000).rounded(.up), Double(Int32.max))) : -1
        var descriptors = pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0
    }
}
