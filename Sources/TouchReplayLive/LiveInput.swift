import GestureEngine
import InputDevices
import InputEvents
import TouchReplay
import TouchTime

/// The engine as an app's live touch layer: one window (or one per display,
/// ``init(windows:)``), fed by any number of input devices and by the app's own
/// touch events, on the app's frame clock.
/// It is the app-mode face of an `InputPipeline` (``pipeline``): the same
/// path a replay takes, with the app's display clock in charge.
///
/// The app owns the window, its views and its render loop. Once per display
/// frame (and when a device's descriptor is readable, or at
/// ``LiveUpdate/nextUpdateTime``) it calls ``update(at:)`` with its current
/// time; the call reads what the devices have without waiting, maps their
/// event times onto the window's clock, delivers the frames in time order,
/// runs the engine's timers due by then (glides, bounces, long presses), and
/// answers what to redraw and when to call again:
///
/// ```swift
/// let input = LiveInput(window: window)
/// try input.addDevice(InputDevice.open(path: "/dev/input/event5"), mapping: mapping)
/// let clock = MonotonicClock()
/// while running {
///     let update = try input.update(at: clock.now)
///     if update.needsDisplay { render(window) }
///     input.waitForInput(until: update.nextUpdateTime, clock: clock, maximumWait: 1.0 / 60)
/// }
/// ```
///
/// To follow a seat (or stable paths such as `/dev/input/by-id/…`) as devices
/// are plugged in and out, call ``watchDevices(_:grab:mapping:)`` instead of
/// adding devices one by one.
///
/// An app on Swift concurrency iterates ``updates(clock:)`` instead; a tool
/// with nothing to draw lets ``run(clock:until:onUpdate:)`` wait and update
/// (what `touchreplay attach` does). A toolkit's own events (SDL's touch and
/// mouse events under a compositor) come in through ``send(_:from:)``, built
/// with ``TouchFrameBuilder``.
///
/// Touch ids are the seat's (the pipeline's `SeatTouches`): unique across every
/// device and source, never reused. Like the window, a `LiveInput` is confined
/// to the thread or actor that made it; it blocks only in
/// ``waitForInput(until:clock:maximumWait:)`` and ``run(clock:until:onUpdate:)``,
/// and reads no clock but the one those calls or ``updates(clock:)`` are given.
public final class LiveInput {
    /// One source of touches and what reads it.
    struct Source {
        var device: LiveDevice
        var input: InputDevice?
        var frames: FrameSource?
        var clock = DeviceClock()
    }

    /// The pipeline the frames go through to the window.
    public let pipeline: InputPipeline
    /// Called with each raw event a device yields, before it is decoded: what `touchreplay record`
    /// and `attach --record` write, and `touchreplay events --raw` prints.
    public var onEvent: ((LiveDevice, DeviceEvent) throws -> Void)?
    /// Called with each frame a device's decoder completes, as the decoder made it: the device's
    /// own contact ids, positions in screen points of its mapping, pressure and size in device
    /// units, the kernel's time (`FrameSource.decodedFrame`), before the noise filters, the seat
    /// and the window's clock. What `touchreplay events` prints and `calibrate` reads. A device
    /// that goes (unplugged, removed, or at ``finish()``) ends with the frame that cancels its
    /// contacts still down, if it had any.
    public var onContactFrame: ((LiveDevice, ContactFrame) -> Void)?

    let changes = DisplayChanges()
    var sources: [Source] = []
    private var nextSourceID = 0
    var removed: [LiveDevice] = []
    var added: [LiveDevice] = []
    var failed: [LiveDeviceFailure] = []
    var hotplug: Hotplug?
    /// A toolkit frame's samples, split so that each touch appears once in each frame sent.
    private var outgoing = TouchFrame(time: 0, samples: [])
    private var outgoingIDs: Set<Int> = []
    /// The pipeline's count of delivered frames when the last update returned.
    private var deliveredBefore = 0
    /// The device frames waiting in the pipeline, for their latency (``noteDeliveries(forFrameAt:)``).
    var awaitingDelivery: [AwaitingFrame] = []
    /// The latencies of the frames delivered in the update under way.
    var latencies: [DeviceLatency] = []
    /// The flight recorder, once started (``startFlightRecorder(seconds:)``).
    var flightRecorder: FlightRecorder?

    /// A live input for the app's own `window`.
    ///
    /// The window's observers, if it has any, keep receiving every call; the
    /// input adds its own (which notes what to redraw) until it is released.
    public convenience init(window: Window) {
        self.init(pipeline: InputPipeline(window: window))
    }

    /// A live input for the app's own `windows`, one per display (one application's, on one
    /// clock): each device or source added goes to the window it is given, the first by default.
    public convenience init(windows: [Window]) {
        self.init(pipeline: InputPipeline(windows: windows))
    }

