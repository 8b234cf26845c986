import Glibc
import InputDevices
import TouchTime

extension LiveInput {
    /// When ``run(clock:until:onUpdate:)`` stops.
    public struct RunLimits {
        /// Stop this long after the run began (seconds on the run's clock), nil for no limit.
        public var duration: Double?
        /// Stop once this long has passed without a frame from any device, nil for no limit.
        public var idleTimeout: Double?
        /// Stop when one of these signals arrives (`SIGINT`, `SIGTERM`), nil for none.
        public var stopSignals: StopSignals?
        /// Called with each signal of ``stopSignals`` that arrives: true goes on (a request, such
        /// as `SIGUSR1` for a flight recorder's dump), false stops; nil stops on every signal.
        public var onSignal: ((Int32) throws -> Bool)?
        /// Update at least this often (seconds), even with nothing to read, nil for no bound: for
        /// work of the caller's own between updates (a live view's page asking for a download).
        public var longestWait: Double?

        /// Limits from their parts; none by default.
        public init(duration: Double? = nil, idleTimeout: Double? = nil, stopSignals: StopSignals? = nil,
                    onSignal: ((Int32) throws -> Bool)? = nil, longestWait: Double? = nil) {
            self.duration = duration
            self.idleTimeout = idleTimeout
            self.stopSignals = stopSignals
            self.onSignal = onSignal
            self.longestWait = longestWait
        }
    }

    /// Why ``run(clock:until:onUpdate:)`` returned.
    public enum RunEnd: Hashable, Sendable {
        /// A watched signal arrived.
        case signal(Int32)
        /// The duration passed.
        case durationElapsed
        /// No frame came for the idle timeout.
        case idle
        /// Every device went away and no device watch can bring one back.
        case allDevicesGone
    }

    /// Runs the input as a tool with nothing to draw does (`touchreplay attach`): waits with
    /// `poll()` for a device, the device watch, a stop signal or the engine's next timer,
    /// updates at `clock`'s time and hands each update to `onUpdate`, until one of `limits`
    /// or, without a device watch, every device gone. A device watch's first update (which
    /// opens the devices present) comes before any wait. Then call ``finish()``.
    ///
    /// - Throws: what ``update(at:)``, `onUpdate` and the limits' `onSignal` throw.
    public func run(clock: MonotonicClock, until limits: RunLimits, onUpdate: (LiveUpdate) throws -> Void) throws -> RunEnd {
        let start = clock.now
        var lastActivity = start
        var waits = hotplug == nil
        while true {
            if waits {
                var timeout = 1000.0
                if let due = nextUpdateTime { timeout = Swift.min(timeout, due - clock.now) }
                if let duration = limits.duration { timeout = Swift.min(timeout, start + duration - clock.now) }
                if let idle = limits.idleTimeout { timeout = Swift.min(timeout, lastActivity + idle - clock.now) }
                if let longest = limits.longestWait { timeout = Swift.min(timeout, longest) }
                var descriptors = (pollDescriptors + (limits.stopSignals.map { [$0.fileDescriptor] } ?? []))
                    .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), Int32(Swift.max(0, (timeout * 1000).rounded(.up))))
                if let signal = limits.stopSignals?.received() {
                    guard let onSignal = limits.onSignal, try onSignal(signal) else { return .signal(signal) }
                }
            }
            waits = true
            let now = clock.now
            let update = try self.update(at: now)
            if update.frameCount > 0 { lastActivity = now }
            try onUpdate(update)
            if devices.isEmpty && hotplug == nil { return .allDevicesGone }
            if let duration = limits.duration, clock.now - start >= duration { return .durationElapsed }
            if let idle = limits.idleTimeout, clock.now - lastActivity >= idle { return .idle }
        }
    }

    /// Ends the input: cancels the touches every source still has down, lets the engine
    /// settle and records the session's summary (`EngineSession.finish()`,
    /// when the input has a session). The sources are removed.
    public func finish() {
        for device in devices { remove(device) }
        pipeline.finish()
    }
}
