import TouchTime
/// Turns one device's evdev events into `ContactFrame`s: fed one event at a
/// time, it answers a frame at each `SYN_REPORT` that has contacts to report.
///
/// - Contacts get ids from a counter that starts at 0 for each decoder; the
///   id stays with the contact until it ends or is cancelled.
/// - A frame lists every contact that is down (`began` or `moved`, even when
///   it did not move) and every contact that `ended` or was `cancelled` in it,
///   ordered by id. A frame with no contacts is not reported (nil).
/// - The frame time is the `SYN_REPORT`'s time, clamped so that frame times
///   never go backwards (counted in `diagnostics.timeWentBackwards`).
/// - Positions are mapped to screen points with the `ScreenMapping`;
///   pressure and touch major are in device units where the device has them.
/// - A touchscreen contact above the mapping's ``ScreenMapping/palmThresholds``
///   is a palm, as one the device marks `MT_TOOL_PALM`: never reported, or
///   cancelled in the frame it becomes one.
/// - `SYN_DROPPED` in the stream (recordings): the events after it up to and
///   including the next `SYN_REPORT` are discarded; contacts that end in the
///   first frame after that are `cancelled`, not `ended`. Live readers using
///   libevdev do not feed the `SYN_DROPPED`: they call `beginResync()` before
///   libevdev's synthesised events and `endResync()` after them.
/// - `cancelAll(at:)` cancels every contact that is down (end of a recording,
///   unplug); contacts cancelled while the finger or button is still down are
///   never reported again, so no contact is ever left stuck down.
///
/// Per event the decoder does not allocate: slot storage and the output
/// buffer are allocated once. The returned frame's `contacts` array shares
/// that buffer; a caller that keeps a frame past the next `feed` only makes
/// the decoder allocate a fresh buffer (copy on write), nothing else. A caller
/// that reads the contacts where the decoder keeps them (`feedInPlace(_:)`,
/// `frameContacts`) retains and releases nothing per frame; a batch of events
/// goes through `feedInPlace(_:from:)` without a call per event.
public struct FrameDecoder: Sendable {
    /// The most protocol B slots the decoder tracks; higher slots count as out of range.
    public static let maximumSlotCount = 256
    /// The most protocol A contacts per frame, as mtdev's `DIM_FINGER`.
    public static let maximumAnonymousContacts = 32

    /// The class the decoder decodes as.
    public let deviceClass: DeviceClass
    /// The screen mapping positions go through.
    public let mapping: ScreenMapping
    /// Counters of anomalies met so far.
    public internal(set) var diagnostics = DecoderDiagnostics()
    /// Where the pointer of a mouse or absolute pointer is, pressed or not (screen points).
    public internal(set) var pointerPosition: ScreenPoint
    /// How many of the device's protocol B slots lie beyond ``maximumSlotCount``
    /// (0 for nearly every device): contacts in them are dropped, so callers say so once.
    public let undecodedSlotCount: Int

