extension DeviceDescription {
    /// Why libinput would refuse this device, or nil when it accepts it: the
    /// checks of libinput's `evdev_reject_device()` (src/evdev.c), which
    /// libinput logs as a kernel bug and then ignores the device.
    ///
    /// In order: `ABS_X` without `ABS_Y` (or the reverse), `REL_X` without
    /// `REL_Y`, `ABS_MT_POSITION_X` without `ABS_MT_POSITION_Y` (unless the
    /// device is "fake MT", with `ABS_RESERVED`), a resolution on one of
    /// `ABS_X`/`ABS_Y` only, the same for the MT positions, and an absolute
    /// axis whose minimum equals its maximum. As in libinput, `ABS_MISC`,
    /// `ABS_MT_SLOT` and `ABS_MT_TOOL_TYPE` are not checked for that, an axis
    /// between `ABS_MISC` and `ABS_MT_SLOT` with minimum = maximum = 0 is
    /// only ignored (libinput disables it), and an `ABS_MT_TRACKING_ID` with
    /// minimum = maximum passes (libevdev widens it to -1…65535 on opening).
    ///
    /// One exception, our decision: a pen's `ABS_TILT_X` or `ABS_TILT_Y` with
    /// minimum = maximum, for which libinput refuses the whole pen, passes:
    /// the pen is decoded without tilt and ``penTiltProblem`` says why, so
    /// that its strokes still replay.
    public var libinputRejection: String? {
        let fakeMultiTouch = supports(.absolute, code: AbsoluteAxis.multiTouchSlot - 1)
        if let reason = unpaired(.absolute, AbsoluteAxis.x, AbsoluteAxis.y) { return reason }
        if let reason = unpaired(.relative, RelativeAxis.x, RelativeAxis.y) { return reason }
        if !fakeMultiTouch, let reason = unpaired(.absolute, AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY) {
            return reason
        }
        if let reason = oneSidedResolution(AbsoluteAxis.x, AbsoluteAxis.y) { return reason }
        if !fakeMultiTouch, let reason = oneSidedResolution(AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY) {
            return reason
        }
        let unchecked: [UInt16] = [Self.miscellaneousAxis, AbsoluteAxis.multiTouchSlot, AbsoluteAxis.multiTouchToolType, AbsoluteAxis.multiTouchTrackingID]
        let pen = classification.deviceClass == .penTablet
        for code in codes[.absolute] ?? [] where !unchecked.contains(code) {
            guard let axis = absoluteAxes[code], axis.minimum == axis.maximum else { continue }
            if pen && (code == AbsoluteAxis.tiltX || code == AbsoluteAxis.tiltY) { continue }
            if axis.minimum == 0 && code >= Self.miscellaneousAxis && code < AbsoluteAxis.multiTouchSlot { continue }
            return "\(EventNames.name(type: .absolute, code: code)) has minimum = maximum (\(axis.minimum))"
        }
        return nil
    }

    /// Why a pen's tilt is ignored, one line, nil when it is not: an
    /// `ABS_TILT_X` or `ABS_TILT_Y` whose minimum equals its maximum (libinput
    /// refuses such a pen: `evdev_check_min_max`, "device has min == max").
    public var penTiltProblem: String? {
        guard classification.deviceClass == .penTablet else { return nil }
        for code in [AbsoluteAxis.tiltX, AbsoluteAxis.tiltY] where supports(.absolute, code: code) {
            guard let axis = absoluteAxes[code], axis.minimum == axis.maximum else { continue }
            return "\(EventNames.name(type: .absolute, code: code)) has minimum = maximum (\(axis.minimum)): "
                + "libinput refuses such a pen; TouchReplay replays it without tilt"
        }
        return nil
    }

    /// `ABS_MISC`, the first axis libinput lets have minimum = maximum = 0.
    private static let miscellaneousAxis: UInt16 = 0x28

    private func unpaired(_ type: EventType, _ first: UInt16, _ second: UInt16) -> String? {
        switch (supports(type, code: first), supports(type, code: second)) {
        case (true, false): "\(EventNames.name(type: type, code: first)) without \(EventNames.name(type: type, code: second))"
        case (false, true): "\(EventNames.name(type: type, code: second)) without \(EventNames.name(type: type, code: first))"
        default: nil
        }
    }

    private func oneSidedResolution(_ first: UInt16, _ second: UInt16) -> String? {
        guard supports(.absolute, code: first), supports(.absolute, code: second) else { return nil }
        let a = absoluteAxes[first]?.resolution ?? 0, b = absoluteAxes[second]?.resolution ?? 0
        guard (a == 0) != (b == 0) else { return nil }
        let (with, without) = a != 0 ? (first, second) : (second, first)
        return "\(EventNames.name(type: .absolute, code: with)) has a resolution and \(EventNames.name(type: .absolute, code: without)) none"
    }
}
