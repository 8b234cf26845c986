import InputDevices
import InputEvents
import TouchTime

/// A ``LiveInput``'s flight recorder: the last seconds of every device's raw
/// events, one ``EventRing`` per device, for a `libinput record` dump on
/// request (``LiveInput/flightRecording()``).
///
/// Memory is bounded: each device's ring holds at most
/// ``maximumEventsPerSecond`` × the length events of 16 bytes, 15.7 MB for a
/// minute (10 moving fingers at 240 Hz send 7,920 events a second: each finger's
/// slot, x and y, plus a frame's `ABS_X`, `ABS_Y` and `SYN_REPORT`; 12,720 with
/// pressure and touch size as well). A device sending more keeps a
/// shorter window. A device removed (unplugged) stays until its newest frame is
/// out of the window, so a dump still shows what it did before it went.
struct FlightRecorder {
    /// The most events a second a device's ring is sized for: 10 fingers at 240 Hz with six
    /// values each (slot, tracking id, x, y, pressure, touch major) and a frame's four more
    /// (`ABS_X`, `ABS_Y`, `BTN_TOUCH`, `SYN_REPORT`) is 15,360.
    static let maximumEventsPerSecond = 16_384

    /// The window, in seconds.
    let seconds: Double
    /// The devices' rings, in the order the devices were added.
    private(set) var rings: [EventRing] = []

    /// A recorder keeping `seconds` of every device's events.
    init(seconds: Double) {
        self.seconds = seconds
    }

    /// The window in microseconds.
    var window: Int64 { Int64((seconds * 1_000_000).rounded()) }

    /// The most events one device's ring holds.
    var capacity: Int { Int((seconds * Double(Self.maximumEventsPerSecond)).rounded(.up)) }

    /// Starts a ring for `device`, read from `input`.
    mutating func add(_ device: LiveDevice, input: InputDevice) {
        add(device, description: input.deviceDescription, udevProperties: input.udevProperties.recordedByLibinput)
    }

    /// Starts a ring for `device`, described as `libinput record` writes it.
    mutating func add(_ device: LiveDevice, description: DeviceDescription, udevProperties: [String: String]) {
        rings.append(EventRing(device: device, description: description, udevProperties: udevProperties, capacity: capacity, window: window))
    }

    /// Takes one event of `device` (a device it has a ring for).
    mutating func record(_ event: DeviceEvent, from device: LiveDevice) {
        guard let index = rings.lastIndex(where: { $0.device.id == device.id }) else { return }
        rings[index].record(event)
    }

    /// Notes that `device` went away, and forgets removed devices whose frames are all out of the window.
    mutating func remove(_ device: LiveDevice) {
        if let index = rings.lastIndex(where: { $0.device.id == device.id }) { rings[index].isRemoved = true }
        guard let start = windowStart else { return }
        rings.removeAll { $0.isRemoved && ($0.newestTime.map { $0 < start } ?? true) }
    }

    /// Where the window starts: `seconds` before the newest frame of any device (the devices share
    /// the kernel's clock); nil before the first frame.
    var windowStart: Timestamp? {
        rings.compactMap(\.newestTime).max().map { Timestamp(microseconds: $0.microseconds - window) }
    }

    /// The window's events of every device still attached, and of the removed ones that have
    /// frames in it, as one recording.
    func recording() -> FlightRecording {
        let start = windowStart ?? Timestamp(microseconds: 0)
        let devices = rings.filter { !$0.isRemoved || ($0.newestTime.map { $0 >= start } ?? false) }
        return FlightRecording(seconds: seconds, devices: devices.map { $0.recording(from: start) })
    }
}
