import TouchTime
/// Maps one device's event times onto the window's clock.
///
/// A device stamps its events on its own clock (`CLOCK_MONOTONIC` for a
/// kernel device, the recorded times for an emulated one); the app runs the
/// window on its own frame clock. The offset between them is fixed at the
/// first events read, so that the latest of them lands on the update's time,
/// and is lowered whenever an event would land after the update that read it
/// (the two clocks drifting, a device whose times jump back). Between those
/// moments the spacing of the device's events is kept exactly, which is what
/// velocities and double-tap intervals are measured from.
struct DeviceClock {
    /// Window time minus device time, in nanoseconds; nil before the first events.
    private(set) var offset: Int64?

    /// Fixes or lowers the offset so that `latest` (device time) is not after `now` (window time).
    mutating func anchor(latest: Timestamp, now: Timestamp) {
        if let offset, latest.nanoseconds &+ offset <= now.nanoseconds { return }
        offset = now.nanoseconds &- latest.nanoseconds
    }

    /// The window time of `deviceTime`.
    func windowTime(_ deviceTime: Timestamp) -> Timestamp { Timestamp(nanoseconds: deviceTime.nanoseconds &+ (offset ?? 0)) }
}
