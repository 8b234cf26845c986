import GestureEngine
import InputEvents
import TouchTime

/// Touch frames in trace time from a recording's or a device's input events:
/// the one place where events become what the engine receives.
///
/// Events go through a `FrameDecoder` (protocol A and B, single touch, mice,
/// with a `ScreenMapping` onto screen points); each frame it completes comes
/// out as a `TouchFrame` whose time is the trace's clock: seconds since the
/// first event fed (the ``origin``). ``end()`` cancels the contacts still down.
///
/// Every producer of an ``InputPipeline`` that decodes events takes its frames
/// from here: replays (`RecordingFrames`, `RecordedDevices`), live devices
/// (`TouchReplayLive`'s `LiveInput`, which feeds it a device's events) and the
/// tools, on the thread that runs the engine.
public struct FrameSource {
    /// The decoder the events go through (its diagnostics count anomalies).
    public private(set) var decoder: FrameDecoder
    /// The time that trace time 0 stands for: the first event fed (nil before it).
    public private(set) var origin: Timestamp?
    /// The time of the last event fed; ``end()`` cancels at this time.
    public private(set) var lastEventTime: Timestamp?
    /// The decoder's own frame behind the touch frame that ``feed(_:isResynchronization:)``
    /// or ``end()`` last answered, as the decoder made it: the contacts with the decoder's
    /// ids, in screen points, pressure and size in device units, at the kernel's time, before
    /// the noise filters (what `touchreplay events` prints). Nil when that call answered
    /// none; a replay's batched feeding leaves it alone.
    public private(set) var decodedFrame: ContactFrame?

    /// The touch frame last completed, filled in place: a frame has one or two
    /// samples, and an array per frame cost more than its samples. A replay
    /// sends it from here (``feedInPlace(_:)``), so that no copy of it is
    /// retained and released per frame.
    var frame = TouchFrame(time: 0, samples: [])
    /// How the device's pressure, size and tilt become each touch's attributes.
    public let attributeScale: ContactAttributeScale
    /// Why some of those attributes will be missing (an empty pressure range …), one line each; usually empty.
    public let attributeProblems: [String]
    /// The device's noise filters (the mapping's `ScreenMapping.contactFilters`) as a stage
    /// between the decoder and the touch frames; nil without filters, the usual case
    /// (`FrameSource+Filters.swift`).
    var filters: ContactFilterStage?
    /// Whether ``filters`` is set: a plain flag, so that a frame of a device without
    /// filters checks one `Bool` rather than the tag of the stage's optional.
    let hasFilters: Bool

    /// A source decoding events of `device`, mapped onto the screen with `mapping`.
    ///
    /// - Throws: `FrameDecoderError` when the device is not a touchscreen or mouse or cannot be mapped,
    ///   or its noise filters do not suit it (`FrameDecoderError.contactFilter`).
    public init(device: DeviceDescription, mapping: ScreenMapping) throws(FrameDecoderError) {
        decoder = try FrameDecoder(device: device, mapping: mapping)
        attributeScale = ContactAttributeScale(device: device, mapping: mapping)
        attributeProblems = ContactAttributeScale.problems(of: device)
        frame.samples.reserveCapacity(16)
        filters = try Self.makeFilterStage(device: device, mapping: mapping)
        hasFilters = filters != nil
    }

    /// The warnings a replay prints for this source before its first frame, each
    /// starting with `name` (the file, or the file and device): ``attributeProblems``,
    /// and the slots past the decoder's limit, whose contacts are dropped.
    func warnings(named name: String) -> [String] {
        var lines = attributeProblems.map { "\(name): \($0)" }
        if decoder.undecodedSlotCount > 0 {
            let total = decoder.undecodedSlotCount + FrameDecoder.maximumSlotCount
            lines.append("\(name): the device has \(total) slots; contacts in slots \(FrameDecoder.maximumSlotCount) and above are dropped")
        }
        return lines
    }