    let transform: AbsolutePositionTransform?
    let hasPressure: Bool
    let hasTouchMajor: Bool
    /// Whether a frame of moves changes nothing of a contact but its position and phase: a
    /// touchscreen without pressure or touch size, whose contacts' tool changes only with the
    /// frame's layout (``changeTool(inSlot:to:)``). Its frames of moves then rewrite only
    /// those (``reportMoves()``).
    let movesChangeOnlyPositions: Bool
    /// libinput's hysteresis margin, half the position axes' fuzz (multi-touch screens with fuzz only).
    let hysteresis: HysteresisMargin?
    /// The mapping's palm thresholds, for touchscreens (nil for other devices and when the mapping has none).
    let palm: PalmThresholds?
    /// Whether a protocol A device declares `ABS_MT_TRACKING_ID` (its contacts are then matched by id).
    let hasTrackingID: Bool
    /// The wheel turn of the frame last completed (zero when the wheel did not
    /// turn); a pointer frame with a turn is reported even without contacts.
    public internal(set) var frameWheel = WheelMotion()
    /// The wheel turn since the last `SYN_REPORT`.
    var pendingWheel = WheelMotion()
    /// What the hovering pointer or pen did in the frame last completed
    /// (``HoverMotion/none`` for touchscreens); a frame with a hover motion is
    /// reported even without contacts.
    public internal(set) var frameHover = HoverMotion.none
    /// Whether the device's pointer can hover (mice, absolute pointers, pens): only such a
    /// device's frames have a ``frameWheel`` turn or a ``frameHover`` motion.
    public let tracksHover: Bool
    /// Whether the pointer or pen moved (or the pen came into range) since the last `SYN_REPORT`.
    var hoverMoved = false
    /// Whether a hover is under way (its last report was `moved`).
    var hovering = false
    /// A pen's proximity, tip and pressure offset (pen devices; inert for the others).
    var pen: PenTip
    /// The first pressure refused as a pen's pressure offset (above half the
    /// range: libinput takes such a pen for faulty), nil when none was; the
    /// refusals are counted in `diagnostics.refusedPressureOffsets`.
    public internal(set) var refusedPressureOffset: Int32?
    /// Whether the vertical wheel is read from `REL_WHEEL_HI_RES` (then `REL_WHEEL`
    /// is ignored, as libinput does): the device declares it and has not been
    /// found sending `REL_WHEEL` alone (``handleWheel(_:)``).
    var highResolutionWheel: Bool
    /// Whether the horizontal wheel is read from `REL_HWHEEL_HI_RES`, as ``highResolutionWheel``.
    var highResolutionHorizontalWheel: Bool
    /// Whether a non-zero high-resolution wheel event has come.
    var highResolutionWheelSeen = false
    /// The `REL_WHEEL`/`REL_HWHEEL` clicks of the frame being read that the high-resolution axes stand in for.
    var pendingLowResolutionWheel = WheelMotion()
    /// Whether the device declared high-resolution wheels but sent a frame of
    /// low-resolution turns before any high-resolution one: its wheels are
    /// then read from `REL_WHEEL`/`REL_HWHEEL` (libinput: "device supports
    /// high-resolution scroll but only low-resolution events have been received").
    public internal(set) var wheelFellBackToLowResolution = false
    /// Whether a pen device reports tilt (`ABS_TILT_X` and `ABS_TILT_Y`).
    let hasTilt: Bool
    /// The range of a pen's `ABS_TILT_X` (values outside are clamped and counted in `outOfRangeTilts`; 0...0 without tilt,
    /// whose events are ignored).
    public let tiltRangeX: ClosedRange<Int32>
    /// The range of a pen's `ABS_TILT_Y`, as ``tiltRangeX``.
    public let tiltRangeY: ClosedRange<Int32>
    var slots: [Slot]
    /// One past the highest slot that is down or holds an ending contact:
    /// frames look at these slots only (a 10-slot screen mostly uses one or two).
    var slotsInUse = 0
    var currentSlot = 0
    /// The contacts of the frame last completed, ordered by id (the buffer frames share).
    public internal(set) var frameContacts: [Contact] = []
    /// The slot of each of `frameContacts`.
    var frameSlots: [Int] = []
    /// Whether the next frame holds the same contacts as `frameContacts`, in
    /// the same order, unless an event changes which contacts there are: set by
    /// a frame without ending contacts, cleared by every event that begins,
    /// ends, suppresses or cancels a contact (see `report(at:)`).
    var frameLayoutKept = false
    var nextContactID = 0
    var lastFrameTime: Timestamp?
    var discarding = false
    /// Whether a `SYN_DROPPED` came while slot 0's contact was down (a single
    /// contact's release may be in the gap); cleared when a contact begins there.
    var releaseMayBeLost = false
    var resyncing = false
    var reconciling = false
    var anonymous = AnonymousContacts()
    /// libevdev's normalisation, applied to every event (``EventSanitizer``).
    var sanitizer: EventSanitizer

