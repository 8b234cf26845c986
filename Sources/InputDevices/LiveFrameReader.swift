import InputEvents

/// Reads a live device and decodes its events into contact frames: the loop
/// behind `touchreplay events` and `touchreplay record`, and ``LiveFrames``.
/// (A live session, `touchreplay attach`, feeds the device's events to
/// TouchReplay's `FrameSource` instead, which gives touch frames in trace time.)
///
/// Each ``pump(timeout:alsoWatching:onEvent:onFrame:)`` waits for the device
/// with `poll()`, drains every pending event through libevdev and feeds them
/// to a ``FrameDecoder``. libevdev's `SYN_DROPPED` resynchronisation is
/// bracketed with `beginResync()`/`endResync()`, so contacts that ended while
/// events were lost come out `cancelled`, not `ended`. On unplug the pump
/// throws ``DeviceError/unplugged(path:)``; call ``cancelAll()`` then to end
/// every active contact. Like ``InputDevice``, a reader is confined to one task.
public final class LiveFrameReader {
    /// The device being read.
    public let device: InputDevice
    /// The decoder the events go through (its diagnostics count anomalies).
    public private(set) var decoder: FrameDecoder
    /// The time of the last event read, the time used by ``cancelAll()``.
    public private(set) var lastEventTime: Timestamp?

    /// A reader of `device`, mapping positions with `mapping`.
    ///
    /// - Throws: ``FrameDecoderError`` when the device is not a touchscreen or mouse.
    public init(device: InputDevice, mapping: ScreenMapping) throws(FrameDecoderError) {
        self.device = device
        decoder = try FrameDecoder(device: device.deviceDescription, mapping: mapping)
    }

    /// Waits up to `timeout` for events, then hands each pending event to `onEvent` and each
    /// completed frame to `onFrame`, in order.
    ///
    /// - Returns: what the wait saw; ``InputDevice/WaitOutcome/otherDescriptorReadable`` means
    ///   `other` (for example ``StopSignals/fileDescriptor``) needs attention.
    /// - Throws: ``DeviceError/unplugged(path:)`` or another read error.
    @discardableResult
    public func pump(
        timeout: Duration?,
        alsoWatching other: Int32? = nil,
        onEvent: (DeviceEvent) throws -> Void = { _ in },
        onFrame: (ContactFrame) throws -> Void
    ) throws -> InputDevice.WaitOutcome {
        let outcome = try device.wait(timeout: timeout, alsoWatching: other)
        guard outcome == .readable else { return outcome }
        while let event = try device.nextEvent() {
            try onEvent(event)
            if let frame = decode(event) { try onFrame(frame) }
        }
        if decoder.isResyncing { decoder.endResync() }
        return outcome
    }

    /// Feeds one event to the decoder, bracketing libevdev's resynchronisation.
    func decode(_ event: DeviceEvent) -> ContactFrame? {
        lastEventTime = event.event.time
        return decoder.feed(event.event, isResynchronization: event.isResynchronization)
    }

    /// Cancels every active contact at the last event's time (after an unplug or when
    /// the caller stops reading) and answers the frame that says so, if any contact was down.
    public func cancelAll() -> ContactFrame? {
        decoder.cancelAll(at: lastEventTime ?? Timestamp(microseconds: 0))
    }
}

@available(*, unavailable, message: "a LiveFrameReader is confined to the task that reads the device")
extension LiveFrameReader: Sendable {}
