import Glibc

extension InputDevice {
    /// What ``InputDevice/wait(timeout:alsoWatching:)`` saw.
    public enum WaitOutcome: Hashable, Sendable {
        /// The device has events to read.
        case readable
        /// The other watched descriptor became readable (for example ``StopSignals/fileDescriptor``).
        case otherDescriptorReadable
        /// The timeout passed without events.
        case timedOut
    }

    /// Waits with `poll()` until the device has events, `other` becomes readable, or `timeout` passes.
    ///
    /// A nil timeout waits indefinitely. A poll interrupted by a signal (`EINTR`) returns
    /// ``WaitOutcome/timedOut`` so the caller can look at its own state.
    ///
    /// - Throws: ``DeviceError/unplugged(path:)`` when `poll()` reports `POLLHUP`, `POLLERR`
    ///   or `POLLNVAL` without pending input, which is what the kernel reports for a removed device.
    ///   With pending input the outcome is ``WaitOutcome/readable``, and ``InputDevice/nextEvent()``
    ///   throws the unplug once that input is drained.
    public func wait(timeout: Duration?, alsoWatching other: Int32? = nil) throws(DeviceError) -> WaitOutcome {
        var descriptors = (
            pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: other ?? -1, events: Int16(POLLIN), revents: 0))
        let milliseconds = timeout.map(Self.milliseconds) ?? -1
        let count = withUnsafeMutableBytes(of: &descriptors) { buffer in
            poll(buffer.baseAddress!.assumingMemoryBound(to: pollfd.self), other == nil ? 1 : 2, milliseconds)
        }
        if count < 0 {
            let code = errno
            if code == EINTR { return .timedOut }
            throw DeviceError.systemCallFailed(path: path, call: "poll", errno: code)
        }
        if descriptors.1.revents != 0 { return .otherDescriptorReadable }
        let revents = descriptors.0.revents
        hungUp = revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
        if revents & Int16(POLLIN) != 0 { return .readable }
        if hungUp { throw DeviceError.unplugged(path: path) }
        return .timedOut
    }

    /// A duration in whole milliseconds for `poll()`, rounded up so a short wait still waits.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
