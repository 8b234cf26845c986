import GestureEngine
import TouchTime

/// What one ``LiveInput/update(at:)`` did: what the app should redraw and
/// when it should call again.
///
/// Views are the app's own objects, so an update stays on the app's main
/// actor or render thread with the window (it is not `Sendable`).
public struct LiveUpdate {
    /// The window time the update ran to.
    public var time: Timestamp
    /// Whether anything visible may have changed since the last update: a view
    /// moved, resized or turned, a view received touches, a gesture recognizer
    /// changed state, a control sent events, or a hovering pointer moved (for an
    /// app that draws its own cursor). Redraw when true.
    public var needsDisplay: Bool
    /// The views whose `bounds`, `center` or `transform` changed, in the order
    /// of their first change (a scroll view whose content offset moved is among them).
    public var movedViews: [View]
    /// The touch frames delivered to the window since the last update, from every device and the app's own sources.
    public var frameCount: Int
    /// The devices that went away in this update; their touches were cancelled.
    public var removedDevices: [LiveDevice]
    /// The devices that a device watch opened and added in this update (hot-plug).
    public var addedDevices: [LiveDevice]
    /// The devices that a device watch found in this update but could not add; the session goes on without them.
    public var failedDevices: [LiveDeviceFailure]
    /// For each device whose frames the update delivered, in the order first delivered: how many,
    /// and how long the oldest and the newest of them took from the kernel's timestamp to the window.
    public var latencies: [DeviceLatency]
    /// When the engine next has work of its own (a glide's next step, a bounce,
    /// a long press's timer), in window time; nil when it only waits for input.
    /// Call ``LiveInput/update(at:)`` again by then, or at the next display frame.
    public var nextUpdateTime: Timestamp?

    /// An update from its parts.
    public init(time: Timestamp, needsDisplay: Bool, movedViews: [View], frameCount: Int,
                removedDevices: [LiveDevice], nextUpdateTime: Timestamp?,
                addedDevices: [LiveDevice] = [], failedDevices: [LiveDeviceFailure] = [], latencies: [DeviceLatency] = []) {
        self.time = time
        self.needsDisplay = needsDisplay
        self.movedViews = movedViews
        self.frameCount = frameCount
        self.removedDevices = removedDevices
        self.nextUpdateTime = nextUpdateTime
        self.addedDevices = addedDevices
        self.failedDevices = failedDevices
        self.latencies = latencies
    }
}

/// A source of touches feeding a ``LiveInput``: an input device, or the app's
/// own touch events (a toolkit's, through ``LiveInput/addSource(named:window:)``).
public struct LiveDevice: Hashable, Sendable {
    /// The source's number in its ``LiveInput``, from a counter: never reused.
    public var id: Int
    /// The device's name, or the name the app gave its source.
    public var name: String
    /// The device's path (`/dev/input/eventN`), nil for an app's own source.
    public var path: String?

    /// A source from its parts.
    public init(id: Int, name: String, path: String?) {
        self.id = id
        self.name = name
        self.path = path
    }
}