    /// The warnings a replay prints for this source after its last frame, each
    /// starting with `name`, one line per kind: pen tilts clamped to their
    /// axis, pen pressure offsets refused, high-resolution wheel values of 0,
    /// a wheel read from its low-resolution axis.
    func endWarnings(named name: String) -> [String] {
        let diagnostics = decoder.diagnostics
        var lines: [String] = []
        if diagnostics.outOfRangeTilts > 0 {
            let (x, y) = (decoder.tiltRangeX, decoder.tiltRangeY)
            lines.append("\(name): \(diagnostics.outOfRangeTilts) pen tilt values lay outside "
                + "ABS_TILT_X \(x.lowerBound)..\(x.upperBound) or ABS_TILT_Y \(y.lowerBound)..\(y.upperBound) and were clamped to it")
        }
        if let offset = decoder.refusedPressureOffset {
            let times = diagnostics.refusedPressureOffsets == 1 ? "" : " (\(diagnostics.refusedPressureOffsets) times)"
            lines.append("\(name): the pen read ABS_PRESSURE \(offset) coming into range, more than half the axis\(times): "
                + "refused as its pressure offset, as libinput refuses a faulty pen's")
        }
        if diagnostics.zeroWheelEvents > 0 {
            lines.append("\(name): \(diagnostics.zeroWheelEvents) high-resolution wheel events had the value 0 (no turn) and were ignored")
        }
        if decoder.wheelFellBackToLowResolution {
            lines.append("\(name): the device declares high-resolution wheels but sent only REL_WHEEL/REL_HWHEEL: "
                + "its wheels were read from those, as libinput reads them")
        }
        return lines
    }

    /// Lends ``frame`` (the last frame completed) to `body`, in place: no copy of it is retained per frame.
    mutating func withFrame<Failure: Error>(_ body: (inout TouchFrame) throws(Failure) -> Void) throws(Failure) {
        try body(&frame)
    }

    /// Sets trace time 0 before any event is fed: several devices replayed together
    /// share the earliest first event of all of them.
    mutating func start(at origin: Timestamp) {
        self.origin = origin
    }

    /// The trace time of `timestamp`: the time since ``origin`` (0 before the first event).
    public func traceTime(_ timestamp: Timestamp) -> Timestamp {
        guard let origin else { return 0 }
        // Wrapping: times from Swift callers may be anything, and a trap here would end the process.
        return Timestamp(nanoseconds: timestamp.nanoseconds &- origin.nanoseconds)
    }

    /// The trace time of the last event fed, nil before the first.
    public var lastTraceTime: Timestamp? { lastEventTime.map(traceTime) }

    /// Feeds one event of a recording; answers the touch frame it completes, if any.
    public mutating func feed(_ event: InputEvent) -> TouchFrame? {
        if origin == nil { origin = event.time }
        lastEventTime = event.time
        guard let time = decoder.feedInPlace(event) else { return nil }
        fill(at: time)
        return frame
    }

    /// Feeds the events of a recording from `index` on until one completes a
    /// touch frame: whether one did (it is then ``frame``, and `index` is just
    /// past its last event); false with `index` at the end.
    /// The same as feeding them one by one, in one loop of the decoder's.
    mutating func feedInPlace(_ events: Span<InputEvent>, from index: inout Int) -> Bool {
        guard index < events.count else { return false }
        if origin == nil { origin = events[index].time }
        let time = decoder.feedInPlace(events, from: &index)
        lastEventTime = events[index - 1].time
        guard let time else { return false }
        fill(at: time)
        return true
    }

    /// Feeds one event read from a live device, bracketing libevdev's
    /// resynchronisation after `SYN_DROPPED` (`FrameDecoder.feed(_:isResynchronization:)`).
    /// After the device's pending events are drained, call ``endResync()``.
    public mutating func feed(_ event: InputEvent, isResynchronization: Bool) -> TouchFrame? {
        if origin == nil { origin = event.time }
        lastEventTime = event.time
        decodedFrame = decoder.feed(event, isResynchronization: isResynchronization)
        guard let contacts = decodedFrame else { return nil }
        fill(at: contacts.time)
        return frame
    }

    /// Ends a resynchronisation still open once the device has no more pending events.
    public mutating func endResync() {
        if decoder.isResyncing { decoder.endResync() }
    }