    /// A live input for `session`'s window (or windows, a scene's `windows:`), whose frames and
    /// timers go through the session so that its trace is complete (`touchreplay attach`).
    public convenience init(session: EngineSession) {
        self.init(pipeline: InputPipeline(session: session))
    }

    private init(pipeline: InputPipeline) {
        self.pipeline = pipeline
        // UIKit's model: the moving touches of a display frame delivered once, with predictions.
        pipeline.timing = .displayFrames
        for window in pipeline.windows { window.addObserver(changes) }
        outgoing.samples.reserveCapacity(SeatTouches.slotCount)
        awaitingDelivery.reserveCapacity(64)
    }

    deinit {
        for window in pipeline.windows { window.removeObserver(changes) }
    }

    /// When what the sources report reaches the window: by default UIKit's model, one delivery
    /// per display frame (each ``update(at:)``) with the samples in between coalesced
    /// (`Event.coalescedTouches(for:)`) and predictions a 60 Hz frame ahead
    /// (`Event.predictedTouches(for:)`); set the display's real rate, resampling, or
    /// `FrameTiming.eachReport` (what `touchreplay attach` traces) here.
    ///
    /// - Throws: `FrameTimingError` for a rate outside 1–1000 Hz or resampling times outside 0–50 ms.
    public func setTiming(_ timing: FrameTiming) throws(FrameTimingError) {
        try timing.validate()
        pipeline.timing = timing
    }

    /// The timing in use (``setTiming(_:)``).
    public var timing: FrameTiming { pipeline.timing }

    /// The window the touches go to: the first of ``windows`` when there are several.
    public var window: Window { pipeline.window }
    /// Every window the touches go to, one per display; each device's touches go to its own
    /// (``addDevice(_:mapping:window:systemCalibration:)``) for their whole life.
    public var windows: [Window] { pipeline.windows }
    /// The session whose recorder traces the window, when the input was made with one.
    public var session: EngineSession? { pipeline.session }
    /// The seat: which touches are down, from which source, with which id and seat slot.
    public var seat: SeatTouches { pipeline.seat }

    /// The sources feeding the window, devices and the app's own, in the order they were added.
    public var devices: [LiveDevice] { sources.map(\.device) }

    /// The descriptors of the open devices, and of the device watch if there is one, for the app's
    /// own `poll()` or event loop: when one is readable (or hung up), call ``update(at:)``. The list
    /// changes as devices come and go.
    public var pollDescriptors: [Int32] {
        sources.compactMap { $0.input?.fileDescriptor } + (hotplug.map { [$0.watcher.fileDescriptor] } ?? [])
    }

    /// The open device behind `device`, nil for an app's own source or a device removed.
    public func inputDevice(of device: LiveDevice) -> InputDevice? {
        sources.first { $0.device.id == device.id }?.input
    }

    /// Adds an open device, its positions mapped onto window `window` of ``windows`` (the first by
    /// default) with `mapping`: its touches begin, are hit-tested and end in that window only.
    ///
    /// When `mapping` has no calibration (the identity matrix) and `systemCalibration` is true,
    /// the device's own calibration from udev (`LIBINPUT_CALIBRATION_MATRIX`, as libinput
    /// applies it) is used; a calibration in `mapping` (a scene's) overrides it. A tool that
    /// measures where touches land on the bare device (`touchreplay calibrate`) passes false.
    ///
    /// - Throws: `FrameDecoderError` when the device is not a touchscreen, mouse or pen, or cannot be mapped.
    @discardableResult
    public func addDevice(_ device: InputDevice, mapping: ScreenMapping, window: Int = 0, systemCalibration: Bool = true) throws(FrameDecoderError) -> LiveDevice {
        var mapping = mapping
        if systemCalibration, mapping.calibration == .identity, let system = device.udevProperties.calibrationMatrix {
            mapping.calibration = system
        }
        let frames = try FrameSource(device: device, mapping: mapping)
        let added = LiveDevice(id: nextSourceID, name: device.deviceDescription.name, path: device.path)
        nextSourceID += 1
        sources.append(Source(device: added, input: device, frames: frames))
        pipeline.route(source: added.id, toWindow: window)
        flightRecorder?.add(added, input: device)
        return added
    }

    /// Adds a source for the app's own touch events (a toolkit's), sent with ``send(_:from:)``,
    /// to window `window` of ``windows`` (the first by default).
    @discardableResult
    public func addSource(named name: String, window: Int = 0) -> LiveDevice {
        let added = LiveDevice(id: nextSourceID, name: name, path: nil)
        nextSourceID += 1
        sources.append(Source(device: added))
        pipeline.route(source: added.id, toWindow: window)
        return added
    }

