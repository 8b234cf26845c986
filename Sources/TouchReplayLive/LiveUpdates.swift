import InputDevices
import TouchTime

extension LiveInput {
    /// The input's updates as an async sequence, on `clock`: each element is the
    /// ``LiveUpdate`` of an ``update(at:)`` made when a device had input, or when
    /// the engine's next timer (``nextUpdateTime``) fell due, and that changed
    /// something (frames delivered, something to redraw, a device gone, added or
    /// refused by the device watch).
    ///
    /// ```swift
    /// for try await update in input.updates() {
    ///     if update.needsDisplay { render(window) }
    /// }
    /// ```
    ///
    /// Window time follows `clock` from the first `next()`: the window's time
    /// then, plus the time elapsed on `clock`. Reading and the engine run on the
    /// iterating task's executor (the main actor, in an app); between updates
    /// the task is suspended without holding a thread. The sequence ends when
    /// the task is cancelled.
    public func updates(clock: ContinuousClock = ContinuousClock()) -> LiveUpdates { LiveUpdates(input: self, clock: clock) }
}

/// A ``LiveInput``'s updates as they happen; see ``LiveInput/updates(clock:)``.
public struct LiveUpdates: AsyncSequence {
    public typealias Element = LiveUpdate
    public typealias Failure = any Error

    let input: LiveInput
    let clock: ContinuousClock

    /// An iterator over the input's updates.
    public func makeAsyncIterator() -> Iterator { Iterator(input: input, clock: clock) }

    /// Waits for input or the next timer, one `next()` at a time.
    public struct Iterator: AsyncIteratorProtocol {
        private let input: LiveInput
        private let clock: ContinuousClock
        /// The clock's instant and the window time it stands for, fixed at the first `next()`.
        private var origin: (instant: ContinuousClock.Instant, time: Timestamp)?

        init(input: LiveInput, clock: ContinuousClock) {
            self.input = input
            self.clock = clock
        }

        /// The next update that changed something, or nil once the task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws -> LiveUpdate? {
            let origin = self.origin ?? (clock.now, input.window.now)
            self.origin = origin
            while !Task.isCancelled {
                let now = windowTime(clock.now, origin: origin)
                let update = try input.update(at: now)
                if update.frameCount > 0 || update.needsDisplay || !update.removedDevices.isEmpty || !update.addedDevices.isEmpty
                    || !update.failedDevices.isEmpty { return update }
                let timeout = input.nextUpdateTime.map { Duration.nanoseconds(Swift.max($0.nanoseconds - now.nanoseconds, 0)) }
                await DescriptorReadiness.waitForAny(input.pollDescriptors, timeout: timeout)
            }
            return nil
        }

        /// The next update that changed something, or nil once the task is cancelled.
        public mutating func next() async throws -> LiveUpdate? { try await next(isolation: nil) }

        /// The window time of `instant`.
        private func windowTime(_ instant: ContinuousClock.Instant, origin: (instant: ContinuousClock.Instant, time: Timestamp)) -> Timestamp {
            let elapsed = (instant - origin.instant).components
            return Timestamp(nanoseconds: origin.time.nanoseconds + elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
        }
    }
}

@available(*, unavailable, message: "LiveUpdates reads a LiveInput, which is confined to one task")
extension LiveUpdates: Sendable {}