    /// A decoder for `device`, mapping positions with `mapping`.
    ///
    /// Throws `FrameDecoderError.rejectedByLibinput` for a device libinput
    /// ignores (``DeviceDescription/libinputRejection``), `.notAttachable` for touchpads, tablets,
    /// keyboards and other devices, `.missingAxisRange` when the
    /// description lacks the position axes' ranges, and `.invertedAxisRange`
    /// when a position axis's minimum is above its maximum.
    public init(device: DeviceDescription, mapping: ScreenMapping) throws(FrameDecoderError) {
        if let reason = device.libinputRejection { throw .rejectedByLibinput(deviceName: device.name, reason: reason) }
        let classification = device.classification
        guard classification.attachable else { throw .notAttachable(classification) }
        deviceClass = classification.deviceClass
        tracksHover = Self.tracksHover(deviceClass)
        self.mapping = mapping
        pointerPosition = mapping.initialPointerPosition
        let capabilities = device.capabilities
        if deviceClass == .relativeMouse {
            transform = nil
        } else {
            let multiTouch = deviceClass == .multiTouchScreen || deviceClass == .multiTouchScreenProtocolA
            guard let x = capabilities.xAxis else {
                throw .missingAxisRange(deviceName: device.name, axis: multiTouch ? "ABS_MT_POSITION_X" : "ABS_X")
            }
            guard let y = capabilities.yAxis else {
                throw .missingAxisRange(deviceName: device.name, axis: multiTouch ? "ABS_MT_POSITION_Y" : "ABS_Y")
            }
            for (axis, name) in [(x, multiTouch ? "ABS_MT_POSITION_X" : "ABS_X"), (y, multiTouch ? "ABS_MT_POSITION_Y" : "ABS_Y")]
            where axis.minimum > axis.maximum {
                throw .invertedAxisRange(deviceName: device.name, axis: name, minimum: axis.minimum, maximum: axis.maximum)
            }
            transform = mapping.absoluteTransform(x: x, y: y)
        }
        let multiTouchScreen = deviceClass == .multiTouchScreen || deviceClass == .multiTouchScreenProtocolA
        hysteresis = multiTouchScreen ? capabilities.xAxis.flatMap { x in
            capabilities.yAxis.flatMap { HysteresisMargin(xFuzz: x.fuzz, yFuzz: $0.fuzz) }
        } : nil
        let pointer = deviceClass == .relativeMouse || deviceClass == .absolutePointer
        hasPressure = !pointer && capabilities.pressureAxis != nil
        hasTouchMajor = deviceClass != .singleTouchScreen && !pointer && capabilities.touchMajorAxis != nil
        let touchscreen = multiTouchScreen || deviceClass == .singleTouchScreen
        movesChangeOnlyPositions = touchscreen && transform != nil && !hasPressure && !hasTouchMajor
        palm = touchscreen ? mapping.palmThresholds : nil
        if let palm {
            if palm.size != nil, !hasTouchMajor {
                throw .palmThresholdWithoutAxis(deviceName: device.name, threshold: "size", axis: "ABS_MT_TOUCH_MAJOR")
            }
            if palm.pressure != nil, !hasPressure {
                throw .palmThresholdWithoutAxis(deviceName: device.name, threshold: "pressure", axis: multiTouchScreen ? "ABS_MT_PRESSURE" : "ABS_PRESSURE")
            }
        }
        pen = PenTip(
            pressure: deviceClass == .penTablet ? capabilities.pressureAxis : nil,
            distance: device.supports(.absolute, code: AbsoluteAxis.distance) ? device.absoluteAxes[AbsoluteAxis.distance] : nil,
            policy: mapping.penPolicy)
        hasTrackingID = deviceClass == .multiTouchScreenProtocolA && device.supports(.absolute, code: AbsoluteAxis.multiTouchTrackingID)
        highResolutionWheel = device.supports(.relative, code: RelativeAxis.wheelHighResolution)
        highResolutionHorizontalWheel = device.supports(.relative, code: RelativeAxis.horizontalWheelHighResolution)
        let tiltX = device.absoluteAxes[AbsoluteAxis.tiltX], tiltY = device.absoluteAxes[AbsoluteAxis.tiltY]
        // A tilt axis with minimum = maximum gives no tilt (DeviceDescription.penTiltProblem).
        hasTilt = deviceClass == .penTablet && tiltX.map { $0.minimum != $0.maximum } == true
            && tiltY.map { $0.minimum != $0.maximum } == true
        for (axis, name) in [(tiltX, "ABS_TILT_X"), (tiltY, "ABS_TILT_Y")] where hasTilt {
            if let axis, axis.minimum > axis.maximum {
                throw .invertedAxisRange(deviceName: device.name, axis: name, minimum: axis.minimum, maximum: axis.maximum)
            }
        }
        if hasTilt, let tiltX, let tiltY {
            tiltRangeX = tiltX.minimum...tiltX.maximum
            tiltRangeY = tiltY.minimum...tiltY.maximum
        } else {
            // Tilt is read only from a pen with both axes; any other device's
            // tilt axis is ignored, whatever its range (found by fuzzing: an
            // inverted ABS_TILT_X on a touchscreen trapped here).
            tiltRangeX = 0...0
            tiltRangeY = 0...0
        }
        let slotCount = switch deviceClass {
        case .multiTouchScreen: min(max(capabilities.slotCount ?? 1, 1), Self.maximumSlotCount)
        case .multiTouchScreenProtocolA: Self.maximumAnonymousContacts
        default: 1
        }
        undecodedSlotCount = deviceClass == .multiTouchScreen ? max((capabilities.slotCount ?? 1) - Self.maximumSlotCount, 0) : 0
        slots = Array(repeating: Slot(), count: slotCount)
        sanitizer = EventSanitizer(device: device, trackedSlots: Self.maximumSlotCount)
        frameContacts.reserveCapacity(slotCount * 2)
        frameSlots.reserveCapacity(slotCount * 2)
        if deviceClass == .multiTouchScreenProtocolA { anonymous.reserve(Self.maximumAnonymousContacts) }
    }

