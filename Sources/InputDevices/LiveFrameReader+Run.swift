import InputEvents

extension LiveFrameReader {
    /// Why ``run(duration:idleTimeout:stopSignals:onEvent:onFrame:)`` returned.
    public enum End: Hashable, Sendable {
        /// A watched signal arrived (`SIGINT`, `SIGTERM`, …).
        case signal(Int32)
        /// The requested duration passed.
        case durationElapsed
        /// No event arrived for the idle timeout.
        case idle
        /// The device went away; active contacts were cancelled (the cancelling frame went to `onFrame`).
        case unplugged(DeviceError)
    }

    /// Reads until a stop signal, the duration, an idle period or an unplug.
    ///
    /// Durations are measured on the monotonic clock from the call. On every
    /// end, contacts still down are cancelled and the cancelling frame is handed
    /// to `onFrame`, so no contact is left active.
    ///
    /// - Throws: read errors other than an unplug, and whatever the callbacks throw.
    public func run(
        duration: Duration? = nil,
        idleTimeout: Duration? = nil,
        stopSignals: StopSignals? = nil,
        onEvent: (DeviceEvent) throws -> Void = { _ in },
        onFrame: (ContactFrame) throws -> Void
    ) throws -> End {
        let clock = ContinuousClock()
        let start = clock.now
        var lastActivity = start
        let end: End
        loop: while true {
            let now = clock.now
            var timeout: Duration? = nil
            if let duration { timeout = start + duration - now }
            if let idleTimeout { timeout = min(timeout ?? idleTimeout, lastActivity + idleTimeout - now) }
            if let timeout, timeout <= .zero {
                end = duration.map { start + $0 <= now } == true ? .durationElapsed : .idle
                break loop
            }
            do {
                switch try pump(timeout: timeout, alsoWatching: stopSignals?.fileDescriptor, onEvent: onEvent, onFrame: onFrame) {
                case .readable:
                    lastActivity = clock.now
                case .otherDescriptorReadable:
                    if let signal = stopSignals?.received() {
                        end = .signal(signal)
                        break loop
                    }
                case .timedOut:
                    continue
                }
            } catch let error as DeviceError {
                guard case .unplugged = error else { throw error }
                end = .unplugged(error)
                break loop
            }
        }
        if let frame = cancelAll() { try onFrame(frame) }
        return end
    }
}