    /// Removes a device or source; its frames still waiting are dropped and its touches still
    /// down are cancelled at the window's time (a second removal does nothing), and
    /// ``onContactFrame`` gets the decoder's frame cancelling its contacts. A device's descriptor
    /// is closed when nothing else holds its `InputDevice`.
    public func remove(_ device: LiveDevice) {
        guard let index = sources.firstIndex(where: { $0.device.id == device.id }) else { return }
        var source = sources.remove(at: index)
        if let onContactFrame, source.frames != nil {
            // The decoder's own end (the pipeline cancels the seat's touches below, at the window's time).
            _ = source.frames!.end()
            if let decoded = source.frames!.decodedFrame { onContactFrame(device, decoded) }
        }
        pipeline.discardPendingFrames(from: device.id)
        pipeline.cancelTouches(from: device.id)
        awaitingDelivery.removeAll { $0.device.id == device.id }
        flightRecorder?.remove(device)
    }

    /// Hands over a frame of the app's own touches from `source` (ids in the source's
    /// own numbering, time on the window's clock): it waits, as a device's frames do, for
    /// the next ``update(at:)``, which delivers it as ``timing`` says. A frame older than
    /// the window's clock is delivered at the clock's time; one that holds two samples of
    /// one touch (a ``TouchFrameBuilder`` frame with a touch's down and move) goes as
    /// consecutive frames, each touch once in each. The frame's hover motion goes with
    /// the first of them and its wheel turn with the last, as a window takes a frame's
    /// hover before its touches and its wheel after them; a frame with neither touches
    /// nor hover nor wheel delivers nothing.
    ///
    /// - Throws: ``LiveInputError`` for a source this input does not have (never added,
    ///   or removed: its touches were cancelled then, and a later frame would leave one
    ///   down for good); nothing is delivered then.
    public func send(_ frame: TouchFrame, from source: LiveDevice) throws(LiveInputError) {
        guard sources.contains(where: { $0.device.id == source.id }) else { throw .unknownSource(source) }
        // A touch has one sample in a frame the window is sent, as in an evdev frame: a toolkit's
        // frame that holds two of one touch (down and moved, down and up) goes as consecutive
        // frames of the same time, so the window sees each sample in turn.
        var start = frame.samples.startIndex
        repeat {
            outgoing.time = frame.time
            outgoing.samples.removeAll(keepingCapacity: true)
            outgoingIDs.removeAll(keepingCapacity: true)
            var end = start
            while end < frame.samples.endIndex, outgoingIDs.insert(frame.samples[end].id).inserted {
                outgoing.samples.append(frame.samples[end])
                end += 1
            }
            outgoing.hover = start == frame.samples.startIndex ? frame.hover : nil
            outgoing.wheel = end == frame.samples.endIndex ? frame.wheel : nil
            pipeline.enqueue(outgoing, from: source.id)
            start = end
        } while start < frame.samples.endIndex
    }

    /// Reads every device without waiting, delivers what they sent in time order,
    /// runs the engine to `time` (window time, on the app's frame clock: ``MonotonicClock/now``)
    /// and answers what changed since the last update, with the latency of each
    /// device's frames delivered (``LiveUpdate/latencies``, ``DeviceLatency``).
    ///
    /// An unplugged device is removed, its touches cancelled, and listed in
    /// ``LiveUpdate/removedDevices``. With a device watch (``watchDevices(_:grab:mapping:)``),
    /// the devices that came and went since the last update are added and removed after
    /// the frames read are delivered. A time earlier than the window's clock runs nothing
    /// new (time never goes backwards).
    ///
    /// - Throws: `DeviceError` for a read error other than an unplug (or of the watch),
    ///   and what ``onEvent`` throws.
    public func update(at time: Timestamp) throws -> LiveUpdate {
        let now = Swift.max(time, window.now)
        try readDevices(now: now)
        pipeline.deliverPending(forFrameAt: now)
        noteDeliveries(forFrameAt: now)
        if try applyDeviceChanges() {
            try readDevices(now: now)
            pipeline.deliverPending(forFrameAt: now)
            noteDeliveries(forFrameAt: now)
        }
        pipeline.advance(to: time)
        let (needsDisplay, moved) = changes.take()
        defer {
            deliveredBefore = pipeline.deliveredFrameCount
            removed.removeAll()
            added.removeAll()
            failed.removeAll()
            latencies.removeAll(keepingCapacity: true)
        }
        return LiveUpdate(time: window.now, needsDisplay: needsDisplay, movedViews: moved,
                          frameCount: pipeline.deliveredFrameCount - deliveredBefore,
                          removedDevices: removed, nextUpdateTime: window.scheduler.nextDueTime,
                          addedDevices: added, failedDevices: failed, latencies: latencies)
    }

    /// The next time the engine has work of its own (window time), nil when it only waits for input.
    public var nextUpdateTime: Timestamp? { window.scheduler.nextDueTime }
}

@available(*, unavailable, message: "a LiveInput is confined to the thread or actor that owns its window")
extension LiveInput: Sendable {}