    /// The number of contacts that are down and have been reported (began, not yet ended or cancelled).
    public var activeContactCount: Int {
        var count = 0
        for slot in slots where slot.isDown && !slot.suppressed && slot.contactID >= 0 { count += 1 }
        return count
    }

    /// Whether a live resync (between `beginResync()` and `endResync()`) is in progress.
    public var isResyncing: Bool { resyncing }

    /// Feeds one event; answers the frame when `event` is a `SYN_REPORT` that completes one with contacts.
    public mutating func feed(_ event: InputEvent) -> ContactFrame? {
        feedInPlace(event).map { ContactFrame(time: $0, contacts: frameContacts) }
    }

    /// Feeds one event as ``feed(_:)`` does without handing out a frame: answers
    /// the time of the frame `event` completes (nil when none), whose contacts
    /// are then ``frameContacts``.
    public mutating func feedInPlace(_ event: InputEvent) -> Timestamp? {
        if discarding {
            if event.isReport {
                discarding = false
                reconciling = true
                _ = frameTime(event.time)
            } else if event.type == .synchronization && event.code == SynchronizationCode.dropped {
                diagnostics.droppedReports += 1
            } else {
                diagnostics.discardedEvents += 1
            }
            return nil
        }
        if event.type == .synchronization {
            switch event.code {
            case SynchronizationCode.report:
                return report(at: event.time)
            case SynchronizationCode.dropped:
                diagnostics.droppedReports += 1
                if slots[0].isDown { releaseMayBeLost = true }
                discarding = true
                frameLayoutKept = false
                anonymous.discardFrame()
                return nil
            case SynchronizationCode.multiTouchReport where deviceClass == .multiTouchScreenProtocolA:
                anonymous.commitBlock(deviceHasTouchMajor: hasTouchMajor, deviceHasTrackingID: hasTrackingID, diagnostics: &diagnostics)
                return nil
            default:
                diagnostics.ignoredEvents += 1
                return nil
            }
        }
        var event = event
        switch sanitizer.admit(&event, resynchronizing: resyncing || reconciling) {
        case .kept: break
        case .capped: diagnostics.outOfRangeSlotEvents += 1
        case .undeclared:
            diagnostics.undeclaredEvents += 1
            return nil
        case .doubleTrackingID:
            if event.value == -1 { diagnostics.ignoredEvents += 1 } else { diagnostics.trackingIDsReplacedWhileDown += 1 }
            return nil
        }
        switch deviceClass {
        case .multiTouchScreen: handleSlotted(event)
        case .multiTouchScreenProtocolA: handleAnonymous(event)
        case .singleTouchScreen: handleSingleTouch(event)
        case .relativeMouse, .absolutePointer: handlePointer(event)
        case .penTablet: handlePen(event)
        case .touchpad, .keyboard, .other: diagnostics.ignoredEvents += 1
        }
        return nil
    }