    /// Cancels every contact still down at the last event's time (the end of a
    /// recording, an unplug, the user stopping) and answers the frame that says so,
    /// nil when nothing was down or no event came.
    public mutating func end() -> TouchFrame? {
        guard let lastEventTime else {
            decodedFrame = nil
            return nil
        }
        let contacts = decoder.cancelAll(at: lastEventTime)
        decodedFrame = contacts
        if hasFilters { return endFiltered(cancelled: contacts != nil, at: lastEventTime) }
        guard let contacts else { return nil }
        fill(at: contacts.time)
        return frame
    }

    /// Makes ``frame`` the touch frame of the decoder's last frame (its
    /// contacts read where the decoder keeps them: no copy per frame), at
    /// `time` on the trace's clock.
    private mutating func fill(at time: Timestamp) {
        frame.time = traceTime(time)
        // The one branch per frame the noise filters cost when a device has none, and the one
        // the scale of pressure, size and tilt costs when a device gives none of them.
        if hasFilters {
            fillFilteredSamples(at: time)
        } else if attributeScale.hasToolAttributesOnly {
            fillSamples { contact in TouchSample(contact, attributes: ContactAttributeScale.toolAttributes(of: contact)) }
        } else {
            let scale = attributeScale
            fillSamples { contact in TouchSample(contact, scale: scale) }
        }
        // Only a device with a pointer or a pen turns a wheel or hovers (`FrameDecoder.tracksHover`).
        guard decoder.tracksHover else {
            frame.wheel = nil
            frame.hover = nil
            return
        }
        let wheel = decoder.frameWheel
        frame.wheel = wheel.isZero ? nil : WheelScroll(
            location: Point(x: decoder.pointerPosition.x, y: decoder.pointerPosition.y),
            clicks: Point(x: Double(wheel.horizontal) / 120, y: -Double(wheel.vertical) / 120))
        frame.hover = HoverSample(decoder.frameHover)
    }

    /// Makes ``frame``'s samples those of the decoder's last frame, each made by `sample`.
    @inline(__always) private mutating func fillSamples(_ sample: (Contact) -> TouchSample) {
        // Moved out while they are written, so that the spans borrow a local and the decoder.
        var samples: [TouchSample] = []
        swap(&samples, &frame.samples)
        do {
            let contacts = decoder.frameContacts.span
            if samples.count == contacts.count {
                // Most frames have as many contacts as the one before: overwritten in place.
                var output = samples.mutableSpan
                for index in 0..<contacts.count { output[index] = sample(contacts[index]) }
            } else {
                // Emptied in place: `removeAll(keepingCapacity:)` goes through the general
                // `replaceSubrange`, which cost more than the one or two samples of a frame.
                while samples.popLast() != nil {}
                samples.append(addingCapacity: contacts.count) { output in
                    for index in 0..<contacts.count { output.append(sample(contacts[index])) }
                }
            }
        }
        swap(&samples, &frame.samples)
    }
}

extension TouchSample {
    /// The sample of a decoded contact, its attributes in UIKit's units by `scale`.
    @inline(__always) init(_ contact: Contact, scale: ContactAttributeScale) {
        self.init(contact, attributes: scale.attributes(of: contact))
    }

    /// The sample of a decoded contact with `attributes`.
    @inline(__always) init(_ contact: Contact, attributes: TouchAttributes) {
        self.init(id: contact.id, phase: TouchPhase(contact.phase), location: Point(x: contact.x, y: contact.y),
                  attributes: attributes)
    }
}

extension HoverSample {
    /// The engine's hover sample of a decoded hover motion, nil for none.
    @inline(__always) init?(_ motion: HoverMotion) {
        switch motion {
        case .none: return nil
        case let .moved(x, y, tool): self.init(phase: .moved, location: Point(x: x, y: y), type: tool == .pointer ? .indirectPointer : .pencil)
        case let .exited(x, y, tool): self.init(phase: .exited, location: Point(x: x, y: y), type: tool == .pointer ? .indirectPointer : .pencil)
        }
    }
}

extension TouchPhase {
    /// The engine phase of a decoded contact's phase.
    init(_ phase: ContactPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}
