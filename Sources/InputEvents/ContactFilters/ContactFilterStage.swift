import TouchTime
/// The noise filters of one device as a stage on its decoded contact frames:
/// fed each frame's contacts, it answers the contacts to send on, each with
/// the filter that cancelled it, if one did.
///
/// A touchscreen contact a filter catches in its first report (or while a
/// filter holds it back) is never sent; one caught later goes out once more,
/// `cancelled`, with its filter in ``noiseFilters``, and then stays silent
/// until it lifts, as an `MT_TOOL_PALM` contact does. A mouse's or absolute
/// pointer's contact goes through the button debounce only. Each filter, its
/// source and its decisions: docs/field.md.
///
/// The stage is made only for a device with filters on; a device without
/// any does not reach it (`FrameSource` checks once per frame).
public struct ContactFilterStage: Sendable {
    /// The settings the stage applies.
    public let settings: ContactFilterSettings
    /// The contacts of the frame last filtered, in the decoder's order (a
    /// debounced button's contact under the id it began with).
    public internal(set) var contacts: [Contact] = []
    /// For each of ``contacts``, the raw value of the ``ContactFilterKind`` that
    /// cancelled it, 0 for none.
    public internal(set) var noiseFilters: [UInt8] = []
    /// The contacts removed so far, when ``keepsRemovals`` (for `touchreplay analyze`).
    public private(set) var removals: [ContactFilterRemoval] = []
    /// Whether to keep each removal in ``removals``; off by default (a live session runs for days).
    public var keepsRemovals = false
    /// How many contacts each filter removed, by ``ContactFilterKind`` raw value.
    public private(set) var removalCounts = [Int](repeating: 0, count: ContactFilterKind.allCases.count + 1)

    var tracks: [ContactTrack] = []
    let floor: ContactFloorFilter?
    let edge: EdgeBandFilter?
    var singlePosition: SinglePositionFilter?
    let farApartTaps: FarApartTapsFilter?
    let minimumDuration: MinimumDurationFilter?
    var debounce: ButtonDebounceFilter?

    /// A stage applying `settings` to the decoded contacts of `device`, mapped with `mapping`.
    ///
    /// - Throws: ``ContactFilterError`` for a filter the device's class does not
    ///   have (the button debounce on a touchscreen, a touchscreen filter on a
    ///   mouse or pen), a floor for an axis the device lacks, and an edge band
    ///   on a device that reports no resolution.
    public init(settings: ContactFilterSettings, device: DeviceDescription, mapping: ScreenMapping) throws(ContactFilterError) {
        self.settings = settings
        let deviceClass = device.classification.deviceClass
        let capabilities = device.capabilities
        func fail(_ key: String, _ problem: String) -> ContactFilterError {
            ContactFilterError(location: settings.location, key: key, problem: problem)
        }
        for kind in settings.kinds {
            let applies = kind.isForTouchscreens ? deviceClass.isTouchscreen : deviceClass == .relativeMouse || deviceClass == .absolutePointer
            guard !applies else { continue }
            let key = kind == .floor ? (settings.minimumPressure != nil ? "minimumPressure" : "minimumSize") : (kind == .edge ? "edgeBand" : kind.name)
            throw fail(key, "\(kind.isForTouchscreens ? "this filter is for touchscreens" : "the button debounce is for mice and pointers"); "
                + "\"\(device.name)\" is a \(deviceClass.displayName)")
        }
        if settings.minimumPressure != nil, capabilities.pressureAxis == nil {
            throw fail("minimumPressure", "\"\(device.name)\" reports no pressure (ABS_MT_PRESSURE or ABS_PRESSURE) to compare with")
        }
        if settings.minimumSize != nil, deviceClass == .singleTouchScreen || capabilities.touchMajorAxis == nil {
            throw fail("minimumSize", "\"\(device.name)\" reports no size (ABS_MT_TOUCH_MAJOR) to compare with")
        }
        floor = settings.minimumPressure != nil || settings.minimumSize != nil
            ? ContactFloorFilter(pressure: settings.minimumPressure, size: settings.minimumSize) : nil
        if let band = settings.edgeBand {
            guard let x = capabilities.xAxis, let y = capabilities.yAxis,
                  let filter = EdgeBandFilter(millimetres: band, x: x, y: y, mapping: mapping) else {
                throw fail("edgeBand", "the band is in millimetres, but \"\(device.name)\" reports no resolution for its position axes")
            }
            edge = filter
        } else {
            edge = nil
        }
        singlePosition = settings.singlePosition.map(SinglePositionFilter.init)
        farApartTaps = settings.farApartTaps.map(FarApartTapsFilter.init)
        minimumDuration = settings.minimumDuration.map { MinimumDurationFilter(nanoseconds: Int64($0 * 1_000_000) * 1_000) }
        debounce = settings.debounce.map(ButtonDebounceFilter.init(seconds:))
        contacts.reserveCapacity(16)
        noiseFilters.reserveCapacity(16)
    }

    /// Filters the contacts of one decoded frame at `time`; the result is in
    /// ``contacts`` and ``noiseFilters`` (possibly empty).
    public mutating func filter(_ input: Span<Contact>, at time: Timestamp) {
        contacts.removeAll(keepingCapacity: true)
        noiseFilters.removeAll(keepingCapacity: true)
        if var buttons = debounce {
            // Moved out while it runs: its callbacks write the stage's output.
            debounce = nil
            buttons.filter(input, at: time, emit: { contacts.append($0); noiseFilters.append(0) },
                           drop: { remove($0, by: .debounce, at: time, wasReported: false) })
            debounce = buttons
            return
        }
        filterTouches(input, at: time)
    }

    /// Sends what a filter still holds at the end of the input (a debounced
    /// button's release), after the decoder's last frame (`cancelAll`) went
    /// through ``filter(_:at:)``; whether there was any (then in ``contacts``).
    public mutating func finish() -> Bool {
        contacts.removeAll(keepingCapacity: true)
        noiseFilters.removeAll(keepingCapacity: true)
        if var buttons = debounce {
            debounce = nil
            buttons.finish { contacts.append($0); noiseFilters.append(0) }
            debounce = buttons
        }
        return !contacts.isEmpty
    }

    mutating func remove(_ id: Int, by filter: ContactFilterKind, at time: Timestamp, wasReported: Bool) {
        removalCounts[Int(filter.rawValue)] += 1
        if keepsRemovals { removals.append(ContactFilterRemoval(contactID: id, filter: filter, time: time, wasReported: wasReported)) }
    }
}