    /// Starts a live resync: until `endResync()`, contacts that end are reported as `cancelled`.
    ///
    /// Call it when libevdev answers `LIBEVDEV_READ_STATUS_SYNC`, before
    /// feeding the events it synthesises, instead of feeding the `SYN_DROPPED`.
    public mutating func beginResync() {
        resyncing = true
        frameLayoutKept = false
    }

    /// Ends a live resync started with `beginResync()`.
    public mutating func endResync() {
        resyncing = false
        frameLayoutKept = false
    }

    /// Feeds one event read from a live device, bracketing libevdev's
    /// resynchronisation: the kernel's `SYN_DROPPED` begins it (and is not fed),
    /// the first event libevdev did not synthesise (`isResynchronization` false)
    /// ends it. Contacts that ended while events were lost come out `cancelled`.
    /// Call ``endResync()`` if a resync is still open when the device has no more events.
    public mutating func feed(_ event: InputEvent, isResynchronization: Bool) -> ContactFrame? {
        if event.type == .synchronization && event.code == SynchronizationCode.dropped {
            beginResync()
            return nil
        }
        if resyncing, !isResynchronization { endResync() }
        return feed(event)
    }

    /// Cancels every contact that is down and answers the frame that says so
    /// (nil when nothing was down); ends a hover under way (``frameHover``
    /// `exited`); also reports contacts that ended in a
    /// frame whose `SYN_REPORT` never came. Contacts still physically down stay
    /// silent until they lift. Call it at the end of a recording or on unplug.
    public mutating func cancelAll(at time: Timestamp) -> ContactFrame? {
        let time = frameTime(time)
        frameWheel = WheelMotion()
        pendingWheel = WheelMotion()
        pendingLowResolutionWheel = WheelMotion()
        let exited = tracksHover && exitHover()
        frameLayoutKept = false
        frameContacts.removeAll(keepingCapacity: true)
        frameSlots.removeAll(keepingCapacity: true)
        for index in 0..<slotsInUse {
            if slots[index].hasEnding {
                frameContacts.append(slots[index].ending)
                frameSlots.append(index)
                slots[index].hasEnding = false
            }
            guard slots[index].isDown, !slots[index].suppressed else { continue }
            if slots[index].contactID >= 0 {
                let cancelled = contact(inSlot: index, id: slots[index].contactID, phase: .cancelled)
                frameContacts.append(cancelled)
                frameSlots.append(index)
            }
            slots[index].suppressed = true
            slots[index].contactID = -1
        }
        anonymous.discardFrame()
        discarding = false
        reconciling = false
        return (finishFrame(at: time) ?? (exited ? time : nil)).map { ContactFrame(time: $0, contacts: frameContacts) }
    }

    /// `time`, or the previous frame's time when `time` is earlier (counted).
    mutating func frameTime(_ time: Timestamp) -> Timestamp {
        if let last = lastFrameTime, time < last {
            diagnostics.timeWentBackwards += 1
            return last
        }
        lastFrameTime = time
        return time
    }
}
