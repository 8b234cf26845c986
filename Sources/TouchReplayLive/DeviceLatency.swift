/// How long one device's frames took from the kernel to the window in one
/// ``LiveInput/update(at:)`` (``LiveUpdate/latencies``).
///
/// A frame's age is the time from its kernel timestamp (its events' `input_event`
/// time, on `CLOCK_MONOTONIC` once the device accepted it: `InputDevice.eventClock`)
/// to the moment the update had delivered the frames it delivers, recognizers run:
/// `CLOCK_MONOTONIC` read once there (the only clock the input reads itself). It
/// covers the kernel's queue, the app's wait before calling the update (a display
/// frame, in an app that draws), reading, decoding and the engine's delivery. A
/// frame that resampling holds for the next display frame counts in the update that
/// delivers it. For a device that refused `CLOCK_MONOTONIC` (an emulated one) the
/// times are taken as monotonic all the same, as libinput takes them.
public struct DeviceLatency: Hashable, Sendable {
    /// The device.
    public var device: LiveDevice
    /// How many of its frames the update delivered.
    public var frameCount: Int
    /// The age of the oldest of them (the longest wait), in seconds.
    public var oldest: Double
    /// The age of the newest of them (the shortest wait), in seconds.
    public var newest: Double

    /// A latency from its parts.
    public init(device: LiveDevice, frameCount: Int, oldest: Double, newest: Double) {
        self.device = device
        self.frameCount = frameCount
        self.oldest = oldest
        self.newest = newest
    }
}
