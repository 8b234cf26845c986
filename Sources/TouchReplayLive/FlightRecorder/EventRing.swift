import InputDevices
import InputEvents
import InputRecordings
import TouchTime

/// One device's part of a flight recorder: its raw events of the last
/// seconds, whole frames, in a ring of bounded capacity, and the device's
/// evdev state where the ring starts (``EvdevState``).
///
/// Events are kept as a recording keeps them (`RecordFilter`: no keyboard keys,
/// no scan codes) and as `touchreplay record` writes them: a frame enters the
/// ring at its `SYN_REPORT`; a `SYN_DROPPED` drops the frame in progress and
/// enters with an empty `SYN_REPORT` after it, so that libevdev's
/// resynchronisation that follows is replayed as it was decoded live. A frame
/// leaves the ring, its values going into ``startState``, once it is more than
/// the window older than the device's newest frame, or to make room when the
/// ring is full. Storage grows as needed up to ``capacity`` events and is then
/// reused: appending allocates nothing in steady state.
struct EventRing {
    /// The device the events come from.
    let device: LiveDevice
    /// What `libinput record` writes of the device.
    let description: DeviceDescription
    let udevProperties: [String: String]
    /// The most events held (16 bytes each).
    let capacity: Int
    /// How far behind the newest frame a frame is kept, in microseconds.
    let window: Int64

    /// The ring's storage; the oldest event at `head`, `count` events in order from there.
    private var storage: [InputEvent] = []
    private var head = 0
    private(set) var count = 0
    /// The events of the frame in progress (not yet in the ring).
    private var frame: [InputEvent] = []
    /// The device's state before the ring's oldest event.
    private(set) var startState = EvdevState()
    /// The time of the newest frame that left the ring, nil while none did.
    private(set) var droppedThrough: Timestamp?
    /// The time of the newest frame in the ring, nil while it is empty.
    private(set) var newestTime: Timestamp?
    /// Whether the device was removed (unplugged): it stays until its frames are out of the window.
    var isRemoved = false

    init(device: LiveDevice, description: DeviceDescription, udevProperties: [String: String], capacity: Int, window: Int64) {
        self.device = device
        self.description = description
        self.udevProperties = udevProperties
        self.capacity = capacity
        self.window = window
        frame.reserveCapacity(256)
    }

    /// Takes one event the device yielded.
    mutating func record(_ event: DeviceEvent) {
        guard RecordFilter.keeps(event.event) else { return }
        if event.isDropped {
            frame.removeAll(keepingCapacity: true)
            frame.append(event.event)
            frame.append(InputEvent(time: event.event.time, type: .synchronization, code: SynchronizationCode.report, value: 0))
        } else {
            frame.append(event.event)
            guard event.event.isReport else { return }
        }
        let time = event.event.time
        append(frame)
        frame.removeAll(keepingCapacity: true)
        newestTime = time
        while count > 0, storage[head].time.microseconds < time.microseconds - window { dropOldestFrame() }
    }

    /// Puts a whole frame at the ring's end, dropping the oldest frames to make room.
    private mutating func append(_ events: [InputEvent]) {
        guard events.count <= capacity else { return }  // a frame larger than the ring: not kept
        while count + events.count > capacity { dropOldestFrame() }
        if count + events.count > storage.count { grow(toHold: count + events.count) }
        for event in events {
            var index = head + count
            if index >= storage.count { index -= storage.count }
            storage[index] = event
            count += 1
        }
    }

    /// Moves the events into a larger storage (doubling, at most ``capacity``), oldest first.
    private mutating func grow(toHold needed: Int) {
        let size = Swift.min(capacity, Swift.max(needed, storage.count * 2, 4_096))
        var larger: [InputEvent] = []
        larger.reserveCapacity(size)
        forEachEvent { larger.append($0) }
        larger.append(contentsOf: repeatElement(InputEvent(time: Timestamp(microseconds: 0), type: .synchronization, code: 0, value: 0),
                                                count: size - larger.count))
        storage = larger
        head = 0
    }

    /// Drops the oldest frame, its values going into ``startState``.
    private mutating func dropOldestFrame() {
        while count > 0 {
            let event = storage[head]
            head += 1
            if head == storage.count { head = 0 }
            count -= 1
            startState.apply(event)
            if event.isReport {
                droppedThrough = event.time
                return
            }
        }
    }

    /// Calls `body` with every event in the ring, oldest first.
    func forEachEvent(_ body: (InputEvent) -> Void) {
        var index = head
        for _ in 0..<count {
            body(storage[index])
            index += 1
            if index == storage.count { index = 0 }
        }
    }

    /// The device's recording from `start` on: the frame restoring its state then (when older
    /// frames were left out, and anything was set), then every frame of the ring at or after `start`.
    func recording(from start: Timestamp) -> DeviceRecording {
        var state = startState
        var dropped = droppedThrough
        var events: [InputEvent] = []
        events.reserveCapacity(count + 64)
        var keeping = false
        forEachEvent { event in
            if !keeping, event.time < start {
                state.apply(event)
                if event.isReport { dropped = event.time }
                return
            }
            keeping = true
            events.append(event)
        }
        if let dropped {
            let time = Swift.max(dropped, start)
            events.insert(contentsOf: state.restoringFrame(at: Swift.min(time, events.first?.time ?? time)), at: 0)
        }
        return DeviceRecording(description: description, node: device.path, udevProperties: udevProperties, events: events)
    }
}
